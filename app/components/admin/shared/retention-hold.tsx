/**
 * The legal hold (issue 42): "Keep" on an Inbox item or a form answer keeps it past
 * its time, so the nightly deletion passes it by, until pressed again. The button,
 * and the write its route's action makes (PUT /api/retention/hold); React Router
 * then loads the list again, which shows the item held.
 */
import clsx from "clsx";
import type { HoldKind } from "#common/schemas/retention";
import { Icon } from "~/components/ui/icon";
import { adminText } from "~/content/admin/shell";
import { apiRequest } from "~/lib/api-client";
import { adminWrite } from "./admin-write";

const text = adminText.retention.hold;

/** Holds one record, or lets it go; the toast is the API's own sentence ("Kept: the nightly deletion passes it by."). */
export const holdWrite = (kind: HoldKind, id: string, held: boolean) =>
  adminWrite(
    () =>
      apiRequest<{ message: string }>("/retention/hold", {
        method: "PUT",
        body: { kind, id, held },
        timeoutMs: 30_000,
      }),
    { success: (answer) => answer.message, failure: text.failed },
  );

/** "Keep", pressed when the record is held ("Kept (on hold)"). */
export function HoldButton({ held, onChange }: { held: boolean; onChange: (held: boolean) => void }) {
  const iconName = held ? "shield-check" : "shield";
  return (
    <button
      type="button"
      aria-pressed={held}
      onClick={() => onChange(!held)}
      className={clsx(
        "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-semibold",
        held
          ? "border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      <Icon name={iconName} className="size-4" />
      {held ? text.kept : text.keep}
    </button>
  );
}
