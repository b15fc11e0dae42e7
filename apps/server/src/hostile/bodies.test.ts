// Malformed bodies against every endpoint: broken JSON, JSON that is not an object, fields of the
// wrong type, a 10 MB body, a media type nobody reads. Each must be refused calmly (no 5xx, Versio's
// error shape, an Italian message) and touch nothing in the database.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultEndpoints } from './endpoints';
import type { Endpoint } from './endpoints';
import { callerHeaders, changedTables, createHostileApp, describeAnswer, ownBody, snapshot } from './hostile-kit';
import type { HostileApp } from './hostile-kit';

const TEN_MB = 10 * 1024 * 1024;

type Variant = { name: string; payload: string | Buffer; type: string };

const WRONG_VALUES: ReadonlyArray<[string, unknown]> = [
  ['a number', 42], ['a boolean', true], ['null', null], ['an array', ['a', 'b']], ['an object', { nested: { deep: [1] } }],
  ['a huge number', 1e308], ['a negative number', -1],
];

function variantsOf(h: HostileApp, endpoint: Endpoint): Variant[] {
  const json = 'application/json';
  const variants: Variant[] = [
    { name: 'broken JSON', payload: '{"text": "Gallia', type: json },
    { name: 'JSON array', payload: '[1,2,3]', type: json },
    { name: 'JSON string', payload: '"Gallia"', type: json },
    { name: 'JSON null', payload: 'null', type: json },
    { name: 'prototype keys', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}', type: json },
    { name: '10 MB of JSON', payload: `{"text":"${'a'.repeat(TEN_MB)}"}`, type: json },
    { name: 'plain text', payload: 'Gallia est omnis divisa', type: 'text/plain' },
    { name: 'XML', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', type: 'application/xml' },
  ];
  if (endpoint.kind === 'photo' || endpoint.kind === 'video') {
    variants.push({ name: '10 MB of bytes', payload: Buffer.alloc(TEN_MB, 0xff), type: endpoint.kind === 'photo' ? 'image/jpeg' : 'video/mp4' });
  }
  for (const field of Object.keys(endpoint.body ?? {})) {
    // A value the field takes anyway (analysis: null) is no wrong value.
    for (const [name, value] of WRONG_VALUES.filter(([, wrong]) => JSON.stringify(wrong) !== JSON.stringify(endpoint.body?.[field]))) {
      variants.push({ name: `${field} as ${name}`, payload: JSON.stringify({ ...ownBody(h, endpoint), [field]: value }), type: json });
    }
  }
  return variants;
}

describe('malformed bodies', () => {
  let h: HostileApp;
  beforeAll(async () => {
    h = await createHostileApp();
  }, 60_000);
  afterAll(async () => h.cleanup());

  const withBody = defaultEndpoints().filter((endpoint) => endpoint.method !== 'GET');

  test.each(withBody.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))('%s', async (_name, endpoint) => {
    const problems: string[] = [];
    for (const variant of variantsOf(h, endpoint)) {
      const before = await snapshot(h.db);
      const request: InjectOptions = {
        method: endpoint.method, url: endpoint.url, payload: variant.payload,
        headers: { ...callerHeaders(h, endpoint), 'content-type': variant.type },
      };
      const response = await h.app.inject(request);
      const answer = describeAnswer(response);
      // A body the route does not read may be answered as the plain call would be; never with a 5xx.
      const refusedOrIgnored = response.statusCode >= 400 ? answer === `${response.statusCode} ok` : endpoint.kind === 'none';
      if (!refusedOrIgnored || response.statusCode >= 500) problems.push(`${variant.name}: ${answer}`);
      if (response.statusCode >= 400) {
        const changed = changedTables(before, await snapshot(h.db));
        if (changed.length > 0) problems.push(`${variant.name}: refused but changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // Else every hostile variant below would be refused for a reason of the table's own.
  test('the table\'s own bodies pass validation', async () => {
    const refused: string[] = [];
    for (const endpoint of withBody.filter((candidate) => candidate.kind === 'json' && candidate.url !== '/user/delete')) {
      const response = await h.app.inject({ method: endpoint.method, url: endpoint.url, payload: ownBody(h, endpoint), headers: callerHeaders(h, endpoint) });
      if (response.statusCode === 400 && response.json().error.code === 'invalid_input') refused.push(`${endpoint.url}: ${response.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  test('query strings of the wrong shape on every GET', async () => {
    const problems: string[] = [];
    const gets = defaultEndpoints().filter((endpoint) => endpoint.method === 'GET');
    for (const endpoint of gets) {
      const [path] = endpoint.url.split('?');
      const queries = ['lang=lat&lang=grc&limit=1&limit=2', 'limit=-1&page=0', 'limit=1e400&page=NaN', 'search[]=a&search[$ne]=b',
        `search=${'a'.repeat(6000)}`, 'filename=&filetype=', '__proto__[admin]=1&constructor=1'];
      for (const query of queries) {
        const response = await h.app.inject({ method: 'GET', url: `${path}?${query}`, headers: callerHeaders(h, endpoint) });
        if (response.statusCode >= 500 || (response.statusCode >= 400 && describeAnswer(response) !== `${response.statusCode} ok`)) {
          problems.push(`${path}?${query.slice(0, 40)}: ${describeAnswer(response)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
