/**
 * Failures the domain expects, in its own words. Services and the media layer
 * throw a `DomainError` naming what went wrong (`kind`); they know nothing of
 * HTTP. The API's error handler (server/api/error-handler.ts) maps each kind to
 * its status, so one table decides what a client sees.
 */
export type DomainErrorKind =
  /** The input breaks a rule (a missing field, a wrong password): 400. */
  | "invalid"
  /** No session, or one that expired or was revoked: 401. */
  | "unauthenticated"
  /** The thing asked for does not exist: 404. */
  | "not-found"
  /** Refused because of the thing's present state (the last photo of a gallery item): 409. */
  | "conflict"
  /** It existed and was closed for good (a disabled form): 410. */
  | "gone"
  /** Too big: a file, too many files, too many pixels: 413. */
  | "too-large"
  /** A file of a kind that is not accepted here: 415. */
  | "unsupported-type"
  /** Too many attempts from one client: 429. */
  | "too-many";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field name → message, for forms that show each next to its field. */
    readonly errors?: Record<string, string>,
    /** Extra facts for the answer, e.g. `Retry-After` for "too-many". */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (what: string) => new DomainError("not-found", `${what} not found`);
