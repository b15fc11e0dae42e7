/**
 * The file of a model's weight rows (rows.ts), shared by the tagger and the dependency parser: a header (the model's
 * format version, the part count, the table's length, the entries' and the dense rows' counts), then the raw table,
 * entries and dense rows. Read back, the typed arrays are views into the file's own buffer (copied once only if it
 * is not 4-byte aligned): no second copy.
 * Example: `writeRowWeights('lat-tagger.weights', weights, 5)`; `readRowWeights(path)` → { version: 5, weights }.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RowWeights } from './rows';

const HEADER_BYTES = 20;

function u8(a: ArrayBufferView): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

/** Writes the rows with the model's format version (a grouped table is written as it was loaded: savedTable). */
export function writeRowWeights(path: string, w: RowWeights, version: number): void {
  const header = new Uint32Array([version, w.partCount, w.table.length, w.entries.byteLength / 8, w.dense.length]);
  writeFileSync(path, Buffer.concat([u8(header), u8(w.savedTable()), w.entries, u8(w.dense)]));
}

/** Reads rows written by writeRowWeights, with the format version they were written with (the caller checks it). */
export function readRowWeights(path: string): { version: number; weights: RowWeights } {
  const file = readFileSync(path);
  const bytes = file.byteOffset % 4 === 0 ? file : new Uint8Array(file);
  const { buffer, byteOffset } = bytes;
  const [version, partCount, tableLength, entryCount, denseLength] = new Uint32Array(buffer, byteOffset, 5);
  let at = HEADER_BYTES;
  const table = new Int32Array(buffer, byteOffset + at, tableLength);
  at += tableLength! * 4;
  const entries = bytes.subarray(at, at + entryCount! * 8);
  at += entryCount! * 8;
  const dense = new Float32Array(buffer, byteOffset + at, denseLength);
  return { version: version!, weights: new RowWeights(partCount!, table, entries, dense) };
}
