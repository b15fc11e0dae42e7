/**
 * Meanings of Greek lemmas, from the generated `.data/greek/grc-meanings.tsv` (see scripts/greek/meanings.ts
 * for the chain of sources): Italian, else the English LSJ short definition marked as English, each with
 * the lemma's LSJ entry id when known. `meaningOf('πόλις')` → `{ meaning: 'città', … }`.
 */
import { readFileSync } from 'node:fs';
import { resolveGreekMeaningsPath } from './lexicon/paths';
import { createSortedLines } from './lexicon/sorted-lines';
import { greekBareKey } from './normalize';

export interface GreekMeaning {
  /** The one Italian word the translator inflects: `città`, `dire`. */
  meaning: string;
  /** Up to four senses for the word card: `città, metropoli`. */
  senses: string;
  /** Where it comes from: `versio` (hand-written), `glaux`, `lsj`, `wordnet`, `composto` (the base verb's), `lsj-en`. */
  source: string;
  /** `en` when the meaning is LSJ's English short definition, not Italian. */
  language?: 'en';
  /** The lemma's LSJ entry id (`n63772`), for a link to the dictionary. */
  lsjId?: string;
}

/** The LSJ entry of an id on the Perseus Digital Library. */
export function lsjEntryUrl(lsjId: string): string {
  return `https://www.perseus.tufts.edu/hopper/text?doc=Perseus:text:1999.04.0057:id=${encodeURIComponent(lsjId)}`;
}

/**
 * The meaning of a lemma: Italian only (what the translator inflects), or with `{ english: true }` the
 * English LSJ definition when no Italian is known (what a word card shows, marked as English).
 */
export type GreekMeaningLookup = (lemma: string, options?: { english?: boolean }) => GreekMeaning | undefined;

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
  // English rows (most of the file) stay text, searched when a card asks: a Map of them held 35 MB more.
  const englishRows: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [lemma, meaning, senses, source = '', lsjId] = line.split('\t');
    if (!lemma || !meaning) continue;
    if (source === 'lsj-en') {
      englishRows.push(line);
      continue;
    }
    const entry: GreekMeaning = { meaning, senses: senses ?? meaning, source, ...(lsjId ? { lsjId } : {}) };
    table.set(lemma, entry);
    if (source !== 'lsj-en' && isVerbLemma(lemma) && /(are|ere|ire|rre)(si)?$/.test(meaning.split(' ')[0] ?? '')) verbs.set(greekBareKey(lemma), entry);
  }
  // A compound verb without a meaning of its own takes its base verb's (συλλαμβάνω → λαμβάνω "prendere"):
  // a rough meaning, marked as such, is more use to a student than none.
  const compound = (lemma: string): GreekMeaning | undefined => {
    const bare = greekBareKey(lemma);
    for (const prefix of PREFIXES) {
      if (!bare.startsWith(prefix) || bare.length - prefix.length < 3) continue;
      const base = verbs.get(bare.slice(prefix.length));
      if (base) return { meaning: base.meaning, senses: base.senses, source: 'composto', ...(lsjIdOf(lemma) ? { lsjId: lsjIdOf(lemma) } : {}) };
    }
    return undefined;
  };
  // The rows are sorted by lemma (scripts/greek/meanings.ts), so the English ones are too.
  const englishLines = createSortedLines(englishRows.join('\n'));
  const english = (lemma: string): GreekMeaning | undefined => {
    const row = englishLines.get(lemma);
    if (row === undefined) return undefined;
    const [meaning = '', senses = '', , lsjId] = row.split('\t');
    return { meaning, senses, source: 'lsj-en', language: 'en', ...(lsjId ? { lsjId } : {}) };
  };
  const lsjIdOf = (lemma: string) => table.get(lemma)?.lsjId ?? english(lemma)?.lsjId;
  // An English definition gives way to the Italian of the base verb (συλλαμβάνω: "prendere", not "collect").
  return (lemma, options) => {
    const own = table.get(lemma);
    if (own) return own;
    const italian = isVerbLemma(lemma) && !lemma.includes(':') ? compound(lemma) : undefined;
    return italian ?? (options?.english ? english(lemma) : undefined);
  };
}
