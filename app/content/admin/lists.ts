/** Words every paged admin list shares (the Inbox, the Blogs and Gallery tabs): the pager, the search bar. */
export const adminListText = {
  pager: {
    label: "Pages",
    newer: "Newer",
    older: "Older",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  search: {
    submit: "Search",
    showing: "Showing",
    searched: (q: string) => `“${q}”`,
    clear: "Clear filters",
    loadFailed: (message: string) => `The list could not be loaded: ${message}. The last page that loaded is shown.`,
    retry: "Try again",
    matching: (matching: number, total: number) => `${matching} of ${total} match`,
  },
} as const;
