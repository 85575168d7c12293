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
}

export interface CacheStats {
  entries: number;
  bytes: number;
  budgetBytes: number;
  hits: number;
  misses: number;
  /** hits ÷ (hits + misses), 0 before the first lookup. */
  hitRatio: number;
  evictions: number;
  invalidations: number;
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

async function buildEntry(input: StoreInput): Promise<Entry> {
  const stored: [string, string][] = [];
  for (const [name, value] of Object.entries(input.headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE_HEADERS.has(lower)) continue;
    stored.push([lower, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  const compress = input.body.length >= COMPRESS_MIN_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(input.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: input.body.length > 1_000_000 ? 6 : 9,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
          },
        }),
        gzipAsync(input.body, { level: 9 }),
      ])
    : [undefined, undefined];
  const hash = createHash("sha256").update(input.body).digest("base64url").slice(0, 27);
  const vary: [string, string] = ["vary", "accept-encoding"];
  const variant = (body: Buffer, encoding: Encoding, packed?: Buffer): Variant => {
    const etag = encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
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
  const bytes =
    input.key.length +
    all.reduce((sum, v) => sum + (v.body?.length ?? 0) + v.headers.reduce((n, h) => n + h.length, 0) * 2, 0);
  return { key: input.key, tags: input.tags, variants, etags: new Set(all.map((v) => v.etag)), bytes };
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
  };

  const cache: ResponseCache = {
    serve(req, res) {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.url === undefined) return false;
      const entry = entries.get(req.url);
      if (!entry) {
        misses++;
        return false;
      }
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
      const entry = await buildEntry(input);
      // Not kept when a write happened since the response started to be built (it
      // may show the old data), or when it alone would fill most of the budget.
      if (input.generation === generation && entry.bytes <= budgetBytes / 2) {
        const previous = entries.get(entry.key);
        if (previous) drop(previous);
        entries.set(entry.key, entry);
        bytes += entry.bytes;
        for (const oldest of entries.values()) {
          if (bytes <= budgetBytes) break;
          drop(oldest);
          evictions++;
        }
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
      };
    },

    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
  };
  return cache;
}
