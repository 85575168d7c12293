/**
 * Inbox tab: what visitors send in. Two lists, messages (Get In Touch, Contact
 * Us) and applications (volunteer, internship), each newest first and paged,
 * with its unread count in its tab, read/unread, delete, CSV export, resumes;
 * and "Delete one person's data", for everything one person sent.
 */
import ClipboardList from "lucide-react/icons/clipboard-list";
import Inbox from "lucide-react/icons/inbox";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { ApplicationItem, MessageItem } from "~/components/admin/inbox/inbox-items";
import { InboxList } from "~/components/admin/inbox/inbox-list";
import { type LoadedPage, useInboxList } from "~/components/admin/inbox/inbox-page";
import { usePersonDataDialog } from "~/components/admin/personal-data/person-data-dialog";
import { Tabs } from "~/components/ui/tabs";
import { inboxText as text } from "~/content/admin-inbox";

const withUnread = (label: string, unread: number | undefined) =>
  unread ? `${label} (${text.unreadBadge(unread)})` : label;

export function InboxTab(loaded: {
  messages: LoadedPage<ContactMessageView>;
  applications: LoadedPage<ApplicationView>;
}) {
  const messages = useInboxList("messages", loaded.messages);
  const applications = useInboxList("applications", loaded.applications);
  const personData = usePersonDataDialog();

  return (
    <section aria-labelledby="inbox-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-xl font-bold text-slate-900">
            {text.heading}
          </h2>
          <p className="text-sm text-slate-600">{text.intro}</p>
        </div>
        {personData.button}
      </div>
      {personData.dialog}
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
                    onFindPerson={() => personData.openFor(message)}
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
                    onFindPerson={() => personData.openFor(application)}
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
