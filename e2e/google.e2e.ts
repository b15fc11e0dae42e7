// Google sign-in in real Chromium (spec §4 "Google path"): the server's OpenID Connect client talks
// to a real provider on this machine (e2e/run.ts starts it), standing in for Google.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type BrowserSession } from './browser';

/** Walks the provider's own login and consent pages until the browser is back on Versio. */
async function passThroughProvider(page: Page, email: string): Promise<void> {
  // Leaving the page that started the sign-in: to the provider, or straight back when its session remembers us.
  // The click may already have reached the provider before this runs (a fast machine): only wait while
  // the browser is still on the Versio page where the click happened.
  const start = page.url();
  if (start.startsWith(baseUrl())) {
    await page.waitForURL((url) => url.toString() !== start, { waitUntil: 'commit' });
  }
  for (let step = 0; step < 6; step += 1) {
    await page.waitForLoadState('domcontentloaded');
    if (page.url().startsWith(baseUrl()) && !page.url().includes('/api/auth/')) return;
    const login = page.locator('input[name="login"]');
    if (await login.count()) {
      await login.fill(email);
      await page.locator('input[name="password"]').fill('qualsiasi');
    }
    // The login and consent pages share one address, so wait for the navigation itself.
    const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.locator('button[type="submit"]').first().click();
    await navigated;
  }
  throw new Error(`ancora sul provider: ${page.url()}`);
}

describe('Google sign-in', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  const email = `ottavia.${Date.now()}@example.it`;

  test('a new Google user completes the profile and lands on the home page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Accedi con Google' }).click();
    await passThroughProvider(page, email);
    await page.waitForURL(`${baseUrl()}/complete-signup`);
    await page.getByLabel('Nome e cognome').fill('Ottavia Minore');
    await page.getByLabel('Scuola').selectOption('linguistico');
    await page.getByLabel('Anno').selectOption('2');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('button', { name: 'Entra' }).click();
    assert.equal(await page.getByRole('alert').innerText(), 'Accetta i termini e condizioni per registrarti');
    await page.getByLabel('Accetto i Termini e Condizioni').check();
    await page.getByLabel(/Acconsento al trattamento/).check();
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Ave Ottavia' }).waitFor();
  });

  test('the same Google user, registered, goes straight to the home page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/profilo`);
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('link', { name: 'Accedi' }).waitFor();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Accedi con Google' }).click();
    await passThroughProvider(page, email);
    await page.waitForURL(`${baseUrl()}/`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Ave Ottavia' }).waitFor();
    await page.goto(`${baseUrl()}/profilo`);
    await page.getByText('Liceo Linguistico').waitFor();
  });

  test('from the signup wizard, Google registers with the answers of step 1', async () => {
    // A fresh browser: the provider would otherwise remember the previous student.
    const fresh = await openBrowser();
    try {
      await signUpWithGoogle(fresh.page);
    } finally {
      await fresh.close();
    }
  });
});

/** /signup, step 1, consents, then Google: registered with the step-1 answers (registration_complete). */
async function signUpWithGoogle(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/signup`);
  await page.getByLabel('Nome e cognome').fill('Publio Virgilio');
  await page.getByLabel('Scuola').selectOption('classico');
  await page.getByLabel('Anno').selectOption('5');
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  assert.equal(await page.getByRole('alert').innerText(), 'Accetta i termini per entrare in Versio');
  await page.getByLabel('Accetto i Termini e Condizioni').check();
  await page.getByLabel(/Acconsento al trattamento/).check();
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  await passThroughProvider(page, `publio.${Date.now()}@example.it`);
  await page.waitForURL(`${baseUrl()}/profilo`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Ave Publio' }).waitFor();
  await page.getByText('Liceo Classico, Europeo o Internazionale').waitFor();
}
