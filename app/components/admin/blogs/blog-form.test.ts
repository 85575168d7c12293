import { describe, expect, it } from "vitest";
import type { BlogPost } from "#common/schemas/blog";
import {
  blogFormFrom,
  blogFormSchema,
  blogPayload,
  emptyBlogForm,
  publishFieldErrors,
  serverFieldErrors,
} from "./blog-form";

const stored: BlogPost = {
  id: "5b1f4a52-9a86-4c1e-8f1a-6d2f0f3c9b10",
  slug: "gaon-mein-pustakalay",
  title: "गाँव में पुस्तकालय",
  excerpt: "दो सौ किताबें।",
  content: "हर रविवार को पुस्तकालय खुलता है।",
  author: "Asha",
  tags: [],
  featured: false,
  image: null,
  published: true,
  publishedAt: "2026-01-05T00:00:00.000Z",
  language: "hi",
  createdAt: "2026-01-05T00:00:00.000Z",
  updatedAt: "2026-01-05T00:00:00.000Z",
};

describe("the blog form's language", () => {
  it("is English for a new post, and the stored one for a post being changed", () => {
    expect(emptyBlogForm("Asha").language).toBe("en");
    expect(blogFormFrom(stored, "Asia/Kolkata").language).toBe("hi");
  });

  it("is sent with the post and checked by the API's own schema", () => {
    const body = blogPayload(blogFormFrom(stored, "Asia/Kolkata"), "publish", "Asia/Kolkata", stored);
    expect(body.language).toBe("hi");
    expect(blogFormSchema.safeParse(body).success).toBe(true);
    const refused = blogFormSchema.safeParse({ ...body, language: "fr" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["language", "language must be en (English) or hi (Hindi)"],
    ]);
  });

  it("shows the API's refusal beside the Language field", () => {
    expect(serverFieldErrors({ language: "language must be en (English) or hi (Hindi)" })).toEqual({
      language: "language must be en (English) or hi (Hindi)",
    });
  });
});

describe("drafts and publishing in the form (issue 43)", () => {
  const form = { ...emptyBlogForm("Asha"), title: "Notes from Bassi" };
  const issues = (body: unknown) =>
    blogFormSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("saves a draft with a title alone", () => {
    expect(issues(blogPayload(form, "draft", "Asia/Kolkata"))).toEqual([]);
  });

  it("needs the excerpt and the content to publish, with their own messages", () => {
    expect(issues(blogPayload(form, "publish", "Asia/Kolkata"))).toEqual([
      ["excerpt", "Excerpt is required"],
      ["content", "Content is required"],
    ]);
  });

  it("names what publishing needs even when the title is missing too (saving adds it to the schema's)", () => {
    const body = blogPayload(emptyBlogForm(""), "publish", "Asia/Kolkata");
    expect(issues(body)).toEqual([
      ["title", "Title is required"],
      ["author", "Author is required"],
    ]);
    expect(publishFieldErrors(body)).toEqual({ excerpt: "Excerpt is required", content: "Content is required" });
  });

  it("puts a picture's missing alt text beside that picture's own field", () => {
    const withPictures = { ...form, excerpt: "Two pictures.", content: "![Girls reading](/a.png)\n\n![](/b.png)" };
    const [issue] = issues(blogPayload(withPictures, "publish", "Asia/Kolkata"));
    expect(issue?.[0]).toBe("picture-2-alt");
    expect(issue?.[1]).toMatch(/^Picture 2 needs alt text/);
    // A draft may keep it undescribed for now.
    expect(issues(blogPayload(withPictures, "draft", "Asia/Kolkata"))).toEqual([]);
  });

  it("sends the Address field as typed, and a post's own address when it is opened", () => {
    expect(blogPayload({ ...form, slug: " Village library " }, "draft", "Asia/Kolkata").slug).toBe("Village library");
    expect(blogFormFrom(stored, "Asia/Kolkata").slug).toBe("gaon-mein-pustakalay");
  });
});
