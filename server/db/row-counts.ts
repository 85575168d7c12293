/**
 * How many rows each table of the app's schema holds: recorded in a backup's
 * manifest, and compared by the restore drill with what a restored copy holds.
 */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

export async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows: tables } = await query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await query(`SELECT count(*)::int AS n FROM "public"."${name.replaceAll('"', '""')}"`);
    counts[name] = (rows[0] as { n: number }).n;
  }
  return counts;
}
