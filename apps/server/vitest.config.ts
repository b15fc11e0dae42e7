import { defineConfig } from 'vitest/config';

// Files run one after another (they share the machine's PostgreSQL and the analysis threads' memory);
// the PostgreSQL project creates a schema and runs every migration in its hooks, hence their longer limit.
export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false },
});
