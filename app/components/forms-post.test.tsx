/**
 * Forms that carry personal data (an e-mail address, a name, a phone number, a
 * message, a password) are never sent as a GET (issue 40): a submit before the
 * page's script has arrived would put what was typed into the address (the access
 * log, the response cache's key, the browser's history). Each such form declares
 * `method="post"`; one that only works with its script (the footer's newsletter
 * box, a custom form, the admin's sign-in) cannot be sent at all until the page
 * has hydrated, since its page has no route action to take a plain POST.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { PublicCustomForm } from "#common/schemas/forms";
import { renderForTest } from "~/blocks/render-for-test";
import { CustomFormRenderer } from "~/components/custom-forms/custom-form-renderer";
import { NewsletterBox } from "~/components/layout/newsletter-box";
import { ToastProvider } from "~/components/ui/toast";
import { AdminSessionProvider } from "~/lib/admin/session";
import AdminLoginPage from "~/routes/admin/login";

/** The server's HTML of `node` as a page draws it (before any script has run). */
const render = (node: ReactNode) => renderForTest(<ToastProvider>{node}</ToastProvider>);

/** The opening tags of the `<form>` elements in `html`. */
const formTags = (html: string) => html.match(/<form\b[^>]*>/g) ?? [];

/** The submit buttons' opening tags. */
const submitButtons = (html: string) => html.match(/<button\b[^>]*type="submit"[^>]*>/g) ?? [];

function expectPostOnlyAfterHydration(html: string) {
  const forms = formTags(html);
  expect(forms).toHaveLength(1);
  expect(forms[0]).toMatch(/\bmethod="post"/);
  const buttons = submitButtons(html);
  expect(buttons.length).toBeGreaterThan(0);
  // No route action takes this form: before hydration it must not be sendable at all.
  for (const button of buttons) expect(button).toMatch(/\bdisabled=""/);
}

const customForm: PublicCustomForm = {
  id: "f1",
  title: "Volunteer sign-up",
  description: "",
  category: "Volunteer",
  createdAt: "2026-01-01T00:00:00.000Z",
  fields: [
    { id: "name", label: "Full name", type: "text", required: true },
    { id: "email", label: "E-mail", type: "email", required: true },
    { id: "phone", label: "Phone", type: "phone", required: false },
    { id: "why", label: "Why do you want to help?", type: "textarea", required: false },
  ],
};

describe("forms that carry personal data", () => {
  it("the footer's newsletter box posts, and is not sent before the page has hydrated", () => {
    const html = render(<NewsletterBox />);
    expect(html).toContain('name="email"');
    expectPostOnlyAfterHydration(html);
  });

  it("a custom form posts, and is not sent before the page has hydrated", () => {
    const html = render(<CustomFormRenderer form={customForm} />);
    expect(html).toContain('name="email"');
    expect(html).toContain('name="phone"');
    expectPostOnlyAfterHydration(html);
  });

  it("the admin's sign-in posts, and is not sent before the page has hydrated", () => {
    const html = render(
      <AdminSessionProvider>
        <AdminLoginPage />
      </AdminSessionProvider>,
    );
    expect(html).toContain('name="password"');
    expectPostOnlyAfterHydration(html);
  });
});

// ------------------------------------------------------------ every form of the app

const APP_DIR = path.resolve(import.meta.dirname, "..");

/** Forms that search or filter: what they send belongs in the address. */
const GET_FORMS = new Set([
  "components/admin/donations/receipts-list.tsx",
  "components/admin/inbox/inbox-filters.tsx",
  "components/admin/shared/list-search.tsx",
  "components/admin/staff/audit-log.tsx",
  "components/blog/blog-filters.tsx",
  "components/contact-forms/type-toggle.tsx",
  "components/layout/site-header.tsx",
  "components/ui/filter-board.tsx",
  "routes/posts/search.tsx",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

/** The opening tag at `start` (`<form …>` or `<Form …>`), read past `>` inside `{…}` and quotes. */
function openingTag(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char === "{") {
      depth++;
    } else if (char === "}") {
      depth--;
    } else if (char === ">" && depth === 0) {
      return source.slice(start, i + 1);
    }
  }
  throw new Error(`unclosed tag at ${start}`);
}

/** Every `<form>` and React Router `<Form>` element of the app's source, by file. */
function formsInApp(): { file: string; tag: string }[] {
  return sourceFiles(APP_DIR).flatMap((full) => {
    const source = readFileSync(full, "utf8");
    const file = path.relative(APP_DIR, full).split(path.sep).join("/");
    return [...source.matchAll(/<(form|Form)[\s>]/g)].map((match) => ({ file, tag: openingTag(source, match.index) }));
  });
}

describe("every form of the app", () => {
  it("says how it is sent: POST, or GET only for a search or a filter", () => {
    const forms = formsInApp();
    expect(forms.length).toBeGreaterThan(10);
    const wrong = forms
      .filter(({ file, tag }) => {
        const method = tag.match(/\bmethod="(\w+)"/)?.[1];
        return !(method === "post" || (method === "get" && GET_FORMS.has(file)));
      })
      .map(({ file, tag }) => `${file}: ${tag.replace(/\s+/g, " ").slice(0, 80)}`);
    expect(wrong).toEqual([]);
  });
});
