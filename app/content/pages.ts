/**
 * Every public route's heading, document title and meta description, in one place
 * (but the pages the staff edit, whose own are in their documents: common/content-model/pages.ts)
 * (the addresses are in paths.ts; the admin area's pages in admin/pages.ts). Only
 * the server reads this module: the site layout's loader sends it in the page's
 * language (app/i18n/site-words.ts), and `pageMeta` (app/lib/meta.ts) turns an entry
 * into <title>, description, canonical and Open Graph tags.
 */
import type { EditablePageKey } from "#common/content-model/pages";
import type { PageKey } from "./paths";

/** The pages whose words are here: every page but those the staff edit. */
export type CodePageKey = Exclude<PageKey, EditablePageKey>;

export interface PageInfo {
  /** Document title (the site name is appended). */
  title: string;
  /** The page's <h1>. */
  heading: string;
  /** Meta description: one or two plain sentences, under ~160 characters. */
  description: string;
}

export const pages = {
  gallery: {
    title: "Gallery",
    heading: "Gallery",
    description: "Photos from our classrooms, training centres, plantation drives and community events.",
  },
  blog: {
    title: "Blog",
    heading: "Blog",
    description: "Stories, updates and reports from our programmes across India.",
  },
  blogPost: {
    title: "Blog",
    heading: "Blog post",
    description: "A story from our programmes.",
  },
  forms: {
    title: "Forms",
    heading: "Forms & Applications",
    description: "Applications and forms for volunteers, careers, programmes and partnerships.",
  },
  form: {
    title: "Form",
    heading: "Form",
    description: "Fill in this form online.",
  },
  offline: {
    title: "You are offline",
    heading: "You are offline",
    description: "This page is not saved on this device yet; it opens when you are back online.",
  },
  notFound: {
    title: "Page not found",
    heading: "Page not found",
    description: "The page you are looking for does not exist.",
  },
} satisfies Record<CodePageKey, PageInfo>;
