// Regression: "Gallia constructor est" answered 500 on /translate, the three analysis calls (after the credit
// had been spent) and /api/paradigm/lat/constructor: the analyzer looked words up in plain objects, which
// answer `constructor` with Object.prototype.constructor (decision 024). Every endpoint that takes a word
// gets each name of Object.prototype's properties, through the real app and a real database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie, createAccountsTestApp, signUpAndRegister } from './features/auth/auth-test-client';
import type { Session } from './features/auth/auth-test-client';
import type { TestApp } from './test/app';
import { TEST_DIALECT } from './test/db';

const PROTOTYPE_NAMES = [
  'constructor', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable',
  '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
];
/** Long enough that the Greek letters outweigh any of the names (the language check counts letters). */
const GREEK = 'ὁ Κῦρος τοῖς στρατιώταις ἔδωκε τὰ ὅπλα καὶ ὁ στρατηγὸς τοὺς στρατιώτας λέγει';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createAccountsTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '100', TRANSLATE_RATE_LIMIT_MAX: '100' });
  session = await signUpAndRegister(t.app, 'prototipo@example.org');
});
afterAll(async () => { await t.cleanup(); });

/** The map key of the word: lower case, underscores being punctuation (`__proto__` → `proto`). */
const keyOf = (name: string) => name.replace(/_/g, '').toLowerCase();

function post(url: string, payload: object) {
  // Signed in even where the route does not ask for it yet: /translate is to become a signed-in route.
  return t.app.inject({ method: 'POST', url, headers: asCookie(session), payload });
}

function expectNoInheritedValue(body: string): void {
  expect(body).not.toMatch(/function|native code|\[object |undefined|NaN/);
}

describe.each(PROTOTYPE_NAMES)('words named like Object.prototype properties: %s', (name) => {
  const text = `Gallia ${name} est`;

  // A word with no Italian meaning is left out of the working translation (decision 042): what matters
  // here is that nothing inherited takes its place.
  test('POST /translate, Latin and Greek: translated, nothing inherited in place of the word', async () => {
    for (const [lang, input] of [['lat', text], ['grc', `${GREEK} ${name}`]]) {
      const response = await post('/translate', { text: input, lang });
      expect(response.statusCode).toBe(200);
      expectNoInheritedValue(response.body);
      expect(response.json().translatedText).toMatch(/^(La )?Gallia|^Ciro/);
    }
  });

  test('the three analysis calls answer with the credit spent for the text', async () => {
    const start = await post('/api/analysis/start', { lang: 'lat', text });
    expect(start.statusCode).toBe(200);
    const { grant } = start.json<{ grant: string }>();

    const dynamic = await post('/analyze/dynamic', { text, lang: 'lat', grant });
    expect(dynamic.statusCode).toBe(200);
    expectNoInheritedValue(dynamic.body);
    const map = dynamic.json<Record<string, { lemma: string; significato: string }>>();
    expect(Object.keys(map)).toEqual(['gallia', keyOf(name), 'est']);
    expect(Object.hasOwn(map, keyOf(name))).toBe(true);
    expect(map[keyOf(name)]?.significato).toBeTypeOf('string');

    const lemmas = await post('/analyze/lemmas', { text, lang: 'lat', grant });
    expect(lemmas.statusCode).toBe(200);
    expect(lemmas.json().data.map((entry: { text: string }) => entry.text)).toEqual(['gallia', keyOf(name), 'est']);

    const rich = await post('/api/analyze', { text, lang: 'lat', grant });
    expect(rich.statusCode).toBe(200);
    expectNoInheritedValue(rich.body);
    const word = rich.json().tokens.find((token: { word: string }) => token.word === keyOf(name));
    expect(word).toMatchObject({ kind: 'word', card: { lemma: expect.any(String) } });
  });

  test('GET /api/paradigm/lat/<name>: the Latin noun constructor has one, the others 404 paradigm_not_found', async () => {
    const response = await t.app.inject({ url: `/api/paradigm/lat/${name}` });
    if (name === 'constructor') {
      expect([response.statusCode, response.json().title]).toEqual([200, 'constructor, constructoris, m.']);
    } else {
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'paradigm_not_found']);
    }
  });
});
