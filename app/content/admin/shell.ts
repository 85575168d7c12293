/** Labels of the admin area's shell: login page, dashboard header, tabs, overview, settings. */
export const adminText = {
  login: {
    heading: "Admin Sign In",
    intro: "Manage blog posts, forms, gallery photos and messages.",
    username: "Username",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    remember: "Keep me signed in for 30 days",
    submit: "Sign In",
    submitting: "Signing in…",
    back: "Back to Website",
    server: { checking: "Checking server…", online: "Server online", offline: "Server offline" },
    defaultCredentialsHeading: "Default credentials",
    defaultCredentialsNote: "Shown only on this computer until you change the password (Settings, after signing in).",
  },
  header: {
    title: "Admin",
    welcome: (username: string) => `Welcome, ${username}`,
    viewSite: "View website",
    logout: "Logout",
    status: { checking: "Connecting...", connected: "Connected", offline: "Offline" },
  },
  tabs: {
    label: "Dashboard sections",
    overview: "Overview",
    blogs: "Blogs",
    forms: "Forms",
    gallery: "Gallery",
    inbox: "Inbox",
    subscribers: "Subscribers",
    donations: "Donations",
    content: "Site content",
    settings: "Settings",
  },
  overview: {
    syncHeading: "Sync status",
    lastSynced: (time: string) => `Last synchronised at ${time}`,
    notSynced: "Not synchronised yet",
    refresh: "Refresh Data",
    fullSync: "Full Sync",
    stats: { blogs: "Total Blogs", forms: "Active Forms", gallery: "Gallery Items", featured: "Featured Blogs" },
    quickActionsHeading: "Quick actions",
    quickActions: { blog: "Create New Blog", form: "Add Form Link", gallery: "Upload to Gallery" },
  },
  settings: {
    authorHeading: "Name shown as author",
    authorIntro:
      "New blog posts show this name as their author (you can still change it on each post). Your sign-in name is never shown on the website.",
    authorName: "Author name",
    authorSubmit: "Save name",
    heading: "Change password",
    intro: "Use at least 12 characters. Other devices signed in to this account will be signed out.",
    current: "Current password",
    next: "New password",
    confirm: "Repeat the new password",
    mismatch: "The two new passwords do not match",
    submit: "Change password",
    submitting: "Saving…",
  },
  /**
   * The nightly deletion (issue 42): Settings' section on what is kept how long, what
   * goes next and what went; the "Keep" toggle of an Inbox item and a form answer.
   */
  retention: {
    heading: "How long visitors' details are kept",
    intro: (zone: string) =>
      `Every night at 2:30 am (${zone}), the website deletes what visitors sent once its time is up, with the files they sent, as the privacy notice promises.`,
    holdNote:
      "To keep one message, application or form answer longer (for example when the law or a dispute needs it), press “Keep” on it in the Inbox or among the form's responses: the nightly deletion passes it by until you press it again.",
    periodsHeading: "How long each is kept",
    periods: {
      messages: "Messages and applications",
      messagesWhen: (period: string) => `${period} after they arrive`,
      formAnswers: "Answers to your own forms",
      formAnswersWhen: (period: string) => `${period} after the form is closed`,
      unconfirmed: "Newsletter sign-ups never confirmed",
      unconfirmedWhen: (period: string) => `${period} after signing up`,
    },
    /** A period in words: "2 years", "1 year and 5 weeks", "10 days". */
    units: {
      year: ["year", "years"],
      month: ["month", "months"],
      week: ["week", "weeks"],
      day: ["day", "days"],
    },
    and: "and",
    dueHeading: "To be deleted in the next 30 days",
    due: {
      messages: "Messages",
      applications: "Applications",
      formAnswers: "Form answers",
      unconfirmedSubscriptions: "Unconfirmed newsletter sign-ups",
    },
    nothing: "Nothing",
    runsHeading: "Last nightly deletions",
    noRuns: "It has not run yet.",
    /** One run: what went ("2 messages and 1 uploaded file"), or nothing. */
    deleted: (what: string) => `Deleted ${what}.`,
    nothingDue: "Nothing was due.",
    failedHeading: "Background work that failed",
    failedIntro:
      "The website tried these several times and gave up. Please tell whoever runs the website's server: the reason below helps them.",
    /** A background job's name as the staff know it; others are shown as they are called. */
    jobNames: { retention: "Nightly deletion", mail: "E-mail" } as Record<string, string>,
    failedAt: (when: string) => `Failed ${when}`,
    loadFailed: (message: string) => `Could not load what is kept and deleted: ${message}`,
    retry: "Try again",
    /** The toggle on an Inbox item and a form answer, and the badge of a held one. */
    hold: {
      keep: "Keep",
      kept: "Kept (on hold)",
      onHold: "On hold",
      failed: (message: string) => `Could not change the hold: ${message}`,
    },
  },
  /** The words beside a table row's share and open icons on a phone (issue 43). */
  rowActions: { share: "Share", open: "Open" },
  share: {
    button: "Copy or share link",
    copied: "Link copied: paste it into WhatsApp, an SMS or an email.",
    copyPrompt: "Copy this link:",
  },
  /** Unsaved work kept on this device and the question before leaving it (issue 23). */
  unsaved: {
    title: "Discard your changes?",
    leave: "Discard",
    stay: "Keep editing",
    found: (at: string) => `Unsaved changes from ${at} were kept on this device.`,
    restore: "Restore them",
    discard: "Discard them",
  },
  loading: "Loading…",
  error: {
    heading: "This screen could not be shown",
    text: "Something went wrong while showing this part of the admin area. Your saved data is safe. Try again, or go back to the dashboard.",
    retry: "Try again",
    dashboard: "Back to the dashboard",
  },
} as const;
