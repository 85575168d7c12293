import { describe, expect, it } from "vitest";
import { jobName, periodInWords, runInWords } from "./retention-words";

describe("periodInWords", () => {
  it.each([
    [730, "2 years"],
    [365, "1 year"],
    [7, "1 week"],
    [1, "1 day"],
    [10, "10 days"],
    [14, "2 weeks"],
    [30, "1 month"],
    [180, "6 months"],
    [400, "1 year and 5 weeks"],
    [366, "1 year and 1 day"],
    [760, "2 years and 1 month"],
  ])("%i days are %s", (days, words) => {
    expect(periodInWords(days)).toBe(words);
  });
});

describe("runInWords", () => {
  const none = { messages: 0, applications: 0, formAnswers: 0, unconfirmedSubscriptions: 0, files: 0 };

  it("says nothing was due when a run deleted nothing", () => {
    expect(runInWords(none)).toBe("Nothing was due.");
  });

  it("names each kind that went, files too", () => {
    expect(runInWords({ ...none, messages: 2, formAnswers: 1, unconfirmedSubscriptions: 3, files: 1 })).toBe(
      "Deleted 2 messages, 3 newsletter subscriptions, 1 form response and 1 uploaded file.",
    );
  });
});

describe("jobName", () => {
  it("calls the retention job the nightly deletion, and others by their name", () => {
    expect(jobName("retention")).toBe("Nightly deletion");
    expect(jobName("send-newsletter")).toBe("send-newsletter");
  });
});
