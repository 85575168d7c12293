import { adminMessages } from "#common/messages/admin";
import { ApiError, isNetworkError } from "../api-client";

/**
 * Spec 8 "Login": the message a failed sign-in shows, and whether it means the
 * server is unreachable. A 429 keeps the server's own advice (how long to wait).
 */
export function loginErrorMessage(error: unknown): { message: string; offline: boolean } {
  const message = error instanceof Error ? error.message : "";
  if (error instanceof ApiError && error.status === 429) return { message, offline: false };
  if ((error instanceof ApiError && error.status === 401) || message.includes("Invalid credentials")) {
    return { message: adminMessages.login.invalid, offline: false };
  }
  if (message.includes("Validation errors")) return { message: adminMessages.login.validation, offline: false };
  return {
    message: adminMessages.login.connectionFailed,
    offline: isNetworkError(error) || !(error instanceof ApiError),
  };
}
