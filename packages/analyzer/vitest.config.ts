import { defineConfig } from 'vitest/config';

// The test files share their worker's modules (isolate: false): the lexicon, the tagger and the sentence
// models load once per worker, not once per file; no analyzer test mocks a module or changes the
// environment it shares (decision 126).
export default defineConfig({
  test: { name: 'analyzer', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});
