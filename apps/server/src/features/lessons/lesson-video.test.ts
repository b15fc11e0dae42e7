import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asBearer, asCookie, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { loadCatalogue, seedCatalogue } from './catalogue';
import { createLessonsTestApp, setUserType, writeFakeVideo } from './lessons-test-kit';
import type { LessonsTestApp } from './lessons-test-kit';

const FREE = 'la-ablativo-assoluto';
const PREMIUM = 'la-perifrastica-passiva';
const SIZE = 5000;

describe.each(DIALECTS)('lesson detail and video on %s', (dialect) => {
  let t: LessonsTestApp;
  let livia: Session;
  let marco: Session;
  let free: Buffer;
  let premium: Buffer;
  beforeAll(async () => {
    t = await createLessonsTestApp(dialect);
    await seedCatalogue(t.db, loadCatalogue());
    free = writeFakeVideo(t.lessonsDir, `${FREE}.mp4`, SIZE);
    premium = writeFakeVideo(t.lessonsDir, `${PREMIUM}.mp4`, SIZE + 1);
    livia = await signUpAndRegister(t.app, 'livia@example.org');
    marco = await signUpAndRegister(t.app, 'marco@example.org');
    await setUserType(t.db, marco.userId, 'premium');
  });
  afterAll(async () => { await t.cleanup(); });

  const detail = (codice: string, session?: Session) =>
    t.app.inject({ url: `/api/lessons/${codice}`, headers: session ? asCookie(session) : {} });
  const linkOf = async (codice: string, session: Session) => {
    const res = await detail(codice, session);
    expect(res.statusCode).toBe(200);
    return res.json<{ link: string }>().link;
  };
  const fetchVideo = (link: string, session?: Session, headers: Record<string, string> = {}) =>
    t.app.inject({ url: link, headers: { ...(session ? asCookie(session) : {}), ...headers } });
  const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().error.code];

  test('a free lesson: the data and a signed link to its video, never cached', async () => {
    const res = await detail(FREE, livia);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data).toEqual({ codice: FREE, title: 'L\'ablativo assoluto', description: expect.stringContaining('urbe capta'), premium: false, order_custom: 18 });
    expect(body.link).toMatch(/^\/api\/lessons\/la-ablativo-assoluto\/video\?e=\d+&s=[\w-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(7100_000);
  });

  test('the detail needs a session (the page is for signed-in students)', async () => {
    expect(refusal(await detail(FREE))).toEqual([401, 'unauthenticated']);
  });

  test.each(['la-lezione-perduta', 'La-Ablativo-Assoluto', 'la_ablativo', 'a'.repeat(81)])('%s is no lesson: 404', async (codice) => {
    expect(refusal(await detail(codice, livia))).toEqual([404, 'lesson_not_found']);
  });

  test('a premium lesson is locked for a normal user: 403 with the title and description, and no link', async () => {
    const res = await detail(PREMIUM, livia);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'premium_required', message: 'Questa lezione è riservata agli utenti plus' },
      data: expect.objectContaining({ codice: PREMIUM, title: 'La coniugazione perifrastica passiva', premium: true }),
    });
    expect(res.body).not.toContain('/video');
  });

  test.each(['premium', 'lifetime'] as const)('a %s user gets a premium lesson\'s link, bound to them', async (type) => {
    await setUserType(t.db, marco.userId, type);
    expect(await linkOf(PREMIUM, marco)).toMatch(new RegExp(`^/api/lessons/${PREMIUM}/video\\?e=\\d+&u=${marco.userId}&s=`));
    await setUserType(t.db, marco.userId, 'premium');
  });

  test('the video of a free lesson: the whole file, with byte ranges offered', async () => {
    const res = await fetchVideo(await linkOf(FREE, livia));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(free);
    expect(res.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(SIZE) });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(3600|359\d)$/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=4900-', 4900, SIZE - 1],
    ['bytes=-10', SIZE - 10, SIZE - 1],
    ['bytes=4990-99999', 4990, SIZE - 1],
  ])('Range %s answers 206 with those bytes', async (range, start, end) => {
    const res = await fetchVideo(await linkOf(FREE, livia), undefined, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload).toEqual(free.subarray(start, end + 1));
  });

  test.each([`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0'])('Range %s cannot be satisfied: 416', async (range) => {
    const res = await fetchVideo(await linkOf(FREE, livia), livia, { range });
    expect(refusal(res)).toEqual([416, 'range_not_satisfiable']);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
  });

  test('a Range for another version of the video (If-Range) gets the whole current one', async () => {
    const res = await fetchVideo(await linkOf(FREE, livia), livia, { range: 'bytes=0-9', 'if-range': '"una-versione-vecchia"' });
    expect([res.statusCode, res.rawPayload.length]).toEqual([200, SIZE]);
  });

  test('HEAD tells the size without the bytes', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: await linkOf(FREE, livia) });
    expect([res.statusCode, res.headers['content-length'], res.rawPayload.length]).toEqual([200, String(SIZE), 0]);
  });

  test('a premium video plays for its own plus user, in full and by ranges', async () => {
    const link = await linkOf(PREMIUM, marco);
    expect((await fetchVideo(link, marco)).rawPayload).toEqual(premium);
    const part = await fetchVideo(link, marco, { range: 'bytes=100-199' });
    expect([part.statusCode, part.rawPayload]).toEqual([206, premium.subarray(100, 200)]);
    expect((await t.app.inject({ url: link, headers: asBearer(marco) })).statusCode).toBe(200);
  });

  test.each<[string, (link: string) => string, 'livia' | 'marco' | null]>([
    ['without a session', (link) => link, null],
    ['with another user\'s session', (link) => link, 'livia'],
    ['with another user\'s session, by ranges', (link) => link, 'livia'],
    ['with the user changed in the link', (link) => link.replace(/u=[^&]+/, 'u=u-livia'), 'livia'],
    ['with the user taken out of the link', (link) => link.replace(/&u=[^&]+/, ''), 'marco'],
    ['with a guessed signature', (link) => link.replace(/s=[\w-]+/, `s=${'A'.repeat(43)}`), 'marco'],
    ['with a later expiry', (link) => link.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 86_400}`), 'marco'],
    ['for another premium lesson', (link) => link.replace(PREMIUM, 'la-cum-narrativo'), 'marco'],
  ])('a premium video\'s link is refused %s: 403', async (_name, change, who) => {
    const link = change(await linkOf(PREMIUM, marco));
    const session = who === 'livia' ? livia : who === 'marco' ? marco : undefined;
    const res = await fetchVideo(link, session, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(403);
    expect(res.rawPayload.includes(premium.subarray(12, 40))).toBe(false);
  });

  test('a premium video\'s bytes are never sent without a link, even by guessing the file\'s name', async () => {
    for (const url of [`/api/lessons/${PREMIUM}/video`, `/api/lessons/${PREMIUM}/video?e=9999999999&u=${marco.userId}`, `/${PREMIUM}.mp4`, `/var/lessons/${PREMIUM}.mp4`]) {
      expect([403, 404]).toContain((await fetchVideo(url, marco)).statusCode);
    }
  });

  test('a plus user who goes back to normal loses the video at once, link or not', async () => {
    const link = await linkOf(PREMIUM, marco);
    await setUserType(t.db, marco.userId, 'normal');
    expect(refusal(await fetchVideo(link, marco, { range: 'bytes=0-' }))).toEqual([403, 'premium_required']);
    expect((await detail(PREMIUM, marco)).statusCode).toBe(403);
    await setUserType(t.db, marco.userId, 'premium');
  });

  test('a free lesson made premium refuses the links handed out while it was free', async () => {
    const link = await linkOf('la-participio', livia);
    writeFakeVideo(t.lessonsDir, 'la-participio.mp4');
    expect((await fetchVideo(link)).statusCode).toBe(200);
    await t.db.updateTable('lessons').set({ premium: 1 }).where('codice', '=', 'la-participio').execute();
    expect(refusal(await fetchVideo(link, marco))).toEqual([403, 'lesson_link_invalid']);
  });

  test('a free lesson\'s link works without a session until it expires, and is refused after', async () => {
    const short = await createLessonsTestApp(dialect, { LESSON_LINK_TTL_SECONDS: '1' });
    try {
      await seedCatalogue(short.db, loadCatalogue());
      writeFakeVideo(short.lessonsDir, `${FREE}.mp4`);
      const student = await signUpAndRegister(short.app, 'tullia@example.org');
      const link = (await short.app.inject({ url: `/api/lessons/${FREE}`, headers: asCookie(student) })).json<{ link: string }>().link;
      expect((await short.app.inject({ url: link })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await short.app.inject({ url: link, headers: asCookie(student) });
      expect(refusal(res)).toEqual([403, 'lesson_link_invalid']);
    } finally {
      await short.cleanup();
    }
  });

  test('a lesson whose video file is missing answers the spec\'s message', async () => {
    const link = await linkOf('la-terza-declinazione', livia);
    const res = await fetchVideo(link);
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Errore nel caricamento del video...']);
  });

  test('a lesson without a video has no link', async () => {
    await t.db.updateTable('lessons').set({ video: null }).where('codice', '=', 'la-congiuntivo').execute();
    await setUserType(t.db, marco.userId, 'premium');
    const res = await detail('la-congiuntivo', marco);
    expect([res.statusCode, res.json().link, res.json().expiresAt]).toEqual([200, null, null]);
  });

  test('an unpublished lesson is no lesson for students, nor is its video', async () => {
    const link = await linkOf(FREE, livia);
    await t.db.updateTable('lessons').set({ published: 0 }).where('codice', '=', FREE).execute();
    expect(refusal(await detail(FREE, livia))).toEqual([404, 'lesson_not_found']);
    expect(refusal(await fetchVideo(link, livia))).toEqual([404, 'lesson_not_found']);
    await t.db.updateTable('lessons').set({ published: 1 }).where('codice', '=', FREE).execute();
  });
});
