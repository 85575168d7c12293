/**
 * The link in a donor's receipt e-mail that downloads their receipt again (issue 47):
 * signed with the donation data key and good for RECEIPT_LINK_DAYS, so a forwarded or
 * leaked e-mail does not open the receipt (and its PAN) for ever. After that, the
 * foundation sends it again from the admin's Receipts screen.
 */
export const RECEIPT_LINK_DAYS = 90;

/** What the signature covers: the receipt and the link's last moment (seconds since 1970). */
export const receiptCopySigned = (receiptId: string, until: number): string => `receipt-copy:${receiptId}:${until}`;

export const receiptCopyPath = (receiptId: string, until: number, signature: string): string =>
  `/api/donations/receipts/${encodeURIComponent(receiptId)}/copy?until=${until}&sig=${encodeURIComponent(signature)}`;
