import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-svg.server";

describe("qrPath", () => {
  it("draws exactly the dark modules of the QR matrix", () => {
    const text = "upi://pay?pa=pragatifoundation@sbi&pn=Pragati&am=500.00&cu=INR";
    const { size, path } = qrPath(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      const [x, y, length] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let i = 0; i < length; i++) dark.add(`${x + i},${y}`);
    }
    let expected = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (modules.get(y, x)) {
          expected++;
          expect(dark.has(`${x},${y}`)).toBe(true);
        }
      }
    }
    expect(dark.size).toBe(expected);
  });

  it("differs for different amounts", () => {
    expect(qrPath("upi://pay?pa=a@b&am=500.00").path).not.toBe(qrPath("upi://pay?pa=a@b&am=1000.00").path);
  });
});
