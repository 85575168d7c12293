/**
 * A document's draft (decision 069): saved without publishing, when and by whom,
 * whether someone published after it was begun, and what can be done with it:
 * discard it, or have it publish itself at a time on the site's clock.
 */
import { useState } from "react";
import type { ContentDocumentView } from "#common/schemas/content-document";
import { fromZonedInput, isFuture } from "#common/site-clock";
import { useConfirm } from "~/components/ui/modal";
import { contentDocumentText as text } from "~/content/admin/content";
import { useSiteTime } from "~/lib/site-time";
import type { ContentDocumentIntent } from "./content-document-route";

type Draft = NonNullable<ContentDocumentView<unknown>["draft"]>;

const button =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

export function DraftPanel({
  draft,
  publishedVersion,
  publishedBy,
  unsaved,
  busy,
  send,
}: {
  draft: Draft;
  publishedVersion: number;
  publishedBy: string;
  /** Changes on screen not in the draft yet: it cannot be scheduled until they are saved. */
  unsaved: boolean;
  busy: boolean;
  send: (intent: ContentDocumentIntent) => void;
}) {
  const { dateTime, timeZone } = useSiteTime();
  const confirm = useConfirm();
  const [when, setWhen] = useState("");
  return (
    <section
      aria-labelledby="draft-heading"
      className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <h3 id="draft-heading" className="font-bold">
        {text.draftHeading}
      </h3>
      <p className="mt-1">{text.draftNote(dateTime(draft.updatedAt), draft.updatedBy)}</p>
      {draft.basedOn !== publishedVersion && (
        <p role="alert" className="mt-2 rounded-lg bg-amber-100 p-2 font-semibold text-amber-950">
          {text.draftBehind(publishedBy)}
        </p>
      )}
      {draft.publishAt ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 font-semibold">
          {text.scheduled(dateTime(draft.publishAt))}
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => send({ intent: "schedule", draftVersion: draft.version, publishAt: null })}
          >
            {text.cancelSchedule}
          </button>
        </p>
      ) : (
        <form
          method="post"
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send({ intent: "schedule", draftVersion: draft.version, publishAt: fromZonedInput(when, timeZone) });
          }}
        >
          <label className="flex flex-col gap-1 font-semibold">
            {text.scheduleLabel}
            <input
              type="datetime-local"
              name="publishAt"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal"
              aria-describedby={unsaved ? "schedule-needs-save" : undefined}
            />
          </label>
          <button type="submit" className={button} disabled={busy || unsaved || !isFuture(when, timeZone)}>
            {text.schedule}
          </button>
          {unsaved && (
            <p id="schedule-needs-save" className="basis-full">
              {text.scheduleNeedsSave}
            </p>
          )}
        </form>
      )}
      <button
        type="button"
        className={`${button} mt-3`}
        disabled={busy}
        onClick={async () => {
          if (
            await confirm({
              title: text.discardDraft,
              message: text.discardConfirm,
              confirmLabel: text.discardDraft,
              tone: "danger",
            })
          ) {
            send({ intent: "discard", draftVersion: draft.version });
          }
        }}
      >
        {text.discardDraft}
      </button>
    </section>
  );
}
