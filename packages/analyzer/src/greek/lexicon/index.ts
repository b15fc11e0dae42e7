/**
 * The Greek lexicon, loaded once from the generated `.data/greek/grc-lexicon.tsv`: form → analyses
 * ranked by corpus frequency. The file's text is kept as it is and searched (sorted-lines.ts), entries
 * are decoded on look-up, and the accent-free fallback index (`grc-bare.tsv`) is read only the first
 * time a form is not found with its accents.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Upos } from '../../core/types';
import { greekBareKey, greekKey } from '../normalize';
import { decodeEntry, LEXICON_HEADER } from './format';
import { resolveGreekBarePath, resolveGreekLexiconPath } from './paths';
import { createSortedLines, type SortedLines } from './sorted-lines';

/** One reading of a Greek form. */
export interface GreekAnalysis {
  lemma: string;
  upos: Upos;
  /** UD features: `Case=Acc|Gender=Masc|Number=Plur`. */
  feats: string;
  /** Corpus-derived score: higher is more frequent. */
  score: number;
}

export interface GreekLexicon {
  /** Analyses of a form, best first; `[]` when unknown. Example: `lookUp('λόγον')[0].lemma` → `λόγος`. */
  lookUp(form: string): GreekAnalysis[];
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
    let bareText = '';
    try {
      bareText = readFileSync(barePath, 'utf8');
    } catch {
      // Without the accent-free index, forms are only found with their accents.
    }
    bare = createSortedLines(bareText);
    return bare;
  };
  const entryOf = (form: string): string | undefined => {
    const key = greekKey(form);
    const found = entries.get(key);
    if (found !== undefined) return found;
    const viaBare = bareIndex().get(greekBareKey(form));
    return viaBare === undefined ? undefined : entries.get(viaBare);
  };
  return {
    size: entries.size,
    lookUp(form) {
      const entry = entryOf(form);
      if (entry === undefined) return [];
      return decodeEntry(entry).map((a) => ({ lemma: lemmas[a.lemma] ?? '', upos: tags[a.tag]?.upos ?? 'X', feats: tags[a.tag]?.feats ?? '_', score: a.score }));
    },
    has(form) {
      return entryOf(form) !== undefined;
    },
  };
}
