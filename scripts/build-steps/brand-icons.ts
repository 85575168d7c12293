/**
 * The site's icons, made by the build from one source, `app/brand/logo.svg`, with
 * sharp (never drawn by hand): the SVG favicon, `favicon.ico` (16, 32, 48 px, which
 * browsers, feed readers and chat apps still ask for), PNG icons of 192 and 512 px
 * and a maskable one for Android's home screen, and Apple's touch icon. The web
 * app manifest (app/routes/manifest.ts) names them.
 *
 * As a Vite plugin they are emitted into the client build and, in development,
 * answered from memory.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import pngToIco from "png-to-ico";
import sharp from "sharp";
import type { Plugin } from "vite";
import { brandColours } from "#common/brand";

export const BRAND_LOGO = path.resolve(import.meta.dirname, "../../app/brand/logo.svg");

const png = (svg: Buffer, size: number) =>
  sharp(svg, { density: 72 * (size / 40) })
    .resize(size, size)
    .png()
    .toBuffer();

/** The logo at `scale` of a square filled with its own circle's colour (no transparent corners). */
async function onSquare(svg: Buffer, size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: brandColours.logo } })
    .composite([{ input: await png(svg, inner), gravity: "centre" }])
    .png()
    .toBuffer();
}

/** Every icon file, by the name it is served under at the site's root. */
export async function makeBrandIcons(svg: Buffer): Promise<Map<string, Buffer>> {
  const [p16, p32, p48, p192, p512] = await Promise.all([16, 32, 48, 192, 512].map((size) => png(svg, size)));
  return new Map<string, Buffer>([
    ["favicon.svg", svg],
    ["favicon.ico", await pngToIco([p16 as Buffer, p32 as Buffer, p48 as Buffer])],
    ["icon-192.png", p192 as Buffer],
    ["icon-512.png", p512 as Buffer],
    // Android crops maskable icons to a circle or squircle inside the central 80 %.
    ["icon-maskable-512.png", await onSquare(svg, 512, 0.8)],
    ["apple-touch-icon.png", await onSquare(svg, 180, 0.9)],
  ]);
}

const contentTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
};

export function brandIcons(): Plugin {
  let icons: Promise<Map<string, Buffer>> | undefined;
  const load = () => {
    icons ??= readFile(BRAND_LOGO).then(makeBrandIcons);
    return icons;
  };
  return {
    name: "brand-icons",
    // Only the browser's build holds files served at the site's root.
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      for (const [fileName, source] of await load()) this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split("?")[0]?.slice(1) ?? "";
        load()
          .then((files) => {
            const file = files.get(name);
            if (!file) return next();
            response.setHeader("content-type", contentTypes[path.extname(name)] ?? "application/octet-stream");
            response.end(file);
          })
          .catch(next);
      });
    },
  };
}
