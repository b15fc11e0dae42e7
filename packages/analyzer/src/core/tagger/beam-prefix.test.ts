import { describe, expect, test } from 'vitest';
import { BeamPrefix } from './beam-prefix';
import { Lattice } from './lattice';

/** A lattice of four tokens with 1, 2, 3 and 2 candidates, every static score exact (1) but token 1's lean (2). */
function lattice(): Lattice {
  const l = new Lattice();
  l.reset(4, 8);
  l.cands.start.set([0, 1, 3, 6, 8]);
  l.staticDone.set([1, 2, 1, 1]);
  return l;
}
const mask = (...zeros: number[]) => Uint8Array.from({ length: 8 }, (_, k) => (zeros.includes(k) ? 0 : 1));

describe('BeamPrefix', () => {
  test('the whole sentence when nothing changed, with or without constraints', () => {
    const l = lattice();
    const prefix = new BeamPrefix();
    prefix.keep(l, 3, undefined);
    expect(prefix.reusable(l, 3, undefined)).toBe(4);
    expect(prefix.reusable(l, 3, mask())).toBe(4);
    prefix.keep(l, 3, mask(4));
    expect(prefix.reusable(l, 3, mask(4))).toBe(4);
  });

  test('up to the first token whose allowed candidates changed', () => {
    const l = lattice();
    const prefix = new BeamPrefix();
    prefix.keep(l, 3, mask(4));
    expect(prefix.reusable(l, 3, mask(4, 7))).toBe(3);
    expect(prefix.reusable(l, 3, mask(7))).toBe(2);
    expect(prefix.reusable(l, 3, undefined)).toBe(2);
    expect(prefix.reusable(l, 3, mask(2, 4))).toBe(1);
  });

  test('up to the first token whose static score became exact since', () => {
    const l = lattice();
    const prefix = new BeamPrefix();
    prefix.keep(l, 3, undefined);
    l.staticDone[1] = 1;
    expect(prefix.reusable(l, 3, mask(6))).toBe(1);
  });

  test('nothing for another lattice, another preparation or another width', () => {
    const l = lattice();
    const prefix = new BeamPrefix();
    prefix.keep(l, 3, undefined);
    expect(prefix.reusable(lattice(), 3, undefined)).toBe(0);
    expect(prefix.reusable(l, 2, undefined)).toBe(0);
    l.reset(4, 8);
    expect(prefix.reusable(l, 3, undefined)).toBe(0);
    prefix.keep(l, 3, undefined);
    prefix.clear();
    expect(prefix.reusable(l, 3, undefined)).toBe(0);
  });
});
