/**
 * Failures the domain expects, in its own words. Services and the media layer
 * throw a `DomainError` naming what went wrong (`kind`); they know nothing of
 * HTTP. The API's error handler (server/api/error-handler.ts) maps each kind to
 * its status, so one table decides what a client sees.
 */
import { englishText, englishTexts, keyedOnly } from "#common/messages/catalogues";
import { type KeyedMessage, keyed, type Message } from "#common/messages/keyed";

export type DomainErrorKind =
  /** The input breaks a rule (a missing field, a wrong password): 400. */
  | "invalid"
  /** No session, or one that expired or was revoked: 401. */
  | "unauthenticated"
  /** Signed in, but the person's role does not allow this (common/staff-roles.ts): 403. */
  | "forbidden"
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
  | "too-many"
  /** The server is not set up for it (a key the operator must give): 503. */
  | "unavailable";

/**
 * A refusal in words: its `message` and field `errors` in English (what the API
 * answers), and for those given as keyed messages (common/messages/keyed.ts) their
 * keys too, which the API adds to its answer and a route action writes in the
 * page's language.
 */
export class Refusal extends Error {
  /** The message's key and params, when it was given keyed. */
  readonly keyed?: KeyedMessage;
  /** Field name → message in English, for forms that show each next to its field. */
  readonly errors?: Record<string, string>;
  /** Field name → the key and params of its message, for the fields given keyed. */
  readonly errorKeys?: Record<string, KeyedMessage>;

  constructor(
    message: Message,
    errors?: Readonly<Record<string, Message>>,
    /** Extra facts for the answer, e.g. `Retry-After` for "too-many". */
    readonly headers?: Record<string, string>,
  ) {
    super(englishText(message));
    if (typeof message !== "string") this.keyed = keyed(message.key, message.params);
    if (errors) {
      this.errors = englishTexts(errors);
      this.errorKeys = keyedOnly(errors);
    }
  }

  /** The message as given: keyed, or its text. */
  get said(): Message {
    return this.keyed ?? this.message;
  }

  /** Each field's message as given. */
  get saidErrors(): Record<string, Message> | undefined {
    return this.errors && { ...this.errors, ...this.errorKeys };
  }
}

export class DomainError extends Refusal {
  constructor(
    readonly kind: DomainErrorKind,
    message: Message,
    errors?: Readonly<Record<string, Message>>,
    headers?: Record<string, string>,
  ) {
    super(message, errors, headers);
    this.name = "DomainError";
  }
}

export const notFound = (what: string) => new DomainError("not-found", `${what} not found`);
