import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import { loadCatalogue, seedCatalogue, toSeedVideoKey } from './catalogue';

describe('the starting catalogue (apps/server/data/lessons.json)', () => {
  const catalogue = loadCatalogue();

  test('has at least 30 Latin and Greek lessons, some of them premium', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(30);
    expect(new Set(catalogue.map((lesson) => lesson.lang))).toEqual(new Set(['lat', 'grc']));
    const premium = catalogue.filter((lesson) => lesson.premium).length;
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(catalogue.length);
  });

  test.each([
    ['la-prima-declinazione', 'La prima declinazione'],
    ['la-quattro-coniugazioni', 'Le quattro coniugazioni'],
    ['la-ablativo-assoluto', "L'ablativo assoluto"],
    ['la-accusativo-infinito', "L'accusativo con l'infinito"],
    ['la-perifrastica-attiva', 'La coniugazione perifrastica attiva'],
    ['la-perifrastica-passiva', 'La coniugazione perifrastica passiva'],
    ['gr-aoristo', "L'aoristo"],
    ['gr-verbi-in-mi', 'I verbi in -μι'],
  ])('teaches %s: «%s»', (codice, title) => {
    expect(catalogue.find((lesson) => lesson.codice === codice)?.title).toBe(title);
  });

  test('the spoken descriptions hold no Greek letters (the Italian voice reads transliterations)', () => {
    expect(catalogue.filter((lesson) => /\p{Script=Greek}/u.test(lesson.description)).map((lesson) => lesson.codice)).toEqual([]);
  });
});

describe.each(DIALECTS)('seeding the catalogue on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('adds every lesson once, published, in file order, pointing at its generated video; a second run adds nothing', async () => {
    t = await createTestDb(dialect);
    const catalogue = loadCatalogue();
    expect(await seedCatalogue(t.db, catalogue)).toEqual(catalogue.map((lesson) => lesson.codice));
    const row = await t.db.selectFrom('lessons').selectAll().where('codice', '=', 'gr-verbi-in-mi').executeTakeFirstOrThrow();
    expect({ ...row, premium: Number(row.premium), published: Number(row.published), order_custom: Number(row.order_custom) }).toMatchObject({
      premium: 1, published: 1, order_custom: catalogue.findIndex((lesson) => lesson.codice === 'gr-verbi-in-mi'),
      video: toSeedVideoKey('gr-verbi-in-mi'), removed_at: null,
    });
    expect(row.search_text).toContain(' verbi in μι didomi');
    expect(await seedCatalogue(t.db, catalogue)).toEqual([]);
  });

  test('never changes a lesson an administrator edited', async () => {
    t = await createTestDb(dialect);
    await seedCatalogue(t.db, loadCatalogue());
    await t.db.updateTable('lessons').set({ title: 'Titolo scelto in redazione', premium: 1 }).where('codice', '=', 'la-participio').execute();
    await seedCatalogue(t.db, loadCatalogue());
    const row = await t.db.selectFrom('lessons').select(['title', 'premium']).where('codice', '=', 'la-participio').executeTakeFirstOrThrow();
    expect([row.title, Number(row.premium)]).toEqual(['Titolo scelto in redazione', 1]);
  });
});
