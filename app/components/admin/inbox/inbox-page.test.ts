import { describe, expect, it } from "vitest";
import { filtersOf, hasFilters, listsFor, NO_FILTERS } from "./inbox-page";

const url = (search: string) => new URL(`http://localhost/admin/inbox${search}`);

describe("the Inbox's filters in the address", () => {
  it("reads the search, kind and days, trimmed", () => {
    expect(filtersOf(url("?q=+98290+12345+&kind=volunteer&from=2026-03-01&to=2026-03-31&messages=2"))).toEqual({
      q: "98290 12345",
      kind: "volunteer",
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("takes an unknown kind as none, and no parameters as no filters", () => {
    expect(filtersOf(url("?kind=spam")).kind).toBe("");
    expect(filtersOf(url(""))).toEqual(NO_FILTERS);
    expect(hasFilters(filtersOf(url("?messages=3")))).toBe(false);
    expect(hasFilters(filtersOf(url("?from=2026-03-01")))).toBe(true);
  });
});

describe("which lists a kind shows", () => {
  it.each([
    ["", [{ list: "messages" }, { list: "applications" }]],
    ["messages", [{ list: "messages" }]],
    ["contact-us", [{ list: "messages", kind: "contact-us" }]],
    ["get-in-touch", [{ list: "messages", kind: "get-in-touch" }]],
    ["applications", [{ list: "applications" }]],
    ["internship", [{ list: "applications", kind: "internship" }]],
  ] as const)("%j shows %j", (kind, lists) => {
    expect(listsFor(kind)).toEqual(lists);
  });
});
