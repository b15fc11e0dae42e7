// Path traversal wherever a name from the request reaches a file or a lookup: every route parameter
// (lesson ids, the paradigm's lemma, the photo's name in the upload link, checkout ids) and the photo's
// name in GET /ocr/upload and POST /ocr/generate. Each is refused calmly or simply not found; nothing
// is written, and no photo is stored, in the upload folder or beside it.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie } from '../features/auth/auth-test-client';
import { defaultEndpoints } from './endpoints';
import { callerHeaders, changedTables, createHostileApp, describeAnswer, ownBody, snapshot } from './hostile-kit';
import type { HostileApp } from './hostile-kit';

const TRAVERSALS = [
  '../../../../etc/passwd', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%252F..%252Fetc%252Fpasswd',
  '....//....//etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%5c%2e%2e%5cwin.ini', 'foto.jpg%00.png', '%c0%ae%c0%ae%2fetc',
  '/etc/passwd', 'con', '.', '..', '.htaccess', `${'a'.repeat(300)}.jpg`,
];

describe('path traversal', () => {
  let h: HostileApp;
  let siblings: string[];
  beforeAll(async () => {
    h = await createHostileApp();
    siblings = readdirSync(dirname(h.uploadsDir));
  }, 60_000);
  afterAll(async () => h.cleanup());

  const withParams = defaultEndpoints().filter((endpoint) => endpoint.route.includes(':'));

  test.each(withParams.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))('%s', async (_name, endpoint) => {
    const problems: string[] = [];
    const [path, query] = endpoint.url.split('?');
    const segments = endpoint.route.split('/');
    for (const traversal of TRAVERSALS) {
      // Each parameter in turn takes the hostile value; the rest of the address stays as in the table.
      for (const index of segments.flatMap((segment, at) => (segment.startsWith(':') ? [at] : []))) {
        const parts = path!.split('/');
        parts[index] = traversal;
        const url = `${parts.join('/')}${query ? `?${query}` : ''}`;
        const before = await snapshot(h.db);
        const response = await h.app.inject({
          method: endpoint.method, url, headers: callerHeaders(h, endpoint), ...(endpoint.kind === 'json' ? { payload: ownBody(h, endpoint) } : {}),
        });
        const answer = describeAnswer(response);
        if (response.statusCode < 400 || answer !== `${response.statusCode} ok`) problems.push(`${url.slice(0, 80)}: ${answer}`);
        const changed = changedTables(before, await snapshot(h.db));
        if (changed.length > 0) problems.push(`${url.slice(0, 80)}: changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the photo\'s name in GET /ocr/upload and POST /ocr/generate', async () => {
    const problems: string[] = [];
    const decoded = TRAVERSALS.flatMap((value) => {
      try {
        return [decodeURIComponent(value)];
      } catch {
        return [];
      }
    });
    for (const traversal of new Set([...TRAVERSALS, ...decoded, 'foto\u0000.jpg'])) {
      const before = await snapshot(h.db);
      const link = await h.app.inject({ url: '/ocr/upload', query: { filename: traversal, filetype: 'image/jpeg' }, headers: asCookie(h.livia) });
      const read = await h.app.inject({ method: 'POST', url: '/ocr/generate', headers: asCookie(h.livia), payload: { filename: traversal, filetype: 'image/jpeg', language: 'lat' } });
      for (const response of [link, read]) {
        const answer = describeAnswer(response);
        if (response.statusCode < 400 || answer !== `${response.statusCode} ok`) problems.push(`${JSON.stringify(traversal).slice(0, 60)}: ${answer}`);
      }
      const changed = changedTables(before, await snapshot(h.db));
      if (changed.length > 0) problems.push(`${JSON.stringify(traversal).slice(0, 60)}: changed ${changed.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // No photo was stored, inside the upload folder or beside it.
    expect(readdirSync(h.uploadsDir)).toEqual([]);
    expect(readdirSync(dirname(h.uploadsDir)).filter((name) => !siblings.includes(name) && name.includes('passwd'))).toEqual([]);
  });
});
