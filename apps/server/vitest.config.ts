import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000, fileParallelism: false },
});
