/** The words of the Staff and Audit log screens (in Settings), and of the page that sets a password (issue 45). */
/** The links between the screens of the Settings tab (issue 45). */
export const settingsScreensText = {
  label: "Settings sections",
  settings: "Your account",
  staff: "Staff",
  audit: "Audit log",
};

export const staffText = {
  heading: "Staff",
  intro:
    "Invite the people who work on the site, each with the role they need. Disabling or removing someone ends their sessions at once.",
  loadFailed: "The staff list could not be loaded:",
  invite: {
    heading: "Invite someone",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    submit: "Send invitation",
    sending: "Inviting…",
    linkHeading: (email: string) => `Pass this link on to ${email}`,
    linkNote: (date: string) =>
      `No e-mail was sent (no mail server is set up, or it refused). The link works once, until ${date}.`,
    copy: "Copy link",
    copied: "Link copied",
    mailed: (email: string) => `Invitation e-mailed to ${email}.`,
  },
  roles: {
    administrator: "Everything, including staff and the audit log",
    editor: "Posts, pages, gallery, forms, newsletter",
    coordinator: "Inbox, applications, form responses, subscribers, personal data",
    finance: "Donations, receipts and Form 10BD, with the donors' PANs",
    viewer: "Reads the site's content; no personal data",
  },
  status: { active: "Active", invited: "Invited", disabled: "Disabled" },
  owner: "First administrator",
  you: "You",
  lastSeen: (when: string) => `Last seen ${when}`,
  neverSeen: "Not signed in yet",
  changeRole: (name: string) => `Role of ${name}`,
  disable: "Disable",
  enable: "Enable",
  remove: "Remove",
  reinvite: "New invitation link",
  confirmRemove: {
    title: "Remove this person?",
    message: (name: string) =>
      `${name} will be signed out and can no longer sign in. The audit log keeps what they did.`,
    confirm: "Remove",
  },
  confirmDisable: {
    title: "Disable this person?",
    message: (name: string) => `${name} will be signed out at once and cannot sign in until enabled again.`,
    confirm: "Disable",
  },
  failed: (message: string) => `Could not save: ${message}`,
};

export const auditText = {
  heading: "Audit log",
  intro:
    "Every change made in the admin area, and every time someone opened a person's data. Entries are kept for a year.",
  loadFailed: "The audit log could not be loaded:",
  filters: {
    heading: "Filter",
    person: "Person",
    everyone: "Everyone",
    kind: "About",
    anyKind: "Anything",
    from: "From",
    to: "To",
    apply: "Show",
    clear: "Clear",
  },
  download: "Download CSV",
  downloadFailed: (message: string) => `The download failed: ${message}`,
  none: "No entries match.",
  count: (total: number) => `${total} ${total === 1 ? "entry" : "entries"}`,
  from: (address: string) => `from ${address}`,
  /** A record the entry names by no words (before names were kept, or erased since): its short reference. */
  reference: (ref: string) => `record ${ref}`,
  everyEntryAbout: (name: string) => `Every entry about ${name}`,
  onlyAbout: (name: string) => `Only the entries about ${name}`,
  showAll: "Show all",
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  kinds: {
    applications: "Applications",
    contact: "Messages",
    "custom-forms": "Forms and responses",
    newsletter: "Newsletter",
    "personal-data": "A person's data",
    "privacy-requests": "Requests about personal data",
    blogs: "Posts",
    "blog-trash": "Trash",
    gallery: "Gallery",
    content: "Site content",
    "external-forms": "Form links",
    staff: "Staff",
    auth: "Sign-in and passwords",
    retention: "Retention",
  } as Record<string, string>,
};

export const setPasswordText = {
  heading: "Set your password",
  intro: "Choose a password of at least 12 characters. You sign in with your e-mail address and it.",
  password: "New password",
  submit: "Set password",
  submitting: "Saving…",
  done: "Your password is set.",
  signIn: "Sign in",
  forgotHeading: "Forgot your password?",
  forgotIntro: "Enter the e-mail address of your account. If it has one, a link to set a new password is sent to it.",
  email: "E-mail address",
  send: "Send link",
  sending: "Sending…",
  back: "Back to sign in",
  forgotLink: "Forgot your password?",
};

export const sessionsText = {
  heading: "Where you are signed in",
  intro:
    "Each browser where you are signed in to this account. End a session you no longer use, on a shared computer for instance.",
  loadFailed: "Your sessions could not be loaded:",
  thisDevice: "This browser",
  signedIn: (when: string) => `Signed in ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  until: (when: string) => `ends ${when}`,
  end: "End this session",
};
