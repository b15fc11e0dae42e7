import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type BrowserSession } from './browser';

async function readNavLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.waitFor();
  return nav.locator('li a').evaluateAll((links) =>
    links.map((link) => `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}`),
  );
}

// Premium and lifetime accounts come with payments; until then the browser is shown each kind of
// student by answering the two session calls in its place (the real journey is accounts.e2e.ts).
async function loadAs(page: Page, userType: string | null, name = 'Livia'): Promise<void> {
  await page.unrouteAll();
  const user = { id: 'u-nav', email: 'nav@example.it', name, emailVerified: true };
  await page.route('**/api/auth/get-session', (route) =>
    route.fulfill({ json: userType ? { user, session: { id: 's-nav' } } : null }),
  );
  await page.route('**/user/data', (route) =>
    route.fulfill({ json: { isRegistered: true, uid: user.id, email: user.email, emailVerified: true, type: userType, nome: name, scuola: 'classico', anno: 3, membership: null, termsAccepted: true, latinoCount: 5, grecoCount: 5, cameraCount: 3, lastUpdate: { _seconds: 1768471200, _nanoseconds: 0 } } }),
  );
  await page.goto(`${baseUrl()}/`);
  if (userType) await page.getByRole('link', { name: `Ave ${name}` }).waitFor();
}

describe('navbar', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  const variants: [string | null, string[]][] = [
    [null, ['Piani → /pay', 'Lezioni → /signup', 'Accedi → /login', 'Iscriviti gratis → /signup']],
    ['normal', ['Piani → /pay', 'Lezioni → /lezioni', 'Ave Livia → /profilo']],
    ['premium', ['Lezioni → /lezioni', 'Ave Livia → /profilo']],
    ['lifetime', ['Lezioni → /lezioni', 'Ave Livia → /profilo']],
  ];
  for (const [userType, expected] of variants) {
    test(`links for ${userType ?? 'anonymous'} users`, async () => {
      await loadAs(browser.page, userType, 'Livia');
      assert.deepEqual(await readNavLinks(browser.page), expected);
    });
  }

  test('hides on scroll down, comes back on scroll up and on keyboard focus', async () => {
    const { page } = browser;
    await loadAs(page, null);
    const header = page.locator('header.navbar');
    const isHidden = async () => (await header.getAttribute('data-hidden')) === 'true';
    const bottomOf = () => header.evaluate((element) => Math.round(element.getBoundingClientRect().bottom));

    await page.mouse.move(640, 500); // wheel events go to the element under the pointer
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header.navbar')?.getAttribute('data-hidden') === 'true');
    await page.waitForTimeout(350); // let the slide finish
    assert.ok((await bottomOf()) <= 0, 'la barra deve uscire dallo schermo');

    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('header.navbar')?.getAttribute('data-hidden') === 'false');
    assert.equal(await isHidden(), false);

    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header.navbar')?.getAttribute('data-hidden') === 'true');
    await header.getByRole('link', { name: 'Accedi' }).focus();
    await page.waitForFunction(() => document.querySelector('header.navbar')?.getAttribute('data-hidden') === 'false');
    assert.equal(await isHidden(), false);
  });
});
