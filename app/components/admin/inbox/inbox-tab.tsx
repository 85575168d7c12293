/**
 * Inbox tab: what visitors send in. Two lists, messages (Get In Touch, Contact
 * Us) and applications (volunteer, internship), each newest first and paged,
 * with its unread count in its tab, read/unread, delete, CSV export, resumes;
 * search by name, e-mail or phone and filters by kind and days over both (a kind
 * of one list shows that list alone, each tab counts what it found); "One
 * person's data", a copy of or deleting everything one person sent; and the way
 * to the requests about personal data and their deadlines.
 */
import { Link } from "react-router";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { describeFilters, InboxFilterBar } from "~/components/admin/inbox/inbox-filters";
import { ApplicationItem, MessageItem } from "~/components/admin/inbox/inbox-items";
import { InboxList } from "~/components/admin/inbox/inbox-list";
import {
  type InboxListName,
  type LoadedPage,
  listsFor,
  useInboxFilters,
  useInboxList,
} from "~/components/admin/inbox/inbox-page";
import { usePersonDataDialog } from "~/components/admin/personal-data/person-data-dialog";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { Tabs } from "~/components/ui/tabs";
import { inboxText as text } from "~/content/admin/inbox";
import { privacyRequestsText } from "~/content/admin/privacy-requests";
import type { RolePositions } from "~/lib/positions";

const NOT_SHOWN: LoadedPage<never> = { data: null, error: "" };

export function InboxTab(loaded: {
  messages: LoadedPage<ContactMessageView> | null;
  applications: LoadedPage<ApplicationView> | null;
  /** The page's volunteer roles and internships, by which an application is named. */
  roles?: RolePositions;
}) {
  const messages = useInboxList("messages", loaded.messages ?? NOT_SHOWN);
  const applications = useInboxList("applications", loaded.applications ?? NOT_SHOWN);
  const personData = usePersonDataDialog();
  const { filters, active, apply, clear } = useInboxFilters();
  const what = describeFilters(filters);
  const filtered = (list: InboxListName) =>
    active ? { noMatch: text.noMatch[list](what), onClear: clear } : undefined;
  /** A tab's label: how many new, or with a search, how many found. */
  const tabLabel = (label: string, data: { matching: number; unread: number } | null) => {
    if (active) return data ? `${label} (${text.found(data.matching)})` : label;
    return data?.unread ? `${label} (${text.unreadBadge(data.unread)})` : label;
  };

  const lists = {
    messages: {
      label: tabLabel(text.messagesTab, messages.data),
      content: (
        <InboxList
          state={messages}
          exportPath="/contact/export.csv"
          exportName={text.messages.exportName}
          empty={{ icon: "inbox", title: text.messages.emptyTitle, text: text.messages.emptyText }}
          filtered={filtered("messages")}
          renderItem={(message) => (
            <MessageItem
              message={message}
              onSetRead={(read) => messages.setRead(message, read)}
              onSetHeld={(held) => messages.setHeld(message, held)}
              onDelete={() => messages.remove(message)}
              onFindPerson={() => personData.openFor(message)}
            />
          )}
        />
      ),
    },
    applications: {
      label: tabLabel(text.applicationsTab, applications.data),
      content: (
        <InboxList
          state={applications}
          exportPath="/applications/export.csv"
          exportName={text.applications.exportName}
          empty={{ icon: "clipboard-list", title: text.applications.emptyTitle, text: text.applications.emptyText }}
          filtered={filtered("applications")}
          renderItem={(application) => (
            <ApplicationItem
              application={application}
              roles={loaded.roles}
              onSetRead={(read) => applications.setRead(application, read)}
              onSetHeld={(held) => applications.setHeld(application, held)}
              onDelete={() => applications.remove(application)}
              onFindPerson={() => personData.openFor(application)}
            />
          )}
        />
      ),
    },
  };
  const shown = listsFor(filters.kind).map(({ list }) => ({ id: list, ...lists[list] }));
  // A search opens on the first list that found something (a new search draws the tabs afresh).
  const firstFound = active
    ? shown.find((list) => (list.id === "messages" ? messages : applications).data?.matching)
    : undefined;

  return (
    <section aria-labelledby="inbox-heading" className="space-y-5">
      <ScreenHeading
        id="inbox-heading"
        title={text.heading}
        intro={text.intro}
        actions={
          <>
            <Link
              to="/admin/inbox/requests"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              <Icon name="file-clock" className="size-4" />
              {privacyRequestsText.link}
            </Link>
            {personData.button}
          </>
        }
      />
      {personData.dialog}
      <InboxFilterBar filters={filters} active={active} onApply={apply} onClear={clear} />
      {shown.length > 1 ? (
        <Tabs key={what} label={text.tabsLabel} tabs={shown} defaultTabId={firstFound?.id} />
      ) : (
        shown.map((list) => (
          <section key={list.id} aria-label={list.label}>
            {list.content}
          </section>
        ))
      )}
    </section>
  );
}
