import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogCover } from "~/components/blog/blog-cover";
import { AvifPicture } from "./avif-picture";
import { PHOTO_AFTER_FIRST_PAINT } from "./render-when-near";

const hash = "0123456789abcdef0123456789abcdef";
const at = (width: number, format = "webp") => `/api/images/blog/${hash}-${width}.${format}`;

describe("AvifPicture", () => {
  it("puts the AVIF source before the <img>, with the same sizes, in a picture that takes no box", () => {
    const html = renderToStaticMarkup(
      <AvifPicture avif="/a.avif 480w" sizes="50vw">
        <img src="/a.webp" alt="A" width={10} height={5} />
      </AvifPicture>,
    );
    expect(html).toBe(
      '<picture class="contents"><source type="image/avif" srcSet="/a.avif 480w" sizes="50vw"/>' +
        '<img src="/a.webp" alt="A" width="10" height="5"/></picture>',
    );
  });

  it("leaves the <img> alone without AVIF files", () => {
    const html = renderToStaticMarkup(
      <AvifPicture avif={undefined} sizes="50vw">
        <img src="/a.png" alt="A" loading="lazy" />
      </AvifPicture>,
    );
    expect(html).toBe('<img src="/a.png" alt="A" loading="lazy"/>');
  });
});

describe("BlogCover", () => {
  it("offers a stored cover's AVIF files and keeps everything its <img> had", () => {
    const html = renderToStaticMarkup(<BlogCover image={at(1600)} sizes="100vw" priority />);
    expect(html).toContain(
      `<source type="image/avif" srcSet="${at(480, "avif")} 480w, ${at(800, "avif")} 800w, ${at(1600)} 1600w" sizes="100vw"/>`,
    );
    expect(html).toContain(
      `<img src="${at(1600)}" srcSet="${at(480)} 480w, ${at(800)} 800w, ${at(1600)} 1600w" alt="" width="800" height="400" sizes="100vw" loading="eager" decoding="async" fetchPriority="high" class="size-full object-cover"/>`,
    );
    // The 2:1 frame is the <img>'s parent, so a later card's photo can wait for the first paint without moving anything.
    expect(html).toContain('<div class="aspect-[2/1] w-full overflow-hidden bg-slate-100"><picture');
  });

  it("marks a later card's lazy cover to wait for the first paint, never the first screen's", () => {
    const inHtml = PHOTO_AFTER_FIRST_PAINT.replace("&", "&amp;");
    const later = renderToStaticMarkup(<BlogCover image={at(1600)} afterFirstPaint />);
    expect(later).toContain(`loading="lazy"`);
    expect(later).toContain(inHtml);
    expect(renderToStaticMarkup(<BlogCover image={at(1600)} priority afterFirstPaint />)).not.toContain(inHtml);
  });

  it("shows any other picture as a plain <img>", () => {
    expect(renderToStaticMarkup(<BlogCover image="/images/cover.jpg" />)).not.toContain("<picture");
  });
});
