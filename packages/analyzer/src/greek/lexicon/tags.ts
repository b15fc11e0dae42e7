/**
 * From the two tag systems of the Greek sources to Universal Dependencies features: Morpheus' morph
 * strings (`aor ind act 3rd sg`, `neut nom/voc/acc pl`) and the 9-position AGDT tags of GLAUx
 * (`v3saia---`). Tense follows UD Ancient Greek (Perseus): imperfect `Aspect=Imp|Tense=Past`, aorist
 * `Tense=Past`; Versio adds `Aspect=Perf` to the perfect (`Tense=Past`) and future perfect, so that the
 * translator can tell them from the aorist.
 */
import { formatFeats, type Feats, type MutableFeats, type Upos } from '../../core/types';

const CASE: ReadonlyMap<string, string> = new Map(Object.entries({ nom: 'Nom', gen: 'Gen', dat: 'Dat', acc: 'Acc', voc: 'Voc' }));
const GENDER: ReadonlyMap<string, string> = new Map(Object.entries({ masc: 'Masc', fem: 'Fem', neut: 'Neut' }));
const NUMBER: ReadonlyMap<string, string> = new Map(Object.entries({ sg: 'Sing', pl: 'Plur', dual: 'Dual' }));
const PERSON: ReadonlyMap<string, string> = new Map(Object.entries({ '1st': '1', '2nd': '2', '3rd': '3' }));
const MOOD: ReadonlyMap<string, string> = new Map(Object.entries({ ind: 'Ind', subj: 'Sub', opt: 'Opt', imperat: 'Imp' }));
const VOICE: ReadonlyMap<string, string> = new Map(Object.entries({ act: 'Act', mid: 'Mid', pass: 'Pass', mp: 'Mid' }));
const TENSE: ReadonlyMap<string, Feats> = new Map(Object.entries<Feats>({
  pres: { Tense: 'Pres' }, imperf: { Tense: 'Past', Aspect: 'Imp' }, aor: { Tense: 'Past' },
  perf: { Tense: 'Past', Aspect: 'Perf' }, plup: { Tense: 'Pqp' }, fut: { Tense: 'Fut' }, futperf: { Tense: 'Fut', Aspect: 'Perf' },
}));

/** One reading of a Morpheus morph string; `mediopassive` marks `mp`, to be settled by corpus counts. */
export interface MorphReading {
  feats: MutableFeats;
  mediopassive: boolean;
  adverbial: boolean;
}

/**
 * Reads a Morpheus morph string, one reading per alternative case (`nom/voc/acc` gives three); genders
 * given as alternatives stay one value (`Gender=Fem,Masc`), since Italian chooses the gender from the noun.
 */
export function readMorpheusMorph(morph: string, pos: string): MorphReading[] {
  const base: MutableFeats = {};
  let cases: string[] = [];
  let mediopassive = false;
  let adverbial = false;
  for (const part of morph.split(/\s+/).filter(Boolean)) {
    const alternatives = part.split('/');
    if (alternatives.every((a) => CASE.has(a))) cases = alternatives.map((a) => CASE.get(a)!);
    else if (alternatives.every((a) => GENDER.has(a))) base.Gender = alternatives.map((a) => GENDER.get(a)!).sort().join(',');
    else if (NUMBER.has(part)) base.Number = NUMBER.get(part)!;
    else if (PERSON.has(part)) base.Person = PERSON.get(part)!;
    else if (MOOD.has(part)) base.Mood = MOOD.get(part)!;
    else if (TENSE.has(part)) Object.assign(base, TENSE.get(part));
    else if (VOICE.has(part)) {
      base.Voice = VOICE.get(part)!;
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

const AGDT_POS: ReadonlyMap<string, Upos> = new Map(Object.entries<Upos>({
  n: 'NOUN', v: 'VERB', a: 'ADJ', d: 'ADV', l: 'DET', g: 'PART', c: 'CCONJ', r: 'ADP', p: 'PRON', m: 'NUM', i: 'INTJ', u: 'PUNCT', x: 'X', b: 'CCONJ',
}));
const AGDT_TENSE: ReadonlyMap<string, Feats> = new Map(Object.entries<Feats>({
  p: { Tense: 'Pres' }, i: { Tense: 'Past', Aspect: 'Imp' }, a: { Tense: 'Past' }, r: { Tense: 'Past', Aspect: 'Perf' },
  l: { Tense: 'Pqp' }, f: { Tense: 'Fut' }, t: { Tense: 'Fut', Aspect: 'Perf' },
}));

const AGDT_NUMBER: ReadonlyMap<string, string> = new Map(Object.entries({ s: 'Sing', p: 'Plur', d: 'Dual' }));
const AGDT_MOOD: ReadonlyMap<string, string> = new Map(Object.entries({ i: 'Ind', s: 'Sub', o: 'Opt', m: 'Imp' }));
const AGDT_VOICE: ReadonlyMap<string, string> = new Map(Object.entries({ a: 'Act', m: 'Mid', p: 'Pass', e: 'Mid' }));
const AGDT_GENDER: ReadonlyMap<string, string> = new Map(Object.entries({ m: 'Masc', f: 'Fem', n: 'Neut', c: 'Fem,Masc' }));
const AGDT_CASE: ReadonlyMap<string, string> = new Map(Object.entries({ n: 'Nom', g: 'Gen', d: 'Dat', a: 'Acc', v: 'Voc' }));

/** UPOS and UD features of a GLAUx (AGDT) tag: `v3saia---` → VERB `Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act`. */
export function readAgdtTag(tag: string): { upos: Upos; feats: string } {
  const [pos = '-', person = '-', number = '-', tense = '-', mood = '-', voice = '-', gender = '-', kase = '-', degree = '-'] = tag.split('');
  const feats: MutableFeats = {};
  if (person !== '-') feats.Person = person;
  if (number !== '-') feats.Number = AGDT_NUMBER.get(number) ?? 'Sing';
  Object.assign(feats, AGDT_TENSE.get(tense));
  if (mood === 'n') feats.VerbForm = 'Inf';
  else if (mood === 'p') feats.VerbForm = 'Part';
  else if (mood !== '-') Object.assign(feats, { VerbForm: 'Fin', Mood: AGDT_MOOD.get(mood) ?? 'Ind' });
  if (voice !== '-') feats.Voice = AGDT_VOICE.get(voice) ?? 'Act';
  if (gender !== '-') feats.Gender = AGDT_GENDER.get(gender) ?? 'Masc';
  if (kase !== '-') feats.Case = AGDT_CASE.get(kase) ?? 'Nom';
  if (degree === 'c') feats.Degree = 'Cmp';
  if (degree === 's') feats.Degree = 'Sup';
  return { upos: AGDT_POS.get(pos) ?? 'X', feats: formatFeats(feats) };
}

/**
 * Whether a GLAUx tag can be the same reading as a Morpheus one (features as UD records): every feature
 * both give agrees, genders overlapping (`Fem,Masc` matches `Masc`), the mediopassive matching either voice.
 */
export function isCompatible(morpheus: Feats, glaux: Feats, mediopassive: boolean): boolean {
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
