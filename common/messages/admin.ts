/**
 * The message catalogue (common/messages/, one module per topic): the texts of
 * the sign-in, session and dashboard-loading parts of spec sections 5 and 8, used
 * by the browser and the server alike.
 * Keep the wording exactly as specified; a translation would replace this module.
 */
import { apiClientMessages } from "./api-client.ts";

export const adminMessages = {
  client: apiClientMessages,
  auth: {
    invalidCredentials: "Invalid credentials",
    noToken: "No token, authorization denied",
    malformedToken: "Malformed token, authorization denied",
    invalidToken: "Invalid or revoked token, authorization denied",
    expiredToken: "Session expired, authorization denied",
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    loggedIn: "Login successful",
    loggedOut: "Logged out",
    wrongCurrentPassword: "The current password is not correct",
    passwordChanged: "Password changed. Other sessions have been signed out.",
    passwordTooShort: (min: number) => `The new password must be at least ${min} characters`,
    passwordSame: "The new password must differ from the current one",
  },
  profile: {
    authorNameRequired: "Enter the name to show as the author of posts",
    authorNameTooLong: (max: number) => `The author name can be at most ${max} characters`,
    authorNameSaved: "Author name saved",
  },
  login: {
    usernameRequired: "Username is required",
    passwordRequired: "Password is required",
    serverOffline: "Backend server is not available. Please ensure the server is running.",
    invalid: "Invalid username or password. Please try again",
    validation: "Please enter valid username and password.",
    connectionFailed: "Server connection failed. Please try again later",
    success: "Login successful!",
  },
  adminData: {
    authRequired: "Authentication required. Please login to access server data.",
    authFailed: "Authentication failed. Please login again.",
    retrying: (attempt: number) => `Connection failed. Retrying... (${attempt}/2)`,
    rateLimited: "Server is rate limited. Please wait 5 minutes before trying again.",
    failed: (message: string) => `Failed to connect to server: ${message}. Please check your connection and try again.`,
  },
  logout: {
    success: "Logged out successfully",
    error: "Error during logout.",
    /** Asked at Logout while unsaved drafts are kept in this browser (issue 40). */
    drafts: {
      title: "Remove unsaved drafts from this browser?",
      message:
        "Changes you have not saved are kept in this browser so you can finish them later. Anyone who uses this computer after you could read them.",
      remove: "Remove drafts and sign out",
      keep: "Keep drafts and sign out",
      cancel: "Cancel",
    },
  },
  sync: {
    starting: "Starting manual sync with server...",
    done: "Manual sync completed successfully! All data is now synchronized with the server.",
    failed: (message: string) => `Manual sync failed: ${message}.`,
  },
} as const;
