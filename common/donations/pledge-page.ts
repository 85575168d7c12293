/**
 * The address of a donor's page (issue 47): their code for the UPI note, the payment
 * link with it, and the form to add the UPI reference. The key is the secret of their
 * link; the page is theirs alone.
 */
import { type Locale, localizedPath } from "../locale.ts";

export const pledgePagePath = (locale: Locale, code: string, key: string): string =>
  localizedPath(`/donate/receipt/${encodeURIComponent(code)}?key=${encodeURIComponent(key)}`, locale);
