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
});
