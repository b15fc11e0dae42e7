// How much JavaScript the home page costs, gzipped (issue 6: under 200 KB).
//   node --import tsx e2e/bundle-size.ts   → measures the production build in apps/web/dist
// The browser tests also measure what Chromium really downloads on / (measureLoadedJs).
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export const HOME_JS_BUDGET_BYTES = 200 * 1024;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps', 'web', 'dist');

export type JsSize = { files: { path: string; raw: number; gzip: number }[]; raw: number; gzip: number };

function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

function sum(files: JsSize['files']): JsSize {
  return { files, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/** The scripts index.html loads and every module they import statically (what / needs before it runs). */
export function measureBuiltHomeJs(dist = DIST): JsSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const queue = entries.map((path) => path.replace(/^\//, ''));
  const files: JsSize['files'] = [];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const content = readFileSync(join(dist, path));
    files.push({ path, raw: content.length, gzip: gzipSize(content) });
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`): dynamic import() chunks load later, on demand.
    for (const match of content.toString('utf8').matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(posix.normalize(posix.join(posix.dirname(path), match[1] ?? '')));
    }
  }
  return sum(files);
}

/** Every script Chromium downloads while `load` runs (e.g. opening the home page), gzipped here. */
export async function measureLoadedJs(page: Page, load: () => Promise<unknown>): Promise<JsSize> {
  const pending: Promise<{ path: string; raw: number; gzip: number } | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then(
      (body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body) }),
      () => null,
    ));
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return sum((await Promise.all(pending)).filter((file) => file !== null));
}

export function formatSize(size: JsSize): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [...size.files.map((f) => `  ${f.path}: ${kb(f.raw)} (gzip ${kb(f.gzip)})`), `  totale: ${kb(size.raw)} (gzip ${kb(size.gzip)}, limite ${kb(HOME_JS_BUDGET_BYTES)})`].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const size = measureBuiltHomeJs();
  console.log(`JavaScript della home (build in apps/web/dist):\n${formatSize(size)}`);
  process.exit(size.gzip < HOME_JS_BUDGET_BYTES ? 0 : 1);
}
