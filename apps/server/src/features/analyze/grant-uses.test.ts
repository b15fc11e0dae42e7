import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import { CLEANUP_EVERY, createGrantUses } from './grant-uses';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const LATER = NOW + 600_000;

describe.each(DIALECTS)('grant uses on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('counts each grant apart, up to its bound', async () => {
    t = await createTestDb(dialect);
    const uses = createGrantUses(t.db, () => NOW);
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await uses.spend('nonce-a', 3, LATER));
    expect(first).toEqual([true, true, true, false]);
    expect(await uses.spend('nonce-b', 3, LATER)).toBe(true);
    const rows = await t.db.selectFrom('analysis_grant_uses').select(['nonce', 'uses']).orderBy('nonce').execute();
    expect(rows).toEqual([{ nonce: 'nonce-a', uses: 3 }, { nonce: 'nonce-b', uses: 1 }]);
  });

  test('20 calls at once with a bound of 6: exactly 6 pass', async () => {
    t = await createTestDb(dialect);
    const uses = createGrantUses(t.db, () => NOW);
    const answers = await Promise.all(Array.from({ length: 20 }, () => uses.spend('nonce-c', 6, LATER)));
    expect(answers.filter(Boolean)).toHaveLength(6);
  });

  test('deletes the rows of expired grants as it goes', async () => {
    t = await createTestDb(dialect);
    let clock = NOW;
    const uses = createGrantUses(t.db, () => clock);
    await uses.spend('expired', 6, NOW + 1000);
    clock = NOW + 1000;
    for (let i = 1; i < CLEANUP_EVERY; i++) await uses.spend('live', 1000, LATER);
    const rows = await t.db.selectFrom('analysis_grant_uses').select('nonce').execute();
    expect(rows).toEqual([{ nonce: 'live' }]);
  });
});
