import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TagList } from "./tag-list";

describe("TagList", () => {
  it("draws green tags by default, the caller's classes first", () => {
    expect(renderToStaticMarkup(<TagList className="mt-4" items={["Rural"]} />)).toBe(
      '<ul class="mt-4 flex flex-wrap gap-2">' +
        '<li class="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">Rural</li></ul>',
    );
  });

  it("takes a tone, and sets compact tags closer and narrower", () => {
    expect(renderToStaticMarkup(<TagList tone="slate" compact items={["Driver"]} />)).toBe(
      '<ul class="flex flex-wrap gap-1.5">' +
        '<li class="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">Driver</li></ul>',
    );
    expect(renderToStaticMarkup(<TagList tone="saffron" items={["Health"]} />)).toContain(
      '<li class="rounded-full bg-saffron-50 px-3 py-1 text-xs font-semibold text-saffron-800">Health</li>',
    );
  });
});
