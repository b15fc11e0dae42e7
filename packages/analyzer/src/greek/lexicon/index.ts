/**
 * The Greek lexicon, loaded once from the generated `.data/greek/grc-lexicon.tsv`: form → analyses
 * ranked by corpus frequency. The file's text is kept as it is and searched (sorted-lines.ts), entries
 * are decoded on look-up, and the accent-free index (`grc-bare.tsv`: bare key → accented keys) is read only
 * the first time it is needed. A form found with its accents is looked up as written; a form typed without
 * any diacritic (λογος, ελυσε) gathers the readings of every accented spelling (the tagger chooses in
 * context); a form not found tries its movable nu the other way (ἔλυσεν ↔ ἔλυσε) before the bare index. Readings the
 * corpus counts made up are left out as they are decoded (false-imperfects.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Upos } from '../../core/types';
import { greekBareKey, greekKey, isPlainGreek } from '../normalize';
import { withoutFalseImperfects } from './false-imperfects';
import { decodeEntry, LEXICON_HEADER } from './format';
import { resolveGreekBarePath, resolveGreekLexiconPath } from './paths';
import { createSortedBytes } from './sorted-bytes';
import { createSortedLines, type SortedLines } from './sorted-lines';

/** One reading of a Greek form. */
export interface GreekAnalysis {
  lemma: string;
  upos: Upos;
  /** UD features: `Case=Acc|Gender=Masc|Number=Plur`. */
  feats: string;
  /** Corpus-derived score: higher is more frequent. */
  score: number;
  /** The accented spelling the reading belongs to, when the form was found through the accent-free index (λογος → λόγος). */
  spelling?: string;
  /** True for a reading guessed from the ending by the tagger (the form is not in the lexicon): uncertain. */
  guess?: boolean;
  /** The lemma the treebanks write for this reading where it is not the lexicon's (γίνομαι for γίγνομαι): CoNLL-U output. */
  treebankLemma?: string;
  /** The part of speech the tagger chose, in the treebanks' habits, where the card shows the school grammars' (ἀλλά: ADV, shown as CCONJ): CoNLL-U output. */
  treebankUpos?: Upos;
}

/** What the lexicon finds for a form: its look-up keys (best first, accented) and its analyses, best first. */
export interface GreekEntry {
  keys: string[];
  analyses: GreekAnalysis[];
}

export interface GreekLexicon {
  /** Analyses of a form, best first; `[]` when unknown. Example: `lookUp('λόγον')[0].lemma` → `λόγος`. */
  lookUp(form: string): GreekAnalysis[];
  /** The keys and analyses of a form (see GreekEntry); `{ keys: [], analyses: [] }` when unknown. */
  entry(form: string): GreekEntry;
  /** True when the form (or its accent-free spelling) is in the lexicon. */
  has(form: string): boolean;
  readonly size: number;
}

export class GreekLexiconMissingError extends Error {
  readonly code = 'greek_lexicon_missing';
  constructor(path: string) {
    super(`Lessico greco non trovato in ${path}: esegui \`npm run build:greek\` (o scripts/setup.sh).`);
  }
}

export function loadGreekLexicon(path = resolveGreekLexiconPath(), barePath = resolveGreekBarePath(dirname(path))): GreekLexicon {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new GreekLexiconMissingError(path);
  }
  const headerEnd = (n: number) => {
    let at = -1;
    for (let i = 0; i < n; i++) at = text.indexOf('\n', at + 1);
    return at;
  };
  const [header = '', lemmaLine = '[]', tagLine = '[]'] = text.slice(0, headerEnd(3)).split('\n');
  if (header !== LEXICON_HEADER) throw new GreekLexiconMissingError(path);
  const lemmas = JSON.parse(lemmaLine) as string[];
  const tags = (JSON.parse(tagLine) as string[]).map((t) => {
    const bar = t.indexOf('|');
    return { upos: t.slice(0, bar) as Upos, feats: t.slice(bar + 1) };
  });
  const entries = createSortedLines(text, 3);
  let bare: SortedLines | undefined;
  const bareIndex = () => {
    if (bare) return bare;
    let bareBytes = Buffer.alloc(0);
    try {
      bareBytes = readFileSync(barePath);
    } catch {
      // Without the accent-free index, forms are only found with their accents.
    }
    // Kept as bytes: read by the first form the lexicon does not know as written, so within the text's own time.
    bare = createSortedBytes(bareBytes);
    return bare;
  };
  const decode = (key: string, entry: string, spelling: string | undefined): GreekAnalysis[] => withoutFalseImperfects(key, decodeEntry(entry).map((a) => {
    const out: GreekAnalysis = { lemma: lemmas[a.lemma] ?? '', upos: tags[a.tag]?.upos ?? 'X', feats: tags[a.tag]?.feats ?? '_', score: a.score };
    if (spelling !== undefined) out.spelling = spelling;
    return out;
  }));
  const EMPTY: GreekEntry = { keys: [], analyses: [] };
  const entryOf = (form: string): GreekEntry => {
    const key = greekKey(form);
    const found = entries.get(key);
    const plain = isPlainGreek(form);
    if (found !== undefined && !plain) return { keys: [key], analyses: decode(key, found, undefined) };
    // Movable nu (ἔλυσεν ↔ ἔλυσε, πᾶσιν ↔ πᾶσι).
    const nu = found !== undefined || plain ? undefined : otherMovableNu(key);
    const viaNu = nu === undefined ? undefined : entries.get(nu);
    if (nu !== undefined && viaNu !== undefined) return { keys: [nu], analyses: decode(nu, viaNu, undefined) };
    // Typed without (some) diacritics: every accented spelling's readings, and the form's own if it has some.
    const bareKeys = bareIndex().get(greekBareKey(form))?.split(',') ?? [];
    const keys = found !== undefined ? [key, ...bareKeys] : bareKeys;
    if (keys.length === 0) return EMPTY;
    const analyses = keys.flatMap((k) => {
      const e = entries.get(k);
      return e === undefined ? [] : decode(k, e, k === key ? undefined : spellingOf(k));
    });
    return { keys, analyses: analyses.sort((a, b) => b.score - a.score) };
  };
  return {
    size: entries.size,
    lookUp: (form) => entryOf(form).analyses,
    entry: entryOf,
    has(form) {
      return entryOf(form).keys.length > 0;
    },
  };
}

/** The key with its movable nu the other way (ἔλυσεν ↔ ἔλυσε, πᾶσιν ↔ πᾶσι), or undefined when it cannot have one. */
export function otherMovableNu(key: string): string | undefined {
  return /[ει]ν$/u.test(key) ? key.slice(0, -1) : /[ει]$/u.test(key) ? `${key}ν` : undefined;
}

/** A key written as a word: final sigma as ς (λόγοσ → λόγος). */
export function spellingOf(key: string): string {
  return key.replace(/σ(?=$|’)/u, 'ς');
}
