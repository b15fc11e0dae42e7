import { describe, expect, it } from 'vitest';
import { createRecentTexts } from './recent-texts';

const chunk = (json: string) => ({ json, gzip: 'x'.repeat(json.length) });

describe('recent texts of an analysis thread', () => {
  it('gives back the answers of a text by language and text, and nothing for another language', () => {
    const recent = createRecentTexts();
    const chunks = [chunk('{"chunk":0}')];
    recent.set('lat', 'Gallia est omnis divisa', chunks);
    expect(recent.get('lat', 'Gallia est omnis divisa')).toBe(chunks);
    expect(recent.get('grc', 'Gallia est omnis divisa')).toBeUndefined();
    expect(recent.get('lat', 'Gallia est omnis')).toBeUndefined();
  });

  it('keeps within its characters, dropping the least recently used text first', () => {
    // Each entry: key (4 + 1 + 1 characters) + 10 + 10 = 26 characters; room for three.
    const recent = createRecentTexts(80);
    recent.set('lat', 'a', [chunk('0123456789')]);
    recent.set('lat', 'b', [chunk('0123456789')]);
    recent.set('lat', 'c', [chunk('0123456789')]);
    expect(recent.get('lat', 'a')).toBeDefined(); // a is now the most recent
    recent.set('lat', 'd', [chunk('0123456789')]);
    expect(recent.get('lat', 'b')).toBeUndefined();
    expect(recent.get('lat', 'a')).toBeDefined();
    expect(recent.get('lat', 'c')).toBeDefined();
    expect(recent.get('lat', 'd')).toBeDefined();
    expect(recent.size).toBeLessThanOrEqual(80);
  });

  it('does not keep an answer larger than the whole memory, nor count a text twice', () => {
    const recent = createRecentTexts(30);
    recent.set('lat', 'big', [chunk('x'.repeat(40))]);
    expect(recent.get('lat', 'big')).toBeUndefined();
    expect(recent.size).toBe(0);
    recent.set('lat', 'a', [chunk('01')]);
    recent.set('lat', 'a', [chunk('0123')]);
    expect(recent.size).toBe('lat\u0000a'.length + 8);
    expect(recent.get('lat', 'a')![0]!.json).toBe('0123');
  });
});
