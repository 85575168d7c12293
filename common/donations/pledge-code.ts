/**
 * The short code a donor puts in the UPI note (the `tn` field of the UPI link and QR)
 * so that their payment can be told apart on the bank statement (issue 47): the
 * organisation's prefix and six characters from an alphabet without the look-alikes
 * 0/O and 1/I ("PEF-7KQ2XM"). Banks and UPI apps keep, drop or change the dash and
 * spaces and upper-case the note, so codes are compared with everything but letters
 * and digits removed.
 */
export const PLEDGE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const PLEDGE_CODE_LENGTH = 6;

/** A new code for `prefix`, from `random` bytes (crypto.getRandomValues in use). */
export function makePledgeCode(prefix: string, random: (n: number) => Uint8Array): string {
  // 256 is a multiple of 32: every character is equally likely.
  const chars = [...random(PLEDGE_CODE_LENGTH)].map((byte) => PLEDGE_ALPHABET[byte % PLEDGE_ALPHABET.length]);
  return `${prefix.toUpperCase()}-${chars.join("")}`;
}

/** Letters and digits only, in capitals: how a code is compared with a narration. */
export const compactCode = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Whether the statement narration `narration` carries `code`. */
export const narrationCarries = (narration: string, code: string): boolean =>
  compactCode(narration).includes(compactCode(code));
