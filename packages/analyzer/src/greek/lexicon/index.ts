/**
 * The Greek lexicon, loaded once from the generated `.data/greek/grc-lexicon.tsv`: form → analyses
 * ranked by corpus frequency. Lines are kept as strings and decoded on look-up; the accent-free
 * fallback index (`grc-bare.tsv`) is read only the first time a form is not found with its accents.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Upos } from '../../core/types';
import { greekBareKey, greekKey } from '../normalize';
import { decodeEntry, LEXICON_HEADER } from './format';
import { resolveGreekBarePath, resolveGreekLexiconPath } from './paths';

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
  const lines = text.split('\n');
  if (lines[0] !== LEXICON_HEADER) throw new GreekLexiconMissingError(path);
  const lemmas = JSON.parse(lines[1] ?? '[]') as string[];
  const tags = (JSON.parse(lines[2] ?? '[]') as string[]).map((t) => {
    const bar = t.indexOf('|');
    return { upos: t.slice(0, bar) as Upos, feats: t.slice(bar + 1) };
  });
  const entries = new Map<string, string>();
  for (let i = 3; i < lines.length; i++) {
    const line = lines[i]!;
    const tab = line.indexOf('\t');
    if (tab > 0) entries.set(line.slice(0, tab), line.slice(tab + 1));
  }
  let bare: Map<string, string> | undefined;
  const bareIndex = () => {
    if (bare) return bare;
    bare = new Map();
    let text = '';
    try {
      text = readFileSync(barePath, 'utf8');
    } catch {
      // Without the accent-free index, forms are only found with their accents.
    }
    for (const line of text.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) bare.set(line.slice(0, tab), line.slice(tab + 1));
    }
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
