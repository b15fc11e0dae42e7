import { defineConfig } from 'vitest/config';

// One runner for every workspace; the web app's component tests run in jsdom (see apps/web/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/analyzer',
      'apps/server',
      'apps/web',
      // The web app's build steps run in Node, not in the browser.
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'], environment: 'node' } },
      // The repository's own rules (lint boundaries).
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
