/**
 * Text put inside HTML, XML or SVG markup (an e-mail's HTML, an RSS feed, a share
 * image, a copy of a person's data): the five characters markup gives meaning to,
 * escaped, so visitors' and staff's words never become markup.
 */
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" };

export const escapeMarkup = (value: string) => value.replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c);
