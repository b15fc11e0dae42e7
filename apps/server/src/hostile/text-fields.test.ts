// Hostile text in every free-text field of every endpoint: lone surrogates, NUL, a right-to-left
// override, 100,000 combining marks, emoji, and markup with script. Each is refused calmly (no 5xx,
// Versio's error shape, an Italian message, nothing written) or accepted; markup that is accepted
// comes back only as JSON, never as a page that would run it, and every page escapes it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie } from '../features/auth/auth-test-client';
import { HOSTILE_OUTBOX_TOKEN, defaultEndpoints } from './endpoints';
import type { Endpoint } from './endpoints';
import { callerHeaders, changedTables, createHostileApp, describeAnswer, ownBody, snapshot } from './hostile-kit';
import type { HostileApp } from './hostile-kit';

const MARKUP = '<script>alert("versio")</script><img src=x onerror=alert(1)>';

const HOSTILE_TEXTS: ReadonlyArray<[string, string]> = [
  ['a lone high surrogate', 'Gallia \uD800 est'],
  ['a lone low surrogate', 'Gallia \uDC00 est'],
  ['NUL', 'Gallia\u0000est'],
  ['a right-to-left override', 'Gallia \u202Etse\u202C omnis'],
  ['100k combining marks', `G${'\u0301'.repeat(100_000)}allia`],
  ['emoji', 'Gallia 🏛️📜 est 👩🏽‍🏫'],
  ['markup', MARKUP],
  ['a BOM and zero-width joiners', '\uFEFFGal\u200Dlia\u200B est'],
];

function withTexts(endpoints: Endpoint[]): Array<[string, Endpoint, string]> {
  return endpoints.flatMap((endpoint) => [
    ...(endpoint.textFields ?? []).map((field) => [`${endpoint.method} ${endpoint.url} ${field}`, endpoint, field] as [string, Endpoint, string]),
    ...Object.keys(endpoint.textQuery ?? {}).map((field) => [`${endpoint.method} ${endpoint.url} ?${field}`, endpoint, field] as [string, Endpoint, string]),
  ]);
}

describe('hostile text', () => {
  let h: HostileApp;
  beforeAll(async () => {
    h = await createHostileApp();
    // The analysis threads load their models once; the first text waits for them.
    await h.app.inject({ method: 'POST', url: '/api/analysis/start', payload: { lang: 'lat', text: 'Roma' }, headers: callerHeaders(h, { caller: 'student' } as Endpoint) });
  }, 120_000);
  afterAll(async () => h.cleanup());

  test.each(withTexts(defaultEndpoints()))('%s', async (_name, endpoint, field) => {
    const problems: string[] = [];
    for (const [name, text] of HOSTILE_TEXTS) {
      const before = await snapshot(h.db);
      const inQuery = Object.keys(endpoint.textQuery ?? {}).includes(field);
      const response = inQuery
        ? await h.app.inject({ method: endpoint.method, url: endpoint.url.split('?')[0]!, query: { ...endpoint.textQuery, [field]: text }, headers: callerHeaders(h, endpoint) })
        : await h.app.inject({ method: endpoint.method, url: endpoint.url, payload: { ...ownBody(h, endpoint), [field]: text }, headers: callerHeaders(h, endpoint) });
      const answer = describeAnswer(response);
      if (response.statusCode >= 500 || (response.statusCode >= 400 && answer !== `${response.statusCode} ok`)) problems.push(`${name}: ${answer}`);
      if (response.statusCode >= 400) {
        const changed = changedTables(before, await snapshot(h.db));
        if (changed.length > 0) problems.push(`${name}: refused but changed ${changed.join(', ')}`);
      } else if (/\\u(d[89ab][0-9a-f]{2}|dc00|0000)/i.test(response.body)) {
        // Accepted, then a lone surrogate or NUL is passed on: it must have been refused (http/safe-text.ts).
        problems.push(`${name}: accepted and echoed unsafe text`);
      } else if (response.body.includes('<script>') && !String(response.headers['content-type']).startsWith('application/json')) {
        problems.push(`${name}: markup echoed as ${String(response.headers['content-type'])}`);
      }
    }
    expect(problems).toEqual([]);
  }, 90_000);

  test('markup stored in names and lessons comes back escaped on every page and in every e-mail', async () => {
    // Stored where it can be: a new account's name (shown in its e-mails), a lesson's title and description.
    const signUp = await h.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'markup@example.org', password: 'roma753', name: MARKUP } });
    const lesson = await h.app.inject({ method: 'POST', url: '/api/admin/lessons', headers: asCookie(h.admin),
      payload: { codice: 'la-markup', title: MARKUP, description: MARKUP, published: true } });
    expect([signUp.statusCode, lesson.statusCode].map((status) => status < 500)).toEqual([true, true]);
    const pages: string[] = [];
    for (const endpoint of defaultEndpoints().filter((candidate) => candidate.method === 'GET')) {
      const response = await h.app.inject({ method: 'GET', url: endpoint.url, headers: callerHeaders(h, endpoint) });
      const type = String(response.headers['content-type'] ?? '');
      if (type.startsWith('text/html')) pages.push(endpoint.url);
      if (!type.startsWith('application/json') && response.body.includes('<script>alert')) throw new Error(`raw markup on ${endpoint.url} (${type})`);
      expect(response.headers['x-content-type-options'], endpoint.url).toBe('nosniff');
    }
    expect(pages).toContain(`/api/dev/outbox?token=${HOSTILE_OUTBOX_TOKEN}`);
    // The e-mails themselves: their HTML part escapes the name.
    const outbox = await h.app.inject({ method: 'GET', url: `/api/dev/outbox.json?token=${HOSTILE_OUTBOX_TOKEN}` });
    const messages = outbox.json<{ messages: Array<{ html?: string; to: string }> }>().messages;
    const toMarkup = messages.filter((message) => message.to.includes('markup@example.org'));
    expect(toMarkup.length).toBeGreaterThan(0);
    for (const message of toMarkup) expect(message.html ?? '').not.toContain('<script>');
  });
});
