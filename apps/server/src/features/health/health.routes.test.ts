import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { VERSION } from '../../version';

describe.each(DIALECTS)('GET /api/health on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('is ok while the database answers', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: VERSION, database: { dialect, ok: true } });
  });

  test('is degraded with 503 when the database is gone', async () => {
    t = await createTestApp(dialect);
    await t.db.destroy();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', version: VERSION, database: { dialect, ok: false } });
  });
});
