// For the hostile-input tests: one app on a real SQLite database with two registered students and a
// verified administrator, the database's whole content to compare before and after, and the checks
// every refusal must pass (no 5xx, Versio's error shape, an Italian message of messages.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/create-db';
import { asCookie, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import { createLessonsTestApp, markEmailVerified } from '../features/lessons/lessons-test-kit';
import type { LessonsTestApp } from '../features/lessons/lessons-test-kit';
import { MESSAGES } from '../messages';
import type { Endpoint } from './endpoints';
import { HOSTILE_LESSON, HOSTILE_OUTBOX_TOKEN } from './endpoints';

export type HostileApp = LessonsTestApp & { livia: Session; marco: Session; admin: Session; uploadsDir: string };

/** High limits: the tests send hundreds of requests from one address, and count on no 429. */
const NO_LIMITS = {
  RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000', TRANSLATE_RATE_LIMIT_MAX: '1000000',
};

export async function createHostileApp(env: Record<string, string> = {}): Promise<HostileApp> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'versio-hostile-uploads-'));
  const t = await createLessonsTestApp('sqlite', {
    ...NO_LIMITS, UPLOADS_DIR: uploadsDir, ADMIN_EMAILS: 'admin@example.org', OCR_MAX_UPLOAD_BYTES: '200000', OUTBOX_TOKEN: HOSTILE_OUTBOX_TOKEN, ...env,
  });
  const livia = await signUpAndRegister(t.app, 'livia@example.org');
  const marco = await signUpAndRegister(t.app, 'marco@example.org');
  const admin = await signUpAndRegister(t.app, 'admin@example.org');
  await markEmailVerified(t.db, admin.userId);
  const created = await t.app.inject({
    method: 'POST', url: '/api/admin/lessons', headers: asCookie(admin),
    payload: { codice: HOSTILE_LESSON, title: 'Il supino', description: 'Forme e usi', published: true },
  });
  if (created.statusCode !== 201) throw new Error(`${created.statusCode} ${created.body}`);
  return {
    ...t, livia, marco, admin, uploadsDir,
    cleanup: async () => {
      await t.cleanup();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The headers of the endpoint's rightful caller. */
export function callerHeaders(h: HostileApp, endpoint: Endpoint): Record<string, string> {
  if (endpoint.caller === 'admin') return asCookie(h.admin);
  if (endpoint.caller === 'student') return asCookie(h.livia);
  return {};
}

/** The endpoint's body with `$self` replaced by the caller's own id. */
export function ownBody(h: HostileApp, endpoint: Endpoint): Record<string, unknown> {
  const self = endpoint.caller === 'admin' ? h.admin.userId : h.livia.userId;
  return Object.fromEntries(Object.entries(endpoint.body ?? {}).map(([key, value]) => [key, value === '$self' ? self : value]));
}

// The rate limiter's own bookkeeping changes with every request by design.
const IGNORED_TABLES = new Set(['rate_limit_hits']);

/** Every row of every table of the app, as JSON text per table: equal snapshots, untouched data. */
export async function snapshot(db: Db): Promise<Map<string, string>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !IGNORED_TABLES.has(name)).sort();
  const result = new Map<string, string>();
  for (const name of tables) {
    const rows = await db.selectFrom(name as never).selectAll().execute();
    result.set(name, JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()));
  }
  return result;
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

const ITALIAN = new Set<string>(Object.values(MESSAGES));

/** What the checks report for a response: its status and, for an error, its code and whether its message is Versio's. */
export function describeAnswer(response: LightMyRequestResponse): string {
  if (response.statusCode < 400) return `${response.statusCode}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 120)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return `${response.statusCode} not Versio's shape: ${response.body.slice(0, 120)}`;
  if (!ITALIAN.has(error.message)) return `${response.statusCode} ${error.code} message not from messages.ts: ${error.message}`;
  return `${response.statusCode} ok`;
}

/** No 5xx; a refusal is `{ error: { code, message } }` with a message of messages.ts. */
export function isCalmAnswer(response: LightMyRequestResponse): boolean {
  const answer = describeAnswer(response);
  return response.statusCode < 400 || answer === `${response.statusCode} ok`;
}

/** A refusal (4xx, never 5xx) in Versio's error shape with an Italian message. */
export function expectRefusal(response: LightMyRequestResponse, label = ''): void {
  expect(`${label} ${describeAnswer(response)}`).toBe(`${label} ${response.statusCode} ok`);
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
}
