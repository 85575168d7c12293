import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/locale";
import { routerForTest } from "~/blocks/render-for-test";
import { ToastProvider } from "~/components/ui/toast";
import { BlogArticle } from "./blog-article";
import { BlogCard, type BlogCardData } from "./blog-card";

/** Server-renders `node` at `url` (an English or a Hindi address), as the blog pages draw it. */
function renderAt(url: string, node: ReactNode): string {
  const router = routerForTest({ element: <ToastProvider>{node}</ToastProvider>, loader: () => null }, url);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const card = (language: Locale): BlogCardData => ({
  slug: "a-post",
  title: language === "hi" ? "गाँव में पुस्तकालय" : "A village library",
  excerpt: language === "hi" ? "दो सौ किताबें।" : "Two hundred books.",
  author: "Asha",
  publishedOn: "2026-01-05",
  tags: [],
  featured: false,
  image: null,
  language,
});

const DEVANAGARI = /[\u0900-\u097F]/;
/** The page's text (no tags or attributes) without the post's own words. */
const textOutside = (html: string, ...own: string[]) =>
  own.reduce(
    (rest, words) => rest.replaceAll(words, ""),
    html
      .split("<")
      .map((part) => part.slice(part.indexOf(">") + 1))
      .join(" "),
  );

describe("a post's language on the blog cards", () => {
  it("shows no badge and no lang when the post is in the page's language", () => {
    for (const [url, language] of [
      ["/blog", "en"],
      ["/hi/blog", "hi"],
    ] as const) {
      const html = renderAt(url, <BlogCard post={card(language)} />);
      expect(html).not.toContain("data-post-language");
      expect(html).not.toMatch(/ lang="/);
    }
  });

  it("names a Hindi post on an English page with the drawn word, never Devanagari text", () => {
    const post = card("hi");
    const html = renderAt("/blog", <BlogCard post={post} />);
    expect(html).toMatch(/<span role="img" lang="hi-IN" aria-label="हिन्दी" data-post-language="hi"[^>]*><svg/);
    expect(html).toMatch(/<h3 lang="hi-IN"[^>]*><a[^>]*>गाँव में पुस्तकालय<\/a><\/h3>/);
    expect(html).toMatch(/<p lang="hi-IN"[^>]*>दो सौ किताबें।<\/p>/);
    // The only Devanagari drawn as text is the post's own (the badge's is an outline).
    expect(textOutside(html, post.title, post.excerpt)).not.toMatch(DEVANAGARI);
  });

  it("names an English post on a Hindi page in English, with lang on its words", () => {
    const html = renderAt("/hi/blog", <BlogCard post={card("en")} />);
    expect(html).toMatch(/<span lang="en-IN" data-post-language="en"[^>]*>English<\/span>/);
    expect(html).toMatch(/<h3 lang="en-IN"/);
    expect(html).toMatch(/<p lang="en-IN"[^>]*>Two hundred books.<\/p>/);
  });
});

describe("a post's language on its page", () => {
  const article = (language: Locale) => ({ ...card(language), html: "<p>Text</p>" });

  it("puts lang on the title and content when the post is not in the page's language", () => {
    const html = renderAt("/hi/blog/a-post", <BlogArticle post={article("en")} />);
    expect(html).toMatch(/<h1 lang="en-IN"/);
    // The excerpt is for cards and link previews, not printed above the post (issue 43).
    expect(html).not.toContain("Two hundred books.");
    expect(html).toMatch(/<div lang="en-IN" class="blog-content"><p>Text<\/p><\/div>/);
    const hindi = renderAt("/blog/a-post", <BlogArticle post={article("hi")} />);
    expect(hindi).toMatch(/<h1 lang="hi-IN"/);
    expect(hindi).toMatch(/<div lang="hi-IN" class="blog-content">/);
  });

  it("adds nothing when it is", () => {
    expect(renderAt("/blog/a-post", <BlogArticle post={article("en")} />)).not.toMatch(/ lang="/);
    expect(renderAt("/hi/blog/a-post", <BlogArticle post={article("hi")} />)).not.toMatch(/ lang="/);
  });
});
