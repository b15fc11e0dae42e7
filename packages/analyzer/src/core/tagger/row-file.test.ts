import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readRowWeights, writeRowWeights } from './row-file';
import { RowWeights } from './rows';

const PARTS = 16;
const features = [7, 7, 7, ...Array.from({ length: PARTS }, () => 9), 0xfffffff0];
const parts = [1, 4, 15, ...Array.from({ length: PARTS }, (_, p) => p), 2];
const values = [0.5, -1, 2, ...Array.from({ length: PARTS }, (_, p) => p / 4), 3];
const dir = mkdtempSync(join(tmpdir(), 'versio-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the weight rows file', () => {
  test('gives back the rows and the format version written', () => {
    const w = RowWeights.fromTriples(Uint32Array.from(features), Int32Array.from(parts), Float32Array.from(values), PARTS);
    const path = join(dir, 'rows.weights');
    writeRowWeights(path, w, 7);
    const { version, weights } = readRowWeights(path);
    expect(version).toBe(7);
    expect(weights.partCount).toBe(PARTS);
    for (let i = 0; i < features.length; i++) expect(weights.get(features[i]!, parts[i]!)).toBe(values[i]);
    expect(weights.get(12345, 1)).toBe(0);
  });
});
