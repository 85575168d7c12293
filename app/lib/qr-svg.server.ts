/**
 * QR codes as SVG path data, drawn on the server so the page needs no QR library
 * in the browser. One path of unit squares (runs of dark modules per row).
 */
import QRCode from "qrcode";

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path `d` in module units (viewBox 0 0 size size). */
  path: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size, path: parts.join("") };
}
