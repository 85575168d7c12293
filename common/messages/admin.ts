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
    /** A signed-in person whose role does not allow the operation (common/staff-roles.ts): 403. */
    forbidden: (role: string) => `Your role (${role}) does not allow this. Ask an Administrator if you need it.`,
    /** A one-time link (invitation, password reset) that is unknown, used or expired. */
    linkInvalid: "This link is not valid any more: it was used, or it expired. Ask for a new one.",
    passwordSet: "Your password is set. Sign in with your e-mail address and it.",
    /** The same answer whether the address belongs to an account or not. */
    resetRequested: "If that address belongs to an account, a link to set a new password is on its way.",
    emailRequired: "Enter your e-mail address",
    sessionEnded: "Session ended",
  },
  /** Two-step sign-in (issue 45, decision 093). */
  twoStep: {
    codeAsked: "Enter the code from your authenticator app",
    codeRequired: "Enter the 6-digit code from your app, or a recovery code",
    wrongCode: "That code is not right. Use the newest code your app shows, or one of your recovery codes.",
    challengeGone: "This sign-in has expired or had too many wrong codes. Enter your password again.",
    setupWrongCode: "That code does not match. Check the time on your phone, then enter the newest code.",
    setupNotStarted: "Start setting up two-step sign-in again: the key shown before is not valid any more.",
    enabled: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
    disabled: "Two-step sign-in is off",
    requiredForAdministrators:
      "Two-step sign-in is required for Administrators on this site. To use a new phone, set it up again.",
    mustSetUp: "Set up two-step sign-in first: it is required for Administrators on this site.",
    notOn: "Two-step sign-in is not on for this account",
    newRecoveryCodes: "New recovery codes made; the old ones no longer work.",
    resetForPerson: (name: string) =>
      `Two-step sign-in reset for ${name}. Their sessions have ended; they sign in with their password and set it up again.`,
    resetYourself: "Use Settings to change your own two-step sign-in",
  },
  staff: {
    invited: (email: string) => `Invitation made for ${email}`,
    emailTaken: "Someone on the staff already has this e-mail address",
    nameRequired: "Enter the person's name",
    updated: "Saved",
    removed: "Removed",
    notYourself: "You cannot disable, remove or change the role of your own account",
    notOwner: "The first administrator's account cannot be disabled, removed or given another role",
    alreadyActive: "This person has set a password already; use Forgot password to send them a new link",
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
