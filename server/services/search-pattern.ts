/**
 * A visitor's search text as an SQL `ILIKE` pattern that matches it anywhere in a
 * value: `%` and `_` typed by the visitor match themselves, not "anything".
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
