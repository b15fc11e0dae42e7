// Brings the schema up to date with Kysely's Migrator and the static list in migrations/index.ts.
import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import { getDialectName } from './create-db';
import type { Db } from './create-db';
import { MIGRATIONS } from './migrations';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export class MigrationError extends Error {
  constructor(readonly migrationName: string | undefined, cause: unknown) {
    super(`Migrazione ${migrationName ?? '(sconosciuta)'} fallita: ${String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Applies every pending migration; returns the names applied now, in order. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(MIGRATIONS),
    // Numbers are reserved per branch (0009 landed before 0006–0008): a database that has a later one
    // still takes an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
    migrationTableSchema: await findPostgresSchema(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// Kysely looks for its bookkeeping tables in every PostgreSQL schema unless told which one; naming
// the current schema keeps two databases in one server (or two test runs) from seeing each other's.
async function findPostgresSchema(db: Db): Promise<string | undefined> {
  if (getDialectName(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
