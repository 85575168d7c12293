/** The words of two-step sign-in (issue 45, decision 093): the sign-in's second step, the set-up page and its panel in Settings. */

export const twoStepText = {
  /** The second step of the sign-in page. */
  signIn: {
    heading: "Two-step sign-in",
    intro: "Open the authenticator app on your phone and enter the 6-digit code it shows for this site.",
    code: "Code",
    recoveryCode: "Recovery code",
    useRecovery: "Use a recovery code instead",
    useApp: "Use the code from the app instead",
    recoveryHint: "One of the recovery codes you saved when you set up two-step sign-in. Each works once.",
    submit: "Verify",
    submitting: "Checking…",
    startAgain: "Sign in with another account",
  },
  /** /admin/two-step: turning it on, or moving it to a new phone. */
  setup: {
    heading: "Set up two-step sign-in",
    intro:
      "After your password, signing in will also ask for a code from an app on your phone, so a password that leaks is not enough to get in.",
    required: "Two-step sign-in is required for Administrators on this site. Set it up to go on.",
    step1:
      "Install an authenticator app on your phone, if you have none: Google Authenticator, Microsoft Authenticator, Aegis or 2FAS are free.",
    step2: "In the app, add an account and scan this code.",
    cantScan: "Can't scan it? Type this key into the app instead:",
    step3: "Enter the 6-digit code the app now shows.",
    code: "Code from the app",
    submit: "Turn on two-step sign-in",
    submitting: "Checking…",
    loadFailed: "The set-up could not start:",
    qrLabel: "QR code for your authenticator app",
    back: "Back to Settings",
    signOut: "Sign out",
  },
  /** Shown once, after turning it on or asking for new ones. */
  codes: {
    heading: "Save your recovery codes",
    intro:
      "If you lose your phone, each of these codes signs you in once instead of the app's code. Print them or keep them in a password manager; they are not shown again.",
    download: "Download as a text file",
    copy: "Copy codes",
    copied: "Codes copied",
    done: "I have saved them",
    fileName: "recovery-codes.txt",
    fileHeading: (site: string, account: string) => `Recovery codes for ${account} on ${site}. Each works once.`,
  },
  /** The panel in Settings. */
  panel: {
    heading: "Two-step sign-in",
    intro: "A code from an app on your phone after your password, so a leaked password is not enough to sign in.",
    on: (date: string) => `On since ${date}.`,
    off: "Off.",
    codesLeft: (count: number) =>
      count === 0 ? "No recovery codes left: make new ones." : `${count} recovery code${count === 1 ? "" : "s"} left.`,
    required: "Required for Administrators on this site, so it cannot be turned off.",
    setUp: "Set up two-step sign-in",
    newPhone: "Move to a new phone",
    newCodes: "New recovery codes",
    turnOff: "Turn off",
    password: "Your password",
    confirmNewCodes: "Make new codes",
    confirmTurnOff: "Turn off two-step sign-in",
    cancel: "Cancel",
    passwordIntroNewCodes: "Enter your password to make new recovery codes. The old ones stop working.",
    passwordIntroTurnOff: "Enter your password to turn two-step sign-in off.",
  },
  /** The Staff screen. */
  staff: {
    on: "Two-step on",
    reset: "Reset two-step",
    confirmReset: {
      title: "Reset two-step sign-in?",
      message: (name: string) =>
        `For a lost phone: ${name}'s two-step sign-in goes off and their sessions end. They sign in with their password and set it up again. Do this only when you are sure it is them asking.`,
      confirm: "Reset two-step",
    },
  },
};
