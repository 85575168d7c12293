/** Opaque session tokens: 32 random bytes for the client, only their SHA-256 stored. */
import { createHash, randomBytes } from "node:crypto";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 43 base64url characters: anything else cannot be a token we issued. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
