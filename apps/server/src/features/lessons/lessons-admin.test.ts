import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asCookie, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { loadCatalogue, seedCatalogue } from './catalogue';
import { createLessonsTestApp, markEmailVerified, writeFakeVideo } from './lessons-test-kit';
import type { LessonsTestApp } from './lessons-test-kit';

const ADMIN = 'direzione@example.org';

describe.each(DIALECTS)('the administrators\' lesson API on %s', (dialect) => {
  let t: LessonsTestApp;
  let admin: Session;
  let student: Session;
  beforeAll(async () => {
    t = await createLessonsTestApp(dialect, { ADMIN_EMAILS: `altro@example.org, ${ADMIN.toUpperCase()}` });
    await seedCatalogue(t.db, loadCatalogue().slice(0, 4));
    admin = await signUpAndRegister(t.app, ADMIN);
    student = await signUpAndRegister(t.app, 'livia@example.org');
    await markEmailVerified(t.db, admin.userId);
    await markEmailVerified(t.db, student.userId);
  });
  afterAll(async () => { await t.cleanup(); });

  const call = (session: Session | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(session ? asCookie(session) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  const order = async () => (await call(admin, 'GET', '/api/admin/lessons')).json<{ lessons: { codice: string; order_custom: number }[] }>()
    .lessons.map((lesson) => lesson.codice);
  const NEW = { codice: 'la-supino', title: 'Il supino', description: 'Il supino attivo in -um con i verbi di movimento e il supino passivo in -u.' };

  test.each<[string, 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', string, unknown]>([
    ['list', 'GET', '/api/admin/lessons', undefined],
    ['add', 'POST', '/api/admin/lessons', NEW],
    ['edit', 'PATCH', '/api/admin/lessons/la-prima-declinazione', { title: 'Presa' }],
    ['reorder', 'POST', '/api/admin/lessons/reorder', { codici: ['la-terza-declinazione', 'la-prima-declinazione'] }],
    ['remove', 'DELETE', '/api/admin/lessons/la-prima-declinazione', undefined],
    ['upload', 'PUT', '/api/admin/lessons/la-prima-declinazione/video', 'not a video'],
  ])('%s: 401 without a session, 403 for a student, nothing changed', async (_name, method, url, payload) => {
    const before = await t.db.selectFrom('lessons').selectAll().orderBy('codice').execute();
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
    const res = await call(student, method, url, payload, method === 'PUT' ? { 'content-type': 'video/mp4' } : {});
    expect([res.statusCode, res.json().error]).toEqual([403, { code: 'admin_required', message: 'Questa funzione è riservata agli amministratori di Versio.' }]);
    expect(await t.db.selectFrom('lessons').selectAll().orderBy('codice').execute()).toEqual(before);
  });

  test('an administrator\'s e-mail that is not verified grants nothing', async () => {
    const other = await signUpAndRegister(t.app, 'altro@example.org');
    expect((await call(other, 'GET', '/api/admin/lessons')).statusCode).toBe(403);
    await markEmailVerified(t.db, other.userId);
    expect((await call(other, 'GET', '/api/admin/lessons')).statusCode).toBe(200);
  });

  test('adds a lesson, unpublished and after the others; a second one with the same id is refused', async () => {
    const res = await call(admin, 'POST', '/api/admin/lessons', NEW);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...NEW, premium: false, published: false, order_custom: 4, video: null });
    expect((await t.app.inject({ url: '/api/lessons?search=supino' })).json().total).toBe(0);
    const again = await call(admin, 'POST', '/api/admin/lessons', NEW);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'lesson_exists']);
  });

  test.each([
    [{ ...NEW, codice: 'La Lezione' }],
    [{ ...NEW, codice: '../versio' }],
    [{ ...NEW, codice: 'la-x', title: '' }],
    [{ ...NEW, codice: 'la-x', premium: 'sì' }],
    [{ ...NEW, codice: 'la-x', video: '../../var/versio.db' }],
  ])('refuses %j with 400', async (body) => {
    expect((await call(admin, 'POST', '/api/admin/lessons', body)).statusCode).toBe(400);
  });

  test('edits and publishes a lesson: the catalogue and its search follow', async () => {
    const res = await call(admin, 'PATCH', '/api/admin/lessons/la-supino', { title: 'Il supino attivo e passivo', published: true, premium: true });
    expect(res.json()).toMatchObject({ title: 'Il supino attivo e passivo', published: true, premium: true });
    const found = (await t.app.inject({ url: '/api/lessons?search=PASSIVO%20supino' })).json();
    expect(found.lessons.map((lesson: { codice: string }) => lesson.codice)).toEqual(['la-supino']);
    expect((await call(admin, 'PATCH', '/api/admin/lessons/la-supino', { published: false })).json().published).toBe(false);
    expect((await t.app.inject({ url: '/api/lessons?search=supino' })).json().total).toBe(0);
    expect((await call(admin, 'PATCH', '/api/admin/lessons/la-nessuna', { published: true })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/lessons/la-supino', {})).statusCode).toBe(400);
  });

  test('reorders the lessons named among the places they hold', async () => {
    expect(await order()).toEqual(['la-prima-declinazione', 'la-seconda-declinazione', 'la-terza-declinazione', 'la-quarta-quinta-declinazione', 'la-supino']);
    const res = await call(admin, 'POST', '/api/admin/lessons/reorder', { codici: ['la-supino', 'la-seconda-declinazione'] });
    expect(res.statusCode).toBe(200);
    expect(await order()).toEqual(['la-prima-declinazione', 'la-supino', 'la-terza-declinazione', 'la-quarta-quinta-declinazione', 'la-seconda-declinazione']);
    const numbers = (await call(admin, 'GET', '/api/admin/lessons')).json().lessons.map((lesson: { order_custom: number }) => lesson.order_custom);
    expect(numbers).toEqual([0, 1, 2, 3, 4]);
  });

  test.each([[['la-supino', 'la-supino']], [['la-supino', 'la-nessuna']], [[]]])('a reorder of %j is refused and changes nothing', async (codici) => {
    const before = await order();
    expect((await call(admin, 'POST', '/api/admin/lessons/reorder', { codici })).statusCode).toBe(400);
    expect(await order()).toEqual(before);
  });

  test('uploads a video: stored under a new name, the old file removed, the lesson plays it', async () => {
    const file = writeFakeVideo(t.lessonsDir, 'sorgente-tmp.mp4', 3000);
    const res = await call(admin, 'PUT', '/api/admin/lessons/la-prima-declinazione/video', file, { 'content-type': 'video/mp4' });
    expect(res.statusCode).toBe(200);
    const key = res.json().video as string;
    expect(key).toMatch(/^la-prima-declinazione\.[0-9a-f]{8}\.mp4$/);
    expect(existsSync(join(t.lessonsDir, 'la-prima-declinazione.mp4'))).toBe(false);
    const link = (await call(student, 'GET', '/api/lessons/la-prima-declinazione')).json().link as string;
    const video = await call(student, 'GET', link, undefined, { range: 'bytes=0-2999' });
    expect([video.statusCode, video.rawPayload]).toEqual([206, file]);
  });

  test.each<[string, Buffer | string, string, number, string]>([
    ['a text sent as MP4', 'Gallia est omnis divisa in partes tres', 'video/mp4', 415, 'invalid_video'],
    ['a WebM sent as MP4', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]), 'video/mp4', 415, 'invalid_video'],
    ['an image', Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'), 'image/png', 415, 'unsupported_media_type'],
  ])('refuses %s', async (_name, body, type, status, code) => {
    const res = await call(admin, 'PUT', '/api/admin/lessons/la-seconda-declinazione/video', body, { 'content-type': type });
    expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
  });

  test('refuses a video over LESSON_VIDEO_MAX_MB with 413 and keeps nothing of it', async () => {
    const small = await createLessonsTestApp(dialect, { ADMIN_EMAILS: ADMIN, LESSON_VIDEO_MAX_MB: '1' });
    try {
      await seedCatalogue(small.db, loadCatalogue().slice(0, 1));
      const boss = await signUpAndRegister(small.app, ADMIN);
      await markEmailVerified(small.db, boss.userId);
      const big = writeFakeVideo(join(small.lessonsDir, 'fuori'), 'grande.mp4', 1024 * 1024 + 1);
      const res = await small.app.inject({
        method: 'PUT', url: '/api/admin/lessons/la-prima-declinazione/video', headers: { ...asCookie(boss), 'content-type': 'video/mp4' }, payload: big,
      });
      expect([res.statusCode, res.json().error.code]).toEqual([413, 'video_too_large']);
      expect(readdirSync(small.lessonsDir).sort()).toEqual(['fuori']);
    } finally {
      await small.cleanup();
    }
  });

  test('a state-changing call from another site is refused before anything else', async () => {
    const res = await call(admin, 'DELETE', '/api/admin/lessons/la-terza-declinazione', undefined, { origin: 'https://altro-sito.example' });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden_origin']);
  });

  test('removes a lesson with its video; the catalogue never brings it back', async () => {
    writeFakeVideo(t.lessonsDir, 'la-terza-declinazione.mp4');
    expect((await call(admin, 'DELETE', '/api/admin/lessons/la-terza-declinazione')).json()).toEqual({ removed: true });
    expect(existsSync(join(t.lessonsDir, 'la-terza-declinazione.mp4'))).toBe(false);
    expect(await order()).not.toContain('la-terza-declinazione');
    expect(await seedCatalogue(t.db, loadCatalogue().slice(0, 4))).toEqual([]);
    expect((await call(student, 'GET', '/api/lessons/la-terza-declinazione')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/lessons/la-terza-declinazione')).statusCode).toBe(404);
  });
});
