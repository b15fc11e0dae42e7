/**
 * The syncopated perfects every grammar teaches, generated from the lexicon's own endings: a perfect stem in
 * -v after a vowel drops the v with the vowel of an ending in -er- or -is- (amaverat → amarat, deleverunt →
 * delerunt, noverat → norat, cognovisse → cognosse, petivisse → petisse). Collatinus's contractions.la lists
 * the a- and e- stems only and not every ending (delessem); the pairs here add the rest, as look-up keys
 * (u for v): `[short ending, full ending, note]`. A reading found through an added pair says so in its note
 * (`forma sincopata di -ouerat`): the tagger's training leaves those readings out (pipeline-candidates.ts),
 * which keeps what it learns from unchanged (a tagger retrained with them scored 28 school-canon cards fewer).
 */

/** The note of a reading found through a pair of Collatinus's list, and through an added one. */
export const CONTRACTED_NOTE = 'forma contratta';
export const SYNCOPATED_NOTE = 'forma sincopata';
import type { RuntimeModel } from './store';

/** Slots of the perfect system (perfect, pluperfect, future perfect; indicative, subjunctive, infinitive). */
export const isPerfectSystemSlot = (slot: number) => (slot >= 139 && slot <= 156) || (slot >= 169 && slot <= 180) || slot === 188;

/**
 * A stem vowel before -v- and the endings it drops -ve-/-vi- before: a, e, o before any -er-/-is- ending;
 * i only before -is- (audivisse → audisse; audiverat → audierat is the lexicon's own perfect in -ii).
 */
const VOWELS: readonly [string, RegExp][] = [['a', /^[ei][rs]/], ['e', /^[ei][rs]/], ['o', /^[ei][rs]/], ['i', /^is/]];

/** The pairs `listed` (Collatinus's) plus those the models' perfect endings give; a listed pair wins. */
export function syncopatedPairs(models: readonly RuntimeModel[], listed: readonly [string, string][]): [string, string, string][] {
  const perfectEndings = new Set<string>();
  const otherEndings = new Set<string>();
  for (const model of models) {
    for (const [ending, slots] of model.byEnding) {
      if (slots.some((s) => isPerfectSystemSlot(s >> 4))) perfectEndings.add(ending);
      else otherEndings.add(ending);
    }
  }
  const out = new Map<string, [string, string]>(listed.map(([short, full]) => [short, [full, CONTRACTED_NOTE]]));
  for (const ending of [...perfectEndings].sort()) {
    for (const [vowel, before] of VOWELS) {
      if (!before.test(ending)) continue;
      const short = vowel + ending.slice(1);
      // amavere → amare is the present infinitive: no grammar contracts a perfect into another slot's ending.
      if (otherEndings.has(short) || out.has(short)) continue;
      out.set(short, [`${vowel}u${ending}`, SYNCOPATED_NOTE]);
    }
  }
  return [...out].map(([short, [full, note]]) => [short, full, note]);
}
