import { describe, expect, it } from "vitest";
import type { BlogPost } from "#common/schemas/blog";
import { blogFormFrom, blogFormSchema, blogPayload, emptyBlogForm, serverFieldErrors } from "./blog-form";

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
