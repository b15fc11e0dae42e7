/**
 * UPOS and UD features of an AGDT token (its 9-position tag and lemma), as UD_Ancient_Greek-Perseus — a
 * conversion of the same treebank — writes them: the features of readAgdtTag (lexicon/tags.ts), and the part
 * of speech by the tag's first letter with three refinements: εἰμί is AUX; the particles (`g`) are ADV; of
 * the conjunctions, the subordinating ones (by lemma) are SCONJ. The common gender (`c`) and the voice `d` give
 * no feature. Names stay NOUN, as in the UD conversion. Measured on the UD Perseus dev file (which carries
 * XPOS, UPOS and FEATS): see `npm run evaluate`.
 * Example: `agdtToUd('v3spia---', 'εἰμί')` → `{ upos: 'AUX', feats: 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act' }`.
 */
import type { Upos } from '../../core/types';
import { readAgdtTag } from '../lexicon/tags';

/** Conjunctions the UD conversion makes SCONJ (ἐπεί and μή stay CCONJ there). */
const SUBORDINATING = new Set([
  'ὡς', 'ὥς', 'εἰ', 'ὅτι', 'ὥστε', 'ἐάν', 'ἤν', 'ἄν', 'ὅπως', 'ὥσπερ', 'ἵνα', 'ὅταν', 'ὅτε', 'πρίν', 'διότι', 'εἴπερ', 'μέχρι', 'ἄχρι',
  'πλήν', 'ἕως', 'ὁπότε', 'ὁπόταν', 'ἐπειδή', 'ἐπειδάν', 'ἐπάν', 'καθώς', 'ἡνίκα', 'καίπερ', 'ὅπου', 'ὅποι', 'ὅθεν', 'ἔστε',
]);

/** A treebank lemma without its homograph digit (AGDT writes δέ1, γάρ1). */
export function treebankLemma(lemma: string): string {
  return lemma.normalize('NFC').replace(/\d+$/u, '');
}

export function agdtToUd(xpos: string, lemma: string): { upos: Upos; feats: string } {
  const letter = xpos.charAt(0);
  const bare = treebankLemma(lemma);
  const { upos, feats } = readAgdtTag(xpos.padEnd(9, '-'));
  const cleaned = feats.replace(/(^|\|)Gender=Fem,Masc(?=\||$)/u, '').replace(/^\|/u, '') || '_';
  const uposOut: Upos = letter === 'v' ? (bare === 'εἰμί' ? 'AUX' : 'VERB')
    : letter === 'g' ? 'ADV'
    : letter === 'c' || letter === 'b' ? (SUBORDINATING.has(bare) ? 'SCONJ' : 'CCONJ')
    : letter === 'e' ? 'INTJ'
    : letter === '-' || letter === '' ? 'X'
    : upos;
  const voice = xpos.charAt(5);
  return { upos: uposOut, feats: voice === 'd' ? stripVoice(cleaned) : cleaned };
}

function stripVoice(feats: string): string {
  return feats.split('|').filter((f) => !f.startsWith('Voice=')).join('|') || '_';
}

const POS_LETTER: ReadonlyMap<string, string> = new Map(Object.entries({
  NOUN: 'n', PROPN: 'n', VERB: 'v', AUX: 'v', ADJ: 'a', ADV: 'd', DET: 'l', PRON: 'p', NUM: 'm', ADP: 'r', CCONJ: 'c', SCONJ: 'c',
  PART: 'g', INTJ: 'i', PUNCT: 'u', X: 'x',
}));
const LETTERS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(Object.entries({
  Number: new Map(Object.entries({ Sing: 's', Plur: 'p', Dual: 'd' })),
  Mood: new Map(Object.entries({ Ind: 'i', Sub: 's', Opt: 'o', Imp: 'm' })),
  Voice: new Map(Object.entries({ Act: 'a', Mid: 'm', Pass: 'p' })),
  Gender: new Map(Object.entries({ Masc: 'm', Fem: 'f', Neut: 'n', 'Fem,Masc': 'c' })),
  Case: new Map(Object.entries({ Nom: 'n', Gen: 'g', Dat: 'd', Acc: 'a', Voc: 'v' })),
  Degree: new Map(Object.entries({ Cmp: 'c', Sup: 's' })),
}));
const TENSE_LETTER: ReadonlyMap<string, string> = new Map(Object.entries({
  'Pres:': 'p', 'Past:Imp': 'i', 'Past:': 'a', 'Past:Perf': 'r', 'Pqp:': 'l', 'Fut:': 'f', 'Fut:Perf': 't',
}));

/** The AGDT 9-position tag of Versio's UPOS and features (the XPOS of UD Perseus): `NOUN`, `Case=Acc|…` → `n-s---ma-`. */
export function udToAgdt(upos: string, feats: string): string {
  const f = new Map(feats === '_' ? [] : feats.split('|').map((p) => p.split('=') as [string, string]));
  const letter = (key: string) => LETTERS.get(key)?.get(f.get(key) ?? '') ?? '-';
  const tense = f.has('Tense') ? TENSE_LETTER.get(`${f.get('Tense')}:${f.get('Aspect') ?? ''}`) ?? '-' : '-';
  const verbForm = f.get('VerbForm');
  const mood = verbForm === 'Inf' ? 'n' : verbForm === 'Part' ? 'p' : letter('Mood');
  return [POS_LETTER.get(upos) ?? 'x', f.get('Person') ?? '-', letter('Number'), tense, mood, letter('Voice'), letter('Gender'), letter('Case'), letter('Degree')].join('');
}
