/**
 * From the two tag systems of the Greek sources to Universal Dependencies features: Morpheus' morph
 * strings (`aor ind act 3rd sg`, `neut nom/voc/acc pl`) and the 9-position AGDT tags of GLAUx
 * (`v3saia---`). Tense follows UD Ancient Greek (Perseus): imperfect `Aspect=Imp|Tense=Past`, aorist
 * `Tense=Past`; Versio adds `Aspect=Perf` to the perfect (`Tense=Past`) and future perfect, so that the
 * translator can tell them from the aorist.
 */
import { formatFeats, type Upos } from '../../core/types';

type Mutable = Record<string, string>;

const CASE: Readonly<Record<string, string>> = { nom: 'Nom', gen: 'Gen', dat: 'Dat', acc: 'Acc', voc: 'Voc' };
const GENDER: Readonly<Record<string, string>> = { masc: 'Masc', fem: 'Fem', neut: 'Neut' };
const NUMBER: Readonly<Record<string, string>> = { sg: 'Sing', pl: 'Plur', dual: 'Dual' };
const PERSON: Readonly<Record<string, string>> = { '1st': '1', '2nd': '2', '3rd': '3' };
const MOOD: Readonly<Record<string, string>> = { ind: 'Ind', subj: 'Sub', opt: 'Opt', imperat: 'Imp' };
const VOICE: Readonly<Record<string, string>> = { act: 'Act', mid: 'Mid', pass: 'Pass', mp: 'Mid' };
const TENSE: Readonly<Record<string, Mutable>> = {
  pres: { Tense: 'Pres' }, imperf: { Tense: 'Past', Aspect: 'Imp' }, aor: { Tense: 'Past' },
  perf: { Tense: 'Past', Aspect: 'Perf' }, plup: { Tense: 'Pqp' }, fut: { Tense: 'Fut' }, futperf: { Tense: 'Fut', Aspect: 'Perf' },
};

/** One reading of a Morpheus morph string; `mediopassive` marks `mp`, to be settled by corpus counts. */
export interface MorphReading {
  feats: Mutable;
  mediopassive: boolean;
  adverbial: boolean;
}

/**
 * Reads a Morpheus morph string, one reading per alternative case (`nom/voc/acc` gives three); genders
 * given as alternatives stay one value (`Gender=Fem,Masc`), since Italian chooses the gender from the noun.
 */
export function readMorpheusMorph(morph: string, pos: string): MorphReading[] {
  const base: Mutable = {};
  let cases: string[] = [];
  let mediopassive = false;
  let adverbial = false;
  for (const part of morph.split(/\s+/).filter(Boolean)) {
    const alternatives = part.split('/');
    if (alternatives.every((a) => CASE[a])) cases = alternatives.map((a) => CASE[a]!);
    else if (alternatives.every((a) => GENDER[a])) base.Gender = alternatives.map((a) => GENDER[a]!).sort().join(',');
    else if (NUMBER[part]) base.Number = NUMBER[part];
    else if (PERSON[part]) base.Person = PERSON[part];
    else if (MOOD[part]) base.Mood = MOOD[part];
    else if (TENSE[part]) Object.assign(base, TENSE[part]);
    else if (VOICE[part]) {
      base.Voice = VOICE[part];
      if (part === 'mp') mediopassive = true;
    } else if (part === 'inf') base.VerbForm = 'Inf';
    else if (part === 'part') base.VerbForm = 'Part';
    else if (part === 'comp') base.Degree = 'Cmp';
    else if (part === 'superl') base.Degree = 'Sup';
    else if (part === 'adverbial') adverbial = true;
  }
  if (pos === 'V' && !base.VerbForm) base.VerbForm = 'Fin';
  if (pos === 'P') base.VerbForm = 'Part';
  if (cases.length === 0) return [{ feats: base, mediopassive, adverbial }];
  return cases.map((c) => ({ feats: { ...base, Case: c }, mediopassive, adverbial }));
}

const AGDT_POS: Readonly<Record<string, Upos>> = {
  n: 'NOUN', v: 'VERB', a: 'ADJ', d: 'ADV', l: 'DET', g: 'PART', c: 'CCONJ', r: 'ADP', p: 'PRON', m: 'NUM', i: 'INTJ', u: 'PUNCT', x: 'X', b: 'CCONJ',
};
const AGDT_TENSE: Readonly<Record<string, Mutable>> = {
  p: { Tense: 'Pres' }, i: { Tense: 'Past', Aspect: 'Imp' }, a: { Tense: 'Past' }, r: { Tense: 'Past', Aspect: 'Perf' },
  l: { Tense: 'Pqp' }, f: { Tense: 'Fut' }, t: { Tense: 'Fut', Aspect: 'Perf' },
};

/** UPOS and UD features of a GLAUx (AGDT) tag: `v3saia---` → VERB `Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act`. */
export function readAgdtTag(tag: string): { upos: Upos; feats: string } {
  const [pos = '-', person = '-', number = '-', tense = '-', mood = '-', voice = '-', gender = '-', kase = '-', degree = '-'] = tag.split('');
  const feats: Mutable = {};
  if (person !== '-') feats.Person = person;
  if (number !== '-') feats.Number = ({ s: 'Sing', p: 'Plur', d: 'Dual' } as Mutable)[number] ?? 'Sing';
  if (AGDT_TENSE[tense]) Object.assign(feats, AGDT_TENSE[tense]);
  if (mood === 'n') feats.VerbForm = 'Inf';
  else if (mood === 'p') feats.VerbForm = 'Part';
  else if (mood !== '-') Object.assign(feats, { VerbForm: 'Fin', Mood: ({ i: 'Ind', s: 'Sub', o: 'Opt', m: 'Imp' } as Mutable)[mood] ?? 'Ind' });
  if (voice !== '-') feats.Voice = ({ a: 'Act', m: 'Mid', p: 'Pass', e: 'Mid' } as Mutable)[voice] ?? 'Act';
  if (gender !== '-') feats.Gender = ({ m: 'Masc', f: 'Fem', n: 'Neut', c: 'Fem,Masc' } as Mutable)[gender] ?? 'Masc';
  if (kase !== '-') feats.Case = ({ n: 'Nom', g: 'Gen', d: 'Dat', a: 'Acc', v: 'Voc' } as Mutable)[kase] ?? 'Nom';
  if (degree === 'c') feats.Degree = 'Cmp';
  if (degree === 's') feats.Degree = 'Sup';
  return { upos: AGDT_POS[pos] ?? 'X', feats: formatFeats(feats) };
}

/**
 * Whether a GLAUx tag can be the same reading as a Morpheus one (features as UD records): every feature
 * both give agrees, genders overlapping (`Fem,Masc` matches `Masc`), the mediopassive matching either voice.
 */
export function isCompatible(morpheus: Readonly<Record<string, string>>, glaux: Readonly<Record<string, string>>, mediopassive: boolean): boolean {
  for (const key of ['Case', 'Number', 'Person', 'Tense', 'Aspect', 'Mood', 'VerbForm', 'Degree']) {
    if (morpheus[key] !== undefined && glaux[key] !== undefined && morpheus[key] !== glaux[key]) return false;
    // Aspect tells the imperfect and the perfect from the aorist: its absence is a value too.
    if ((key === 'VerbForm' || key === 'Aspect') && (morpheus[key] === undefined) !== (glaux[key] === undefined)) return false;
  }
  const mg = morpheus.Gender;
  const gg = glaux.Gender;
  if (mg && gg && !mg.split(',').some((g) => gg.split(',').includes(g))) return false;
  if (!mediopassive && morpheus.Voice && glaux.Voice && morpheus.Voice !== glaux.Voice) return false;
  return true;
}
