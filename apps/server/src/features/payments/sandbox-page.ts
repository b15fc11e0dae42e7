// The sandbox's pages: a stand-in for a provider's hosted checkout and billing portal, rendered by
// the server as plain HTML forms (no script), saying plainly that no money moves.
import { escapeHtml } from '../../integrations/email/html';

export const SANDBOX_NOTICE = 'Ambiente di prova: nessun pagamento reale';

const PERIOD_LABEL = { annual: 'Plus annuale', monthly: 'Plus mensile' } as const;
const PER_PERIOD = { annual: "all'anno", monthly: 'al mese' } as const;

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency }).format(cents / 100);
}

export function renderCheckoutPage(session: {
  id: string; period: 'annual' | 'monthly'; amountCents: number; currency: string; vatText: string; email: string;
}): string {
  const amount = formatAmount(session.amountCents, session.currency);
  const action = `/api/sandbox/checkout/${encodeURIComponent(session.id)}`;
  return renderPage('Pagamento di prova', `
<p class="notice" role="note">${SANDBOX_NOTICE}</p>
<h1>${PERIOD_LABEL[session.period]}</h1>
<p class="amount">${escapeHtml(amount)} <span>${PER_PERIOD[session.period]} · ${escapeHtml(session.vatText)}</span></p>
<p>Account: ${escapeHtml(session.email)}</p>
<p>Questa pagina prende il posto del checkout di Stripe: pagando qui Versio attiva plus esattamente come dopo un pagamento vero, ma nessuna carta viene addebitata.</p>
<form method="post" action="${action}/pay"><button type="submit" class="pay">Paga ${escapeHtml(amount)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Annulla</button></form>`);
}

export function renderPortalPage(subscriptions: { period: string | null; status: string; active: boolean }[]): string {
  const rows = subscriptions.map((sub) => `<li>${sub.period === 'monthly' ? 'Plus mensile' : 'Plus annuale'}: ${sub.active ? 'attivo' : escapeHtml(sub.status)}</li>`).join('');
  const active = subscriptions.some((sub) => sub.active);
  return renderPage('Portale di fatturazione di prova', `
<p class="notice" role="note">${SANDBOX_NOTICE}</p>
<h1>Il tuo abbonamento</h1>
<ul>${rows || '<li>Nessun abbonamento.</li>'}</ul>
${active ? '<form method="post" action="/api/sandbox/portal/cancel"><button type="submit" class="cancel">Disdici l’abbonamento</button></form>' : ''}
<p><a href="/profilo">Torna a Versio</a></p>`);
}

export function renderClosedPage(message: string): string {
  return renderPage('Pagamento di prova', `
<p class="notice" role="note">${SANDBOX_NOTICE}</p>
<h1>Pagamento non disponibile</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/pay">Torna ai piani</a></p>`);
}

function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Versio</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.notice{padding:.6rem .8rem;border-left:4px solid #b45309;background:#fef3c7;font-weight:700}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.amount span{font-size:1rem;font-weight:400;color:#6b7280}
button{font:inherit;min-height:44px;padding:.6rem 1.4rem;border-radius:999px;cursor:pointer;margin:.25rem 0}
.pay{border:0;background:#7c2d12;color:#fff;font-weight:700}.cancel{border:1px solid #d1d5db;background:#fff}</style>
</head>
<body>${body}
</body>
</html>`;
}
