/**
 * The 416 morphological slots of Collatinus (numbered in morphos.la/.en/.fr), described once as
 * structured data and mapped to UD features. Every ending of every model points to one slot.
 */
import type { Feats, MutableFeats } from '../../core/types';

export type SlotCase = 'Nom' | 'Voc' | 'Acc' | 'Gen' | 'Dat' | 'Abl' | 'Loc';
export type SlotGender = 'Masc' | 'Fem' | 'Neut';
export type SlotNumber = 'Sing' | 'Plur';
export type SlotTense = 'Pres' | 'Impf' | 'Fut' | 'Perf' | 'Pqp' | 'FutPerf';
export type SlotMood = 'Ind' | 'Sub' | 'Imp';
export type SlotVoice = 'Act' | 'Pass';
export type SlotDegree = 'Pos' | 'Cmp' | 'Sup';

export interface SlotInfo {
  kind: 'noun' | 'adj' | 'finite' | 'inf' | 'part' | 'ger' | 'gdv' | 'sup' | 'adv' | 'inv';
  case?: SlotCase;
  number?: SlotNumber;
  gender?: SlotGender;
  degree?: SlotDegree;
  tense?: SlotTense;
  mood?: SlotMood;
  voice?: SlotVoice;
  person?: 1 | 2 | 3;
}

const CASES: SlotCase[] = ['Nom', 'Voc', 'Acc', 'Gen', 'Dat', 'Abl'];
const GENDERS: SlotGender[] = ['Masc', 'Fem', 'Neut'];
const PERSONS: (1 | 2 | 3)[] = [1, 2, 3];

function declineTwelve(i: number): { case: SlotCase; number: SlotNumber } {
  return { case: CASES[i % 6] as SlotCase, number: i < 6 ? 'Sing' : 'Plur' };
}

function describeSlots(): SlotInfo[] {
  const slots: SlotInfo[] = [{ kind: 'inv' }]; // index 0 unused: slots are numbered from 1
  for (let i = 0; i < 12; i++) slots.push({ kind: 'noun', ...declineTwelve(i) });
  for (const degree of ['Pos', 'Cmp', 'Sup'] as const) {
    for (const gender of GENDERS) for (let i = 0; i < 12; i++) slots.push({ kind: 'adj', degree, gender, ...declineTwelve(i) });
  }
  const pushFinite = (tense: SlotTense, mood: SlotMood, voice: SlotVoice) => {
    for (const number of ['Sing', 'Plur'] as const) for (const person of PERSONS) slots.push({ kind: 'finite', tense, mood, voice, number, person });
  };
  const pushPart = (kind: 'part' | 'gdv', tense: SlotTense | undefined, voice: SlotVoice | undefined) => {
    for (const gender of GENDERS) for (let i = 0; i < 12; i++) slots.push({ kind, tense, voice, gender, ...declineTwelve(i) });
  };
  // 121–180: active indicative and subjunctive
  for (const tense of ['Pres', 'Impf', 'Fut', 'Perf', 'Pqp', 'FutPerf'] as const) pushFinite(tense, 'Ind', 'Act');
  for (const tense of ['Pres', 'Impf', 'Perf', 'Pqp'] as const) pushFinite(tense, 'Sub', 'Act');
  // 181–186: imperative (present 2sg 2pl; future 2sg 3sg 2pl 3pl)
  slots.push({ kind: 'finite', tense: 'Pres', mood: 'Imp', voice: 'Act', number: 'Sing', person: 2 });
  slots.push({ kind: 'finite', tense: 'Pres', mood: 'Imp', voice: 'Act', number: 'Plur', person: 2 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Act', number: 'Sing', person: 2 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Act', number: 'Sing', person: 3 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Act', number: 'Plur', person: 2 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Act', number: 'Plur', person: 3 });
  slots.push({ kind: 'inf', tense: 'Pres', voice: 'Act' }); // 187
  slots.push({ kind: 'inf', tense: 'Perf', voice: 'Act' }); // 188
  pushPart('part', 'Pres', 'Act'); // 189–224
  pushPart('part', 'Fut', 'Act'); // 225–260
  for (const c of ['Acc', 'Gen', 'Dat', 'Abl'] as const) slots.push({ kind: 'ger', case: c }); // 261–264
  slots.push({ kind: 'sup', case: 'Acc' }, { kind: 'sup', case: 'Abl' }); // 265–266
  for (const tense of ['Pres', 'Impf', 'Fut'] as const) pushFinite(tense, 'Ind', 'Pass'); // 267–284
  for (const tense of ['Pres', 'Impf'] as const) pushFinite(tense, 'Sub', 'Pass'); // 285–296
  slots.push({ kind: 'finite', tense: 'Pres', mood: 'Imp', voice: 'Pass', number: 'Sing', person: 2 });
  slots.push({ kind: 'finite', tense: 'Pres', mood: 'Imp', voice: 'Pass', number: 'Plur', person: 2 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Pass', number: 'Sing', person: 2 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Pass', number: 'Sing', person: 3 });
  slots.push({ kind: 'finite', tense: 'Fut', mood: 'Imp', voice: 'Pass', number: 'Plur', person: 3 });
  slots.push({ kind: 'inf', tense: 'Pres', voice: 'Pass' }); // 302
  pushPart('part', 'Perf', 'Pass'); // 303–338
  pushPart('gdv', undefined, undefined); // 339–374
  pushPart('part', 'Perf', 'Act'); // 375–410: perfect participle of deponents
  slots.push({ kind: 'adv', degree: 'Cmp' }, { kind: 'adv', degree: 'Sup' }); // 411–412
  slots.push({ kind: 'noun', case: 'Loc', number: 'Sing' }); // 413
  slots.push({ kind: 'adv', degree: 'Pos' }); // 414
  slots.push({ kind: 'inf', tense: 'Fut', voice: 'Act' }); // 415
  slots.push({ kind: 'inv' }); // 416
  return slots;
}

/** Slot number → structured description; `SLOTS[123]` is the 3rd singular present indicative active. */
export const SLOTS: readonly SlotInfo[] = describeSlots();
export const SLOT_COUNT = 416;

const UD_TENSE: Readonly<Record<SlotTense, Feats>> = {
  Pres: { Tense: 'Pres' },
  Impf: { Tense: 'Past', Aspect: 'Imp' },
  Fut: { Tense: 'Fut' },
  Perf: { Tense: 'Past', Aspect: 'Perf' },
  Pqp: { Tense: 'Pqp', Aspect: 'Perf' },
  FutPerf: { Tense: 'Fut', Aspect: 'Perf' },
};

const VERB_FORM_OF_KIND: ReadonlyMap<SlotInfo['kind'], string> = new Map([
  ['finite', 'Fin'], ['inf', 'Inf'], ['part', 'Part'], ['ger', 'Ger'], ['gdv', 'Gdv'], ['sup', 'Sup'],
]);

/**
 * UD features of a slot. `deponent` turns the active-numbered forms of deponent verbs into the
 * passive forms they are (UD annotates `hortatur` as Voice=Pass), and their perfect participle too.
 */
export function featuresOfSlot(slot: number, options: { deponent?: boolean; gender?: SlotGender | undefined } = {}): Feats {
  const s = SLOTS[slot];
  if (!s) return {};
  const f: MutableFeats = {};
  if (s.case) f.Case = s.case;
  if (s.kind === 'noun' && options.gender) f.Gender = options.gender;
  if (s.gender) f.Gender = s.gender;
  if (s.number) f.Number = s.number;
  if (s.degree && (s.kind === 'adv' || s.kind === 'adj')) f.Degree = s.degree;
  if (s.mood) f.Mood = s.mood;
  if (s.person) f.Person = String(s.person);
  if (s.tense) Object.assign(f, UD_TENSE[s.tense]);
  const verbForm = VERB_FORM_OF_KIND.get(s.kind);
  if (verbForm) f.VerbForm = verbForm;
  if (s.voice) f.Voice = options.deponent && (s.kind !== 'part' || s.tense === 'Perf') ? 'Pass' : s.voice;
  return f;
}
