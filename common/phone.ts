/**
 * The one phone rule (issue 42, decision 061), for every form that takes a phone
 * number, the person lookup that finds one, the Inbox's search and the CSV
 * exports: one check, and one normal form that is stored, matched and exported.
 *
 * - An Indian number is ten digits, after an optional +91, 91 or 0 (the trunk
 *   prefix), so "98290 12345", "098290-12345", "91 98290 12345" and
 *   "+91 (98290) 12345" are one number: +919829012345. The ten digits never start
 *   with 0: a 0 in front is the trunk prefix, and "098765 4321" is a 9-digit number
 *   with it, not ten digits. Landlines (STD code and number, ten digits) count.
 * - Any other number starts with + and its country code (E.164): 8 to 15 digits,
 *   the first not 0. It is kept as +<digits>.
 * - Written with spec 5's characters (an optional leading plus, digits, spaces,
 *   hyphens, parentheses); Devanagari digits (०-९, from a Hindi keyboard) are read
 *   as the digits they are.
 *
 * No zod here: the visitor forms load this before their schemas (visitor-form-fields.ts).
 */

/** The longest a phone number may be written, spaces and all (LIMITS.phone of the visitor forms). */
export const PHONE_MAX_LENGTH = 30;

/** Spec 5's phone characters: an optional plus, then digits, spaces, hyphens, parentheses. */
const WRITTEN_LIKE_A_PHONE = /^\+?[\d\s()-]+$/;
/** India's country code. */
const INDIA = "91";
/** The ten digits of an Indian number; a leading 0 is the trunk prefix, never part of them. */
const INDIAN_NUMBER = /^[1-9]\d{9}$/;
/** E.164: a country code (never starting with 0) and the number, 8 to 15 digits in all. */
const INTERNATIONAL_NUMBER = /^[1-9]\d{7,14}$/;

const DEVANAGARI_ZERO = 0x966;
/** "९८२९०" → "98290". */
const westernDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));

/** The text as it will be read: trimmed, in Western digits; undefined when it is not written like a phone number. */
function written(text: string): string | undefined {
  if (text.length > PHONE_MAX_LENGTH) return undefined;
  const plain = westernDigits(text.trim());
  return WRITTEN_LIKE_A_PHONE.test(plain) ? plain : undefined;
}

const indian = (tenDigits: string) => (INDIAN_NUMBER.test(tenDigits) ? `+${INDIA}${tenDigits}` : undefined);

/**
 * A phone number's normal form (+919829012345, +15550100), or undefined when the
 * text is not a phone number by the rule. What every form stores and the person
 * lookup compares; a normal form is its own normal form.
 */
export function normalPhone(text: string): string | undefined {
  const plain = written(text);
  if (plain === undefined) return undefined;
  const digits = plain.replace(/\D/g, "");
  if (plain.startsWith("+")) {
    if (digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length));
    return INTERNATIONAL_NUMBER.test(digits) ? `+${digits}` : undefined;
  }
  if (digits.length === 11 && digits.startsWith("0")) return indian(digits.slice(1));
  if (digits.length === 12 && digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length));
  return indian(digits);
}

/** Whether the text is a phone number by the rule. */
export const isPhoneNumber = (text: string): boolean => normalPhone(text) !== undefined;

/** Whether the text is already a phone number in its normal form (what an export may write as it is). */
export const isNormalPhone = (text: string): boolean => normalPhone(text) === text;

/** Fewer digits than this would find most numbers in a search. */
const SEARCH_MIN_DIGITS = 4;

/** A normal form without its + and, for India, its country code: the digits every spelling of the number holds. */
const significantDigits = (normal: string) => normal.slice(normal.startsWith(`+${INDIA}`) ? 1 + INDIA.length : 1);

/**
 * The digits a search text is looked for in the digits of stored numbers, when it
 * is written like a phone number: a whole number's significant digits (so
 * "098290 12345" finds +919829012345, and a number stored as typed before the rule),
 * or a part as typed without a trunk 0 ("98290", "0141 27"); undefined for other
 * text and for fewer than four digits.
 */
export function phoneSearchDigits(text: string): string | undefined {
  const plain = written(text);
  if (plain === undefined) return undefined;
  const normal = normalPhone(plain);
  const digits = normal ? significantDigits(normal) : plain.replace(/\D/g, "").replace(/^0/, "");
  return digits.length >= SEARCH_MIN_DIGITS ? digits : undefined;
}
