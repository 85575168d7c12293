/**
 * What the Donations screens send their routes' actions (issue 47), and the one action
 * that sends each to the API: confirming a gift (a request, a statement's line, or one
 * entered by hand: POST /donations issues its receipt), importing a statement, setting
 * a line aside, cancelling a receipt, e-mailing one again. Each answers `adminWrite`'s result, field errors
 * included, so a form shows them beside its fields.
 */
import type { PaymentMode } from "#common/donations/payment-mode";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { donationsText as text } from "~/content/admin/donations";
import { apiRequest } from "~/lib/api-client";

/** The body of POST /api/donations (server/api/donations.ts, confirmRequest). */
export interface GiftBody {
  pledgeId?: string;
  creditId?: string;
  donorName?: string;
  pan?: string;
  email?: string;
  address?: string;
  paise: number;
  receivedOn: string;
  mode: PaymentMode;
  reference?: string;
  utr?: string;
  kindDescription?: string;
}

export type DonationIntent =
  | { intent: "confirm"; gift: GiftBody }
  | { intent: "import"; fileName: string; text: string }
  | { intent: "setAside"; creditId: string }
  | { intent: "cancel"; receiptId: string; reason: string }
  | { intent: "send"; receiptId: string };

/** A statement's import, as the server counts it. */
export interface StatementImported {
  importId: string;
  credits: number;
  imported: number;
  seenBefore: number;
}

const write = <T extends { message?: string; data?: unknown }>(
  path: string,
  body: unknown,
  success: string | ((answer: T) => string | undefined),
  failure = text.failed,
) => adminWrite(() => apiRequest<T>(path, { method: "POST", body, timeoutMs: 60_000 }), { success, failure });

/** The client action of every Donations screen. */
export async function donationAction(request: Request) {
  const body = await actionBody<DonationIntent>(request);
  const id = (value: string) => encodeURIComponent(value);
  switch (body.intent) {
    case "confirm":
      return write<{ data: { number: string }; message?: string }>("/donations", body.gift, (answer) =>
        text.waiting.issued(answer.data.number),
      );
    case "import":
      return write<{ data: StatementImported; message?: string }>(
        "/donations/statements",
        { fileName: body.fileName, text: body.text },
        ({ data }) => text.statement.imported(data.credits, data.imported, data.seenBefore),
        text.statement.failed,
      );
    case "setAside":
      return write(`/donations/credits/${id(body.creditId)}/set-aside`, undefined, text.statement.setAsideDone);
    case "cancel":
      return write<{ message?: string }>(
        `/donations/receipts/${id(body.receiptId)}/cancel`,
        { reason: body.reason },
        (answer) => answer.message,
      );
    case "send":
      return write<{ message?: string }>(
        `/donations/receipts/${id(body.receiptId)}/send`,
        undefined,
        (answer) => answer.message,
      );
  }
}
