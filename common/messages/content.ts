/** What the admin's content screens (Site details, Jobs, and later pages and lists) say (issue 41); each document's "saved" is in common/content-model/documents.ts. */
export const contentMessages = {
  notFound: "This content has not been created yet",
  versionNotFound: (version: number) => `Version ${version} is not in the history (only the latest 100 are kept)`,
  savedElsewhere: (by: string) =>
    `Someone else (${by}) saved this after you opened it. Your changes are not saved: copy what you changed, reload to see their version, and make your change again.`,
  restored: (version: number) => `Version ${version} restored. Every page shows it now.`,
};
