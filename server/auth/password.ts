/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB memory,
 * 2 iterations, 1 lane), and generation of strong random passwords.
 */
import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (a const enum in the typings, so written as its value).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username is unknown, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("no-such-admin-password");
  return dummyHash;
}

// No look-alike characters (0/O, 1/l/I), so the password can be read off a log.
const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 20 characters from a 56-letter alphabet: about 116 bits. */
export function generatePassword(length = 20): string {
  let password = "";
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
