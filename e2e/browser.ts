// Shared browser setup for the e2e tests: Debian's Chromium driven by playwright-core.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export type Viewport = { width: number; height: number };
export type BrowserSession = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** The server under test, given by e2e/run.ts. */
export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL mancante: avvia i test con `npm run test:e2e`.');
  return url.replace(/\/$/, '');
}

/**
 * Starts a headless Chromium with a fresh profile (nothing leaks between tests).
 * `storage` seeds localStorage before any page script runs, e.g. the development user type.
 */
export async function openBrowser(
  options: { viewport?: Viewport; storage?: Record<string, string> } = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'versio-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? DESKTOP,
    locale: 'it-IT',
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Where screenshots go (git-ignored); set E2E_SCREENSHOTS=0 to skip them. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  const dir = join(process.cwd(), 'var', 'e2e-screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
