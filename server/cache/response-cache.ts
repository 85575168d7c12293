/**
 * One response cache for every public GET, pages and API alike (decision 016).
 *
 * A response is kept when it is the same for everyone: a GET without an
 * Authorization header, answered 200 with a `Cache-Control: public` header and no
 * Set-Cookie. It is stored as bytes ready to send: identity, brotli and gzip, each
 * with its own strong ETag and its complete header list, so a hit is one
 * `writeHead` and one `end`, answered before Fastify routes the request.
 *
 * Entries carry the tags of the data they were built from (see tracking.ts);
 * `invalidate(tags)` drops exactly those. Memory is bounded by a byte budget with
 * least-recently-used eviction.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gunzip, gzip, constants as zlibConstants } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves too little to be worth a variant. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Above this, the uncompressed bytes are not kept: the few clients that take no
 * compression get the gzip variant unpacked per request. The whole post list with
 * thousands of posts is tens of MB as JSON, but one or two as gzip and brotli.
 */
const IDENTITY_KEEP_MAX_BYTES = 1024 * 1024;

/** Headers never stored: they belong to one response, or are set per variant. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "connection",
  "date",
  "keep-alive",
  "transfer-encoding",
  "x-request-id",
  "x-cache",
  "set-cookie",
]);

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  /** Undefined for a large identity variant: unpacked from `packed` when asked for. */
  body: Buffer | undefined;
  packed?: Buffer;
  etag: string;
  /** Flat [name, value, name, value…] list for `writeHead`. */
  headers: string[];
  /** The same for a 304: no body headers. */
  notModifiedHeaders: string[];
}

interface Entry {
  key: string;
  tags: ReadonlySet<string>;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  etags: Set<string>;
  bytes: number;
  /** What it was built from, until its best compression replaces the quick one. */
  input: StoreInput | undefined;
  quality: Quality;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  budgetBytes: number;
  /** Requests answered from memory. */
  hits: number;
  /** Shareable responses rendered and stored: what a hit would have saved. */
  misses: number;
  /** hits ÷ (hits + misses), 0 before the first lookup. */
  hitRatio: number;
  evictions: number;
  invalidations: number;
  /** Entries still served at the quick compression, waiting for their best. */
  waitingForBest: number;
}

export interface StoreInput {
  key: string;
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
  tags: ReadonlySet<string>;
  /** The cache's `generation` when the response started to be built. */
  generation: number;
}

/** What the caller sends for a stored response: one variant's bytes and headers. */
export interface Stored {
  status: 200 | 304;
  encoding: Encoding;
  etag: string;
  body: Buffer;
}

export interface ResponseCache {
  /** Answers a cacheable request from memory; false when it must be rendered. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Compresses and keeps a response; answers what to send to this request. */
  store(input: StoreInput, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Promise<Stored>;
  /** Drops every entry built from any of these tags (all entries for "*"). */
  invalidate(tags: Iterable<string>): void;
  /**
   * Increases on every invalidation. A render that started before an
   * invalidation may hold old data, so it is not stored (see `isCurrent`).
   */
  readonly generation: number;
  stats(): CacheStats;
  clear(): void;
}

/** A Vary header's value with `name` added (once, whatever the letter case). */
export function withVary(current: unknown, name: string): string {
  const text = Array.isArray(current) ? current.join(",") : typeof current === "string" ? current : "";
  const names = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (!names.some((part) => part === "*" || part.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(", ");
}

/** Whether the request may be answered from, or stored into, the shared cache. */
export function isCacheableRequest(method: string | undefined, headers: IncomingMessage["headers"]): boolean {
  return (method === "GET" || method === "HEAD") && headers.authorization === undefined;
}

/** Whether a response may be shared: 200, `Cache-Control: public`, no cookie. */
export function isShareableResponse(status: number, cacheControl: unknown, setCookie: unknown): cacheControl is string {
  if (status !== 200 || setCookie !== undefined || typeof cacheControl !== "string") return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  return (
    directives.includes("public") && !directives.some((d) => d === "no-store" || d === "private" || d === "no-cache")
  );
}

/**
 * The two request headers a hit depends on, read from the raw header list (Node
 * builds `req.headers` lazily; a hit need not pay for it). Undefined when the
 * request carries an Authorization header and so may not be answered from the
 * shared cache.
 */
function hitHeaders(raw: string[]): { acceptEncoding?: string; ifNoneMatch?: string } | undefined {
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    // Lengths first: most headers are ruled out without lower-casing.
    if (name.length === 15 && name.toLowerCase() === "accept-encoding") acceptEncoding = raw[i + 1];
    else if (name.length === 13) {
      const lower = name.toLowerCase();
      if (lower === "authorization") return undefined;
      if (lower === "if-none-match") ifNoneMatch = raw[i + 1];
    }
  }
  return { acceptEncoding, ifNoneMatch };
}

const encodingChoices = new Map<string, Encoding>();

/** The best stored encoding the client accepts (q=0 means refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = encodingChoices.get(acceptEncoding);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name?.trim() ?? "", q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  const choice: Encoding = wants("br") ? "br" : wants("gzip") ? "gzip" : "identity";
  // Clients send a handful of distinct headers; keep the map small anyway.
  if (encodingChoices.size > 100) encodingChoices.clear();
  encodingChoices.set(acceptEncoding, choice);
  return choice;
}

/** Whether an If-None-Match header names one of the entry's ETags (or `*`). */
function matchesEtag(ifNoneMatch: string, etags: Set<string>): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  for (const tag of ifNoneMatch.split(",")) {
    const value = tag.trim().replace(/^W\//, "");
    if (etags.has(value)) return true;
  }
  return false;
}

/** Sends a large identity variant, unpacked from its gzip bytes. */
function unpack(variant: Variant, res: ServerResponse): void {
  gunzip(variant.packed as Buffer, (error, body) => {
    if (error) res.destroy(error);
    else res.end(body);
  });
}

function flatHeaders(stored: [string, string][], extra: [string, string][]): string[] {
  return [...stored, ...extra].flat();
}

/**
 * Compression levels: a miss is compressed at levels a busy server can afford
 * (brotli 5, gzip 6: a few milliseconds for a page), and the entry's best (brotli
 * 9, gzip 9: about 30 ms of CPU for a page) is made once afterwards, in the
 * background, one entry at a time, while hits are served from the quick bytes. The
 * best bytes have ETags of their own (`…-br-best`); the quick ones still validate.
 */
type Quality = "quick" | "best";
const MAX_WAITING_FOR_BEST = 200;
const LEVELS: Record<Quality, { brotli: number; brotliLarge: number; gzip: number }> = {
  quick: { brotli: 5, brotliLarge: 4, gzip: 6 },
  best: { brotli: 9, brotliLarge: 6, gzip: 9 },
};

/** Compresses a body at `quality`: [brotli, gzip], or none when too small to gain. */
async function compressed(body: Buffer, quality: Quality): Promise<[Buffer, Buffer] | [undefined, undefined]> {
  if (body.length < COMPRESS_MIN_BYTES) return [undefined, undefined];
  const levels = LEVELS[quality];
  return Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? levels.brotliLarge : levels.brotli,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: levels.gzip }),
  ]);
}

/**
 * What an entry costs in memory: each buffer's bytes, each header and tag as the
 * UTF-16 strings they are, and a fixed allowance for the objects around them
 * (entry, variants, arrays, the Map's slot), so a budget filled with many small
 * entries holds what it says.
 */
const ENTRY_OVERHEAD_BYTES = 1024;
const VARIANT_OVERHEAD_BYTES = 256;
function entryBytes(key: string, tags: ReadonlySet<string>, variants: Variant[]): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2;
  for (const tag of tags) bytes += tag.length * 2 + 32;
  for (const v of variants) {
    bytes += VARIANT_OVERHEAD_BYTES + (v.body?.length ?? 0) + v.etag.length * 2;
    for (const header of v.headers) bytes += header.length * 2 + 16;
    for (const header of v.notModifiedHeaders) bytes += header.length * 2 + 16;
  }
  return bytes;
}

async function buildEntry(input: StoreInput, quality: Quality = "quick"): Promise<Entry> {
  const stored: [string, string][] = [];
  for (const [name, value] of Object.entries(input.headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE_HEADERS.has(lower)) continue;
    stored.push([lower, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  const [br, gz] = await compressed(input.body, quality);
  const hash = createHash("sha256").update(input.body).digest("base64url").slice(0, 27);
  // Entries are found by address alone. A response that varies on more (`/` on the
  // language cookie) is kept because the requests it does not fit never reach the
  // cache (server/ssr/language-redirect.ts); its Vary still tells caches downstream.
  const vary: [string, string] = ["vary", withVary(input.headers.vary, "accept-encoding")];
  const variant = (body: Buffer, encoding: Encoding, packed?: Buffer): Variant => {
    // Each compression has its own bytes, so its own ETag (the best one is told apart).
    const etag =
      encoding === "identity"
        ? `"${hash}"`
        : quality === "best"
          ? `"${hash}-${encoding}-best"`
          : `"${hash}-${encoding}"`;
    const common: [string, string][] = [vary, ["etag", etag], ["x-cache", "HIT"]];
    const encodingHeader: [string, string][] = encoding === "identity" ? [] : [["content-encoding", encoding]];
    return {
      body: packed ? undefined : body,
      packed,
      etag,
      headers: flatHeaders(stored, [...common, ...encodingHeader, ["content-length", String(body.length)]]),
      notModifiedHeaders: flatHeaders(
        stored.filter(([name]) => name !== "content-type"),
        common,
      ),
    };
  };
  const keepIdentity = input.body.length <= IDENTITY_KEEP_MAX_BYTES || !gz || gz.length >= input.body.length;
  const variants: Entry["variants"] = { identity: variant(input.body, "identity", keepIdentity ? undefined : gz) };
  // Keep a compressed variant only when it is actually smaller.
  if (br && br.length < input.body.length) variants.br = variant(br, "br");
  if (gz && gz.length < input.body.length) variants.gzip = variant(gz, "gzip");
  const all = Object.values(variants);
  const bytes = entryBytes(input.key, input.tags, all);
  return { key: input.key, tags: input.tags, variants, etags: new Set(all.map((v) => v.etag)), bytes, input, quality };
}

function pick(entry: Entry, acceptEncoding: string | undefined): { encoding: Encoding; variant: Variant } {
  const wanted = chooseEncoding(acceptEncoding);
  const variant = entry.variants[wanted];
  // A compressed variant is missing when the body is small or did not shrink.
  return variant ? { encoding: wanted, variant } : { encoding: "identity", variant: entry.variants.identity };
}

export function createResponseCache(options: { budgetBytes: number }): ResponseCache {
  const budgetBytes = options.budgetBytes;
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let evictions = 0;
  let invalidations = 0;
  let generation = 0;

  const drop = (entry: Entry) => {
    entries.delete(entry.key);
    bytes -= entry.bytes;
    entry.input = undefined;
  };
  const evictOverBudget = () => {
    for (const oldest of entries.values()) {
      if (bytes <= budgetBytes) break;
      drop(oldest);
      evictions++;
    }
  };

  // Entries waiting for their best compression, made one at a time after the answers.
  const waiting: Entry[] = [];
  let upgrading = false;
  const upgradeNext = async () => {
    upgrading = true;
    try {
      for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
        const input = entry.input;
        // Dropped or replaced meanwhile: nothing to improve.
        if (!input || entries.get(entry.key) !== entry) continue;
        const best = await buildEntry(input, "best").catch(() => undefined);
        entry.input = undefined;
        if (!best || entries.get(entry.key) !== entry) continue;
        // New bytes, new ETags; the quick ones still answer 304 (the same content once
        // decoded, so a client's copy of them stays valid).
        for (const encoding of ["br", "gzip"] as const) {
          const better = best.variants[encoding];
          if (better && entry.variants[encoding]) {
            entry.variants[encoding] = better;
            entry.etags.add(better.etag);
          }
        }
        entry.quality = "best";
        const before = entry.bytes;
        entry.bytes = entryBytes(entry.key, entry.tags, Object.values(entry.variants));
        bytes += entry.bytes - before;
      }
    } finally {
      upgrading = false;
    }
  };
  const upgradeLater = (entry: Entry) => {
    // Under a flood of misses the oldest wait no longer: they keep their quick bytes.
    if (waiting.length >= MAX_WAITING_FOR_BEST) {
      const skipped = waiting.shift();
      if (skipped) skipped.input = undefined;
    }
    waiting.push(entry);
    if (!upgrading) setImmediate(() => void upgradeNext());
  };

  const cache: ResponseCache = {
    serve(req, res) {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.url === undefined) return false;
      const entry = entries.get(req.url);
      if (!entry) return false;
      const headers = hitHeaders(req.rawHeaders);
      if (headers === undefined) return false;
      hits++;
      entries.delete(entry.key);
      entries.set(entry.key, entry);
      const { variant } = pick(entry, headers.acceptEncoding);
      if (headers.ifNoneMatch !== undefined && matchesEtag(headers.ifNoneMatch, entry.etags)) {
        res.writeHead(304, variant.notModifiedHeaders);
        res.end();
        return true;
      }
      res.writeHead(200, variant.headers);
      if (req.method === "HEAD") res.end();
      else if (variant.body) res.end(variant.body);
      else unpack(variant, res);
      return true;
    },

    async store(input, acceptEncoding, ifNoneMatch) {
      // A miss is counted here, where a response that could have come from memory was
      // rendered, not at every lookup that found nothing (admin calls, assets, health checks).
      misses++;
      const entry = await buildEntry(input);
      // Not kept when a write happened since the response started to be built (it
      // may show the old data), or when it alone would fill most of the budget.
      if (input.generation === generation && entry.bytes <= budgetBytes / 2) {
        const previous = entries.get(entry.key);
        if (previous) drop(previous);
        entries.set(entry.key, entry);
        bytes += entry.bytes;
        evictOverBudget();
        if (entry.input && entry.input.body.length >= COMPRESS_MIN_BYTES) upgradeLater(entry);
        else entry.input = undefined;
      }
      const { encoding, variant } = pick(entry, acceptEncoding);
      const notModified = ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, entry.etags);
      return { status: notModified ? 304 : 200, encoding, etag: variant.etag, body: variant.body ?? input.body };
    },

    invalidate(tags) {
      generation++;
      invalidations++;
      const dropped = new Set(tags);
      for (const entry of [...entries.values()]) {
        if (dropped.has("*") || [...entry.tags].some((tag) => dropped.has(tag))) drop(entry);
      }
    },

    get generation() {
      return generation;
    },

    stats() {
      const lookups = hits + misses;
      return {
        entries: entries.size,
        bytes,
        budgetBytes,
        hits,
        misses,
        hitRatio: lookups === 0 ? 0 : hits / lookups,
        evictions,
        invalidations,
        waitingForBest: waiting.length + (upgrading ? 1 : 0),
      };
    },

    clear() {
      generation++;
      entries.clear();
      waiting.length = 0;
      bytes = 0;
    },
  };
  return cache;
}
