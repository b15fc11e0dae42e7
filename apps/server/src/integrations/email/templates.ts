// Versio's e-mails, in Italian, as HTML (simple inline-styled layout every client renders) and
// plain text carrying the same words and link.
import type { EmailMessage } from './email';
import { escapeHtml } from './html';

type Content = { title: string; greeting: string; paragraphs: string[]; action?: { label: string; url: string }; closing: string };

export function createVerificationEmail(to: string, name: string, url: string): EmailMessage {
  return render(to, 'Conferma il tuo indirizzo email', {
    title: 'Conferma il tuo indirizzo email',
    greeting: `Ave ${name},`,
    paragraphs: [
      'grazie per esserti iscritto a Versio! Per completare la registrazione conferma il tuo indirizzo email.',
      'Se non hai creato tu un account su Versio, ignora questa email.',
    ],
    action: { label: 'Conferma email', url },
    closing: 'Buono studio,\nil team di Versio',
  });
}

export function createPasswordResetEmail(to: string, name: string, url: string): EmailMessage {
  return render(to, 'Reimposta la tua password di Versio', {
    title: 'Reimposta la tua password',
    greeting: `Ave ${name},`,
    paragraphs: [
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Versio. Il link vale un\'ora.',
      'Se non l\'hai chiesto tu, ignora questa email: la tua password resta quella di prima.',
    ],
    action: { label: 'Scegli una nuova password', url },
    closing: 'A presto,\nil team di Versio',
  });
}

export function createAccountDeletedEmail(to: string, name: string): EmailMessage {
  return render(to, 'Il tuo account Versio è stato eliminato', {
    title: 'Account eliminato',
    greeting: `Ave ${name},`,
    paragraphs: [
      'come hai chiesto, abbiamo eliminato il tuo account Versio con tutti i tuoi dati: profilo, crediti e versioni salvate.',
      'Se cambi idea puoi iscriverti di nuovo quando vuoi.',
    ],
    closing: 'Vale!\nil team di Versio',
  });
}

function render(to: string, subject: string, content: Content): EmailMessage {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7c3aed;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f7;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:24px;font-weight:bold;color:#7c3aed;margin:0 0 24px">Versio</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="line-height:1.5">${escapeHtml(content.closing).replace('\n', '<br>')}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, html, text };
}
