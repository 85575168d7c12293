import { describe, expect, it } from "vitest";
import { devanagariToLatin } from "./devanagari-latin.ts";

describe("Devanagari in Latin letters (addresses of Hindi posts, issue 43)", () => {
  it.each([
    // A word's final inherent vowel is dropped, as Hindi speakers drop it…
    ["भारत", "bharat"],
    ["घर", "ghar"],
    ["फ़िल्म", "film"],
    ["दोस्त", "dost"],
    // …but not in a one-letter word, nor after a cluster ending in r, y or v.
    ["न", "na"],
    ["मित्र", "mitra"],
    ["स्वास्थ्य", "svasthya"],
    // Vowel signs, independent vowels, anusvara (m before p, b, m), visarga, nukta.
    ["पानी", "pani"],
    ["उषा और ऋषि", "usha aur rishi"],
    ["संबंध", "sambandh"],
    ["हिंदी", "hindi"],
    ["गाँव", "ganv"],
    ["दुःख", "duhkh"],
    ["ज़िंदगी", "zindagi"],
    // ज्ञ is said "gy"; क्ष is "ksh".
    ["ज्ञान", "gyan"],
    ["शिक्षा", "shiksha"],
    // Digits, the danda, and text that is not Devanagari.
    ["कक्षा १०।", "kaksha 10 "],
    ["Jaipur में", "Jaipur men"],
  ])("%s → %s", (hindi, latin) => {
    expect(devanagariToLatin(hindi)).toBe(latin);
  });
});
