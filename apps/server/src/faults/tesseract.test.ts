// Fault: tesseract is missing, crashes or fails. Each read of a photo ends in the spec's Italian error
// (503: the server's fault), spends no camera use and keeps the photo, which is read once tesseract
// works again. TESSERACT_BIN points at a stand-in script that crashes, fails or runs the real one.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import { askUploadLink, generate, putPhoto } from '../features/ocr/ocr-test-client';
import { renderPrintedText } from '../integrations/ocr/test-photos';
import { MESSAGES } from '../messages';
import type { TestApp } from '../test/app';

type Mode = 'crash' | 'fail' | 'missing' | 'real';

describe('tesseract is missing or crashes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'versio-tesseract-'));
  const bin = join(dir, 'tesseract');
  let t: TestApp;
  let livia: Session;

  function setMode(mode: Mode): void {
    writeFileSync(join(dir, 'mode'), mode);
    // Not executable: spawn fails with EACCES, as for a program that is not there.
    chmodSync(bin, mode === 'missing' ? 0o644 : 0o755);
  }

  beforeAll(async () => {
    writeFileSync(bin, [
      '#!/bin/sh',
      `case "$(cat '${join(dir, 'mode')}')" in`,
      '  crash) kill -SEGV $$ ;;',
      '  fail) echo "errore interno" >&2; exit 3 ;;',
      'esac',
      'exec tesseract "$@"',
      '',
    ].join('\n'));
    setMode('real');
    t = await createAccountsTestApp('sqlite', { TESSERACT_BIN: bin, UPLOADS_DIR: join(dir, 'uploads') });
    livia = await signUpAndRegister(t.app, 'livia@example.org');
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  const cameraCount = async () => (await t.app.inject({ url: '/user/data', headers: asCookie(livia) })).json<{ cameraCount: number }>().cameraCount;

  test('each fault: the Italian error, no camera use spent, the photo kept; then it is read', async () => {
    const photo = await renderPrintedText('Gallia est omnis divisa', { format: 'jpeg' });
    const before = await cameraCount();
    const link = await askUploadLink(t.app, livia, 'pagina.jpg');
    expect((await putPhoto(t.app, livia, link.json().uploadLink, photo)).statusCode).toBe(204);

    const answers: Array<[Mode, number, string]> = [];
    for (const mode of ['crash', 'fail', 'missing'] as const) {
      setMode(mode);
      const response = await generate(t.app, livia, 'pagina.jpg', 'lat');
      answers.push([mode, response.statusCode, response.json().error?.message]);
    }
    expect(answers).toEqual([
      ['crash', 503, MESSAGES.ocrFailed],
      ['fail', 503, MESSAGES.ocrFailed],
      ['missing', 503, MESSAGES.ocrTesseractMissing],
    ]);
    expect(await cameraCount()).toBe(before);

    setMode('real');
    const read = await generate(t.app, livia, 'pagina.jpg', 'lat');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatch(/est/);
    // The one read that worked is the one use paid (at the next request for a link, spec §7).
    await askUploadLink(t.app, livia, 'pagina-2.jpg');
    expect(await cameraCount()).toBe(before - 1);
  }, 20_000);
});
