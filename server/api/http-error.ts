import type { ApiSuccess } from "#common/api";
import { englishText } from "#common/messages/catalogues";
import type { Message } from "#common/messages/keyed";
import { Refusal } from "../errors.ts";

/**
 * A refusal decided by the API layer itself (a missing multipart body, a bad
 * parameter), with its status. Services never throw it: they throw a
 * `DomainError` (server/errors.ts), which the error handler maps to a status.
 */
export class HttpError extends Refusal {
  constructor(
    readonly statusCode: number,
    message: Message,
    errors?: Readonly<Record<string, Message>>,
    headers?: Record<string, string>,
  ) {
    super(message, errors, headers);
    this.name = "HttpError";
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** A success's envelope; a keyed message is answered in English with its key (common/api.ts). */
export function ok<T>(data: T, message?: Message): ApiSuccess<T> {
  if (message === undefined) return { success: true, data };
  if (typeof message === "string") return { success: true, data, message };
  return {
    success: true,
    data,
    message: englishText(message),
    key: message.key,
    ...(message.params && { params: message.params }),
  };
}
