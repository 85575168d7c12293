import { describe, expect, it } from "vitest";
import { hoursInLocale } from "./office-hours";

describe("office hours in Hindi", () => {
  it("names the part of the day before each time", () => {
    expect(hoursInLocale("9:00 AM - 6:00 PM", "hi")).toBe("सुबह 9:00 से शाम 6:00 तक");
    expect(hoursInLocale("10:00 AM - 4:00 PM", "hi")).toBe("सुबह 10:00 से शाम 4:00 तक");
    expect(hoursInLocale("12:30 PM - 9:00 PM", "hi")).toBe("दोपहर 12:30 से रात 9:00 तक");
  });

  it("keeps the operator's text in English, and any text it cannot read", () => {
    expect(hoursInLocale("9:00 AM - 6:00 PM", "en")).toBe("9:00 AM - 6:00 PM");
    expect(hoursInLocale("By appointment", "hi")).toBe("By appointment");
  });
});
