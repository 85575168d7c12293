/** The admin area's pages: document title, heading and description (content/pages.ts has the public ones). */
import type { PageInfo } from "./pages";

export const adminPages = {
  login: {
    path: "/admin/login",
    title: "Admin Sign In",
    heading: "Admin Sign In",
    description: "Sign in to manage the website.",
  },
  dashboard: {
    path: "/admin",
    title: "Admin Dashboard",
    heading: "Admin Dashboard",
    description: "Manage blogs, forms, gallery and messages.",
  },
  blogEditor: {
    path: "/admin/blogs",
    title: "Blog Editor",
    heading: "Blog Editor",
    description: "Write and edit blog posts.",
  },
  blogPreview: {
    path: "/admin/blogs",
    title: "Blog Preview",
    heading: "Blog Preview",
    description: "A blog post as visitors will see it.",
  },
  formResponses: {
    path: "/admin/forms",
    title: "Form Responses",
    heading: "Form Responses",
    description: "Responses to a form.",
  },
} satisfies Record<string, PageInfo>;
