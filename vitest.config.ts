import { defineConfig } from 'vitest/config';

// One runner for every workspace; the web app's component tests run in jsdom (see apps/web/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/analyzer', 'apps/server', 'apps/web'],
  },
});
