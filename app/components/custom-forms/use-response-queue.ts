/**
 * The offline queue for a page: the responses waiting on this device (of one form,
 * or of all), and the background sending, with a toast when saved responses reach
 * the server or are refused for good.
 */
import { useCallback, useEffect, useState } from "react";
import { fill, fillPlural } from "#common/fill";
import { formMessages as messages } from "#common/messages/forms";
import type { FlushResult, QueuedResponse } from "~/components/custom-forms/form-response-queue";
import {
  browserQueue,
  discardQueued,
  flushQueue,
  QUEUE_CHANGED_EVENT,
  startQueueSync,
} from "~/components/custom-forms/form-response-sync";
import { useToast } from "~/components/ui/toast";

export function useResponseQueue(formId?: string) {
  const toast = useToast();
  // Empty until mounted: local storage does not exist while rendering on the server.
  const [entries, setEntries] = useState<QueuedResponse[]>([]);

  const report = useCallback(
    (result: FlushResult) => {
      // In English, like every toast: the toast shows it in the page's language.
      if (result.sent.length > 0) toast.show(fillPlural(messages.queue.sent, result.sent.length, "en"), "success");
      for (const entry of result.rejected) {
        toast.show(fill(messages.queue.rejected, { message: entry.rejected ?? "" }), "error");
      }
    },
    [toast],
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
