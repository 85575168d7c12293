/**
 * A donor's PAN at rest (issue 47): sealed with AES-256-GCM, so a copy of the
 * database alone does not give the PANs away, and found again by a blind index (an
 * HMAC of the PAN), so one donor's gifts can be summed for Form 10BD or a year's
 * statement without opening every row. Both keys are derived (HKDF-SHA-256) from the
 * one data key the operator keeps; each sealed value names the key it was sealed
 * with, so a new key can be brought in while older values still open.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

export interface DataKey {
  /** Short and stable: written into every sealed value ("k1"). */
  id: string;
  /** 32 random bytes. */
  secret: Buffer;
}

export class PanVaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PanVaultError";
  }
}

const FORMAT = "v1";
const derive = (secret: Buffer, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), purpose, 32));
const b64 = (bytes: Buffer) => bytes.toString("base64url");

/**
 * `current` seals and indexes; `older` keys only open what they sealed. The blind
 * index is the current key's: bringing in a new key means re-indexing (and, at
 * leisure, re-sealing) the rows, which `reseal` does one value at a time.
 */
export function createPanVault(current: DataKey, older: readonly DataKey[] = []) {
  if (current.secret.length !== 32) throw new PanVaultError("the data key must be 32 bytes");
  const sealKeys = new Map([current, ...older].map((key) => [key.id, derive(key.secret, "pan seal")]));
  const indexKey = derive(current.secret, "pan index");
  const linkKeys = [current, ...older].map((key) => derive(key.secret, "donor link"));
  const signWith = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

  function seal(pan: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", sealKeys.get(current.id) as Buffer, iv);
    // The key's id is authenticated with the value: a value cannot be moved under another key's name.
    cipher.setAAD(Buffer.from(`${FORMAT}.${current.id}`));
    const sealed = Buffer.concat([cipher.update(pan, "utf8"), cipher.final()]);
    return [FORMAT, current.id, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join(".");
  }

  function open(value: string): string {
    const [format, keyId, iv, tag, sealed] = value.split(".");
    const key = keyId ? sealKeys.get(keyId) : undefined;
    if (format !== FORMAT || !key || !iv || !tag || sealed === undefined) {
      throw new PanVaultError(`a sealed PAN under an unknown key or format (${format}.${keyId})`);
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(`${format}.${keyId}`));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new PanVaultError("a sealed PAN does not open: it was changed, or sealed under another key");
    }
  }

  return {
    seal,
    open,
    /** The same for the same PAN under the current key, and tells nothing of it. */
    index: (pan: string): string => createHmac("sha256", indexKey).update(pan).digest("hex"),
    /** A signature of `text` for a link given to a donor (their receipt's copy): the current key's. */
    sign: (text: string): string => signWith(linkKeys[0] as Buffer, text),
    /** Whether `signature` is `text`'s under any of the keys (a link made before a new key came in). */
    signed: (text: string, signature: string): boolean => {
      const given = Buffer.from(signature);
      return linkKeys.some((key) => {
        const expected = Buffer.from(signWith(key, text));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
    /** `value` sealed again under the current key (after a new key was brought in). */
    reseal: (value: string): string => seal(open(value)),
  };
}

export type PanVault = ReturnType<typeof createPanVault>;

/** A data key from its configured form, "k1:<base64 of 32 bytes>". */
export function parseDataKey(text: string): DataKey {
  const [id, encoded] = text.split(":");
  const secret = Buffer.from(encoded ?? "", "base64");
  if (!id || !/^[a-z0-9]{1,8}$/.test(id) || secret.length !== 32) {
    throw new PanVaultError('a data key is written "k1:" and 32 random bytes in base64 (openssl rand -base64 32)');
  }
  return { id, secret };
}
