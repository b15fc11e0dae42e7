import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { createLessonsAdmin } from './lessons-admin.service';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { loadCatalogue, seedCatalogue } from './catalogue';
import { createLessonsTestApp } from './lessons-test-kit';
import type { LessonsTestApp } from './lessons-test-kit';

type ListAnswer = { lessons: { codice: string; title: string; premium: boolean; order_custom: number }[]; total: number };

describe.each(DIALECTS)('GET /api/lessons on %s', (dialect) => {
  let t: LessonsTestApp;
  const catalogue = loadCatalogue();
  beforeAll(async () => {
    t = await createLessonsTestApp(dialect);
    await seedCatalogue(t.db, catalogue);
    const admin = createLessonsAdmin({ db: t.db, storage: createLocalStorage({ dir: t.lessonsDir }) });
    await admin.create({ codice: 'bozza-ablativo', title: 'Bozza sull’ablativo assoluto', description: 'Ancora da pubblicare.' });
    await admin.create({ codice: 'tolta', title: 'La perifrastica tolta', description: 'Tolta dal catalogo.', published: true });
    await admin.remove('tolta');
  });
  afterAll(async () => { await t.cleanup(); });

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/lessons${query}` });
    return { status: res.statusCode, body: res.json<ListAnswer>() };
  };
  const codici = (body: ListAnswer) => body.lessons.map((lesson) => lesson.codice);

  test('the first page holds 21 lessons in catalogue order, with the spec\'s fields, for anyone', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(catalogue.length);
    expect(codici(body)).toEqual(catalogue.slice(0, 21).map((lesson) => lesson.codice));
    expect(body.lessons[0]).toEqual({
      codice: 'la-prima-declinazione', title: 'La prima declinazione', description: catalogue[0]?.description, premium: false, order_custom: 0,
    });
  });

  test.each([
    ['?page=2', 21, 41],
    ['?page=2&limit=21', 21, 41],
    ['?page=1&limit=5', 0, 5],
    ['?page=9&limit=5', 40, 41],
    ['?limit=100', 0, 41],
  ])('%s lists the catalogue from lesson %i to %i', async (query, from, to) => {
    const { status, body } = await list(query);
    expect([status, body.total]).toEqual([200, 41]);
    expect(codici(body)).toEqual(catalogue.slice(from, to).map((lesson) => lesson.codice));
  });

  test.each(['?page=3', '?page=42&limit=1', '?page=100000'])('%s is past the last page: no lessons, the same total', async (query) => {
    expect(await list(query)).toEqual({ status: 200, body: { lessons: [], total: 41 } });
  });

  test.each(['?page=0', '?page=-1', '?page=1.5', '?page=uno', '?page=100001', '?limit=0', '?limit=101', '?limit=1000', `?search=${'a'.repeat(101)}`])(
    '%s is refused with 400',
    async (query) => {
      const res = await t.app.inject({ url: `/api/lessons${query}` });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_input']);
    },
  );

  test.each([
    ['ablativo assoluto', ['la-ablativo-assoluto', 'gr-participio']],
    ['ABLATIVO   Assoluto', ['la-ablativo-assoluto', 'gr-participio']],
    ['Perifrastica', ['la-perifrastica-attiva', 'la-perifrastica-passiva']],
    ['cio che', ['la-pronomi-dimostrativi']],
    ['CIÒ', ['la-pronomi-dimostrativi']],
    ['declinaz seconda', ['la-seconda-declinazione', 'la-quarta-quinta-declinazione', 'la-aggettivi-prima-classe', 'la-aggettivi-seconda-classe', 'gr-seconda-declinazione']],
    ['aoristo', ['gr-aoristo', 'gr-aoristo-passivo', 'gr-verbi-in-mi']],
    ['-μι', ['gr-verbi-in-mi']],
    ['ΜΙ', ['gr-verbi-in-mi']],
    ['dativo di possesso', ['la-sum-composti']],
    ['declinazione greca', ['gr-prima-declinazione', 'gr-seconda-declinazione', 'gr-terza-declinazione']],
  ])('searching %j finds %j in title and description', async (search, expected) => {
    const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
    expect(status).toBe(200);
    expect(codici(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test.each(['bozza', 'tolta', 'nessuna lezione parla di questo', 'olgo', '100%', 'xq_zk'])('searching %j finds nothing', async (search) => {
    expect((await list(`?search=${encodeURIComponent(search)}`)).body).toEqual({ lessons: [], total: 0 });
  });

  test.each(['%', '_', '\\', ' - '])('a search of %j alone has no words: every lesson is listed', async (search) => {
    expect((await list(`?search=${encodeURIComponent(search)}`)).body.total).toBe(41);
  });

  test('a search is paginated too', async () => {
    const { body } = await list(`?search=${encodeURIComponent('declinazione')}&limit=2&page=2`);
    expect(body.total).toBeGreaterThan(4);
    expect(body.lessons).toHaveLength(2);
  });
});
