/**
 * The offline queue for a page: the responses waiting on this device (of one form,
 * or of all), and the background sending, with a toast when saved responses reach
 * the server or are refused for good.
 */
import { useCallback, useEffect, useState } from "react";
import { fill, fillPlural } from "#common/fill";
import { formMessages } from "#common/messages/forms";
import type { FlushResult, QueuedResponse } from "~/components/custom-forms/form-response-queue";
import {
  browserQueue,
  discardQueued,
  flushQueue,
  QUEUE_CHANGED_EVENT,
  startQueueSync,
} from "~/components/custom-forms/form-response-sync";
import { useToast } from "~/components/ui/toast";
import { useMessageText } from "~/i18n/messages";
import { useLocale, useTranslated } from "~/i18n/words";

/** The catalogue the server's reasons are keyed in. */
const FORM_CATALOGUE = { formMessages };

export function useResponseQueue(formId?: string) {
  const toast = useToast();
  const { queue } = useTranslated(formMessages, "formMessages");
  const locale = useLocale();
  const say = useMessageText(FORM_CATALOGUE);
  // Empty until mounted: local storage does not exist while rendering on the server.
  const [entries, setEntries] = useState<QueuedResponse[]>([]);

  const report = useCallback(
    (result: FlushResult) => {
      if (result.sent.length > 0) toast.show(fillPlural(queue.sent, result.sent.length, locale), "success");
      for (const entry of result.rejected) {
        toast.show(fill(queue.rejected, { message: say(entry.rejected ?? "") }), "error");
      }
    },
    [toast, queue, locale, say],
  );

  useEffect(() => {
    const refresh = () => setEntries(browserQueue().list(formId));
    refresh();
    window.addEventListener(QUEUE_CHANGED_EVENT, refresh);
    // Another tab sent or queued something.
    window.addEventListener("storage", refresh);
    const stop = startQueueSync(report);
    return () => {
      window.removeEventListener(QUEUE_CHANGED_EVENT, refresh);
      window.removeEventListener("storage", refresh);
      stop();
    };
  }, [formId, report]);

  return {
    waiting: entries.filter((entry) => !entry.rejected),
    rejected: entries.filter((entry) => entry.rejected),
    discard: (clientId: string) => void discardQueued(clientId),
    sendNow: () => void flushQueue().then(report),
  };
}
