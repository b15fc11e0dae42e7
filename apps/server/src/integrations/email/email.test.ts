import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createEmailSender } from './create-email-sender';
import { findLinks } from './email';
import { readOutbox } from './outbox-sender';
import { startSmtpTestServer } from './smtp-test-server';
import type { SmtpTestServer } from './smtp-test-server';
import { createAccountDeletedEmail, createPasswordResetEmail, createVerificationEmail } from './templates';

const VERIFY_URL = 'http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.abc&callbackURL=%2Fprofilo%3Fverified%3D1';

describe('the e-mail templates', () => {
  test.each([
    [createVerificationEmail('livia@example.org', 'Livia', VERIFY_URL), 'Conferma il tuo indirizzo email', [VERIFY_URL]],
    [createPasswordResetEmail('livia@example.org', 'Livia', 'http://localhost:3000/login?reset=tok123'),
      'Reimposta la tua password di Versio', ['http://localhost:3000/login?reset=tok123']],
    [createAccountDeletedEmail('livia@example.org', 'Livia'), 'Il tuo account Versio è stato eliminato', []],
  ])('%#: subject, Italian greeting and the same links in HTML and text', (message, subject, links) => {
    expect(message.subject).toBe(subject);
    expect(message.text.startsWith('Ave Livia,\n')).toBe(true);
    expect(findLinks(message.text)).toEqual(links);
    for (const link of links) expect(message.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  test('escapes a name that holds HTML', () => {
    const message = createVerificationEmail('x@example.org', '<b>Marco</b>', VERIFY_URL);
    expect(message.html).toContain('Ave &lt;b&gt;Marco&lt;/b&gt;,');
    expect(message.html).not.toContain('<b>Marco</b>');
  });
});

describe('the SMTP adapter', () => {
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  test('delivers the message over a real SMTP exchange, link intact', async () => {
    smtp = await startSmtpTestServer();
    const email = createEmailSender({ SMTP_URL: smtp.url, EMAIL_FROM: 'Versio <noreply@versio.app>', OUTBOX_DIR: '/nonexistent' });
    expect(email.kind).toBe('smtp');
    await email.sender.send(createVerificationEmail('giulia@example.org', 'Giulia', VERIFY_URL));
    email.close();
    const received = await smtp.waitForMessage('giulia@example.org');
    expect([received.from, received.subject, received.links]).toEqual([
      'noreply@versio.app', 'Conferma il tuo indirizzo email', [VERIFY_URL],
    ]);
  });
});

describe('the outbox adapter', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  test('writes JSON and .eml per message and reads them back newest first', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'versio-outbox-')), 'outbox');
    folders.push(dir);
    expect(await readOutbox(dir)).toEqual([]);
    const email = createEmailSender({ EMAIL_FROM: 'Versio <noreply@versio.app>', OUTBOX_DIR: dir });
    expect(email.kind).toBe('outbox');
    await email.sender.send(createVerificationEmail('a@example.org', 'Aulo', VERIFY_URL));
    await email.sender.send(createPasswordResetEmail('b@example.org', 'Bruto', 'http://localhost:3000/login?reset=t'));
    const messages = await readOutbox(dir);
    expect(messages.map((m) => [m.to, m.subject, m.links])).toEqual([
      ['b@example.org', 'Reimposta la tua password di Versio', ['http://localhost:3000/login?reset=t']],
      ['a@example.org', 'Conferma il tuo indirizzo email', [VERIFY_URL]],
    ]);
    const eml = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(eml).toHaveLength(2);
    expect(readFileSync(join(dir, eml[0] ?? ''), 'utf8')).toMatch(/^Content-Type: multipart\/alternative/m);
  });
});
