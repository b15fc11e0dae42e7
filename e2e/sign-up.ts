// A student's whole sign-up through the wizard, then the verification link of the e-mail: the start of
// the journeys that need a registered, verified account (accounts.e2e.ts checks each step on its own).
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { readLinkFromOutbox } from './outbox';

export type Student = { name: string; year: string; email: string; password: string };

export async function signUpAndVerify(page: Page, student: Student): Promise<void> {
  await page.goto(`${baseUrl()}/signup`);
  await page.getByLabel('Nome e cognome').fill(student.name);
  await page.getByLabel('Scuola').selectOption('classico');
  await page.getByLabel('Anno').selectOption(student.year);
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByLabel('Accetto i Termini e Condizioni').check();
  await page.getByLabel(/Acconsento al trattamento/).check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.waitForURL(`${baseUrl()}/profilo`);
  await page.goto(await readLinkFromOutbox(student.email, 'verify-email'));
  await page.waitForURL(`${baseUrl()}/profilo`);
}
