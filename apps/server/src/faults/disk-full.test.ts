// Fault: the disk of the upload folder is full. A tiny tmpfs of the test's own is mounted as
// UPLOADS_DIR (mounting needs root, as in CI; elsewhere the test is skipped and says why). The photo's
// PUT is refused with a clear Italian 503, no part of it stays on the disk, the link is not used up;
// once there is room again the same link stores the photo whole (decision 043).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie, signUpAndRegister } from '../features/auth/auth-test-client';
import { createLessonsTestApp, markEmailVerified, writeFakeVideo } from '../features/lessons/lessons-test-kit';
import type { Session } from '../features/auth/auth-test-client';
import { askUploadLink, putPhoto } from '../features/ocr/ocr-test-client';
import { renderPrintedText } from '../integrations/ocr/test-photos';
import { MESSAGES } from '../messages';
import type { TestApp } from '../test/app';

const root = mkdtempSync(join(tmpdir(), 'versio-disk-full-'));
const uploads = join(root, 'uploads');

function mountTinyDisk(): boolean {
  try {
    execFileSync('mkdir', ['-p', uploads]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k,mode=0700', 'tmpfs', uploads], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const mounted = process.getuid?.() === 0 && mountTinyDisk();

/** Every file under the folder, with its size. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
}

describe.skipIf(!mounted)('the upload disk is full (a 512 KiB tmpfs; needs root to mount)', () => {
  let t: TestApp;
  let livia: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createLessonsTestApp('sqlite', { UPLOADS_DIR: uploads, LESSONS_DIR: uploads, ADMIN_EMAILS: 'admin@example.org' });
    livia = await signUpAndRegister(t.app, 'livia@example.org');
    admin = await signUpAndRegister(t.app, 'admin@example.org');
    await markEmailVerified(t.db, admin.userId);
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
    execFileSync('umount', [uploads]);
    rmSync(root, { recursive: true, force: true });
  });

  test('refused clearly, nothing half-written, the link still good; with room again the photo is stored whole', async () => {
    const photo = await renderPrintedText('Gallia est omnis divisa in partes tres', { format: 'png' });
    // Leave less room than the photo takes.
    const free = () => { const stats = statfsSync(uploads); return stats.bavail * stats.bsize; };
    writeFileSync(join(uploads, 'riempitivo'), Buffer.alloc(Math.max(0, free() - Math.floor(photo.length / 2))));
    expect(free()).toBeLessThan(photo.length);

    const link: string = (await askUploadLink(t.app, livia, 'pagina.png', 'image/png')).json().uploadLink;
    const full = await putPhoto(t.app, livia, link, photo, 'image/png');
    expect([full.statusCode, full.json()]).toEqual([503, { error: { code: 'storage_full', message: MESSAGES.storageFull } }]);
    expect(full.headers['retry-after']).toBe('60');
    expect(filesIn(uploads)).toEqual(['riempitivo']);
    const row = await t.db.selectFrom('ocr_uploads').select('uploaded_at').where('filename', '=', 'pagina.png').executeTakeFirstOrThrow();
    expect(row.uploaded_at).toBeNull();

    rmSync(join(uploads, 'riempitivo'));
    expect((await putPhoto(t.app, livia, link, photo, 'image/png')).statusCode).toBe(204);
    expect(filesIn(uploads)).toEqual([`${livia.userId}/pagina.png`]);
    expect(readFileSync(join(uploads, livia.userId, 'pagina.png')).equals(photo)).toBe(true);
  }, 20_000);

  test('a lesson video on a full disk: a clear 503, no half-copied file, the lesson unchanged', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/lessons', headers: asCookie(admin), payload: { codice: 'la-supino', title: 'Il supino', description: 'Forme e usi' } });
    expect(created.statusCode).toBe(201);
    const before = filesIn(uploads);
    const video = writeFakeVideo(root, 'video.mp4', 1024 * 1024);
    const answer = await t.app.inject({ method: 'PUT', url: '/api/admin/lessons/la-supino/video', headers: { ...asCookie(admin), 'content-type': 'video/mp4' }, payload: video });
    expect([answer.statusCode, answer.json()]).toEqual([503, { error: { code: 'storage_full', message: MESSAGES.videoStorageFull } }]);
    expect(filesIn(uploads)).toEqual(before);
    const lesson = await t.db.selectFrom('lessons').select('video').where('codice', '=', 'la-supino').executeTakeFirstOrThrow();
    expect(lesson.video).toBeNull();
  }, 20_000);
});
