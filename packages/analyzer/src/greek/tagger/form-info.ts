/**
 * What the Greek tagger knows of a form before context: its look-up key (the accented key of the lexicon; a
 * form typed without accents takes its most frequent accented spelling's), the lexicon's readings, and the
 * candidate tags they give with their prior buckets (how far each tag's best reading is below the form's most
 * frequent one). A form the lexicon does not know has no candidates: the tagger takes the tags training saw
 * with the form, else with its ending. Example: `infoOf('λόγον').tags` → [`NOUN|Case=Acc|Gender=Masc|Number=Sing`].
 */
import { priorBucket } from '../../core/tagger/features';
import type { GreekAnalysis, GreekLexicon } from '../lexicon/index';
import { greekKey, isCapitalizedGreek } from '../normalize';

export interface GreekFormInfo {
  key: string;
  /** The lexicon's readings, best first ([] when unknown). */
  analyses: GreekAnalysis[];
  /** The distinct tags of the readings (`UPOS|features`), null when the lexicon has none. */
  tags: string[] | null;
  priors: number[] | null;
}

/** True when a given form (a CoNLL-U token) is a word: it has a letter. */
export function isWordForm(form: string): boolean {
  return /\p{L}/u.test(form);
}

/** The tagger's tag of a reading: `NOUN|Case=Acc|…`, or the bare UPOS when it has no features. */
export function greekTag(upos: string, feats: string): string {
  return feats === '_' || feats === '' ? upos : `${upos}|${feats}`;
}

/** Splits a tag back into UPOS and features (`_` when none). */
export function splitGreekTag(tag: string): { upos: string; feats: string } {
  const bar = tag.indexOf('|');
  return bar < 0 ? { upos: tag, feats: '_' } : { upos: tag.slice(0, bar), feats: tag.slice(bar + 1) };
}

/**
 * The readings of a form as the tagger's candidates. Keys are lower case, so proper names share them with common
 * words: a word written in lower case is not a name when it has another reading (βασιλέως: βασιλεύς, not Βασιλίς);
 * a capitalised word inside a sentence (`inside`) is a name when it has a name's reading (Κῦρος, not κῦρος).
 */
export function formInfoOf(lexicon: GreekLexicon, form: string, inside = false, capitalized = isCapitalizedGreek(form)): GreekFormInfo {
  const entry = lexicon.entry(form);
  let analyses = entry.analyses;
  const isName = (a: GreekAnalysis) => a.upos === 'PROPN' || /^\p{Lu}/u.test(a.lemma);
  if (!capitalized) {
    const common = analyses.filter((a) => !isName(a));
    if (common.length > 0) analyses = common;
  } else if (inside) {
    const names = analyses.filter(isName);
    if (names.length > 0) analyses = names;
  }
  const key = entry.keys[0] ?? greekKey(form);
  // A list of its own (the infos are told apart by their lists).
  if (analyses.length === 0) return { key, analyses: [], tags: null, priors: null };
  const best = analyses[0]!.score;
  const tags: string[] = [];
  const priors: number[] = [];
  const seen = new Set<string>();
  for (const a of analyses) {
    const tag = greekTag(a.upos, a.feats);
    if (seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
    priors.push(priorBucket(a.score, best));
  }
  return { key, analyses, tags, priors };
}

/**
 * A memo of form infos (a text repeats its words), emptied when it grows past `limit` forms. `inside`: the word does
 * not start its sentence (see formInfoOf).
 */
export function createFormInfoSource(lexicon: GreekLexicon, limit = 200_000): (form: string, inside: boolean) => GreekFormInfo {
  /** Per form: whether it is capitalised, its info at a sentence's start, and inside one (the same unless capitalised). */
  const memo = new Map<string, { capitalized: boolean; start?: GreekFormInfo; inside?: GreekFormInfo }>();
  return (form, inside) => {
    let entry = memo.get(form);
    if (entry === undefined) {
      if (memo.size >= limit) memo.clear();
      memo.set(form, (entry = { capitalized: isCapitalizedGreek(form) }));
    }
    if (inside && entry.capitalized) return (entry.inside ??= formInfoOf(lexicon, form, true, true));
    return (entry.start ??= formInfoOf(lexicon, form, false, entry.capitalized));
  };
}
