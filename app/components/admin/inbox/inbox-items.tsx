/**
 * One message or application in the Inbox: who sent it, when, what about, a
 * preview; "Show details" opens the rest and marks it read. Buttons to mark it
 * unread again, keep it past its time (the legal hold, issue 42: "On hold" beside
 * its name), reply by e-mail, delete (after confirmation) and, for an internship,
 * download the resume; in the details, find and delete everything the same person sent.
 */
import clsx from "clsx";
import { type ReactNode, useId, useState } from "react";
import { consentRecordText, fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { telHref } from "#common/site-config";
import { notify } from "~/components/admin/shared/admin-notify";
import { smallButton } from "~/components/admin/shared/admin-pager";
import { HoldButton } from "~/components/admin/shared/retention-hold";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { inboxText as text } from "~/content/admin/inbox";
import { personalDataText } from "~/content/admin/personal-data";
import { adminText } from "~/content/admin/shell";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { apiRequest } from "~/lib/api-client";
import { positionTitle, type RolePositions } from "~/lib/positions";
import { useSiteTime } from "~/lib/site-time";

function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "brand" | "saffron" }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        tone === "brand" && "bg-brand-50 text-brand-800 ring-brand-200",
        tone === "saffron" && "bg-saffron-50 text-saffron-800 ring-saffron-200",
        tone === "slate" && "bg-slate-100 text-slate-700 ring-slate-200",
      )}
    >
      {children}
    </span>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[12rem_1fr]">
      {rows
        .filter(([, value]) => value !== "" && value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="mb-2 whitespace-pre-wrap break-words text-slate-800 sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

interface ShellProps {
  item: {
    id: string;
    read: boolean;
    held: boolean;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    createdAt: string;
  };
  badges: ReactNode;
  preview: string;
  details: [string, ReactNode][];
  extraActions?: ReactNode;
  confirmText: { title: string; message: (name: string) => string };
  onSetRead: (read: boolean) => void;
  onSetHeld: (held: boolean) => void;
  onDelete: () => void;
  /** Opens "Delete one person's data" for this item's sender. */
  onFindPerson: () => void;
  /**
   * The API path that opens this one item (GET /api/contact/{id}, /api/applications/{id}):
   * asked when its details open, so the audit log records whose record was read (issue 45).
   */
  openPath: string;
}

function ItemShell({
  item,
  badges,
  preview,
  details,
  extraActions,
  confirmText,
  onSetRead,
  onSetHeld,
  onDelete,
  onFindPerson,
  openPath,
}: ShellProps) {
  const confirm = useConfirm();
  const { dateTime } = useSiteTime();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = `${item.firstName} ${item.lastName}`;

  const toggle = () => {
    setOpen(!open);
    // The list carries the details already; the answer is not needed, only the record of the read.
    if (!open) void apiRequest(openPath, { timeoutMs: 30_000 }).catch(() => undefined);
    if (!open && !item.read) onSetRead(true);
  };
  const remove = async () => {
    const yes = await confirm({
      title: confirmText.title,
      message: confirmText.message(name),
      confirmLabel: text.confirmDelete,
      tone: "danger",
    });
    if (yes) onDelete();
  };

  return (
    <article
      aria-label={name}
      data-inbox-item={item.id}
      className={clsx("px-4 py-4 sm:px-5", !item.read && "bg-brand-50/50")}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-base text-slate-900">
            {!item.read && (
              <span className="size-2.5 shrink-0 rounded-full bg-saffron-500">
                <span className="sr-only">{text.item.unread}</span>
              </span>
            )}
            <span className={item.read ? "font-semibold" : "font-bold"}>{name}</span>
            {badges}
            {item.held && (
              <Badge tone="brand">
                <Icon name="shield-check" className="mr-1 size-3.5" />
                {adminText.retention.hold.onHold}
              </Badge>
            )}
          </h3>
          <p className="mt-0.5 text-sm break-all text-slate-600">
            <a href={`mailto:${item.email}`} className="hover:underline">
              {item.email}
            </a>
            {item.phone && (
              <>
                {" · "}
                <a href={telHref(item.phone)} className="hover:underline">
                  {item.phone}
                </a>
              </>
            )}
          </p>
        </div>
        <time dateTime={item.createdAt} className="text-sm whitespace-nowrap text-slate-500">
          {dateTime(item.createdAt)}
        </time>
      </div>

      <p className={clsx("mt-2 text-slate-700", !open && "line-clamp-2")}>{preview}</p>
      <div id={detailsId} hidden={!open}>
        {open && (
          <>
            <Details rows={details} />
            <button type="button" onClick={onFindPerson} className={clsx(smallButton, "mt-3")}>
              <Icon name="user-x" className="size-4" />
              {personalDataText.openFor(name)}
            </button>
          </>
        )}
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={toggle} aria-expanded={open} aria-controls={detailsId} className={smallButton}>
          <Icon name="chevron-down" className={clsx("size-4 transition-transform", open && "rotate-180")} />
          {open ? text.item.showLess : text.item.showMore}
        </button>
        <button type="button" onClick={() => onSetRead(!item.read)} className={smallButton}>
          {item.read ? <Icon name="mail" className="size-4" /> : <Icon name="mail-check" className="size-4" />}
          {item.read ? text.item.markUnread : text.item.markRead}
        </button>
        <HoldButton held={item.held} onChange={onSetHeld} />
        {extraActions}
        <a href={`mailto:${item.email}`} className={smallButton}>
          <Icon name="mail-open" className="size-4" />
          {text.item.reply}
        </a>
        <button
          type="button"
          onClick={remove}
          className={clsx(smallButton, "text-red-700 hover:border-red-300 hover:bg-red-50")}
        >
          <Icon name="trash" className="size-4" />
          {text.item.delete}
        </button>
      </div>
    </article>
  );
}

type ItemActions = Pick<ShellProps, "onSetRead" | "onSetHeld" | "onDelete" | "onFindPerson">;

export function MessageItem({ message, ...actions }: { message: ContactMessageView } & ItemActions) {
  const contactUs = message.source === "contact-us";
  const topic = contactUs ? labelOf("subject", message.subject) : labelOf("interest", message.interest);
  return (
    <ItemShell
      item={message}
      openPath={`/contact/${encodeURIComponent(message.id)}`}
      badges={
        <>
          <Badge tone={contactUs ? "saffron" : "brand"}>{labelOf("source", message.source)}</Badge>
          {topic && <Badge>{topic}</Badge>}
        </>
      }
      preview={message.message}
      details={[
        [contactUs ? f.subject : f.interest, topic],
        contactUs ? [f.consent, yesNo(message.consent)] : [f.updates, yesNo(message.updates)],
        [f.privacyNotice, consentRecordText(message.consentRecord)],
      ]}
      confirmText={{ title: text.messages.confirmTitle, message: text.messages.confirmMessage }}
      {...actions}
    />
  );
}

function ResumeButton({ application }: { application: ApplicationView }) {
  const [busy, setBusy] = useState(false);
  if (!application.resume) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithAuth(
        `/applications/${encodeURIComponent(application.id)}/resume`,
        application.resume?.name ?? "resume",
      );
    } catch (err) {
      notify(text.failed(err instanceof Error ? err.message : String(err)), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={download} disabled={busy} className={smallButton}>
      {busy ? (
        <Icon name="loader-circle" className="size-4 animate-spin" />
      ) : (
        <Icon name="file-down" className="size-4" />
      )}
      {busy ? text.item.downloading : text.item.downloadResume}
    </button>
  );
}

export function ApplicationItem({
  application,
  roles,
  ...actions
}: {
  application: ApplicationView;
  /** The page's volunteer roles and internships, in English (none: the opening's id shows). */
  roles?: RolePositions | undefined;
} & ItemActions) {
  const tone = { volunteer: "brand", internship: "saffron", job: "slate" } as const;
  return (
    <ItemShell
      item={application}
      openPath={`/applications/${encodeURIComponent(application.id)}`}
      badges={
        <>
          <Badge tone={tone[application.type]}>
            {labelOf("type", application.type)}
            {application.position &&
              `: ${positionTitle(application.type, application.position, application.positionTitle, roles)}`}
          </Badge>
          <Badge>{text.applications.years(application.age)}</Badge>
          <Badge>{labelOf("availability", application.availability)}</Badge>
        </>
      }
      preview={application.motivation}
      details={[
        [f.interests, application.interests.join(", ")],
        [f.education, labelOf("education", application.education)],
        [f.address, application.address],
        [f.experience, application.experience],
        [
          f.resume,
          application.resume ? `${application.resume.name} (${Math.ceil(application.resume.size / 1024)} KB)` : "",
        ],
        // An applicant under 18: the parent or guardian who consented (issue 42).
        [
          f.guardian,
          application.guardian
            ? `${application.guardian.name} (${application.guardian.email}), ${text.applications.guardianConsented}`
            : "",
        ],
        [f.privacyNotice, consentRecordText(application.consentRecord)],
      ]}
      extraActions={<ResumeButton application={application} />}
      confirmText={{ title: text.applications.confirmTitle, message: text.applications.confirmMessage }}
      {...actions}
    />
  );
}
