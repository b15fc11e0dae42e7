import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'analyzer', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], testTimeout: 30_000 },
});
