/**
 * The pieces of two-step sign-in that need no database (decision 093): authenticator
 * app codes (TOTP, RFC 6238, through the otpauth library: SHA-1, 6 digits, 30 seconds,
 * what every authenticator app reads from a QR code) and one-time recovery codes.
 */
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after is taken too: a phone's clock a little off, a code typed slowly. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: TOTP_PERIOD_SECONDS });
}

/** What the person's app is given: the otpauth:// address and the same as a QR code (SVG markup). */
export function enrolment(secret: string, account: string, issuer: string) {
  const uri = totp(secret, account, issuer).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The 30-second step a code belongs to, or undefined when it is not a current code of this secret. */
export function totpStep(secret: string, code: string, at: Date): number | undefined {
  const timestamp = at.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an app shows at a moment (for tests and the set-up check). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** Six digits (spaces allowed, as apps show "123 456"): an app's code; anything else may be a recovery code. */
export function asAppCode(input: string): string | undefined {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

// Lowercase, no look-alikes (0/o, 1/l/i): read off paper and typed on a phone.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten letters and digits, shown as "abcde-fghij": about 50 bits, each good once. */
export function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed (any case, spaces, with or without the dash) in its stored form. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const letters = input.toLowerCase().replace(/[\s-]+/g, "");
  return /^[a-z0-9]{10}$/.test(letters) ? `${letters.slice(0, 5)}-${letters.slice(5)}` : undefined;
}
