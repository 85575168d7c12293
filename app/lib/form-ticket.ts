/**
 * The form ticket of the minimum-time check (server/services/form-tickets.ts):
 * fetched once when a visitor form appears, from the API (never from a cached
 * page), and sent back with the form. Without a network the form simply has none;
 * the server accepts that (an offline response is sent from the queue later).
 */
import { useEffect, useState } from "react";
import { apiRequest } from "./api-client";

export function useFormTicket(): string {
  const [ticket, setTicket] = useState("");
  useEffect(() => {
    // Offline (a form opened from the device's copy): no request that can only fail.
    if (!navigator.onLine) return;
    let live = true;
    apiRequest<{ data?: { ticket?: unknown } }>("/form-ticket", { timeoutMs: 10_000 })
      .then((body) => {
        if (live && typeof body.data?.ticket === "string") setTicket(body.data.ticket);
      })
      .catch(() => {
        // Offline or refused: the form is sent without a ticket.
      });
    return () => {
      live = false;
    };
  }, []);
  return ticket;
}
