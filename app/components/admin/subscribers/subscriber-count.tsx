/** The Overview's newsletter card: confirmed subscribers (and waiting ones), opening the Subscribers tab. */
import { useEffect, useState } from "react";
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import type { SubscriberPage } from "#common/schemas/newsletter";
import { Icon } from "~/components/ui/icon";
import { apiRequest } from "~/lib/api-client";

const text = newsletterAdminMessages;

export function SubscriberCount({ onOpen }: { onOpen: () => void }) {
  const [counts, setCounts] = useState<SubscriberPage["counts"] | undefined>();
  useEffect(() => {
    let live = true;
    apiRequest<{ data: SubscriberPage }>("/newsletter/subscribers", { timeoutMs: 30_000 })
      .then((answer) => live && setCounts(answer.data.counts))
      // The Overview's own loading reports connection problems; the card just stays at "–".
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-300 sm:max-w-md sm:p-5"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name="mail" className="size-6" />
      </span>
      <span>
        <span className="block text-sm font-medium text-slate-600">{text.overview}</span>
        <span className="block text-3xl font-bold text-slate-900" data-stat={text.overview}>
          {counts?.confirmed ?? "–"}
        </span>
        {counts && (
          <span className="text-sm text-slate-500">
            {counts.unconfirmed} {text.unconfirmed.toLowerCase()}
          </span>
        )}
      </span>
    </button>
  );
}
