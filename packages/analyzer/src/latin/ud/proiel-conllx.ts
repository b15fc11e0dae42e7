/**
 * PROIEL's own CoNLL-X export (the classical texts of the full treebank, outside data `proiel-latin/`) read as
 * UD Latin-PROIEL would write it: the PROIEL part of speech and morphology mapped to UPOS and UD features, so
 * the sentences can train the tagger in the `proiel` convention beside the UD files (train-tagger.ts
 * --with-proiel-export; decision 040). The mapping follows the UD
 * conversion as the UD PROIEL dev file shows it (its XPOS is the same POSTAG; scripts/eval/proiel-mapping.ts
 * measures the agreement): a demonstrative, indefinite, possessive or reflexive possessive pronoun in an
 * attribute relation (`atr`) is DET, any other pronoun PRON; `sum` is AUX; ordinals are ADJ.
 * Licence CC BY-NC-SA: the full model only, never the commercial one (treebanks.ts).
 * Example: `proielRowToUd(['1', 'Gallia', 'Gallia', 'N', 'Ne', 'NUMBs|GENDf|CASEn', '2', 'sub', '_', '_'])`
 *   → `{ upos: 'PROPN', feats: 'Case=Nom|Gender=Fem|Number=Sing' }`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseConllu, type ConlluSentence } from '../../core/conllu';

const UPOS_OF_POSTAG = new Map<string, string>([
  ['Nb', 'NOUN'], ['Ne', 'PROPN'], ['V-', 'VERB'], ['A-', 'ADJ'], ['Df', 'ADV'], ['Dq', 'ADV'], ['Du', 'ADV'],
  ['R-', 'ADP'], ['C-', 'CCONJ'], ['G-', 'SCONJ'], ['I-', 'INTJ'], ['Ma', 'NUM'], ['Mo', 'ADJ'], ['Pp', 'PRON'],
  ['Pk', 'PRON'], ['Pr', 'PRON'], ['Pi', 'PRON'], ['Pc', 'PRON'], ['Pd', 'PRON'], ['Px', 'PRON'], ['Ps', 'PRON'],
  ['Pt', 'PRON'], ['F-', 'X'], ['N-', 'NOUN'],
]);

/** Pronouns that UD PROIEL makes DET when they modify a noun (PROIEL relation `atr`). */
const DETERMINERS = new Set(['Pd', 'Px', 'Ps', 'Pt']);

/** PROIEL morphology field → UD feature and values (`GENDo`: masculine or neuter). */
const FEATURE_OF = new Map<string, [string, Map<string, string>]>([
  ['NUMB', ['Number', new Map([['s', 'Sing'], ['p', 'Plur'], ['d', 'Dual']])]],
  ['GEND', ['Gender', new Map([['m', 'Masc'], ['f', 'Fem'], ['n', 'Neut'], ['o', 'Masc,Neut'], ['p', 'Fem,Masc'], ['r', 'Fem,Neut']])]],
  ['CASE', ['Case', new Map([['n', 'Nom'], ['a', 'Acc'], ['g', 'Gen'], ['d', 'Dat'], ['b', 'Abl'], ['v', 'Voc'], ['l', 'Loc']])]],
  ['PERS', ['Person', new Map([['1', '1'], ['2', '2'], ['3', '3']])]],
  ['VOIC', ['Voice', new Map([['a', 'Act'], ['p', 'Pass']])]],
  ['DEGR', ['Degree', new Map([['p', 'Pos'], ['c', 'Cmp'], ['s', 'Sup']])]],
]);

/** PROIEL mood → UD VerbForm and Mood. */
const MOOD_OF = new Map<string, [string, string?]>([
  ['i', ['Fin', 'Ind']], ['s', ['Fin', 'Sub']], ['m', ['Fin', 'Imp']], ['n', ['Inf']], ['p', ['Part']],
  ['d', ['Ger']], ['g', ['Gdv']], ['u', ['Sup']],
]);

/** PROIEL tense → UD Tense and Aspect (UD PROIEL: the imperfect and perfect are Past with an aspect). */
const TENSE_OF = new Map<string, [string, string?]>([
  ['p', ['Pres']], ['i', ['Past', 'Imp']], ['r', ['Past', 'Perf']], ['l', ['Pqp', 'Perf']], ['f', ['Fut']], ['t', ['Fut', 'Perf']],
]);

/** UPOS and UD features (`_` when none) of one CoNLL-X row of PROIEL. */
export function proielRowToUd(cols: readonly string[]): { upos: string; feats: string } {
  const postag = cols[4] ?? '';
  const lemma = cols[2] ?? '';
  let upos = UPOS_OF_POSTAG.get(postag) ?? 'X';
  if (upos === 'VERB' && lemma === 'sum') upos = 'AUX';
  if (DETERMINERS.has(postag) && (cols[7] ?? '').startsWith('atr')) upos = 'DET';
  const feats = new Map<string, string>();
  for (const field of (cols[5] ?? '_').split('|')) {
    const key = field.slice(0, 4);
    const value = field.slice(4);
    const feature = FEATURE_OF.get(key);
    const ud = feature?.[1].get(value);
    if (feature && ud) feats.set(feature[0], ud);
    if (key === 'MOOD') {
      const [verbForm, mood] = MOOD_OF.get(value) ?? [];
      if (verbForm) feats.set('VerbForm', verbForm);
      if (mood) feats.set('Mood', mood);
    }
    if (key === 'TENS') {
      const [tense, aspect] = TENSE_OF.get(value) ?? [];
      if (tense) feats.set('Tense', tense);
      if (aspect) feats.set('Aspect', aspect);
    }
  }
  const text = [...feats].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('|');
  return { upos, feats: text || '_' };
}

/** PROIEL CoNLL-X text as UD CoNLL-U sentences (UPOS and features mapped, PROIEL tag kept as XPOS). */
export function proielConllxToConllu(text: string): ConlluSentence[] {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const cols = line.split('\t');
    if (cols.length < 8 || !/^\d+$/.test(cols[0]!)) {
      lines.push(line.startsWith('#') || line.trim() === '' ? line : `# ${line}`);
      continue;
    }
    const { upos, feats } = proielRowToUd(cols);
    lines.push([cols[0], cols[1], cols[2], upos, cols[4], feats, cols[6], cols[7], '_', '_'].join('\t'));
  }
  return parseConllu(lines.join('\n'));
}

/** Reads the `.conll.xz` export (decompressed by the system's `xz`) as UD CoNLL-U sentences. */
export function readProielConllx(path: string): ConlluSentence[] {
  const text = path.endsWith('.xz') ? execFileSync('xz', ['-dc', path], { encoding: 'utf8', maxBuffer: 1 << 28 }) : readFileSync(path, 'utf8');
  return proielConllxToConllu(text);
}
