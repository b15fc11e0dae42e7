import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { DIALECT_FREE_TESTS } from './apps/server/src/test/dialect-free';

// One runner for every workspace; the web app's component tests run in jsdom (see apps/web/vitest.config.ts).
// One worker per core (Vitest's default leaves one core to itself, a single worker on 2 cores): the workers
// wait for the servers, CLIs and PostgreSQL the tests start, so the cores stay busy (decision 127).
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      'packages/analyzer',
      // The server suite runs once on SQLite and once on PostgreSQL (apps/server/src/test/db.ts); the files that
      // never reach a database of the suite's dialect run once (apps/server/src/test/dialect-free.ts).
      { extends: 'apps/server/vitest.config.ts', root: 'apps/server', test: { name: 'server', env: { VERSIO_TEST_DIALECT: 'sqlite' } } },
      {
        extends: 'apps/server/vitest.config.ts',
        root: 'apps/server',
        // One file at a time: Kysely's migrator lists the tables of every schema, which fails when another file
        // drops its schema meanwhile (decision 127); Vitest runs this project after the others.
        test: {
          name: 'server-postgres', env: { VERSIO_TEST_DIALECT: 'postgres' }, exclude: [...configDefaults.exclude, ...DIALECT_FREE_TESTS],
          fileParallelism: false,
        },
      },
      'apps/web',
      // The web app's build steps run in Node, not in the browser.
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'], environment: 'node' } },
      // The repository's own rules (lint boundaries).
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
