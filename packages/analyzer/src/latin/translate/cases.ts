/**
 * The other readings the analysis offers for a word's form, used where the clause shows the tagger's
 * choice cannot be right: Latin forms are often ambiguous (`leges`, `signum` nominative or accusative;
 * `deae` genitive or nominative; `militibus` dative or ablative; `citeriore` of any gender).
 * - A modifier agrees with its noun in any gender its form allows (`in citeriore Gallia`).
 * - Beside the subject of an active verb, a second nominative that can be accusative is the object
 *   (`Boni cives leges servant` → "rispettano le leggi"; `Dux militibus signum dedit`), one that can be a
 *   genitive before another noun is that noun's (`Deae aram puellae ornant` → "l'altare della dea").
 * - Beside the subject of a passive verb, a nominative that can be an ablative is the agent or the cause
 *   (`loci natura Helvetii continentur` → "dalla natura del luogo").
 * - A bare ablative plural that can be a dative is the dative of a verb of giving or saying (`militibus … dedit`).
 */
import type { Feats } from '../../core/types';
import { normalizeLatin } from '../normalize';
import { DATIVE_VERBS } from '../rules/word-lists.generated';
import { feat, type Word } from './lexical';
import type { NounPhrase } from './noun-phrase';
import type { VerbGroup } from './verb-group';

/** The features of the readings of the word's form with the same lemma, its own included. */
function readings(word: Word): Feats[] {
  const alternatives = (word.token.alternatives ?? []).filter((a) => a.analysis.lemma === word.lemma).map((a) => a.analysis.feats);
  return [word.feats, ...alternatives];
}

/** Whether the form can also be read in this case (and number: the word's own when none is given). */
export function canBe(word: Word, kase: string, number = feat(word, 'Number') ?? 'Sing'): boolean {
  return readings(word).some((f) => f['Case'] === kase && (f['Number'] ?? 'Sing') === number);
}

/** The genders the form allows in its own case and number. */
export function gendersOf(word: Word): string[] {
  const kase = feat(word, 'Case');
  const number = feat(word, 'Number') ?? 'Sing';
  return readings(word).filter((f) => f['Case'] === kase && (f['Number'] ?? 'Sing') === number && f['Gender']).flatMap((f) => f['Gender']!.split(','));
}

/** Verbs with a dative of the person: their bare ablative plural that can be a dative is one. */

const withCase = (phrase: NounPhrase, kase: string): void => {
  phrase.head = { ...phrase.head, feats: { ...phrase.head.feats, Case: kase } };
};

/** Rereads the cases of the clause's bare noun phrases (see the module's comment); runs before genitives are attached. */
export function rereadCases(phrases: readonly NounPhrase[], main: VerbGroup | undefined): void {
  const verb = main?.main;
  if (!verb) return;
  const finite = main.auxiliary ?? verb;
  if (!main.auxiliary && verb.lemma.toLowerCase() === 'sum') return;
  const passive = !verb.deponent && (feat(verb, 'Voice') === 'Pass' || main.auxiliary !== undefined);
  const bare = phrases.filter((p) => !p.preposition && !p.absolute && (p.head.upos === 'NOUN' || p.head.upos === 'PROPN'));
  if (!passive && DATIVE_VERBS.has(normalizeLatin(verb.lemma))) {
    for (const p of bare) if (feat(p.head, 'Case') === 'Abl' && feat(p.head, 'Number') === 'Plur' && canBe(p.head, 'Dat')) withCase(p, 'Dat');
  }
  // A passive verb's agent has a preposition (`a Caesare`): a people in a bare ablative plural that can be
  // a dative is the dative (`Tarentinis bellum indictum est` → "fu dichiarata guerra ai Tarentini").
  if (passive) {
    for (const p of bare) if (p.head.upos === 'PROPN' && feat(p.head, 'Case') === 'Abl' && feat(p.head, 'Number') === 'Plur' && canBe(p.head, 'Dat')) withCase(p, 'Dat');
  }
  // A gerundive in the nominative beside another nominative is the verb's object (`Caesar … concedendum
  // non putabat` → "riteneva di dover concedere").
  const gerundives = phrases.filter((p) => !p.preposition && feat(p.head, 'VerbForm') === 'Gdv' && feat(p.head, 'Case') === 'Nom');
  if (!passive && gerundives.length > 0 && phrases.some((p) => !gerundives.includes(p) && !p.preposition && feat(p.head, 'Case') === 'Nom')) for (const p of gerundives) withCase(p, 'Acc');
  if ((feat(finite, 'Person') ?? '3') !== '3') return;
  const number = feat(finite, 'Number') ?? 'Sing';
  const nominatives = bare.filter((p) => feat(p.head, 'Case') === 'Nom');
  if (nominatives.length < 2) return;
  const agreeing = (p: NounPhrase) => (feat(p.head, 'Number') ?? 'Sing') === number;
  // With a passive verb, a nominative not agreeing with it that can be an ablative is the agent or the
  // cause (`loci natura Helvetii continentur` → "dalla natura").
  if (passive && nominatives.some(agreeing)) {
    for (const p of nominatives) if (!agreeing(p) && canBe(p.head, 'Abl')) withCase(p, 'Abl');
  }
  // A nominative that can be a genitive, right before a noun in another case, is that noun's genitive.
  for (const p of nominatives) {
    if (feat(p.head, 'Case') !== 'Nom') continue;
    const next = phrases.find((q) => q.head.index === p.head.index + 1);
    const others = nominatives.filter((q) => q !== p && feat(q.head, 'Case') === 'Nom' && agreeing(q));
    if (next && others.length > 0 && feat(next.head, 'Case') !== 'Nom' && canBe(p.head, 'Gen', 'Sing')) {
      p.head = { ...p.head, feats: { ...p.head.feats, Case: 'Gen', Number: 'Sing' } };
    }
  }
  const left = nominatives.filter((p) => feat(p.head, 'Case') === 'Nom');
  if (passive || left.length < 2 || bare.some((p) => feat(p.head, 'Case') === 'Acc')) return;
  // The subject is the first agreeing with the verb; a later one that can be accusative is the object.
  const subject = left.find(agreeing);
  const object = left.find((p) => p !== subject && canBe(p.head, 'Acc'));
  if (subject && object) withCase(object, 'Acc');
}
