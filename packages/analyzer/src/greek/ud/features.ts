/**
 * The UD Greek treebanks write tense and aspect each their own way; Versio's tags follow UD Perseus (and the
 * lexicon, lexicon/tags.ts): present `Tense=Pres`, imperfect `Tense=Past|Aspect=Imp`, aorist `Tense=Past`,
 * perfect `Tense=Past|Aspect=Perf`, pluperfect `Tense=Pqp`, future `Tense=Fut`, future perfect
 * `Tense=Fut|Aspect=Perf`. PROIEL and PTNK mark the aorist `Tense=Past|Aspect=Perf`, PTNK the perfect
 * `Tense=Pres|Aspect=Perf` and the present and future `Aspect=Imp`. This module reads a treebank's features
 * into Versio's core set (case, gender, number, person, mood, verbal form, voice, tense, aspect, degree of
 * comparison), and compares features across conventions (`sameFeats`).
 * Example: `canonicalFeats('Aspect=Perf|Mood=Ind|Tense=Past|…', 'ptnk')` → `Mood=Ind|Tense=Past|…` (the aorist).
 */
import { formatFeats, parseFeats, type Feats, type MutableFeats } from '../../core/types';

export type GreekConvention = 'agdt' | 'perseus' | 'proiel' | 'ptnk';

const CORE = ['Case', 'Gender', 'Number', 'Person', 'Mood', 'VerbForm', 'Voice', 'Tense', 'Aspect', 'Degree'];

/** The tense of a feature set as one of pres, imperf, aor, perf, plup, fut, futperf ('' without tense or aspect). */
export function tenseOf(feats: Feats, convention: GreekConvention): string {
  const tense = feats.Tense ?? '';
  const aspect = feats.Aspect ?? '';
  if (convention === 'proiel' || convention === 'ptnk') {
    if (tense === 'Past') return aspect === 'Imp' ? 'imperf' : 'aor';
    if (tense === 'Pres') return aspect === 'Perf' ? 'perf' : 'pres';
    if (tense === 'Pqp') return 'plup';
    if (tense === 'Fut') return aspect === 'Perf' ? 'futperf' : 'fut';
    return aspect === 'Perf' ? 'aor' : '';
  }
  if (tense === 'Past') return aspect === 'Imp' ? 'imperf' : aspect === 'Perf' ? 'perf' : 'aor';
  if (tense === 'Fut') return aspect === 'Perf' ? 'futperf' : 'fut';
  return tense === 'Pres' ? 'pres' : tense === 'Pqp' ? 'plup' : '';
}

const VERSIO_TENSE: ReadonlyMap<string, MutableFeats> = new Map(Object.entries<MutableFeats>({
  pres: { Tense: 'Pres' }, imperf: { Tense: 'Past', Aspect: 'Imp' }, aor: { Tense: 'Past' }, perf: { Tense: 'Past', Aspect: 'Perf' },
  plup: { Tense: 'Pqp' }, fut: { Tense: 'Fut' }, futperf: { Tense: 'Fut', Aspect: 'Perf' },
}));

/** A treebank's features as Versio's core features (`_` when none). */
export function canonicalFeats(feats: string, convention: GreekConvention): string {
  const parsed = parseFeats(feats);
  const out: MutableFeats = {};
  for (const key of CORE) {
    const value = parsed[key];
    if (value === undefined || key === 'Tense' || key === 'Aspect') continue;
    if (key === 'Degree' && value === 'Pos') continue;
    out[key] = value;
  }
  const tense = VERSIO_TENSE.get(tenseOf(parsed, convention));
  if (tense) Object.assign(out, tense);
  return formatFeats(out);
}

/** Features some treebanks leave out where others write them (PROIEL's Person=3 on αὐτός, no gender on some articles). */
const OPTIONAL = new Set(['Gender', 'Person', 'Degree']);

/**
 * Whether predicted features (Versio's, or as written in `predictedConvention`) are the gold ones (a treebank's),
 * compared on the core set: a gold value of several (PROIEL's articles `Gender=Fem,Masc,Neut`, PTNK's
 * `Case=Acc,Nom`) accepts any of them, and so does a predicted one; a gender, person or degree the gold does not
 * write is not counted against the prediction. Predicted features written in the gold's convention are read as
 * that convention reads them (PROIEL's `Aspect=Perf|Tense=Past` is its aorist and its perfect alike).
 */
export function sameFeats(predicted: string, gold: string, convention: GreekConvention, predictedConvention: GreekConvention = 'perseus'): boolean {
  const p = parseFeats(canonicalFeats(predicted, predictedConvention));
  const g = parseFeats(canonicalFeats(gold, convention));
  for (const key of CORE) {
    const a = p[key];
    const b = g[key];
    if (a === b) continue;
    if (b === undefined && OPTIONAL.has(key)) continue;
    if (a && b && a.split(',').some((x) => b.split(',').includes(x))) continue;
    return false;
  }
  return true;
}
