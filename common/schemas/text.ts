/**
 * Text fields of every request: the length is checked first and stops the checks,
 * so nothing else (a pattern, a refinement, a parse) ever runs on a string over its
 * limit. A 1 MB value costs one length comparison, whatever comes after.
 */
import { z } from "zod";
import { isPhoneNumber, normalPhone } from "../phone.ts";

export interface BoundedTextOptions {
  /** The message for a missing or empty value; without it the field may be empty. */
  required?: string;
  /** Trim the ends first (default); passwords keep theirs. */
  trim?: boolean;
}

export function boundedText(max: number, tooLong: string, { required, trim = true }: BoundedTextOptions = {}) {
  const base = required ? z.string({ error: required }) : z.string();
  const checked = (trim ? base.trim() : base).max(max, { error: tooLong, abort: true });
  return required ? checked.min(1, { error: required, abort: true }) : checked;
}

export interface RequiredTextOptions {
  /** The longest text taken. */
  max: number;
  /** The message for a missing or empty value. */
  required: string;
  /** The message for a text over `max`, made from it: each catalogue words it its own way. */
  tooLong: (max: number) => string;
}

/** A required text: trimmed, bounded (checked first), `required`'s message when missing or empty. */
export const requiredText = ({ max, required, tooLong }: RequiredTextOptions) =>
  boundedText(max, tooLong(max), { required });

/**
 * A phone number field: `text` (a boundedText, so its length is checked first)
 * checked with the one phone rule and parsed to its normal form (common/phone.ts),
 * so the browser's check, the API's and the stored value agree. An empty value,
 * which only an optional field lets through, stays empty.
 */
export const phoneNumber = (text: z.ZodString, invalid: string) =>
  text
    .refine((value) => value === "" || isPhoneNumber(value), { error: invalid, abort: true })
    .overwrite((value) => normalPhone(value) ?? value);

/** The longest address SMTP carries (RFC 5321 4.5.3.1.3: a path of 256 with its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** The longest local part (RFC 5321 4.5.3.1.1) and domain label (RFC 1035). */
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;
/** The symbols RFC 5322 allows in an unquoted local part ("atext"), besides letters and digits. */
const LOCAL_SYMBOLS = "!#$%&'*+-/=?^_`{|}~";
/** A letter, mark or digit of any script (addresses in Hindi, RFC 6531); run on one character at a time. */
const INTERNATIONAL = /^[\p{L}\p{M}\p{N}]$/u;

const isAsciiAlphanumeric = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isLetterOrDigit = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 128 ? isAsciiAlphanumeric(code) : INTERNATIONAL.test(char);
};

/**
 * "A standard address pattern" (spec 5), as one plain address and nothing else:
 * `local@domain`, where the local part is letters, digits, dots and RFC 5322's
 * symbols (no quotes), and the domain is labels of letters, digits and hyphens
 * with at least one dot; no leading, trailing or double dots. So no display name
 * (`Name <a@b.c>`), comment (`a@b.c(note)`), whitespace, quote, comma, semicolon
 * or second `@`: nothing a mailer reads as a name or a list of addresses, which
 * would let one inbox be written under many spellings (issue 40). Every address
 * this accepts also matches the specification's /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
 * but it is checked in one linear pass: that pattern backtracks quadratically on
 * input like "a@" followed by many dots (one 256 KB request held the whole server
 * for 36 s), and nothing is read past MAX_EMAIL_LENGTH.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  let inDomain = false;
  let localLength = 0;
  let labelLength = 0;
  let dots = 0;
  /** The character before this one in the same part; "" at the start of a part. */
  let previous = "";
  for (const char of text) {
    if (char === "@") {
      if (inDomain || previous === "" || previous === ".") return false;
      inDomain = true;
      previous = "";
    } else if (char === ".") {
      if (previous === "" || previous === ".") return false;
      if (inDomain) {
        if (previous === "-") return false;
        dots += 1;
        labelLength = 0;
      } else localLength += 1;
      previous = char;
    } else if (inDomain) {
      if (char === "-" ? labelLength === 0 : !isLetterOrDigit(char)) return false;
      labelLength += 1;
      if (labelLength > MAX_LABEL_LENGTH) return false;
      previous = char;
    } else {
      if (!isLetterOrDigit(char) && !LOCAL_SYMBOLS.includes(char)) return false;
      localLength += 1;
      if (localLength > MAX_LOCAL_LENGTH) return false;
      previous = char;
    }
  }
  return inDomain && dots > 0 && labelLength > 0 && previous !== "-";
}

/**
 * The one spelling of an address that every limit, uniqueness rule, look-up and
 * delivery uses (issue 40): trimmed, in Unicode's composed form (NFC), and in
 * lower case, the local part included. RFC 5321 lets a server treat the local
 * part's case as significant, but the providers people use do not, and the site
 * has always matched addresses ignoring case (one subscriber per address, the
 * personal-data search): stored in lower case, an address is one row, one counter
 * and one recipient however it was typed. Meant for addresses `isEmailAddress`
 * accepts; the schemas parse to this form.
 */
export function canonicalEmail(text: string): string {
  return text.trim().normalize("NFC").toLowerCase();
}
