// The migrated PostgreSQL test schemas of one test file: a test's cleanup empties its schema's tables, puts back the
// rows the migrations wrote, and keeps the schema for the file's next test, instead of dropping it and creating and
// migrating another (decision 127). The file's afterAll (setup.ts) drops them, so the test files, which run one at a
// time, never see another file's schema dropped while they migrate.
import pg from 'pg';

/** What migrating left in a schema: its shape (tables, columns, constraints, indexes) and the rows per table. */
export type MigratedState = { shape: string; rows: Map<string, string> };

type IdleSchema = { schema: string; state: MigratedState };

const idle: IdleSchema[] = [];

// Kysely's bookkeeping: which migrations ran stays, so the schema is still a fully migrated database.
const KEPT_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** A migrated schema a previous test of this file left as it was after migrating, if any. */
export function takeIdleSchema(): IdleSchema | undefined {
  return idle.pop();
}

/** The state of a schema just migrated, to compare and restore it against after each test. */
export async function readMigratedState(url: string, schema: string): Promise<MigratedState> {
  return withClient(url, async (client) => {
    const rows = new Map<string, string>();
    for (const table of await dataTables(client, schema)) {
      const { rows: found } = await client.query<{ data: string | null }>(`select json_agg(t)::text as data from ${quoted(schema, table)} t`);
      if (found[0]?.data) rows.set(table, found[0].data);
    }
    return { shape: await schemaShape(client, schema), rows };
  });
}

/**
 * Empties the schema's tables (identities restarted), writes back the migrations' rows and keeps the schema for the
 * file's next test when its shape is still the migrated one; drops it otherwise (or when it was never migrated).
 */
export async function releaseSchema(url: string, schema: string, state: MigratedState | undefined): Promise<void> {
  await withClient(url, async (client) => {
    if (state && (await schemaShape(client, schema)) === state.shape) {
      const tables = await dataTables(client, schema);
      await client.query('begin');
      if (tables.length > 0) await client.query(`truncate ${tables.map((t) => quoted(schema, t)).join(', ')} restart identity cascade`);
      for (const [table, data] of state.rows) {
        const target = quoted(schema, table);
        await client.query(`insert into ${target} select * from json_populate_recordset(null::${target}, $1::json)`, [data]);
      }
      await client.query('commit');
      idle.push({ schema, state });
      return;
    }
    await client.query(`drop schema if exists "${schema}" cascade`);
  });
}

/** Drops the schemas this file's tests left (the file's afterAll). */
export async function dropIdleSchemas(url: string): Promise<void> {
  if (idle.length === 0) return;
  await withClient(url, async (client) => {
    for (let next = idle.pop(); next; next = idle.pop()) await client.query(`drop schema if exists "${next.schema}" cascade`);
  });
}

async function dataTables(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>('select tablename from pg_tables where schemaname = $1 order by tablename', [schema]);
  return rows.map((r) => r.tablename).filter((name) => !KEPT_TABLES.includes(name));
}

// Tables, columns, constraints and indexes: a test that changed them (auth-input drops a table) leaves a schema not to reuse.
async function schemaShape(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string | null }>(
    `select string_agg(item, ',' order by item) as shape from (
       select c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull as item
         from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = $1::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       union all
       select 'constraint ' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = $1::regnamespace
       union all
       select 'index ' || indexname || ':' || indexdef from pg_indexes where schemaname = $2
     ) items`,
    [`"${schema}"`, schema],
  );
  return rows[0]?.shape ?? '';
}

function quoted(schema: string, table: string): string {
  return `"${schema}"."${table}"`;
}

export async function adminQuery(url: string, text: string): Promise<void> {
  await withClient(url, (client) => client.query(text));
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
