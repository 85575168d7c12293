import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./authorized-download";

describe("filenameFromDisposition", () => {
  it("prefers the UTF-8 name", () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Priya - cv.pdf"; filename*=UTF-8''%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20-%20cv.pdf`,
      ),
    ).toBe("प्रिया - cv.pdf");
  });

  it("falls back to the plain name, quoted or not", () => {
    expect(filenameFromDisposition('attachment; filename="messages-2026-11-22.csv"')).toBe("messages-2026-11-22.csv");
    expect(filenameFromDisposition("attachment; filename=export.csv")).toBe("export.csv");
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4`)).toBe("a.pdf");
  });

  it("answers undefined without a header or a name", () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition("inline")).toBeUndefined();
  });
});
