// Passing to plus in real Chromium against the production build and a real server with no payment
// provider configured: the embedded sandbox checkout stands in for Stripe's hosted page, and paying
// there runs the same fulfilment as a Stripe webhook.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, openBrowser, saveScreenshot, type BrowserSession } from './browser';
import { readLinkFromOutbox } from './outbox';

const EMAIL = `ottavia.${Date.now()}@example.it`;
const PASSWORD = 'Orazio-65';

describe('passing to plus', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('an anonymous visitor is asked to sign in and taken to /login', async () => {
    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await page.goto(`${baseUrl()}/pay`);
      await page.getByRole('button', { name: 'Sblocca plus' }).click();
      await page.getByRole('alert').getByText('Accedi per passare a plus!').waitFor();
      await page.waitForURL(`${baseUrl()}/login`);
    } finally {
      await visitor.close();
    }
  });

  test('a student signs up and verifies the e-mail', async () => {
    const { context, page } = browser;
    // The browser's own cookie jar: the API calls sign this browser in.
    const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { email: EMAIL, password: PASSWORD, name: 'Ottavia Minore', callbackURL: '/profilo' },
    });
    assert.equal(signUp.status(), 200);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const registered = await context.request.post(`${baseUrl()}/user/data`, {
      data: { user_uid: user.id, nome: 'Ottavia Minore', scuola: 'classico', anno: '4', phoneNumber: '' },
    });
    assert.equal(registered.status(), 200);
    await page.goto(await readLinkFromOutbox(EMAIL, 'verify-email'));
    await page.waitForURL(`${baseUrl()}/profilo`);
    await page.getByText('Verificata', { exact: true }).waitFor();
  });

  test('/pay shows the plans from the configuration; cancelling the sandbox checkout leads to /checkoutno', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pay`);
    await page.getByRole('heading', { level: 1, name: 'Scegli il tuo piano' }).waitFor();
    const plus = page.getByRole('article', { name: 'Plus' });
    assert.equal(await plus.locator('.plan-card__price').innerText(), '30\u00a0€* all’anno');
    await page.getByText("*Sì, come un'ora di ripetizioni.").waitFor();
    await page.getByRole('article', { name: 'Gratis' }).getByText('Il tuo piano attuale').waitFor();
    await saveScreenshot(page, 'pay');
    await plus.getByRole('button', { name: 'Sblocca plus' }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\/cs_sandbox_/);
    await page.getByText('Ambiente di prova: nessun pagamento reale').waitFor();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.waitForURL(`${baseUrl()}/checkoutno`);
    await page.getByRole('heading', { level: 1, name: 'Mmm, qualcosa non ha funzionato!' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Area personale' }).getAttribute('href'), '/');
  });

  test('paying the monthly plan in the sandbox: /checkoutyes thanks, the profile shows plus', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pay`);
    await page.getByRole('tab', { name: 'MENSILE' }).click();
    assert.equal(await page.locator('.plan-card--plus .plan-card__price').innerText(), '2,99\u00a0€ al mese');
    await page.getByRole('button', { name: 'Sblocca plus' }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\/cs_sandbox_/);
    await saveScreenshot(page, 'sandbox-checkout');
    await page.getByRole('button', { name: /^Paga 2,99/ }).click();
    await page.waitForURL(/\/checkoutyes\?session_id=cs_sandbox_/);
    await page.getByRole('heading', { level: 1, name: 'Grazie per aver scelto Versio!' }).waitFor();
    await saveScreenshot(page, 'checkout-yes');
    // A plus student's navbar has no 'Piani'.
    await page.getByRole('link', { name: 'Ave Ottavia' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Piani' }).count(), 0);
    await page.getByRole('link', { name: 'Area personale' }).click();
    await page.waitForURL(`${baseUrl()}/profilo`);
    await page.getByRole('button', { name: 'Gestisci abbonamento' }).click();
    await page.getByText(/Hai il piano Plus/).waitFor();
    await page.getByRole('button', { name: 'Credito residuo' }).click();
    assert.deepEqual(await page.locator('.credit__counts dd').allInnerTexts(), ['30/30', '30/30', 'Illimitato']);
  });

  test('plus again from /pay: Versio says the student is already in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pay`);
    await page.getByRole('button', { name: 'Sblocca plus' }).click();
    await page.getByRole('alert').getByText('Sei già nella community di Versio!').waitFor();
  });
});
