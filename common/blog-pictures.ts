/**
 * Pictures inside a post's Markdown (issue 43): `![alt text](url "caption")`. The
 * text in brackets is the alt text (what a screen reader says); the optional title
 * in quotes is the caption, which the renderer shows under the picture as a
 * <figure> with a <figcaption> (server/services/markdown-renderer.ts). The editor
 * reads and rewrites pictures through these functions, so the staff fill in
 * fields and never edit brackets, and the server checks the same pictures, in the
 * same order, before a post is published ("Picture 2 needs alt text").
 *
 * The pattern runs on text of at most the content's limit and stays linear: the
 * alt text stops at an unescaped bracket or a line end, the address at a space or
 * a bracket, the caption at an unescaped quote or a line end, and every repetition
 * has one way to match each character.
 */

export interface ContentPicture {
  /** 1 for the first picture in the text. */
  number: number;
  /** The alt text as a reader gets it (Markdown escapes removed). */
  alt: string;
  src: string;
  /** The caption, "" when there is none. */
  caption: string;
  /** Where the picture's Markdown starts and ends in the content. */
  start: number;
  end: number;
}

const PICTURE = /!\[((?:[^[\]\\\n]|\\.)*)\]\(([^()\s]+)(?:[ \t]+"((?:[^"\\\n]|\\.)*)")?[ \t]*\)/g;

/** The words Insert image put in before issue 43 (posts written then may still hold them). */
export const OLD_ALT_PLACEHOLDER = "Describe the photo";

/** Markdown's backslash escapes of punctuation, undone (as the renderer reads them). */
const unescapeMarkdown = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, "$1");

/** Text on one line, a backslash kept as itself (an escape would otherwise eat the next character). */
const oneLine = (text: string) => text.replace(/\\/g, "\\\\").replace(/[\r\n]+/g, " ");

export function contentPictures(content: string): ContentPicture[] {
  const pictures: ContentPicture[] = [];
  for (const match of content.matchAll(PICTURE)) {
    const [whole, alt = "", src = "", caption = ""] = match;
    pictures.push({
      number: pictures.length + 1,
      alt: unescapeMarkdown(alt),
      src,
      caption: unescapeMarkdown(caption),
      start: match.index,
      end: match.index + whole.length,
    });
  }
  return pictures;
}

/** A picture's Markdown, with its alt text and caption escaped so they cannot end it early. */
export function pictureMarkdown({ alt, src, caption }: Pick<ContentPicture, "alt" | "src" | "caption">): string {
  const altText = oneLine(alt).replace(/[[\]]/g, "\\$&");
  const title = oneLine(caption).replace(/"/g, '\\"');
  return `![${altText}](${src}${title.trim() ? ` "${title}"` : ""})`;
}

/** The content with one picture's alt text or caption changed. */
export function withPicture(
  content: string,
  picture: ContentPicture,
  change: Partial<Pick<ContentPicture, "alt" | "caption">>,
): string {
  return content.slice(0, picture.start) + pictureMarkdown({ ...picture, ...change }) + content.slice(picture.end);
}

/** Whether a picture says what it shows: alt text that is not empty and not the old placeholder. */
export const isDescribed = (picture: Pick<ContentPicture, "alt">) => {
  const alt = picture.alt.trim();
  return alt !== "" && alt !== OLD_ALT_PLACEHOLDER;
};

/** The first picture without alt text, or undefined when every one is described. */
export const firstUndescribedPicture = (content: string) =>
  contentPictures(content).find((picture) => !isDescribed(picture));
