/**
 * The visible state of the offline queue: "saved on this device, will be sent",
 * with Send now while online, and any response the server refused for good (kept
 * until the visitor discards it, so nothing disappears silently).
 */
import { fill, fillPlural } from "#common/fill";
import { formMessages } from "#common/messages/forms";
import type { QueuedResponse } from "~/components/custom-forms/form-response-queue";
import { Icon } from "~/components/ui/icon";
import { customFormPage } from "~/content/custom-form";
import { useMessageText } from "~/i18n/messages";
import { useLocale, useTranslated } from "~/i18n/words";

/** The catalogue the server's reasons are keyed in. */
const FORM_CATALOGUE = { formMessages };

export function QueuedResponsesNotice({
  waiting,
  rejected,
  onSendNow,
  onDiscard,
}: {
  waiting: QueuedResponse[];
  rejected: QueuedResponse[];
  onSendNow: () => void;
  onDiscard: (clientId: string) => void;
}) {
  const text = useTranslated(customFormPage, "customFormPage");
  const { queue } = useTranslated(formMessages, "formMessages");
  const locale = useLocale();
  // The server's reason for refusing a response is kept as it sent it: keyed, or English text.
  const say = useMessageText(FORM_CATALOGUE);
  return (
    <div role="status" aria-live="polite" className="space-y-3 empty:hidden">
      {waiting.length > 0 && (
        <div
          data-testid="queued-responses"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <Icon name="cloud-off" className="size-6 shrink-0 text-amber-700" />
          <div className="flex-1">
            <p className="font-bold">{text.savedHeading}</p>
            <p className="text-sm">{fillPlural(queue.pending, waiting.length, locale)}</p>
          </div>
          <button
            type="button"
            onClick={onSendNow}
            className="min-h-11 shrink-0 rounded-lg border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
          >
            {text.sendNow}
          </button>
        </div>
      )}
      {rejected.map((entry) => (
        <div
          key={entry.clientId}
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center"
        >
          <Icon name="triangle-exclamation-point" className="size-6 shrink-0 text-red-700" />
          <p className="flex-1 text-sm">{fill(queue.rejected, { message: say(entry.rejected ?? "") })}</p>
          <button
            type="button"
            onClick={() => onDiscard(entry.clientId)}
            className="min-h-11 shrink-0 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
          >
            {queue.discard}
          </button>
        </div>
      ))}
    </div>
  );
}
