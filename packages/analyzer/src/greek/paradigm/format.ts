/**
 * The generated paradigm files (`.data/greek/grc-paradigms.tsv`, and `grc-lemma-cards.tsv` with only the
 * cells of isCardCell), written by `scripts/build-greek-paradigms.ts`:
 *   line 1  `#versio-grc-paradigms 1`
 *   then    `lemma<TAB>{"t":{stem type:count},"g":{gender:count},"p":[principal parts],"c":{cell:[forms]}}`, sorted by lemma
 *           (JavaScript string order), forms of a cell best first (see cells.ts for the cell keys).
 * Entries stay text until a lemma is looked up.
 */
import { join } from 'node:path';
import { resolveGreekDir } from '../lexicon/paths';

export const PARADIGMS_HEADER = '#versio-grc-paradigms 1';

export function resolveGreekParadigmsPath(dir = resolveGreekDir()): string {
  return join(dir, 'grc-paradigms.tsv');
}

/** The same entries with only the cells a word card reads: small enough to load with the analyzer. */
export function resolveGreekLemmaCardsPath(dir = resolveGreekDir()): string {
  return join(dir, 'grc-lemma-cards.tsv');
}

/**
 * The cells a card reads: a noun's nominative and genitive singular, an adjective's nominatives, the first
 * and third persons of the indicative tenses that make the principal parts (and the aorist's kind).
 */
export function isCardCell(key: string): boolean {
  return /^(masc|fem|neut)\.(nom|gen)\.sg$/.test(key) || /^(pres|fut|aor|perf)\.ind\.(act|mp|mid|pass)\.(1\.sg|3\.sg|3\.pl)$/.test(key);
}

/** One lemma's paradigm data. */
export interface GreekLemmaEntry {
  lemma: string;
  /** Morpheus stem types (`os_ou`, `aor1`, `ew_pr`) with how many of the lemma's standard forms carry them. */
  stemTypes: ReadonlyMap<string, number>;
  /** For nouns, how often the corpus (GLAUx) gives each gender: `masc` 5120. */
  genders: ReadonlyMap<string, number>;
  /** Attested principal parts: present, future, aorist, perfect active, perfect middle, aorist passive (`''` when none). */
  principalParts: readonly string[];
  /** Cell key → attested forms, best first. */
  cells: ReadonlyMap<string, readonly string[]>;
}

/** The JSON of a line: objects only on the wire, read into Maps at once (decision 024). */
interface EncodedEntry {
  // eslint-disable-next-line no-restricted-syntax -- JSON wire shape, decoded into a Map
  t: Record<string, number>;
  // eslint-disable-next-line no-restricted-syntax -- JSON wire shape, decoded into a Map
  g?: Record<string, number>;
  p: readonly string[];
  // eslint-disable-next-line no-restricted-syntax -- JSON wire shape, decoded into a Map
  c: Record<string, readonly string[]>;
}

export function encodeLemmaEntry(entry: GreekLemmaEntry): string {
  const value: EncodedEntry = { t: Object.fromEntries(entry.stemTypes), g: Object.fromEntries(entry.genders), p: [...entry.principalParts], c: Object.fromEntries(entry.cells) };
  return JSON.stringify(value);
}

export function decodeLemmaEntry(lemma: string, text: string): GreekLemmaEntry {
  const value = JSON.parse(text) as EncodedEntry;
  return {
    lemma,
    stemTypes: new Map(Object.entries(value.t)),
    genders: new Map(Object.entries(value.g ?? {})),
    principalParts: value.p,
    cells: new Map(Object.entries(value.c)),
  };
}
