/**
 * Every document the staff edit in the admin (issue 41), by its name: the schema
 * that checks a save (on the server and, before sending, in the browser) and draws
 * the admin's form, and what a save says. The API serves each at
 * /api/content/{name}; the store keeps each under the kind of the same name.
 */
import type { z } from "zod";
import { faqsSchema } from "./faqs.ts";
import { figuresSchema } from "./figures.ts";
import { jobOpeningsSchema } from "./job-openings.ts";
import { navigationSchema } from "./navigation.ts";
import { type pageSchema, pageSchemaFor } from "./page.ts";
import { EDITABLE_PAGES, type EditablePageKey, type PageDocumentName, pageDocumentName } from "./pages.ts";
import { siteDetailsSchema } from "./site-details.ts";

type DocumentEntry = { schema: z.ZodObject; title: string; saved: string };

/** Each editable page's document (pages.ts), its blocks of the kinds that page may have. */
const pageDocuments = Object.fromEntries(
  (Object.entries(EDITABLE_PAGES) as [EditablePageKey, (typeof EDITABLE_PAGES)[EditablePageKey]][]).map(
    ([key, page]) => [
      pageDocumentName(key),
      {
        schema: pageSchemaFor(key),
        title: `${page.name} page`,
        saved: `${page.name} page published. Visitors see it now.`,
      },
    ],
  ),
) as Record<PageDocumentName, { schema: typeof pageSchema; title: string; saved: string }>;

export const contentDocuments = {
  "site-details": {
    schema: siteDetailsSchema,
    title: "Site details",
    saved: "Site details saved. Every page shows them now.",
  },
  "job-openings": {
    schema: jobOpeningsSchema,
    title: "Job openings",
    saved: "Job openings saved. Work With Us, Career and the application form show them now.",
  },
  faqs: {
    schema: faqsSchema,
    title: "FAQs",
    saved: "FAQs saved. The FAQs page and the search show them now.",
  },
  figures: {
    schema: figuresSchema,
    title: "Figures",
    saved: "Figures saved. Every page, question and job that names one shows it now.",
  },
  navigation: {
    schema: navigationSchema,
    title: "Navigation",
    saved: "Navigation saved. Every page's menu and footer show it now.",
  },
  ...pageDocuments,
} as const satisfies Record<string, DocumentEntry>;

export type ContentDocumentName = keyof typeof contentDocuments;
export const contentDocumentNames = Object.keys(contentDocuments) as ContentDocumentName[];
