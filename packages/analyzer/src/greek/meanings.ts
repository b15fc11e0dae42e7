/**
 * Italian meanings of Greek lemmas, from the generated `.data/greek/grc-meanings.tsv` (see
 * scripts/build-greek.ts for the chain of sources). `meaningOf('πόλις')` → `{ meaning: 'città', … }`.
 */
import { readFileSync } from 'node:fs';
import { resolveGreekMeaningsPath } from './lexicon/paths';
import { greekBareKey } from './normalize';

export interface GreekMeaning {
  /** The one Italian word the translator inflects: `città`, `dire`. */
  meaning: string;
  /** Up to four senses for the word card: `città, metropoli`. */
  senses: string;
  /** Where it comes from: `versio` (hand-written), `glaux`, `lsj`, `wordnet`, `composto` (the base verb's). */
  source: string;
}

export type GreekMeaningLookup = (lemma: string) => GreekMeaning | undefined;

/** Verb prefixes, longest first, as they stand before the base verb (elided and assimilated forms included). */
const PREFIXES = [
  'υπερ', 'αμφι', 'αντι', 'κατα', 'μετα', 'παρα', 'περι', 'προσ', 'απο', 'δια', 'εισ', 'επι', 'προ', 'συν', 'συμ', 'συλ', 'συγ', 'συσ', 'υπο', 'ανα',
  'απ', 'αφ', 'δι', 'εκ', 'εξ', 'εν', 'εμ', 'εγ', 'επ', 'εφ', 'κατ', 'καθ', 'μετ', 'μεθ', 'παρ', 'υπ', 'υφ', 'αν', 'αντ', 'ανθ',
];

function isVerbLemma(lemma: string): boolean {
  return /(ω|μαι|μι)$/.test(lemma);
}

export function loadGreekMeanings(path = resolveGreekMeaningsPath()): GreekMeaningLookup {
  const table = new Map<string, GreekMeaning>();
  const verbs = new Map<string, GreekMeaning>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [lemma, meaning, senses, source] = line.split('\t');
    if (!lemma || !meaning) continue;
    const entry = { meaning, senses: senses ?? meaning, source: source ?? '' };
    table.set(lemma, entry);
    if (isVerbLemma(lemma) && /(are|ere|ire|rre)(si)?$/.test(meaning.split(' ')[0] ?? '')) verbs.set(greekBareKey(lemma), entry);
  }
  // A compound verb without a meaning of its own takes its base verb's (συλλαμβάνω → λαμβάνω "prendere"):
  // a rough meaning, marked as such, is more use to a student than none.
  const compound = (lemma: string): GreekMeaning | undefined => {
    const bare = greekBareKey(lemma);
    for (const prefix of PREFIXES) {
      if (!bare.startsWith(prefix) || bare.length - prefix.length < 3) continue;
      const base = verbs.get(bare.slice(prefix.length));
      if (base) return { meaning: base.meaning, senses: base.senses, source: 'composto' };
    }
    return undefined;
  };
  return (lemma) => table.get(lemma) ?? (isVerbLemma(lemma) && !lemma.includes(':') ? compound(lemma) : undefined);
}
