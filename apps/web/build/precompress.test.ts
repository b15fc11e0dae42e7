import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('writes .br and .gz copies of the text files worth compressing, and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'versio-dist-'));
    const script = `console.log(${JSON.stringify('Gallia est omnis divisa in partes tres. '.repeat(100))});`;
    writeFileSync(join(dir, 'index-abc.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    await precompressDir(dir);
    expect(readdirSync(dir).sort()).toEqual(['index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'logo.png', 'tiny.css']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index-abc.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'index-abc.js.br')).length).toBeLessThan(script.length / 10);
  });
});
