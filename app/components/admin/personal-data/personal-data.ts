/**
 * "Delete one person's data", as the Inbox and the form responses screen both
 * offer it: looking is a read of the dialog's own (POST /api/personal-data/find,
 * so the address never sits in a URL); deleting the ticked items is the screen's
 * route action (decision 020), which calls the API through `adminWrite` and raises
 * the toast.
 */
import type { ErasedCounts } from "#common/messages/personal-data";
import type { ErasedItems, PersonalDataView, PersonQuery } from "#common/schemas/personal-data";
import { adminWrite } from "~/components/admin/shared/admin-write";
import { personalDataText } from "~/content/admin/personal-data";
import { apiRequest } from "~/lib/api-client";

/** What the dialog sends its screen's `clientAction`. */
export interface ErasePersonIntent {
  intent: "erase-person";
  who: PersonQuery;
  /** The items the admin ticked: only these go. */
  items: ErasedItems;
}

export const isErasePersonIntent = (body: { intent?: unknown }): body is ErasePersonIntent =>
  body.intent === "erase-person";

export async function findPersonalData(who: PersonQuery, signal?: AbortSignal): Promise<PersonalDataView> {
  const answer = await apiRequest<{ data: PersonalDataView }>("/personal-data/find", {
    method: "POST",
    body: who,
    signal,
    timeoutMs: 30_000,
  });
  return answer.data;
}

/** The route actions' half: deletes the ticked items of what the person sent; the toast says what went. */
export function erasePersonAction({ who, items }: ErasePersonIntent) {
  return adminWrite(
    async () => {
      const answer = await apiRequest<{ data: ErasedCounts; message: string }>("/personal-data/erase", {
        method: "POST",
        body: { ...who, items },
        timeoutMs: 60_000,
      });
      return { counts: answer.data, message: answer.message };
    },
    { success: (erased) => erased.message, failure: personalDataText.failed },
  );
}

export type ErasePersonResult = Awaited<ReturnType<typeof erasePersonAction>>;
