/**
 * Where the key that seals donors' PANs comes from (issue 47, decision 103). Never
 * from the database it protects: a copy of the database, or of a backup, must not
 * open the PANs in it.
 * - `DONATION_DATA_KEYS` ("k2:<base64>,k1:<base64>": the first seals, all open), for
 *   several instances on one PostgreSQL, which must share one key, and for an operator
 *   who keeps the key in a secret store.
 * - Otherwise a key made on first use and kept in `DATA_DIR/secrets/donation-data-key`
 *   (readable by the server's user only), outside the database and the backups: right
 *   for one instance.
 * The database remembers each key's fingerprint (an HMAC of a fixed text), so a
 * server started with another key than the one the PANs were sealed with says so
 * plainly instead of sealing new PANs that the others could not open.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type DataKey, parseDataKey } from "./pan-vault.ts";

export const KEY_FILE = path.join("secrets", "donation-data-key");

export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataKeyError";
  }
}

/** The configured keys, newest first; undefined when none is configured. */
export function configuredKeys(text: string | undefined): DataKey[] | undefined {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    try {
      return parseDataKey(entry);
    } catch (error) {
      throw new DataKeyError(`DONATION_DATA_KEYS: ${(error as Error).message}`);
    }
  });
}

/** The key kept in DATA_DIR, made on first use (`wx`: of two racing starts, one writes it). */
export async function keyFileKey(dataDir: string): Promise<DataKey> {
  const file = path.join(dataDir, KEY_FILE);
  const read = async () => parseDataKey((await readFile(file, "utf8")).trim());
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `k1:${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return read();
}

/** What the database keeps of a key: enough to tell it from another, nothing that opens a PAN. */
export const fingerprintOf = (key: DataKey): string =>
  createHmac("sha256", key.secret).update("donation data key fingerprint").digest("base64url");
