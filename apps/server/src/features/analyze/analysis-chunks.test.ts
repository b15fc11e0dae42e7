import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import { CLEANUP_EVERY, createAnalysisChunks } from './analysis-chunks';

const NOW = Date.parse('2025-03-01T10:00:00Z');
/** A stored chunk whose JSON is `json` (the gzip is not looked at here). */
const stored = (json: string) => ({ json, gzip: Buffer.from(json).toString('base64') });
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
    await chunks.save('nonce-a', ['{"chunk":0}', '{"chunk":1}', '{"chunk":2}'].map(stored), LATER);
    await chunks.save('nonce-b', [stored('{"b":0}')], LATER);
    expect([...await chunks.read('nonce-a', 1, 2)]).toEqual([[1, stored('{"chunk":1}')], [2, stored('{"chunk":2}')]]);
    expect([...await chunks.read('nonce-b', 0, 5)]).toEqual([[0, stored('{"b":0}')]]);
    expect(await chunks.readOne('nonce-a', 2)).toEqual(stored('{"chunk":2}'));
    expect(await chunks.readOne('nonce-a', 3)).toBeUndefined();
    expect((await chunks.read('nonce-c', 0, 0)).size).toBe(0);
  });

  test('saving the same grant again (another instance recomputed it) changes nothing', async () => {
    t = await createTestDb(dialect);
    const chunks = createAnalysisChunks(t.db, () => NOW);
    await chunks.save('nonce-a', [stored('{"first":true}')], LATER);
    await chunks.save('nonce-a', [stored('{"first":false}')], LATER);
    expect(await chunks.readOne('nonce-a', 0)).toEqual(stored('{"first":true}'));
  });

  test('an expired grant\'s chunks are not read, and are deleted as saves go by', async () => {
    t = await createTestDb(dialect);
    let clock = NOW;
    const chunks = createAnalysisChunks(t.db, () => clock);
    await chunks.save('expired', [stored('{}')], NOW + 1000);
    clock = NOW + 1000;
    expect((await chunks.read('expired', 0, 0)).size).toBe(0);
    expect(await chunks.readOne('expired', 0)).toBeUndefined();
    for (let i = 1; i < CLEANUP_EVERY; i++) await chunks.save(`live-${i}`, [stored('{}')], LATER);
    const nonces = (await t.db.selectFrom('analysis_chunks').select('nonce').execute()).map((row) => row.nonce);
    expect([nonces.length, nonces.includes('expired')]).toEqual([CLEANUP_EVERY - 1, false]);
  });
});
