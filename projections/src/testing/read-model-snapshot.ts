import type pg from 'pg';

const NOT_READ_MODELS = [
  'public',
  'event_store',
  'projections',
  'pg_catalog',
  'information_schema',
  'pg_toast',
];

/** Every row of every read-model table, in a stable order: two snapshots are equal when the read side is. */
export async function snapshotReadModels(pool: pg.Pool): Promise<Record<string, unknown[]>> {
  const tables = await pool.query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema <> all($1::text[])
      order by table_schema, table_name`,
    [NOT_READ_MODELS],
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_schema, table_name } of tables.rows) {
    const name = `"${table_schema}"."${table_name}"`;
    const rows = await pool.query(`select * from ${name} t order by t::text`);
    snapshot[`${table_schema}.${table_name}`] = rows.rows;
  }
  return snapshot;
}
