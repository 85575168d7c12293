/**
 * Blog Markdown → safe HTML (docs/decisions/007-markdown-rendering.md): `marked`
 * turns Markdown (and any raw HTML in it) into HTML; `sanitize-html` keeps only an
 * allowlist of tags, attributes, classes and URL schemes. The public pages and the
 * editor's preview both call `renderMarkdown`. A picture uploaded for the post is
 * written as a `<picture>` whose source offers its AVIF files (decision 036), and
 * a picture with a caption as a `<figure>` with its `<figcaption>` (issue 43).
 *
 * sanitize-html parses with htmlparser2 and needs no DOM: it costs ~15 MB of
 * memory where DOMPurify on a jsdom window cost ~100 MB (decision 017).
 */

import { Marked, Renderer, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { coverSources } from "#common/blog";
import { escapeMarkup } from "#common/escape-markup";

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "sub",
  "sup",
  "small",
  "abbr",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "picture",
  "source",
  "figure",
  "figcaption",
  "code",
  "pre",
  "kbd",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "span",
  "div",
  "input",
];

/** Attributes any allowed tag may keep. */
const ALLOWED_ATTR = ["title", "width", "height", "align"];

/** Links from a post to other sites: no handle on this tab, no referrer, no ranking lent. */
const EXTERNAL_REL = "nofollow noopener noreferrer";

/** https://…, http://… and protocol-relative //host/… addresses: another site. */
const isOtherSite = (url: string) => /^(?:https?:)?\/\//i.test(url);

/** How wide a picture in a post shows: the article's text column, at most 768 px. */
const PICTURE_SIZES = "(min-width: 768px) 768px, 100vw";

/** Whether a `srcset` names only this site's files (the CSP's img-src 'self', as for <img>). */
const isOwnSrcset = (srcset: string) =>
  srcset.split(",").every((candidate) => !isOtherSite(candidate.trim().split(/\s+/)[0] ?? ""));

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    "*": ALLOWED_ATTR,
    a: ["href", "target", "rel"],
    img: ["src", "alt", "srcset", "sizes", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    ol: ["start"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    input: ["type", "checked", "disabled"],
  },
  // Classes are kept only for a code block's language, so a post cannot borrow the site's layout classes.
  allowedClasses: { code: [/^language-[\w+-]{1,30}$/] },
  // http(s), mail and phone links and relative paths; any other scheme (javascript:,
  // vbscript:, data: links) loses its address. Pictures may also be data: URLs.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: true,
  // Disallowed tags keep their text, except these, whose content is dropped whole:
  // raw-text and foreign-content elements, where text could turn into markup when the
  // browser parses the output again (the mutation-XSS family of sanitiser bypasses).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "title",
    "option",
    "noscript",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
    "template",
    "svg",
    "math",
  ],
  // <source> is a void element: written `<source … />`, never with a closing tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  // Only GFM task-list boxes survive (and cannot be ticked, see below); a <source>
  // left without a `srcset` (see below) would only be invalid markup.
  exclusiveFilter: (frame) =>
    (frame.tag === "input" && frame.attribs.type !== "checkbox") || (frame.tag === "source" && !frame.attribs.srcset),
  transformTags: {
    a: (tagName, attribs) => {
      // A post's own target/rel never survive; links to other sites open in a new
      // tab without giving that tab a handle on ours, and lend them no ranking.
      const { target: _target, rel: _rel, ...kept } = attribs;
      return {
        tagName,
        attribs: isOtherSite(kept.href ?? "") ? { ...kept, target: "_blank", rel: EXTERNAL_REL } : kept,
      };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = attribs.src ?? "";
      // The site's Content-Security-Policy shows only its own images (img-src 'self' data:):
      // a picture from another site would be a broken box, so it becomes a link to it.
      if (isOtherSite(src)) {
        return {
          tagName: "a",
          attribs: { href: src.startsWith("//") ? `https:${src}` : src, target: "_blank", rel: EXTERNAL_REL },
          text: attribs.alt || src,
        };
      }
      // A picture uploaded for the post: phones get its small variant.
      const { srcSet } = coverSources(src);
      const { srcset: _srcset, sizes: _sizes, ...kept } = attribs;
      return {
        tagName,
        attribs: {
          ...kept,
          ...(srcSet ? { srcset: srcSet, sizes: PICTURE_SIZES } : {}),
          // Pictures in a long post should not hold up the first screen on a slow network.
          loading: "lazy",
          decoding: "async",
        },
      };
    },
    // A <picture> and its <source> keep only what picks a file (no width, height or title
    // from the allowlist for every tag); a source offering another site's files loses
    // them, and with them its place.
    picture: (tagName): sanitizeHtml.Tag => ({ tagName, attribs: {} }),
    source: (tagName, { type, srcset, sizes }): sanitizeHtml.Tag => ({
      tagName,
      attribs: {
        ...(type ? { type } : {}),
        ...(srcset && isOwnSrcset(srcset) ? { srcset } : {}),
        ...(sizes ? { sizes } : {}),
      },
    }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
};

/**
 * Markdown's `![alt](url)` as marked writes it, inside a `<picture>` with an AVIF
 * source when the URL is a picture uploaded for the post (the sanitiser then adds
 * the `<img>`'s WebP `srcset`, above). The source's `srcset` is made from a URL of
 * one strict shape (hex hash, digits), so it needs no escaping.
 */
function image(this: Renderer, token: Tokens.Image): string {
  const img = Renderer.prototype.image.call(this, token);
  const { avifSrcSet } = coverSources(token.href);
  if (!avifSrcSet) return img;
  return `<picture><source type="image/avif" srcset="${avifSrcSet}" sizes="${PICTURE_SIZES}">${img}</picture>`;
}

/** The picture a paragraph holds alone (spaces aside) when it has a caption (its Markdown title). */
function captionedPicture(tokens: Tokens.Paragraph["tokens"]): Tokens.Image | undefined {
  const meaningful = tokens.filter((token) => !(token.type === "text" && token.raw.trim() === ""));
  const [only] = meaningful;
  return meaningful.length === 1 && only?.type === "image" && only.title?.trim() ? (only as Tokens.Image) : undefined;
}

/**
 * A paragraph that is one picture with a caption, `![alt](url "caption")` on its
 * own (what the editor's Caption field writes, common/blog-pictures.ts), becomes a
 * <figure> with a <figcaption> instead of a <p> (a figure may not sit inside a <p>);
 * the caption is shown, so it is not repeated as the picture's tooltip.
 */
function paragraph(this: Renderer, token: Tokens.Paragraph): string {
  const picture = captionedPicture(token.tokens);
  if (!picture) return Renderer.prototype.paragraph.call(this, token);
  const img = image.call(this, { ...picture, title: null });
  return `<figure>${img}<figcaption>${escapeMarkup(picture.title?.trim() ?? "")}</figcaption></figure>\n`;
}

const markdown = new Marked({
  gfm: true,
  // A new line in the editor is a new line on the page: the administrator is not a Markdown expert.
  breaks: true,
  async: false,
  renderer: { image, paragraph },
  walkTokens(token) {
    // The post's title is the page's only h1; a "# Heading" in the body becomes a section heading.
    if (token.type === "heading" && token.depth === 1) token.depth = 2;
  },
});

export async function renderMarkdown(source: string): Promise<string> {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Root-relative addresses (/uploads/…, /blog/…) made absolute: a mail client has no page to resolve them against. */
const absolute = (url: string, origin: string) =>
  url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;

/**
 * The same Markdown as a newsletter's HTML part (decision 072): rendered and
 * sanitised exactly as on the site, then made fit for a mail client: addresses
 * absolute, a `<picture>` reduced to its `<img>` (mail clients read neither
 * `<source>` nor `srcset`), no lazy loading.
 */
export async function renderMarkdownForEmail(source: string, origin: string): Promise<string> {
  const html = await renderMarkdown(source);
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS.filter((tag) => tag !== "picture" && tag !== "source"),
    allowedAttributes: {
      ...SANITIZE.allowedAttributes,
      img: ["src", "alt"],
    },
    allowedClasses: SANITIZE.allowedClasses,
    allowedSchemes: SANITIZE.allowedSchemes,
    allowedSchemesByTag: SANITIZE.allowedSchemesByTag,
    allowProtocolRelative: true,
    nonTextTags: SANITIZE.nonTextTags,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href ?? "", origin) } }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src ?? "", origin) } }),
    },
  }).trim();
}
