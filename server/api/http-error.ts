import type { ApiSuccess } from "#common/api";

/**
 * A refusal decided by the API layer itself (a missing multipart body, a bad
 * parameter), with its status. Services never throw it: they throw a
 * `DomainError` (server/errors.ts), which the error handler maps to a status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
