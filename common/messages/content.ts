/** What the admin's content screens (Site details, and later pages and lists) say (issue 41). */
export const contentMessages = {
  notFound: "This content has not been created yet",
  versionNotFound: (version: number) => `Version ${version} is not in the history (only the latest 100 are kept)`,
  savedElsewhere: (by: string) =>
    `Someone else (${by}) saved these details after you opened them. Your changes are not saved: copy what you changed, reload to see their version, and make your change again.`,
  saved: "Site details saved. Every page shows them now.",
  restored: (version: number) => `Version ${version} restored. Every page shows it now.`,
};
