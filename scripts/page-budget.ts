/**
 * The pages' budget (docs/decisions/018-fast-on-a-cheap-phone.md): measured by
 * `npm run lighthouse`, and the JavaScript of every page by tests/e2e/chunk-rules.spec.ts
 * from the build's files.
 */
export const budget = {
  performance: 98,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  /** JavaScript transferred per page, bytes, headers included (as Lighthouse counts it). */
  scriptBytes: 125_000,
  /** Everything /Gallery transfers with 24 photos, bytes. */
  galleryBytes: 1_500_000,
};
