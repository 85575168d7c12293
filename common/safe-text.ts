/**
 * Text the site can store and show: no NUL character (PostgreSQL refuses it in
 * text) and no unpaired UTF-16 surrogate (not Unicode; it cannot be written as
 * UTF-8). The API checks every string that comes in against this once, at the
 * edge (server/api/text-boundary.ts), before any service or database sees it.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "Contains a character that is not allowed (a NUL character or broken Unicode)";

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/**
 * Where in `value` (a parsed JSON body, a query, a list of form fields) the first
 * string or object key with unsafe text is, as a dotted path ("values.q1", "tags.2");
 * undefined when everything is safe. `root` names the value itself when it is a
 * string. Walks without recursion, so a body nested 10,000 levels deep is fine.
 */
export function findUnsafeText(value: unknown, root = "body"): string | undefined {
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const name = (node: Node, lastKey?: string) => {
    const path = lastKey === undefined ? [] : [lastKey];
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path.length > 0 ? path.join(".") : root;
  };
  const stack: Node[] = [{ value }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const current = node.value;
    if (typeof current === "string") {
      if (!isSafeText(current)) return name(node);
    } else if (current !== null && typeof current === "object") {
      const entries = Array.isArray(current)
        ? current.map((item, i) => [String(i), item] as const)
        : Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as readonly [string, unknown];
        // A broken key is named with "?" in place of its bad characters, so the message stays printable.
        if (!isSafeText(key)) return name(node, key.replace(new RegExp(UNSAFE_TEXT, "g"), "?"));
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}
