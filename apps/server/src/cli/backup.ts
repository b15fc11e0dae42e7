/**
 * Command-line contract (from the repository root), for whoever runs Versio's server:
 *   npm run -s backup -- create FILE    a consistent copy of the configured database (the server may run)
 *   npm run -s backup -- restore FILE   puts it back (PostgreSQL: in one transaction; SQLite: stop the server first)
 * It works on the configured database (DATABASE_URL or SQLITE_PATH), as the server does. Exit code 1 on
 * failure, 2 on wrong usage. See docs/operations.md.
 */
import { loadEnv } from '../config/env';
import { createBackup, restoreBackup } from './backup-command';
import type { BackupTarget } from './backup-command';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'create' && command !== 'restore') || !file) {
    process.stderr.write('uso: npm run -s backup -- create FILE | restore FILE\n');
    return 2;
  }
  const env = loadEnv();
  const target: BackupTarget = env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'sqlite', path: env.SQLITE_PATH };
  await (command === 'create' ? createBackup(target, file) : restoreBackup(target, file));
  process.stdout.write(`${command === 'create' ? 'copia salvata in' : 'ripristinato da'} ${file}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
