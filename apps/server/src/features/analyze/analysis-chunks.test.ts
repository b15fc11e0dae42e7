import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import { CLEANUP_EVERY, createAnalysisChunks } from './analysis-chunks';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const LATER = NOW + 600_000;

describe.each(DIALECTS)('stored analysis chunks on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('reads back the chunks asked for, by number, and only those of its grant', async () => {
    t = await createTestDb(dialect);
    const chunks = createAnalysisChunks(t.db, () => NOW);
    await chunks.save('nonce-a', ['{"chunk":0}', '{"chunk":1}', '{"chunk":2}'], LATER);
    await chunks.save('nonce-b', ['{"b":0}'], LATER);
    expect([...await chunks.read('nonce-a', 1, 2)]).toEqual([[1, '{"chunk":1}'], [2, '{"chunk":2}']]);
    expect([...await chunks.read('nonce-b', 0, 5)]).toEqual([[0, '{"b":0}']]);
    expect((await chunks.read('nonce-c', 0, 0)).size).toBe(0);
  });

  test('saving the same grant again (another instance recomputed it) changes nothing', async () => {
    t = await createTestDb(dialect);
    const chunks = createAnalysisChunks(t.db, () => NOW);
    await chunks.save('nonce-a', ['{"first":true}'], LATER);
    await chunks.save('nonce-a', ['{"first":false}'], LATER);
    expect([...await chunks.read('nonce-a', 0, 0)]).toEqual([[0, '{"first":true}']]);
  });

  test('an expired grant\'s chunks are not read, and are deleted as saves go by', async () => {
    t = await createTestDb(dialect);
    let clock = NOW;
    const chunks = createAnalysisChunks(t.db, () => clock);
    await chunks.save('expired', ['{}'], NOW + 1000);
    clock = NOW + 1000;
    expect((await chunks.read('expired', 0, 0)).size).toBe(0);
    for (let i = 1; i < CLEANUP_EVERY; i++) await chunks.save(`live-${i}`, ['{}'], LATER);
    const nonces = (await t.db.selectFrom('analysis_chunks').select('nonce').execute()).map((row) => row.nonce);
    expect([nonces.length, nonces.includes('expired')]).toEqual([CLEANUP_EVERY - 1, false]);
  });
});
