/**
 * The form ticket of the minimum-time check (server/services/form-tickets.ts):
 * fetched once when a visitor form appears, from the API (never from a cached
 * page), and sent back with the form. Without a network the form simply has none;
 * the server accepts that (an offline response is sent from the queue later).
 */
import { useEffect, useState } from "react";
import { FORM_TICKET_API } from "#common/form-kit/form-ticket";
import { afterLoadWhenIdle } from "../../lib/after-load";

/** The longest the ticket's request waits for a quiet moment. */
const TICKET_WAIT_MS = 1500;

/**
 * A fresh ticket, or "" when offline or refused (the form is then sent without one).
 * A plain request, not the admin's API client: a visitor has no session to send, and
 * every form page would download that client for this one call.
 */
export async function fetchFormTicket(): Promise<string> {
  if (!navigator.onLine) return "";
  try {
    const response = await fetch(FORM_TICKET_API, {
      headers: { Accept: "application/json" },
      credentials: "omit",
      signal: AbortSignal.timeout(10_000),
    });
    const body = response.ok ? ((await response.json()) as { data?: { ticket?: unknown } }) : {};
    return typeof body.data?.ticket === "string" ? body.data.ticket : "";
  } catch {
    return "";
  }
}

export function useFormTicket(): string {
  const [ticket, setTicket] = useState("");
  useEffect(() => {
    // Offline (a form opened from the device's copy): no request that can only fail.
    if (!navigator.onLine) return;
    let live = true;
    // Once the page has hydrated and is quiet: the request is not part of any one
    // long task on a slow phone, and a visitor takes longer than that to fill a form.
    const cancel = afterLoadWhenIdle(() => {
      void fetchFormTicket().then((fresh) => {
        if (live && fresh) setTicket(fresh);
      });
    }, TICKET_WAIT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return ticket;
}
