/**
 * The phone rule's one table (common/phone.ts): what people type, and the normal
 * form it is stored and exported in (undefined: refused). common/phone.test.ts checks
 * the rule against it; tests/api/phone-migration.test.ts runs it through migration
 * 0007's SQL, so numbers stored before the rule end as new ones begin.
 */
export const PHONE_TABLE: readonly (readonly [written: string, normal: string | undefined])[] = [
  // An Indian number: ten digits, after an optional +91, 91 or 0, with spaces, hyphens, parentheses.
  ["9829012345", "+919829012345"],
  ["98290 12345", "+919829012345"],
  ["098290-12345", "+919829012345"],
  ["0 98290 12345", "+919829012345"],
  ["91 98290 12345", "+919829012345"],
  ["919829012345", "+919829012345"],
  ["+91 98290 12345", "+919829012345"],
  ["+91-98290-12345", "+919829012345"],
  ["+91 (98290) 12345", "+919829012345"],
  ["+ 91 98290 12345", "+919829012345"],
  ["  +919829012345  ", "+919829012345"],
  ["(0141) 272 1234", "+911412721234"],
  ["0141-2721234", "+911412721234"],
  // Ten digits that begin with 91 are a number, not a country code.
  ["9198765432", "+919198765432"],
  // Typed on a Hindi keyboard.
  ["९८२९० १२३४५", "+919829012345"],
  // A normal form is its own.
  ["+919829012345", "+919829012345"],
  ["+15550100", "+15550100"],
  // Any other number: + and its country code, 8 to 15 digits (E.164).
  ["+1 555 0100", "+15550100"],
  ["+1 (555) 010-9999", "+15550109999"],
  ["+44 20 7946 0958", "+442079460958"],
  ["+971 50 123 4567", "+971501234567"],
  ["+880 1712-345678", "+8801712345678"],
  // Nine digits (the walk-through's "98765 4321"), and nine behind a trunk 0 or +91.
  ["98765 4321", undefined],
  ["098765 4321", undefined],
  ["+91 98765 4321", undefined],
  ["91 98765 4321", undefined],
  // Eleven digits, with or without +91; +91 with a trunk 0 after it.
  ["98290 123456", undefined],
  ["+91 98290 123456", undefined],
  ["+91 0 98290 12345", undefined],
  // Ten digits starting with 0: a trunk 0 and nine digits.
  ["0987654321", undefined],
  // Another country without its +, or with 00: the rule asks for the +.
  ["1 555 0100", undefined],
  ["0044 20 7946 0958", undefined],
  // Too short or too long for E.164, a country code starting with 0.
  ["+1 555 010", undefined],
  ["+44 20 7946 0958 12345", undefined],
  ["+0 555 0100 11", undefined],
  // Not written like a phone number (spec 5's characters).
  ["", undefined],
  ["+", undefined],
  ["call me", undefined],
  ["12345", undefined],
  ["98290 12345; drop table", undefined],
  ["98290+12345", undefined],
  ["98290.12345", undefined],
  ["+91 98290 12345 ext 2", undefined],
  ["=98290 12345", undefined],
  [`98290 12345${" ".repeat(30)}`, undefined],
];
