/**
 * Blog Markdown → safe HTML (docs/decisions/007-markdown-rendering.md): `marked`
 * turns Markdown (and any raw HTML in it) into HTML; DOMPurify, on one jsdom window
 * made at start, keeps only an allowlist of tags, attributes and URL schemes. The
 * public pages and the editor's preview both call `renderMarkdown`.
 *
 * jsdom takes a few seconds to load, so it is loaded on the first render rather than
 * at start; sanitising is the slow half of a render, which is why the blog service
 * keeps rendered posts in a small cache.
 */
import type { DOMPurify } from "dompurify";
import { Marked } from "marked";
import { coverSources } from "../../common/blog.ts";

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

const ALLOWED_ATTR = [
  "href",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "align",
  "start",
  "colspan",
  "rowspan",
  "class",
];

/**
 * http(s), mail and phone links and relative paths; any other scheme (javascript:,
 * vbscript:, data: links) is dropped. DOMPurify's default, narrowed to these schemes.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Promise<DOMPurify> | undefined;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
    const purify = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("afterSanitizeAttributes", restrictElement);
    return purify;
  })().catch((error: unknown) => {
    // Not kept: the next render tries again.
    purifier = undefined;
    throw error;
  });
  return purifier;
}

/** Starts loading the sanitiser in the background, so the first post a visitor opens does not wait for it. */
export function warmUpRenderer(): void {
  // A failed load is retried, and reported, by the next render.
  loadPurifier().catch(() => {});
}

/** Links from a post to other sites: no handle on this tab, no referrer, no ranking lent. */
const EXTERNAL_REL = "nofollow noopener noreferrer";

function restrictElement(node: Node): void {
  const element = node as Element;
  switch (element.tagName) {
    case "A": {
      // Links to other sites (https://…, and protocol-relative //host/…) open in a new
      // tab without giving that tab a handle on ours, and lend them no ranking.
      if (/^(https?:)?\/\//i.test(element.getAttribute("href") ?? "")) {
        element.setAttribute("target", "_blank");
        element.setAttribute("rel", EXTERNAL_REL);
      }
      break;
    }
    case "IMG": {
      const src = element.getAttribute("src") ?? "";
      // The site's Content-Security-Policy shows only its own images (img-src 'self' data:):
      // a picture from another site would be a broken box, so it becomes a link to it.
      if (/^(https?:)?\/\//i.test(src)) {
        const link = element.ownerDocument.createElement("a");
        link.setAttribute("href", src.startsWith("//") ? `https:${src}` : src);
        link.setAttribute("target", "_blank");
        link.setAttribute("rel", EXTERNAL_REL);
        link.textContent = element.getAttribute("alt") || src;
        element.replaceWith(link);
        return;
      }
      // A picture uploaded for the post: phones get its small variant.
      const { srcSet } = coverSources(src);
      if (srcSet) {
        element.setAttribute("srcset", srcSet);
        element.setAttribute("sizes", "(min-width: 768px) 768px, 100vw");
      }
      // Pictures in a long post should not hold up the first screen on a slow network.
      element.setAttribute("loading", "lazy");
      element.setAttribute("decoding", "async");
      break;
    }
    case "INPUT":
      // Only GFM task-list boxes survive, and they cannot be ticked.
      if (element.getAttribute("type") !== "checkbox") element.remove();
      else element.setAttribute("disabled", "");
      break;
  }
  // Classes are kept only for a code block's language, so a post cannot borrow the site's layout classes.
  const className = element.getAttribute("class");
  if (className !== null) {
    const language = element.tagName === "CODE" ? className.match(/^language-[\w+-]{1,30}$/)?.[0] : undefined;
    if (language) element.setAttribute("class", language);
    else element.removeAttribute("class");
  }
}

const markdown = new Marked({
  gfm: true,
  // A new line in the editor is a new line on the page: the administrator is not a Markdown expert.
  breaks: true,
  async: false,
  walkTokens(token) {
    // The post's title is the page's only h1; a "# Heading" in the body becomes a section heading.
    if (token.type === "heading" && token.depth === 1) token.depth = 2;
  },
});

export async function renderMarkdown(source: string): Promise<string> {
  const html = markdown.parse(source, { async: false });
  const purify = await loadPurifier();
  return purify
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: [...ALLOWED_ATTR, "type", "checked", "disabled"],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    })
    .trim();
}
