import type { z } from "zod";
import type { receiptRequestBlock } from "#common/content-model/blocks/receipt-request";
import type { InLocale } from "#common/content-model/localized";

/** "Need an 80G receipt?": the words of the request form and of the page with the donor's code. */
export type ReceiptRequestBlockData = Omit<InLocale<z.infer<typeof receiptRequestBlock>>, "id">;
export type ReceiptFormWords = ReceiptRequestBlockData["form"];
export type ReceiptCodeWords = ReceiptRequestBlockData["code"];
