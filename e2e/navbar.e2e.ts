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

async function loadAs(page: Page, userType: string | null, name?: string): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.evaluate(
    ([type, userName]) => {
      if (type) localStorage.setItem('versio.devUserType', type);
      else localStorage.removeItem('versio.devUserType');
      if (userName) localStorage.setItem('versio.devUserName', userName);
    },
    [userType, name ?? null] as const,
  );
  await page.reload();
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
