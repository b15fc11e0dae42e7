// GET /api/dev/outbox (HTML) and /api/dev/outbox.json: the messages the embedded e-mail default
// wrote, newest first, with their links, so a developer (or a browser test) can open the
// verification link. Registered only while no SMTP server is configured. The messages hold sign-in
// links, so the page answers only the local machine (the socket address, never a header) and only
// with its token (`?token=`, OUTBOX_TOKEN or a random one printed at start-up): behind a reverse
// proxy on the same host every visitor comes from the local socket.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isLoopback } from '../../http/loopback';
import { isSameSecret } from '../../http/signatures';
import { MESSAGES } from '../../messages';
import { escapeHtml } from './html';
import { readOutbox } from './outbox-sender';
import type { OutboxEntry } from './outbox-sender';

export const outboxRoutes: FastifyPluginAsync<{ dir: string; token: string }> = async (app, { dir, token }) => {
  app.addHook('onRequest', async (request) => {
    assertLocal(request);
    assertToken(request, token);
  });

  app.get('/api/dev/outbox.json', { schema: { hide: true } }, async () => ({ messages: await readOutbox(dir) }));

  // The page's own small style sheet is inline; it loads nothing else.
  const pagePolicy = { contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] } } };
  app.get('/api/dev/outbox', { schema: { hide: true }, helmet: pagePolicy }, async (_request, reply) => {
    const messages = await readOutbox(dir);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderOutbox(messages));
  });
};

function assertLocal(request: FastifyRequest): void {
  if (!isLoopback(request.socket.remoteAddress)) {
    throw new AppError('forbidden', 403, MESSAGES.outboxLocalOnly);
  }
}

function assertToken(request: FastifyRequest, token: string): void {
  if (!isSameSecret(new URL(request.url, 'http://outbox').searchParams.get('token') ?? '', token)) {
    throw new AppError('outbox_token_required', 403, MESSAGES.outboxTokenRequired);
  }
}

/** The page's address, as printed at start-up. */
export function outboxUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/dev/outbox?token=${token}`;
}

export function renderOutbox(messages: OutboxEntry[]): string {
  const rows = messages.map((m) => `<tr>
  <td>${escapeHtml(formatDate(m.date))}</td>
  <td>${escapeHtml(m.to)}</td>
  <td>${escapeHtml(m.subject)}</td>
  <td>${m.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join('<br>')}</td>
</tr>`).join('\n');
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Posta in uscita — Versio</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}a{word-break:break-all}</style>
</head>
<body>
<h1>Posta in uscita</h1>
<p>Le email che Versio avrebbe spedito (nessun server SMTP configurato), dalla più recente.</p>
${messages.length === 0 ? '<p>Nessuna email.</p>' : `<table>
<thead><tr><th>Data</th><th>A</th><th>Oggetto</th><th>Link</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`}
</body>
</html>`;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('it-IT', { timeZone: 'Europe/Rome' });
}
