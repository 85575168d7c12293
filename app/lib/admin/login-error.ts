import { adminMessages } from "#common/messages/admin";
import { ApiError, isNetworkError } from "../api-client";

/**
 * Spec 8 "Login": the message a failed sign-in shows, and whether it means the
 * server is unreachable. Told apart by the answer's status, not its words: the API
 * answers wrong credentials with 401 ("Invalid credentials") and a malformed sign-in
 * with 400 ("Validation errors: …"). A 429 keeps the server's own advice (how long
 * to wait).
 */
export function loginErrorMessage(error: unknown): { message: string; offline: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 429) return { message: error.message, offline: false };
    if (error.status === 401) return { message: adminMessages.login.invalid, offline: false };
    if (error.status === 400) return { message: adminMessages.login.validation, offline: false };
  }
  return {
    message: adminMessages.login.connectionFailed,
    offline: isNetworkError(error) || !(error instanceof ApiError),
  };
}
