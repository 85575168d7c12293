import { describe, expect, it } from "vitest";
import { markStaleHindi, staleHindiPaths } from "./localized";

const text = (en: string, hi = "", hiStale = false) => ({ en, hi, hiStale });

describe("Hindi out of date", () => {
  it("is marked when the English changes and the Hindi does not, and cleared by a new Hindi", () => {
    const stored = { title: text("School", "विद्यालय") };
    const englishChanged = markStaleHindi({ title: text("Schools", "विद्यालय") }, stored);
    expect(englishChanged.title.hiStale).toBe(true);
    expect(staleHindiPaths(englishChanged)).toEqual(["title"]);
    // Sent back unmarked, it stays marked: only a new Hindi text clears it.
    expect(markStaleHindi({ title: text("Schools", "विद्यालय") }, englishChanged).title.hiStale).toBe(true);
    expect(markStaleHindi({ title: text("Schools", "विद्यालयों") }, englishChanged).title.hiStale).toBe(false);
  });

  it("is never set on an empty Hindi (the page shows the English)", () => {
    expect(markStaleHindi({ title: text("Schools", "", true) }, { title: text("School") }).title.hiStale).toBe(false);
  });

  it("matches list items by id, not by position", () => {
    const stored = {
      faqs: [
        { id: "a", q: text("Where?", "कहाँ?") },
        { id: "b", q: text("When?", "कब?") },
      ],
    };
    // Reordered, and only b's English changed.
    const next = {
      faqs: [
        { id: "b", q: text("When exactly?", "कब?") },
        { id: "a", q: text("Where?", "कहाँ?") },
      ],
    };
    const marked = markStaleHindi(next, stored);
    expect(marked.faqs.map((item) => item.q.hiStale)).toEqual([true, false]);
    expect(staleHindiPaths(marked)).toEqual(["faqs.0.q"]);
  });

  it("matches the lines of a text list, which have no id, by position", () => {
    const stored = {
      cards: [{ id: "a", points: [text("Free of cost", "मुफ़्त"), text("Snacks", "नाश्ता")] }],
    };
    // The first line's English changed, the second is as it was, a third is new.
    const next = {
      cards: [
        { id: "a", points: [text("Free of cost, always", "मुफ़्त"), text("Snacks", "नाश्ता"), text("Books", "किताबें")] },
      ],
    };
    const marked = markStaleHindi(next, stored);
    expect(marked.cards[0]?.points.map((line) => line.hiStale)).toEqual([true, false, false]);
    expect(staleHindiPaths(marked)).toEqual(["cards.0.points.0"]);
    // An item with an id is never matched by its place: a new item is not compared with the one it replaced.
    const replaced = markStaleHindi({ cards: [{ id: "b", points: [text("Free of cost!", "मुफ़्त")] }] }, stored);
    expect(replaced.cards[0]?.points[0]?.hiStale).toBe(false);
  });
});
