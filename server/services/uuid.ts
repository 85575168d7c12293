/**
 * Ids in the URL are UUIDs (the tables' primary keys). Checking the shape first
 * turns a malformed id into an honest 404 instead of a database cast error (500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
