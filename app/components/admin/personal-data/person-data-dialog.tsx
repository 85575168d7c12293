/**
 * The "One person's data" dialog: the person's e-mail address and/or phone number,
 * "Find their data" lists everything they sent (messages, applications, newsletter
 * subscription, form responses, with how many uploaded files go with them, 80G receipt
 * requests, and donations, whose receipts tax law keeps), each
 * item with its name and the detail it was found by, and a tick box. What the
 * server ticks is ticked at first: a match by phone alone carrying another name (a
 * family's shared phone) is not (issue 42). The admin ticks what is theirs; the
 * ticked items are downloaded as one ZIP to send the person (their copy), or
 * deleted after a confirmation that names the counts. Opened
 * from the Inbox, from one message or application, and from the form responses
 * screen; the deletion is that screen's route action.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { formatPaise } from "#common/donations/money";
import { personalDataMessages } from "#common/messages/personal-data";
import {
  countsOf,
  type ErasedItems,
  type PersonalDataView,
  type PersonQuery,
  personQuery,
  selectedIn,
  tickedIn,
} from "#common/schemas/personal-data";
import {
  type ErasePersonIntent,
  type ErasePersonResult,
  findPersonalData,
} from "~/components/admin/personal-data/personal-data";
import { useRouteWrite } from "~/components/admin/shared/admin-write";
import { TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Modal, useConfirm } from "~/components/ui/modal";
import { personalDataText as text } from "~/content/admin/personal-data";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime } from "~/lib/site-time";

type Who = { email: string; phone: string };
type Errors = Partial<Record<keyof Who, string>>;
type Lookup =
  | { state: "idle" }
  | { state: "finding" }
  | { state: "found"; who: PersonQuery; view: PersonalDataView; ticked: Required<ErasedItems> }
  | { state: "failed"; message: string }
  | { state: "erased"; message: string };

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:opacity-60";

/** A button's icon, or a spinner while its work is on its way. */
const IconOrSpinner = ({ icon, busy }: { icon: IconName; busy: boolean }) =>
  busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : <Icon name={icon} className="size-4" />;

/**
 * A screen's "Delete one person's data": `button` opens it empty, `openFor(who)` for
 * one message's or response's sender, and `dialog` is rendered once on the screen.
 */
export function usePersonDataDialog() {
  const [person, setPerson] = useState<Who | null>(null);
  return {
    openFor: (who: Partial<Who>) => setPerson({ email: who.email ?? "", phone: who.phone ?? "" }),
    button: (
      <button
        type="button"
        onClick={() => setPerson({ email: "", phone: "" })}
        className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
      >
        <Icon name="user-x" className="size-4" />
        {text.open}
      </button>
    ),
    dialog: <PersonDataDialog open={person !== null} initial={person ?? undefined} onClose={() => setPerson(null)} />,
  };
}

/** The person's details as typed, checked with the API's own schema. */
function check(who: Who): { query: PersonQuery } | { errors: Errors } {
  const parsed = personQuery.safeParse(who);
  if (parsed.success) return { query: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Who] ??= issue.message;
  return { errors };
}

export function PersonDataDialog({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  /** Filled in, and looked up at once, when opened from one message or response. */
  initial?: Partial<Who>;
}) {
  const confirm = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const [who, setWho] = useState<Who>({ email: "", phone: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [search, setSearch] = useState<Lookup>({ state: "idle" });
  const [copying, setCopying] = useState(false);
  const [copyError, setCopyError] = useState("");
  const lookup = useRef<AbortController | null>(null);

  const write = useRouteWrite<ErasePersonIntent, ErasePersonResult>((result) => {
    if (result.ok) setSearch({ state: "erased", message: result.value.message });
  });

  const find = useCallback(async (typed: Who) => {
    const checked = check(typed);
    if ("errors" in checked) {
      setErrors(checked.errors);
      const first = (["email", "phone"] as const).find((field) => checked.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setSearch({ state: "finding" });
    try {
      const view = await findPersonalData(checked.query, controller.signal);
      if (!controller.signal.aborted) setSearch({ state: "found", who: checked.query, view, ticked: tickedIn(view) });
    } catch (error) {
      if (!controller.signal.aborted) {
        setSearch({ state: "failed", message: error instanceof Error ? error.message : String(error) });
      }
    }
  }, []);

  // Each opening starts afresh, from what it was opened with.
  const initialEmail = initial?.email ?? "";
  const initialPhone = initial?.phone ?? "";
  useEffect(() => {
    if (!open) return;
    const start = { email: initialEmail, phone: initialPhone };
    setWho(start);
    setErrors({});
    setSearch({ state: "idle" });
    setCopyError("");
    if (start.email || start.phone) void find(start);
    return () => lookup.current?.abort();
  }, [open, initialEmail, initialPhone, find]);

  const type = (field: keyof Who, value: string) => {
    setWho((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // What was found belongs to the details it was found for.
    if (search.state !== "idle") setSearch({ state: "idle" });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(who);
  };

  const tick = (kind: Kind, id: string, on: boolean) =>
    setSearch((current) => {
      if (current.state !== "found") return current;
      const others = current.ticked[kind].filter((other) => other !== id);
      return { ...current, ticked: { ...current.ticked, [kind]: on ? [...others, id] : others } };
    });

  const eraseTicked = async (found: Extract<Lookup, { state: "found" }>) => {
    const summary = personalDataMessages.summary(countsOf(selectedIn(found.view, found.ticked)));
    const yes = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(summary),
      confirmLabel: text.confirmButton,
      tone: "danger",
    });
    if (yes) write.send({ intent: "erase-person", who: found.who, items: found.ticked });
  };

  const copyTicked = async (found: Extract<Lookup, { state: "found" }>) => {
    setCopying(true);
    setCopyError("");
    try {
      await downloadWithAuth("/personal-data/copy", "personal-data.zip", {
        body: { ...found.who, items: found.ticked },
      });
    } catch (error) {
      setCopyError(text.copyFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setCopying(false);
    }
  };

  const close = () => {
    if (write.busy) return;
    onClose();
  };

  const found = search.state === "found" ? search : null;
  const anything = found ? Object.values(countsOf(found.view)).some((n) => n > 0) : false;
  const tickedCount = found ? Object.values(found.ticked).reduce((sum, ids) => sum + ids.length, 0) : 0;

  return (
    <Modal
      open={open}
      onClose={close}
      title={text.title}
      description={text.description}
      size="lg"
      footer={
        <>
          <button
            type="button"
            onClick={close}
            className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`}
          >
            {text.close}
          </button>
          {found && anything && (
            <button
              type="button"
              onClick={() => void copyTicked(found)}
              disabled={copying || write.busy || tickedCount === 0}
              aria-describedby={tickedCount === 0 ? "person-data-nothing-ticked" : "person-data-copy-hint"}
              className={`${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
            >
              <IconOrSpinner icon="download" busy={copying} />
              {copying ? text.copying : text.copyTicked(tickedCount)}
            </button>
          )}
          {found && anything && (
            <button
              type="button"
              onClick={() => void eraseTicked(found)}
              disabled={write.busy || tickedCount === 0}
              aria-describedby={tickedCount === 0 ? "person-data-nothing-ticked" : undefined}
              className={`${button} bg-red-600 text-white hover:bg-red-700`}
            >
              <IconOrSpinner icon="trash" busy={write.busy} />
              {write.busy ? text.erasing : text.eraseTicked(tickedCount)}
            </button>
          )}
        </>
      }
    >
      <form method="post" ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={text.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            label={text.email}
            value={who.email}
            onChange={(event) => type("email", event.target.value)}
            error={errors.email}
          />
          <TextField
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            label={text.phone}
            value={who.phone}
            onChange={(event) => type("phone", event.target.value)}
            error={errors.phone}
          />
        </div>
        <p className="text-sm text-slate-600">{text.whoHint}</p>
        <button
          type="submit"
          disabled={search.state === "finding"}
          className={`${button} w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto`}
        >
          <IconOrSpinner icon="search" busy={search.state === "finding"} />
          {search.state === "finding" ? text.finding : text.find}
        </button>
      </form>

      <div aria-live="polite" className="mt-5">
        {search.state === "failed" && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {text.findFailed(search.message)}
          </p>
        )}
        {search.state === "erased" && (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">{search.message}</p>
        )}
        {found && !anything && (
          <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{text.nothingFound}</p>
        )}
        {found && anything && <FoundList view={found.view} ticked={found.ticked} onTick={tick} />}
        {found && anything && (
          <p id="person-data-copy-hint" className="mt-3 text-sm text-slate-600">
            {text.copyHint}
          </p>
        )}
        {copyError && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {copyError}
          </p>
        )}
        {found && anything && tickedCount === 0 && (
          <p id="person-data-nothing-ticked" className="mt-3 text-sm font-semibold text-slate-700">
            {text.nothingTicked}
          </p>
        )}
      </div>
    </Modal>
  );
}

type Kind = keyof Required<ErasedItems>;

/** "found by e-mail", "found by phone only", "found by e-mail and phone". */
const foundBy = (matchedBy: readonly ("email" | "phone")[]) =>
  matchedBy.length === 2 ? text.matchedBy.both : text.matchedBy[matchedBy[0] ?? "email"];

/**
 * What was found, kind by kind, each item named, dated and said how it was found,
 * with its tick box, so the admin can see it is this person's before deleting.
 */
function FoundList({
  view,
  ticked,
  onTick,
}: {
  view: PersonalDataView;
  ticked: Required<ErasedItems>;
  onTick: (kind: Kind, id: string, on: boolean) => void;
}) {
  const { dateTime } = useSiteTime();
  const line = (...parts: string[]) => parts.filter(Boolean).join(" · ");
  const named = (name: string) => name.trim() || text.noName;
  const items: [Kind, { id: string; line: string; matchedBy: ("email" | "phone")[] }[]][] = [
    [
      "messages",
      view.messages.map((m) => ({
        id: m.id,
        matchedBy: m.matchedBy,
        line: line(text.source[m.source], named(m.name), m.email, dateTime(m.at)),
      })),
    ],
    [
      "applications",
      view.applications.map((a) => ({
        id: a.id,
        matchedBy: a.matchedBy,
        line: line(text.type[a.type], named(a.name), a.email, dateTime(a.at), a.hasResume ? text.withResume : ""),
      })),
    ],
    [
      "subscriptions",
      view.subscriptions.map((s) => ({
        id: s.id,
        matchedBy: s.matchedBy,
        line: line(s.email, s.confirmed ? text.confirmed : text.unconfirmed),
      })),
    ],
    [
      "responses",
      view.responses.map((r) => ({
        id: r.id,
        matchedBy: r.matchedBy,
        line: line(r.formTitle, named(r.name), dateTime(r.at), r.files ? text.fileCount(r.files) : ""),
      })),
    ],
    [
      "receiptRequests",
      view.receiptRequests.map((p) => ({
        id: p.id,
        matchedBy: p.matchedBy,
        line: line(p.code, named(p.name), dateTime(p.at), text.pledgeState[p.state]),
      })),
    ],
    [
      "donations",
      view.donations.map((d) => ({
        id: d.id,
        matchedBy: d.matchedBy,
        line: line(
          d.receipts,
          named(d.name),
          `₹${formatPaise(d.paise)}`,
          formatDisplayDate(d.at),
          text.keptUntil(formatDisplayDate(d.keptUntil)),
        ),
      })),
    ],
  ];
  return (
    <section aria-labelledby="person-data-found" className="space-y-3" data-testid="person-data-found">
      <h3 id="person-data-found" className="text-base font-bold text-slate-900">
        {text.foundHeading}
      </h3>
      <p className="text-sm text-slate-600">{text.tickHint}</p>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items
          .filter(([, list]) => list.length > 0)
          .map(([kind, list]) => (
            <fieldset key={kind} className="px-4 py-3" data-kind={kind}>
              <legend className="float-left w-full text-sm font-semibold text-slate-800">
                {text.kinds[kind]} ({list.length})
              </legend>
              {list.map((item) => {
                const phoneOnly = !item.matchedBy.includes("email");
                return (
                  <label
                    key={item.id}
                    className="mt-1 flex min-h-11 items-start gap-3 py-1.5 text-sm break-words text-slate-600"
                  >
                    <input
                      type="checkbox"
                      checked={ticked[kind].includes(item.id)}
                      onChange={(event) => onTick(kind, item.id, event.target.checked)}
                      className="mt-0.5 size-5 shrink-0 accent-red-600"
                    />
                    <span>
                      {item.line}
                      {" · "}
                      <span className={phoneOnly ? "font-semibold text-amber-800" : undefined}>
                        {foundBy(item.matchedBy)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ))}
        {view.files > 0 && (
          <p className="px-4 py-3 text-sm font-semibold text-slate-800" data-kind="files">
            {text.kinds.files} ({view.files})
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600">{text.notice}</p>
    </section>
  );
}
