import { describe, expect, it } from "vitest";
import { PAGE_QUERY_NAMES, withPageQueryOnly } from "./page-query.ts";

describe("withPageQueryOnly", () => {
  it.each([
    ["/AboutUs?utm_source=x", "/AboutUs"],
    ["/AboutUs?x=1&y=2", "/AboutUs"],
    ["/?fbclid=abc", "/"],
    ["/blog?q=jaipur&utm_medium=mail&page=2", "/blog?q=jaipur&page=2"],
    ["/Gallery?category=events&cb=123", "/Gallery?category=events"],
    ["/search?q=%E0%A4%B6&type=page", "/search?q=%E0%A4%B6&type=page"],
    ["/VolunteerInternship?type=internship", "/VolunteerInternship?type=internship"],
    [
      "/VolunteerInternship?type=job&position=education-program-manager&utm_source=x",
      "/VolunteerInternship?type=job&position=education-program-manager",
    ],
    ["/newsletter/unsubscribe?token=abc&ref=mail", "/newsletter/unsubscribe?token=abc"],
    ["/blog.data?q=a&_routes=routes%2Fblog&z=1", "/blog.data?q=a&_routes=routes%2Fblog"],
    ["/ContactUs?email=someone%40example.in", "/ContactUs"],
    ["/AboutUs", "/AboutUs"],
    // The API, the admin area and React Router's route discovery keep theirs.
    ["/api/blogs?limit=3&x=1", "/api/blogs?limit=3&x=1"],
    ["/admin/login?setup=abc", "/admin/login?setup=abc"],
    ["/__manifest?paths=%2Fblog%2C%2FGallery&version=abc123", "/__manifest?paths=%2Fblog%2C%2FGallery&version=abc123"],
  ])("%s is %s", (url, expected) => {
    expect(withPageQueryOnly(url)).toBe(expected);
  });

  it("keeps every parameter a page reads", () => {
    // /blog, /Gallery, /search, /VolunteerInternship, a draft's preview, the newsletter links, a donor's page,
    // the language switch, React Router.
    for (const name of [
      "q",
      "tag",
      "page",
      "category",
      "type",
      "position",
      "preview",
      "token",
      "key",
      "to",
      "next",
      "index",
      "_routes",
    ]) {
      expect(PAGE_QUERY_NAMES.has(name), name).toBe(true);
    }
  });
});
