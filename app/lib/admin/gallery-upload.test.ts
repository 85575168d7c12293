import { describe, expect, it } from "vitest";
import { chooseImages, UPLOAD_MAX_FILE_BYTES } from "./gallery-upload";

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe("chooseImages", () => {
  it("accepts the four image formats", () => {
    const files = [
      file("a.jpg", "image/jpeg"),
      file("b.png", "image/png"),
      file("c.webp", "image/webp"),
      file("d.gif", "image/gif"),
    ];
    expect(chooseImages(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it("says why a file is left out: not an image, HEIC, too large, too many", () => {
    const result = chooseImages(19, [
      file("notes.txt", "text/plain"),
      file("IMG_1.HEIC", ""),
      file("big.jpg", "image/jpeg", UPLOAD_MAX_FILE_BYTES + 1),
      file("ok.jpg", "image/jpeg"),
      file("one-too-many.jpg", "image/jpeg"),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(["ok.jpg"]);
    expect(result.problems).toEqual([
      "notes.txt is not an image and was skipped.",
      "IMG_1.HEIC is an HEIC photo: please send it as JPEG.",
      "big.jpg is larger than 10 MB and was skipped.",
      "At most 20 images can be uploaded at once.",
    ]);
  });
});
