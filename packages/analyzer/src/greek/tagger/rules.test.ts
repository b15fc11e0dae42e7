import { describe, expect, test } from 'vitest';
import { clauseRanges } from './clauses';
import { finiteVerbConstraint } from './finite-verb';
import { subjunctiveConstraint } from './subjunctive';
import { vocativeConstraint } from './vocative';

const TAGS = [
  'DET|Case=Nom|Gender=Masc|Number=Plur',
  'NOUN|Case=Nom|Gender=Masc|Number=Plur',
  'NOUN|Case=Voc|Gender=Masc|Number=Plur',
  'VERB|Case=Dat|Gender=Masc,Neut|Number=Plur|Tense=Pres|VerbForm=Part|Voice=Act',
  'VERB|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act',
  'INTJ',
  'PUNCT',
  'DET|Case=Dat|Gender=Masc|Number=Plur',
  'VERB|Mood=Sub|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act',
  'SCONJ',
  'VERB|Mood=Sub|Number=Plur|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act',
  'VERB|Mood=Ind|Number=Plur|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act',
];
const tagName = (id: number) => TAGS[id]!;

describe('a clause needs a finite verb', () => {
  test('the participle the tagger chose gives way when nothing else is finite', () => {
    // οἱ πολῖται ἀκούουσιν .
    const allow = finiteVerbConstraint([false, false, false, true], [null, null, [TAGS[3]!, TAGS[4]!], null], [null, null, [1, 2], null], Int32Array.from([0, 1, 3, 6]), tagName);
    expect(allow?.(2, 3)).toBe(false);
    expect(allow?.(2, 4)).toBe(true);
  });

  test('not inside an article phrase (τοῖς ἀκούουσιν), nor when the clause has a finite verb', () => {
    expect(finiteVerbConstraint([false, false, true], [null, [TAGS[3]!, TAGS[4]!], null], [null, [1, 2], null], Int32Array.from([7, 3, 6]), tagName)).toBeUndefined();
    expect(finiteVerbConstraint([false, false, true], [null, [TAGS[3]!, TAGS[4]!], null], [null, [1, 2], null], Int32Array.from([1, 4, 6]), tagName)).toBeUndefined();
  });
});

describe('vocatives after ὦ', () => {
  test('ὦ ἄνδρες: the vocative reading is required', () => {
    const allow = vocativeConstraint(['ὦ', 'ἄνδρεσ'], [Int32Array.from([5]), Int32Array.from([1, 2])], Int32Array.from([5, 1]), tagName);
    expect(allow?.(1, 1)).toBe(false);
    expect(allow?.(1, 2)).toBe(true);
  });

  test('no ὦ and no vocative: no constraint', () => {
    expect(vocativeConstraint(['οἱ', 'ἄνδρεσ'], [Int32Array.from([0]), Int32Array.from([1, 2])], Int32Array.from([0, 1]), tagName)).toBeUndefined();
  });
});

describe('a subjunctive needs a word that calls for it', () => {
  const candidates = (lists: number[][]) => (i: number) => Int32Array.from(lists[i]!);
  test('οἱ πολῖται τιμῶσιν: the indicative, when the form is both', () => {
    const allow = subjunctiveConstraint([false, false, false, true], ['οἱ', 'πολῖται', 'τιμῶσιν', '.'], candidates([[0], [1], [8, 4], [6]]), Int32Array.from([0, 1, 8, 6]), tagName);
    expect(allow?.(2, 8)).toBe(false);
    expect(allow?.(2, 4)).toBe(true);
  });

  test('not after ἵνα, not for an exhortation, not without the indicative twin', () => {
    expect(subjunctiveConstraint([false, false, true], ['ἵνα', 'τιμῶσιν', '.'], candidates([[9], [8, 4], [6]]), Int32Array.from([9, 8, 6]), tagName)).toBeUndefined();
    expect(subjunctiveConstraint([false, true], ['τιμῶμεν', '.'], candidates([[10, 11], [6]]), Int32Array.from([10, 6]), tagName)).toBeUndefined();
    expect(subjunctiveConstraint([false, true], ['λύσωσι', '.'], candidates([[8], [6]]), Int32Array.from([8, 6]), tagName)).toBeUndefined();
  });
});

describe('clauseRanges', () => {
  test('the runs between stops, the last one closed by the sentence end', () => {
    expect(clauseRanges([false, true, false])).toEqual([[0, 1], [2, 3]]);
    expect(clauseRanges([false, false, true])).toEqual([[0, 2], [3, 3]]);
    expect(clauseRanges([])).toEqual([[0, 0]]);
  });
});
