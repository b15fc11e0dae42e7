import { describe, expect, test } from 'vitest';
import { agreement, PARSER_FEATURES, parserFeatures, parserWord, type ParserWord } from './features';
import { trainParser, type ParserExample } from './model';
import { codeOf, Configuration, LEFT, moveCost, moveOf, RIGHT, SHIFT } from './transitions';

/** True when the heads (1-based, 0 the root) form a projective tree. */
function isProjectiveTree(heads: ArrayLike<number>): boolean {
  const n = heads.length - 1;
  for (let i = 1; i <= n; i++) {
    if (heads[i]! < 0 || heads[i]! > n || heads[i] === i) return false;
    // Every word between a head and its dependent hangs from that head.
    const [lo, hi] = heads[i]! < i ? [heads[i]!, i] : [i, heads[i]!];
    for (let k = lo + 1; k < hi; k++) {
      let h = k;
      while (h !== 0 && h !== heads[i]) h = heads[h]!;
      if (h !== heads[i]) return false;
    }
  }
  return true;
}

/** Follows the least-cost moves to the end (the static oracle of a projective tree). */
function oracleRun(heads: number[]): Configuration {
  const c = new Configuration(heads.length - 1);
  while (!c.done()) {
    const move = [LEFT, RIGHT, SHIFT].find((m) => c.canDo(m) && moveCost(c, m, heads) === 0)!;
    c.apply(codeOf(move, 0));
  }
  return c;
}

describe('arc-hybrid transitions', () => {
  test.each([
    [[0, 2, 0, 2]],
    [[0, 0, 1, 2, 3]],
    [[0, 4, 4, 4, 0, 4, 5]],
    [[0, 3, 3, 0, 5, 3, 5]],
  ])('the zero-cost moves rebuild a projective tree: %j', (heads) => {
    expect(Array.from(oracleRun(heads).heads.slice(1))).toEqual(heads.slice(1));
  });

  test.each([
    [[SHIFT, SHIFT, SHIFT, RIGHT, LEFT, SHIFT, RIGHT]],
    [[SHIFT, LEFT, SHIFT, LEFT, SHIFT, SHIFT, RIGHT, RIGHT]],
  ])('any legal sequence ends in a projective tree: %j', (moves) => {
    const c = new Configuration(3);
    for (const m of moves) if (!c.done() && c.canDo(m)) c.apply(codeOf(m, 0));
    while (!c.done()) c.apply(codeOf([SHIFT, RIGHT].find((m) => c.canDo(m))!, 0));
    expect(isProjectiveTree(c.heads)).toBe(true);
  });

  test('a move that loses a gold arc costs it', () => {
    // "a b c": b heads a and c. With a on the stack and b first in the buffer, RIGHT would give a to the root.
    const c = new Configuration(3);
    c.apply(codeOf(SHIFT, 0));
    expect(moveCost(c, LEFT, [0, 2, 0, 2])).toBe(0);
    expect(moveCost(c, RIGHT, [0, 2, 0, 2])).toBe(1);
  });

  test('codes carry the move and the label', () => {
    expect([moveOf(codeOf(LEFT, 3)), moveOf(codeOf(RIGHT, 3)), moveOf(codeOf(SHIFT, 0))]).toEqual([LEFT, RIGHT, SHIFT]);
  });
});

describe('parser features', () => {
  const featuresOf = (adjective: string) => {
    const words = [parserWord('<root>', 'ROOT'), parserWord('porta', 'NOUN|Case=Abl|Gender=Fem|Number=Sing'), parserWord('decumana', adjective)];
    const c = new Configuration(2);
    c.apply(codeOf(SHIFT, 0));
    const out = new Uint32Array(PARSER_FEATURES);
    return [...out.subarray(0, parserFeatures(c, words, out))];
  };

  test('agreement between the stack and the buffer', () => {
    const words = [parserWord('porta', 'NOUN|Case=Abl|Gender=Fem|Number=Sing'), parserWord('decumana', 'ADJ|Case=Abl|Gender=Fem|Number=Sing'), parserWord('decumanam', 'ADJ|Case=Acc|Gender=Fem|Number=Sing')];
    expect(agreement(words[0]!, words[1]!)).toBe(4);
    // Another case, the same number.
    expect(agreement(words[0]!, words[2]!)).toBe(1);
  });

  test('a reading of another case changes the features of the buffer word and of the agreement only', () => {
    const abl = featuresOf('ADJ|Case=Abl|Gender=Fem|Number=Sing');
    const acc = featuresOf('ADJ|Case=Acc|Gender=Fem|Number=Sing');
    expect(abl).toHaveLength(acc.length);
    const differ = abl.filter((f, k) => f !== acc[k]).length;
    // b0's morphology, the two pairs with s0's morphology and the agreement.
    expect(differ).toBe(3);
  });
});

// A toy language: a determiner and an adjective hang from the noun after them, nouns from the verb (subject before,
// object after), the verb from the root.
function toy(words: [string, string][], heads: number[], relations: string[]): ParserExample {
  const w: ParserWord[] = [parserWord('<root>', 'ROOT'), ...words.map(([k, t]) => parserWord(k, t))];
  return { words: w, heads: [0, ...heads], relations: ['', ...relations] };
}

const TOY: ParserExample[] = [
  toy([['the', 'DET'], ['dog', 'NOUN'], ['sees', 'VERB'], ['a', 'DET'], ['cat', 'NOUN']], [2, 3, 0, 5, 3], ['det', 'nsubj', 'root', 'det', 'obj']),
  toy([['a', 'DET'], ['big', 'ADJ'], ['cat', 'NOUN'], ['eats', 'VERB'], ['fish', 'NOUN']], [3, 3, 4, 0, 4], ['det', 'amod', 'nsubj', 'root', 'obj']),
  toy([['dogs', 'NOUN'], ['chase', 'VERB'], ['the', 'DET'], ['small', 'ADJ'], ['cats', 'NOUN']], [2, 0, 5, 5, 2], ['nsubj', 'root', 'det', 'amod', 'obj']),
];

describe('trainParser', () => {
  const parser = trainParser([...TOY, ...TOY, ...TOY], { epochs: 8 });

  test.each(TOY.map((ex) => [ex.words.slice(1).map((w) => w.key).join(' '), ex] as const))('learns the toy treebank: %s', (_name, ex) => {
    const parse = parser.parse(ex.words);
    expect(Array.from(parse.heads.slice(1))).toEqual(ex.heads.slice(1));
    expect(parse.relations.slice(1)).toEqual(ex.relations.slice(1));
  });

  test('parses a sentence it has not seen', () => {
    const ex = toy([['the', 'DET'], ['big', 'ADJ'], ['dog', 'NOUN'], ['sees', 'VERB'], ['fish', 'NOUN']], [3, 3, 4, 0, 4], ['det', 'amod', 'nsubj', 'root', 'obj']);
    expect(Array.from(parser.parse(ex.words).heads.slice(1))).toEqual(ex.heads.slice(1));
  });
});
