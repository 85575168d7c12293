/**
 * The admin area's pages: document title, heading and description. Their paths are
 * the route table's (app/routes.ts); content/pages.ts has the public pages.
 */
import type { PageInfo } from "../pages";

export const adminPages = {
  login: {
    title: "Admin Sign In",
    heading: "Admin Sign In",
    description: "Sign in to manage the website.",
  },
  twoStep: {
    title: "Set up two-step sign-in",
    heading: "Set up two-step sign-in",
    description: "Turn on codes from an authenticator app for signing in.",
  },
  dashboard: {
    title: "Admin Dashboard",
    heading: "Admin Dashboard",
    description: "Manage blogs, forms, gallery and messages.",
  },
  blogEditor: {
    title: "Blog Editor",
    heading: "Blog Editor",
    description: "Write and edit blog posts.",
  },
  blogPreview: {
    title: "Blog Preview",
    heading: "Blog Preview",
    description: "A blog post as visitors will see it.",
  },
  formResponses: {
    title: "Form Responses",
    heading: "Form Responses",
    description: "Responses to a form.",
  },
} satisfies Record<string, PageInfo>;
