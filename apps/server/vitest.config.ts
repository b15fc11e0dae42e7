import { defineConfig } from 'vitest/config';

// Files run side by side like the other projects' (every file has its own SQLite file, temporary folders and
// port 0; decision 127), except on PostgreSQL (vitest.config.ts); the PostgreSQL project creates a schema and
// runs every migration in its hooks, hence their longer limit. The setup file drops the file's reused PostgreSQL
// schemas after its tests (src/test/pg-schemas.ts).
export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, setupFiles: ['src/test/setup.ts'] },
});
