import { describe, expect, it } from "vitest";
import { hasDatedBlocks, type PageDocument, pageOnDay } from "#common/content-model/page";
import { environmentPage } from "./environment.ts";

const eventsOf = (page: PageDocument) =>
  page.blocks.flatMap((block) => (block.kind === "events" ? block.events.map((event) => event.isoDate) : []));

describe("the Environment page on a given day (decision 082)", () => {
  const days = eventsOf(environmentPage);

  it("shows every event on or before its day", () => {
    expect(days).toHaveLength(3);
    expect(pageOnDay(environmentPage, days[0] ?? "")).toBe(environmentPage);
  });

  it("leaves out an event the day after it, and keeps the rest of the page", () => {
    const dayAfterFirst = new Date(Date.parse(`${days[0]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const shown = pageOnDay(environmentPage, dayAfterFirst);
    expect(eventsOf(shown)).toEqual(days.slice(1));
    expect(shown.blocks).toHaveLength(environmentPage.blocks.length);
    expect(shown.title).toEqual(environmentPage.title);
  });

  it("leaves out the list of events once all are past", () => {
    const shown = pageOnDay(environmentPage, "2999-01-01");
    expect(shown.blocks.some((block) => block.kind === "events")).toBe(false);
    expect(shown.blocks).toHaveLength(environmentPage.blocks.length - 1);
    expect(hasDatedBlocks(environmentPage)).toBe(true);
    expect(hasDatedBlocks(shown)).toBe(false);
  });
});
