/** What a paged list's API says of a bad page number or page size (every paged admin list). */
export const pagingMessages = {
  page: (max: number) => `page must be a whole number from 1 to ${max.toLocaleString("en-IN")}`,
  pageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}`,
} as const;
