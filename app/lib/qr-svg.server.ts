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

/**
 * The QR code of `text` as a picture's address (a `data:` SVG, which the pages' CSP
 * allows): for a page that shows one code, so that no component draws it in the browser.
 */
export function qrImage(text: string): string {
  const { size, path } = qrPath(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-3 -3 ${size + 6} ${size + 6}" shape-rendering="crispEdges"><rect x="-3" y="-3" width="${size + 6}" height="${size + 6}" fill="#fff"/><path d="${path}" fill="#062622"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
