/**
 * Versio's canonical Latin UD features, and the normaliser from each treebank's conventions to them.
 *
 * The six UD Latin treebanks disagree on tense/aspect, participles, gerundives and degree:
 * - UDante writes the perfect as Aspect=Perf|Tense=Pres and the pluperfect as Aspect=Perf|Tense=Past;
 *   CIRCSE uses both Tense=Pres and Tense=Past for the perfect; the others write Tense=Past (+Pqp).
 * - ITTB, LLCT, Perseus, UDante mark present participles/infinitives with Aspect=Imp and no Tense,
 *   PROIEL with Tense=Pres and no Aspect; the gerundive is VerbForm=Gdv (PROIEL, CIRCSE) or
 *   Aspect=Prosp|VerbForm=Part|Voice=Pass (ITTB, LLCT, UDante).
 * - Degree=Pos is written by PROIEL and CIRCSE only; the absolute superlative is Abs or Sup.
 * Canonical (what the analyzer produces and what evaluation compares), for verbs:
 *   present Tense=Pres · imperfect Tense=Past|Aspect=Imp · future Tense=Fut · perfect Tense=Past|Aspect=Perf
 *   pluperfect Tense=Pqp|Aspect=Perf · future perfect Tense=Fut|Aspect=Perf;
 *   infinitive/participle Tense=Pres | Tense=Past|Aspect=Perf | Tense=Fut; gerundive VerbForm=Gdv|Voice=Pass;
 *   gerund and supine without tense or voice; Mood and Person only on finite forms.
 * Degree only Cmp or Sup. Case, Number, Gender as given (multiple genders sorted).
 */
import type { Feats, MutableFeats } from '../../core/types';

export type LatinTreebank = 'ittb' | 'proiel' | 'perseus' | 'llct' | 'udante' | 'circse' | 'versio';

/** The features compared by "core-feature accuracy" and carried by the tagger's tags. */
export const CORE_FEATURES = ['Case', 'Number', 'Gender', 'Person', 'Mood', 'Tense', 'Aspect', 'VerbForm', 'Voice', 'Degree'] as const;
/** Further features kept by the canonical set ("all features" accuracy). */
export const EXTRA_FEATURES = ['PronType', 'Poss', 'Reflex', 'NumType', 'Polarity'] as const;

const KEEP = new Set<string>([...CORE_FEATURES, ...EXTRA_FEATURES]);

/** Guesses the treebank from a UD file name (`la_proiel-ud-dev.conllu` → `proiel`). */
export function treebankOfFile(path: string): LatinTreebank {
  const m = /la_([a-z]+)-ud/.exec(path);
  const name = m?.[1] ?? 'versio';
  const known: LatinTreebank[] = ['ittb', 'proiel', 'perseus', 'llct', 'udante', 'circse'];
  return (known as string[]).includes(name) ? (name as LatinTreebank) : 'versio';
}

/** Resolves a finite verb's tense and aspect to the canonical pair. */
function canonicalFiniteTense(tense: string | undefined, aspect: string | undefined, tb: LatinTreebank): [string?, string?] {
  const perf = aspect === 'Perf';
  if (perf && tb === 'udante') {
    // UDante: tense is the reference point, so Pres+Perf is the perfect and Past+Perf the pluperfect.
    if (tense === 'Pres') return ['Past', 'Perf'];
    if (tense === 'Past') return ['Pqp', 'Perf'];
  }
  switch (tense) {
    case 'Pres': return perf ? ['Past', 'Perf'] : ['Pres'];
    case 'Past': return perf ? ['Past', 'Perf'] : ['Past', 'Imp'];
    case 'Fut': return perf ? ['Fut', 'Perf'] : ['Fut'];
    case 'Pqp': return ['Pqp', 'Perf'];
    default: return [];
  }
}

/** Resolves a non-finite form's tense: present, perfect or future. */
function canonicalNonFiniteTense(tense: string | undefined, aspect: string | undefined): [string?, string?] {
  if (aspect === 'Perf' || tense === 'Past' || tense === 'Pqp') return ['Past', 'Perf'];
  if (aspect === 'Prosp' || tense === 'Fut') return ['Fut'];
  return ['Pres'];
}

/** Normalises verbal features in place on `out`, from the source features `f`. */
function normalizeVerbal(f: Feats, out: MutableFeats, tb: LatinTreebank): void {
  let verbForm = f.VerbForm;
  if (verbForm === 'Part' && f.Aspect === 'Prosp' && f.Voice === 'Pass') verbForm = 'Gdv';
  if (verbForm === 'Conv') verbForm = 'Ger';
  if (verbForm === undefined && f.Mood !== undefined) verbForm = 'Fin';
  if (verbForm === undefined) return;
  out.VerbForm = verbForm;
  let ta: [string?, string?] = [];
  if (verbForm === 'Fin') {
    if (f.Mood) out.Mood = f.Mood;
    if (f.Person) out.Person = f.Person;
    ta = canonicalFiniteTense(f.Tense, f.Aspect, tb);
  } else if (verbForm === 'Inf' || verbForm === 'Part') {
    ta = canonicalNonFiniteTense(f.Tense, f.Aspect);
  }
  if (ta[0]) out.Tense = ta[0];
  if (ta[1]) out.Aspect = ta[1];
  if (verbForm === 'Gdv') out.Voice = 'Pass';
  else if (verbForm !== 'Ger' && verbForm !== 'Sup' && f.Voice) out.Voice = f.Voice;
}

/**
 * Maps a treebank's features to Versio's canonical set (core + extra features; everything else dropped).
 * Example: UDante `Aspect=Perf|Mood=Ind|Tense=Pres|VerbForm=Fin` → `Aspect=Perf|Mood=Ind|Tense=Past|VerbForm=Fin`.
 */
export function normalizeLatinFeats(feats: Feats, tb: LatinTreebank = 'versio'): Feats {
  const out: MutableFeats = {};
  for (const key of ['Case', 'Number'] as const) {
    const v = feats[key];
    if (v) out[key] = v;
  }
  const gender = feats.Gender;
  if (gender) out.Gender = gender.includes(',') ? gender.split(',').sort().join(',') : gender;
  const degree = feats.Degree;
  if (degree === 'Cmp') out.Degree = 'Cmp';
  else if (degree === 'Sup' || degree === 'Abs') out.Degree = 'Sup';
  normalizeVerbal(feats, out, tb);
  for (const key of EXTRA_FEATURES) {
    const v = feats[key];
    if (v && KEEP.has(key)) out[key] = v;
  }
  return out;
}

/** Keeps only the core features of already-normalised features. */
export function coreFeats(feats: Feats): Feats {
  const out: MutableFeats = {};
  for (const key of CORE_FEATURES) {
    const v = feats[key];
    if (v) out[key] = v;
  }
  return out;
}

/**
 * School-grammar UPOS used for the convention-neutral "UPOS*" score: the treebanks split the same words
 * differently between PART/ADV (`non`), DET/PRON (`is`, `hic`) and AUX/VERB (`sum`); an Italian student
 * sees an avverbio, a pronome and a verbo either way.
 */
export function schoolUpos(upos: string): string {
  if (upos === 'PART') return 'ADV';
  if (upos === 'DET') return 'PRON';
  if (upos === 'AUX') return 'VERB';
  return upos;
}

/** Treebanks whose scheme has no gerund: they write it as the neuter singular gerundive (`dicendi`, `ad diligendum`). */
export const NO_GERUND_TREEBANKS: ReadonlySet<LatinTreebank> = new Set(['ittb', 'llct', 'perseus', 'udante']);

/**
 * Canonical features as a treebank's scheme can write them, for scoring Versio's reading against it: where the
 * scheme lacks a distinction Versio makes, Versio's side is written the scheme's way. ITTB, LLCT, Perseus and
 * UDante have no gerund (a gerund is the neuter singular gerundive there); PROIEL has no locative (*Romae* is its
 * genitive). Other treebanks and Versio's own set: unchanged.
 * Example: `inTreebankScheme({ Case: 'Gen', VerbForm: 'Ger' }, 'ittb')` → `Case=Gen|Gender=Neut|Number=Sing|VerbForm=Gdv|Voice=Pass`.
 */
export function inTreebankScheme(feats: Feats, tb: LatinTreebank): Feats {
  if (feats.VerbForm === 'Ger' && NO_GERUND_TREEBANKS.has(tb)) return { ...feats, Gender: 'Neut', Number: 'Sing', VerbForm: 'Gdv', Voice: 'Pass' };
  if (feats.Case === 'Loc' && tb === 'proiel') return { ...feats, Case: 'Gen' };
  return feats;
}
