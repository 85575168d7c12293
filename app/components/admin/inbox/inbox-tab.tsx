/**
 * Inbox tab: what visitors send in. Two lists, messages (Get In Touch, Contact
 * Us) and applications (volunteer, internship), each newest first and paged,
 * with its unread count in its tab, read/unread, delete, CSV export, resumes;
 * and "Delete one person's data", for everything one person sent.
 */
import ClipboardList from "lucide-react/icons/clipboard-list";
import Inbox from "lucide-react/icons/inbox";
import UserX from "lucide-react/icons/user-x";
import { useState } from "react";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { ApplicationItem, MessageItem } from "~/components/admin/inbox/inbox-items";
import { InboxList } from "~/components/admin/inbox/inbox-list";
import { type LoadedPage, useInboxList } from "~/components/admin/inbox/inbox-page";
import { PersonDataDialog } from "~/components/admin/personal-data/person-data-dialog";
import { Tabs } from "~/components/ui/tabs";
import { inboxText as text } from "~/content/admin-inbox";
import { personalDataText } from "~/content/admin-personal-data";

const withUnread = (label: string, unread: number | undefined) =>
  unread ? `${label} (${text.unreadBadge(unread)})` : label;

export function InboxTab(loaded: {
  messages: LoadedPage<ContactMessageView>;
  applications: LoadedPage<ApplicationView>;
}) {
  const messages = useInboxList("messages", loaded.messages);
  const applications = useInboxList("applications", loaded.applications);
  // "Delete one person's data": open, and for whom when opened from one item.
  const [person, setPerson] = useState<{ email: string; phone: string } | null>(null);
  const findPerson = (item: { email: string; phone: string }) => setPerson({ email: item.email, phone: item.phone });

  return (
    <section aria-labelledby="inbox-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-xl font-bold text-slate-900">
            {text.heading}
          </h2>
          <p className="text-sm text-slate-600">{text.intro}</p>
        </div>
        <button
          type="button"
          onClick={() => setPerson({ email: "", phone: "" })}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <UserX aria-hidden="true" className="size-4" />
          {personalDataText.open}
        </button>
      </div>
      <PersonDataDialog open={person !== null} initial={person ?? undefined} onClose={() => setPerson(null)} />
      <Tabs
        label={text.tabsLabel}
        tabs={[
          {
            id: "messages",
            label: withUnread(text.messagesTab, messages.data?.unread),
            content: (
              <InboxList
                state={messages}
                exportPath="/contact/export.csv"
                exportName={text.messages.exportName}
                empty={{ icon: Inbox, title: text.messages.emptyTitle, text: text.messages.emptyText }}
                renderItem={(message) => (
                  <MessageItem
                    message={message}
                    onSetRead={(read) => messages.setRead(message, read)}
                    onDelete={() => messages.remove(message)}
                    onFindPerson={() => findPerson(message)}
                  />
                )}
              />
            ),
          },
          {
            id: "applications",
            label: withUnread(text.applicationsTab, applications.data?.unread),
            content: (
              <InboxList
                state={applications}
                exportPath="/applications/export.csv"
                exportName={text.applications.exportName}
                empty={{ icon: ClipboardList, title: text.applications.emptyTitle, text: text.applications.emptyText }}
                renderItem={(application) => (
                  <ApplicationItem
                    application={application}
                    onSetRead={(read) => applications.setRead(application, read)}
                    onDelete={() => applications.remove(application)}
                    onFindPerson={() => findPerson(application)}
                  />
                )}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
