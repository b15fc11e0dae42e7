// The whole account journey in real Chromium against the production build and a real server:
// sign up, verify through the e-mail, log in, reset the password, accept the terms, read the
// credits, delete the account.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, DESKTOP, MOBILE, openBrowser, saveScreenshot, type BrowserSession } from './browser';
import { readLinkFromOutbox } from './outbox';

const EMAIL = `livia.${Date.now()}@example.it`;
const FIRST_PASSWORD = 'Catullo84';
const NEW_PASSWORD = 'Lesbia-passer';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/profilo`);
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('link', { name: 'Accedi' }).waitFor();
}

async function assertFitsPhone(page: Page, path: string, name: string): Promise<void> {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('h1').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.equal(overflow, 0, `${path} non deve scorrere in orizzontale sul telefono`);
  await saveScreenshot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

async function readAlert(page: Page): Promise<string> {
  return page.getByRole('alert').innerText();
}

describe('account journey', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('an anonymous student who asks Versio gets the signup popup', async () => {
    const { page } = browser;
    // The button asks for the signup only once the page knows there is no session (a click before that finds the
    // text empty): wait for the session's answer, as a student's first click after the page appears would.
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/get-session');
    await page.goto(`${baseUrl()}/`);
    await (await session).finished();
    await page.getByRole('button', { name: 'Chiedi a Versio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrati' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continua' }).click();
    assert.equal(await dialog.getByRole('alert').innerText(), 'Completa tutti i campi prima di continuare!');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('login and signup fit a phone', async () => {
    await assertFitsPhone(browser.page, '/login', 'login');
    await assertFitsPhone(browser.page, '/signup', 'signup');
  });

  test('signs up on /signup and lands on the profile with the verification notice', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/signup`);
    assert.equal(await page.locator('h1').innerText(), 'Registrati');
    await page.getByLabel('Nome e cognome').fill('Livia Drusilla');
    await page.getByLabel('Scuola').selectOption('classico');
    await page.getByLabel('Anno').selectOption('3');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Continua' }).click();
    assert.equal(await readAlert(page), 'Completa tutti i campi prima di continuare!');
    await page.getByLabel('Accetto i Termini e Condizioni').check();
    await page.getByLabel(/Acconsento al trattamento/).check();
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByText("Account creato con successo, controlla la tua posta in arrivo per verificare l'indirizzo email.").waitFor();
    await saveScreenshot(page, 'signup-success');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.waitForURL(`${baseUrl()}/profilo`);
    await page.getByText(/Ti abbiamo inviato un’email/).waitFor();
    await page.getByText('*Devi verificare la tua email').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Ave Livia' }).count(), 1);
  });

  test('the same e-mail cannot sign up twice', async () => {
    const { context } = browser;
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/signup`);
    await page.getByLabel('Nome e cognome').fill('Altra Livia');
    await page.getByLabel('Scuola').selectOption('scientifico');
    await page.getByLabel('Anno').selectOption('0');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('Tibullo1');
    await page.getByLabel('Accetto i Termini e Condizioni').check();
    await page.getByLabel(/Acconsento al trattamento/).check();
    await page.getByRole('button', { name: 'Continua' }).click();
    assert.equal(await readAlert(page), 'Email già in uso');
    await page.close();
  });

  test('the link in the verification e-mail verifies the address', async () => {
    const { page } = browser;
    const link = await readLinkFromOutbox(EMAIL, 'verify-email');
    await page.goto(link);
    await page.waitForURL(`${baseUrl()}/profilo`);
    await page.getByText('Verificata', { exact: true }).waitFor();
  });

  test('logs out and back in, landing on the home page', async () => {
    const { page } = browser;
    await logOut(page);
    await logIn(page, EMAIL, 'sbagliata');
    assert.equal(await readAlert(page), 'Email o password errati.');
    await logIn(page, EMAIL, FIRST_PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Ave Livia' }).waitFor();
    // A logged-in student who opens /login is sent to the profile.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(`${baseUrl()}/profilo`);
  });

  test('resets the password through the e-mail link and logs in with the new one', async () => {
    const { page } = browser;
    await logOut(page);
    const requested = new Date(Date.now() - 1000);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Password dimenticata? Resettala qui' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Recupera credenziali' }).click();
    await page.getByRole('heading', { name: 'Email inviata' }).waitFor();
    const link = await readLinkFromOutbox(EMAIL, 'reset=', requested);
    await page.goto(link);
    await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByText('Password aggiornata: ora puoi accedere con la nuova password.').waitFor();
    await logIn(page, EMAIL, FIRST_PASSWORD);
    assert.equal(await readAlert(page), 'Email o password errati.');
    await logIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
  });

  test('accepts the terms in the popup before asking Versio', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Ave Livia' }).waitFor();
    await page.getByRole('button', { name: 'Chiedi a Versio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termini e condizioni' });
    await dialog.getByRole('button', { name: 'Accetta e continua' }).click();
    assert.equal(await dialog.getByRole('alert').innerText(), 'Accetta i termini per continuare');
    await dialog.getByLabel('Accetto i Termini e Condizioni').check();
    await dialog.getByLabel(/Acconsento al trattamento/).check();
    await dialog.getByRole('button', { name: 'Accetta e continua' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Accepted for good: the server has it, and after a reload the button no longer asks.
    const data = await page.evaluate(async () => (await fetch('/user/data', { credentials: 'include' })).json());
    assert.equal((data as { termsAccepted: boolean }).termsAccepted, true);
    await page.reload();
    await page.getByRole('link', { name: 'Ave Livia' }).waitFor();
    await page.getByRole('button', { name: 'Chiedi a Versio' }).click();
    await page.waitForTimeout(300);
    assert.equal(await page.getByRole('dialog').count(), 0);
  });

  test('the profile shows the free plan credits from /api/plans', async () => {
    const { page } = browser;
    const { plans } = (await (await fetch(`${baseUrl()}/api/plans`)).json()) as { plans: { type: string; monthlyAnalyses: number; monthlyCamera: number | null }[] };
    const free = plans.find((plan) => plan.type === 'normal');
    assert.ok(free);
    await page.goto(`${baseUrl()}/profilo`);
    await page.getByRole('button', { name: 'Credito residuo' }).click();
    const counts = page.locator('.credit__counts');
    const full = `${free.monthlyAnalyses}/${free.monthlyAnalyses}`;
    assert.deepEqual(await counts.locator('dd').allInnerTexts(), [full, full, `${free.monthlyCamera}/${free.monthlyCamera}`]);
    assert.equal(full, '5/5');
    await page.getByRole('button', { name: 'AGGIORNA' }).click();
    await page.getByText('Limiti aggiornati correttamente').waitFor();
    await page.getByText(/^Prossimo aggiornamento: \d{1,2} \p{L}+ \d{4}$/u).waitFor();
    await saveScreenshot(page, 'profile-credits');
    await assertFitsPhone(page, '/profilo', 'profile');
  });

  test('deletes the account in two clicks; the credentials no longer work', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/profilo`);
    await page.getByRole('button', { name: 'Elimina account' }).click();
    await page.getByText('Sei sicuro di voler eliminare il tuo account? Questa azione non può essere annullata.').waitFor();
    await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Accedi' }).waitFor();
    await logIn(page, EMAIL, NEW_PASSWORD);
    assert.equal(await readAlert(page), 'Email o password errati.');
  });
});
