/**
 * Images made by sharp for tests and screenshots: photo-like gradients with
 * shapes, a JPEG carrying EXIF GPS and a sideways orientation, each accepted
 * format, and files that only pretend to be images. No binary fixtures.
 */
import { crc32 } from "node:zlib";
import sharp from "sharp";

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Two colours for the sky-to-ground gradient. */
  colors?: [string, string];
  /** A caption drawn on the photo, to tell photos apart on screen. */
  label?: string;
}

/** An SVG scene: gradient sky, sun, hills, a caption; looks like a photo at thumbnail size. */
function sceneSvg({ width = 1200, height = 800, colors = ["#f59e0b", "#0f766e"], label = "" }: PhotoOptions): string {
  const [top, bottom] = colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fef3c7" opacity="0.9"/>
  <path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.55} ${width * 0.5} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="#14532d" opacity="0.85"/>
  <path d="M0 ${height * 0.85} Q ${width * 0.4} ${height * 0.7} ${width} ${height * 0.88} V ${height} H 0 Z" fill="#052e16"/>
  <text x="${width * 0.05}" y="${height * 0.15}" font-family="sans-serif" font-size="${Math.round(height / 12)}" fill="#ffffff">${label}</text>
</svg>`;
}

export function photoJpeg(options: PhotoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A phone photo as phones write it: pixels stored sideways with EXIF
 * orientation 6 (turn 90° clockwise to view), a camera make and a GPS position.
 */
export function phoneJpegWithGps(options: PhotoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "GPS Leaker 3000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "26/1 55/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "75/1 47/1 2/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function photoPng(options: PhotoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .png()
    .toBuffer();
}

export function photoWebp(options: PhotoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .webp({ quality: 80 })
    .toBuffer();
}

export function photoGif(options: PhotoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg({ width: 320, height: 200, ...options })))
    .gif()
    .toBuffer();
}

/** A GIF of `frames` frames (a plain colour each), as an animation is uploaded. */
export async function animatedGif({ width = 64, height = 48, frames = 3 } = {}): Promise<Buffer> {
  const colours = ["#aa0000", "#00aa00", "#0000aa", "#aaaa00"];
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % colours.length] as string } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pictures, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** The first bytes of an iPhone HEIC photo (an ISO-BMFF "ftyp" box of brand heic). */
export function heicLike(): Buffer {
  const box = Buffer.alloc(4096);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return box;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid PNG header claiming 60000 x 60000 pixels in a few bytes: a decompression bomb. */
export function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
