/**
 * Command-line contract (from the repository root), for whoever runs Versio's server:
 *   npm run -s lessons -- list | add | edit | publish | unpublish | reorder | remove | upload | seed …
 * (`npm run -s lessons -- help` prints the details). It works on the configured database and video store
 * (DATABASE_URL or SQLITE_PATH, LESSONS_DIR or S3_*), as the server does, after bringing the schema up
 * to date. Results go to stdout, refusals to stderr with exit code 1, wrong usage with exit code 2.
 */
import { loadEnv } from '../config/env';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createLessonStorage } from '../integrations/storage/create-storage';
import { runLessonsCommand } from './lessons-command';

async function main(): Promise<number> {
  const env = loadEnv();
  const db = createDb(env);
  try {
    await migrateToLatest(db);
    return await runLessonsCommand(process.argv.slice(2), { db, storage: createLessonStorage(env) }, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`lessons: ${line}\n`),
    });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`lessons: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
