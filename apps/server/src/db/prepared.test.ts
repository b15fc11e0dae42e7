import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../test/db';
import type { TestDb } from '../test/db';
import { prepareQuery } from './prepared';

describe.each(DIALECTS)('prepared queries on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('compiled once, run with each call\'s values in their places (fixed values kept)', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    const count = prepareQuery(db, ['nonce', 'expires', 'max'], (v: { nonce: string; expires: number; max: number }) => db
      .insertInto('analysis_grant_uses')
      .values({ nonce: v.nonce, uses: 1, expires_at: v.expires })
      .onConflict((c) => c.column('nonce').doUpdateSet((eb) => ({ uses: eb('analysis_grant_uses.uses', '+', 1) })).where('analysis_grant_uses.uses', '<', v.max))
      .returning('uses'));
    const answers = [];
    for (const nonce of ['a', 'a', 'b', 'a']) answers.push((await count({ nonce, expires: 1000, max: 2 })).rows[0]?.uses ?? null);
    expect(answers).toEqual([1, 2, 1, null]);
  });

  test('a placeholder the query does not use is a mistake, found at once', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    expect(() => prepareQuery(db, ['nonce', 'unused'], (v: { nonce: string; unused: string }) => db.selectFrom('analysis_grant_uses').select('uses').where('nonce', '=', v.nonce)))
      .toThrow('unused not among');
  });
});
