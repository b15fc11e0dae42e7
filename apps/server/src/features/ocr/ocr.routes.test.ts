import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPngBomb, renderPrintedText } from '../../integrations/ocr/test-photos';
import type { TestApp } from '../../test/app';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { askUploadLink, generate, putPhoto, readPhoto } from './ocr-test-client';
import { TEST_DIALECT } from '../../test/db';

/** Photos go to a folder of the test's own, never var/uploads. */
const UPLOADS_DIR = mkdtempSync(join(tmpdir(), 'versio-uploads-'));
afterAll(() => rmSync(UPLOADS_DIR, { recursive: true, force: true }));

const PHOTO_TYPE_MESSAGE = 'Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.';

describe('the signed upload link', () => {
  let t: TestApp;
  let livia: Session;
  let marco: Session;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { UPLOADS_DIR, OCR_UPLOAD_TTL_SECONDS: '2', OCR_MAX_UPLOAD_BYTES: '200000' });
    livia = await signUpAndRegister(t.app, 'livia@example.org');
    marco = await signUpAndRegister(t.app, 'marco@example.org');
    photo = await renderPrintedText('Gallia est omnis divisa', { format: 'jpeg' });
  });
  afterAll(async () => t.cleanup());

  test('is a link to this server naming the file, used once: a second PUT is refused', async () => {
    const answer = await askUploadLink(t.app, livia, 'foto-1.jpg');
    expect(answer.statusCode).toBe(200);
    const link: string = answer.json().uploadLink;
    expect(link).toMatch(/^\/ocr\/upload\/foto-1\.jpg\?token=[\w.%-]+$/);
    expect((await putPhoto(t.app, livia, link, photo)).statusCode).toBe(204);
    const again = await putPhoto(t.app, livia, link, photo);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'upload_link_used']);
  });

  test('expires', async () => {
    const link = (await askUploadLink(t.app, livia, 'foto-2.jpg')).json().uploadLink;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await putPhoto(t.app, livia, link, photo);
    expect([late.statusCode, late.json().error.code]).toEqual([403, 'upload_link_invalid']);
  });

  test('is refused to another student, and without a session', async () => {
    const link = (await askUploadLink(t.app, livia, 'foto-3.jpg')).json().uploadLink;
    const other = await putPhoto(t.app, marco, link, photo);
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'forbidden']);
    const anonymous = await t.app.inject({ method: 'PUT', url: link, payload: photo, headers: { 'content-type': 'image/jpeg' } });
    expect(anonymous.statusCode).toBe(401);
    // Neither attempt used the link up.
    expect((await putPhoto(t.app, livia, link, photo)).statusCode).toBe(204);
  });

  test('names one file: another name in the path is refused', async () => {
    const link: string = (await askUploadLink(t.app, livia, 'foto-4.jpg')).json().uploadLink;
    const renamed = await putPhoto(t.app, livia, link.replace('foto-4.jpg', 'foto-5.jpg'), photo);
    expect([renamed.statusCode, renamed.json().error.code]).toEqual([403, 'upload_link_invalid']);
    const forged = await putPhoto(t.app, livia, `${link.slice(0, -3)}abc`, photo);
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'upload_link_invalid']);
  });

  test.each([
    ['../../etc/passwd.jpg'], ['..%2F..%2Fversio.db.jpg'], ['a/b.jpg'], ['.hidden.jpg'], ['foto..jpg'], ['foto.jpg/..'], ['foto%00.jpg'],
  ])('a name with dot segments or folders (%s) is refused', async (filename) => {
    const answer = await askUploadLink(t.app, livia, filename);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('photo_filename');
  });

  test.each([
    ['/ocr/upload/..%2F..%2Fx.jpg'], ['/ocr/upload/../x.jpg'], ['/ocr/upload/%2e%2e/x.jpg'],
  ])('a PUT path that leaves its folder (%s) is refused before anything', async (path) => {
    const link: string = (await askUploadLink(t.app, livia, 'foto-6.jpg')).json().uploadLink;
    const answer = await putPhoto(t.app, livia, `${path}?${link.split('?')[1]}`, photo);
    // Refused by the canonical-path hook (400) or, once the client has resolved the dots, by the router (404).
    expect([400, 404]).toContain(answer.statusCode);
  });

  test.each([['application/pdf'], ['image/gif'], ['text/plain']])('a declared type %s gets the spec message', async (filetype) => {
    const answer = await askUploadLink(t.app, livia, 'foto.pdf', filetype);
    expect([answer.statusCode, answer.json().error.message]).toEqual([415, PHOTO_TYPE_MESSAGE]);
  });

  test('a file that is not an image, whatever it declares, gets the spec message', async () => {
    const link = (await askUploadLink(t.app, livia, 'foto-7.jpg')).json().uploadLink;
    const answer = await putPhoto(t.app, livia, link, Buffer.from('%PDF-1.7\n1 0 obj\n'));
    expect([answer.statusCode, answer.json().error.message]).toEqual([415, PHOTO_TYPE_MESSAGE]);
  });

  test('a file over OCR_MAX_UPLOAD_BYTES is refused with 413, as multipart and as a bare image', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(250_000)]);
    const link = (await askUploadLink(t.app, livia, 'foto-8.jpg')).json().uploadLink;
    const multipart = await putPhoto(t.app, livia, link, big);
    expect([multipart.statusCode, multipart.body]).toEqual([413, expect.stringContaining('photo_too_large')]);
    const bare = await t.app.inject({ method: 'PUT', url: link, payload: big, headers: { ...asCookie(livia), 'content-type': 'image/jpeg' } });
    expect([bare.statusCode, bare.body]).toEqual([413, expect.stringContaining('photo_too_large')]);
  });

  test('a decompression bomb is refused from its header with the spec message; the server keeps answering', async () => {
    const link = (await askUploadLink(t.app, livia, 'bomba.png', 'image/png')).json().uploadLink;
    const answer = await putPhoto(t.app, livia, link, createPngBomb(), 'image/png');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toEqual({ code: 'photo_too_many_pixels', message: 'Non è stato possibile leggere il testo dalla foto' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  test('reading a photo never uploaded answers 404', async () => {
    const answer = await generate(t.app, livia, 'mai-caricata.jpg', 'lat');
    expect([answer.statusCode, answer.json().error.code]).toEqual([404, 'upload_not_found']);
  });
});

describe('reading photos and the camera credit', () => {
  let t: TestApp;
  let latin: Buffer;
  let greek: Buffer;
  beforeAll(async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { UPLOADS_DIR });
    latin = await renderPrintedText('Gallia est omnis divisa\nin partes tres.', { format: 'jpeg' });
    greek = await renderPrintedText('Δαρείου καὶ Παρυσάτιδος\nγίγνονται παῖδες δύο.', { format: 'jpeg' });
  });
  afterAll(async () => t.cleanup());

  test.each([
    ['lat', () => latin, 'Gallia est omnis divisa in partes tres.'],
    ['grc', () => greek, 'Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο.'],
  ] as const)('%s: the photo is read into text and is not kept', async (language, photo, text) => {
    const session = await signUpAndRegister(t.app, `lettore-${language}@example.org`);
    const filename = `${session.userId}-1.jpg`;
    const answer = await readPhoto(t.app, session, photo(), language, filename);
    expect([answer.statusCode, answer.json()]).toEqual([200, { data: text }]);
    const again = await generate(t.app, session, filename, language);
    expect(again.statusCode).toBe(404);
  }, 60_000);

  test('a normal student spends the 3 uses (update-limit), then is sent to plus before uploading', async () => {
    const session = await signUpAndRegister(t.app, 'tito@example.org');
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      expect((await readPhoto(t.app, session, latin, 'lat')).statusCode).toBe(200);
      const spent = await t.app.inject({ method: 'POST', url: '/ocr/update-limit', payload: { uid: session.userId }, headers: asCookie(session) });
      counts.push(spent.json().cameraCount);
    }
    expect(counts).toEqual([2, 1, 0]);
    const refused = await askUploadLink(t.app, session, 'altra.jpg');
    expect(refused.json()).toEqual({ error: { code: 'camera_limit_reached', message: 'Passa a plus per usare scatta e traduci!' } });
    expect(refused.statusCode).toBe(403);
  }, 120_000);

  test('a read whose use was never spent is paid at the next read', async () => {
    const session = await signUpAndRegister(t.app, 'furbo@example.org');
    for (let i = 0; i < 3; i += 1) expect((await readPhoto(t.app, session, latin, 'lat')).statusCode).toBe(200);
    const credits = await t.db.selectFrom('user_credits').select('camera_count').where('user_id', '=', session.userId).executeTakeFirstOrThrow();
    expect(credits.camera_count).toBe(1);
    const fourth = await readPhoto(t.app, session, latin, 'lat');
    expect([fourth.statusCode, fourth.json().error.code]).toEqual([403, 'camera_limit_reached']);
  }, 120_000);

  test('a premium student reads without limit and spends nothing', async () => {
    const session = await signUpAndRegister(t.app, 'augusto@example.org');
    await t.db.updateTable('user_profiles').set({ type: 'premium' }).where('user_id', '=', session.userId).execute();
    await t.db.updateTable('user_credits').set({ camera_count: 0 }).where('user_id', '=', session.userId).execute();
    for (let i = 0; i < 2; i += 1) {
      expect((await readPhoto(t.app, session, latin, 'lat')).statusCode).toBe(200);
      const spent = await t.app.inject({ method: 'POST', url: '/ocr/update-limit', payload: { uid: session.userId }, headers: asCookie(session) });
      expect(spent.json()).toEqual({ cameraCount: 0 });
    }
  }, 120_000);
});

describe('without tesseract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { UPLOADS_DIR, PATH: '/nonexistent' });
  });
  afterAll(async () => t.cleanup());

  test('the student is told in Italian, with 503', async () => {
    const session = await signUpAndRegister(t.app, 'livia@example.org');
    const answer = await readPhoto(t.app, session, await renderPrintedText('Gallia est omnis divisa'), 'lat');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toEqual({
      code: 'ocr_unavailable',
      message: 'Scatta e traduci non è disponibile: sul server manca il programma di riconoscimento del testo (tesseract).',
    });
  }, 60_000);
});
