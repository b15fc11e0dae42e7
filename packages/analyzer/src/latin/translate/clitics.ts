/**
 * A personal pronoun object as an Italian clitic before the finite verb: `eum laudat` → "lo loda",
 * `ei dedit` → "gli diede".
 */
import { feat } from './lexical';

export { withClitic } from '../../core/translate/clitics';
import type { NounPhrase } from './noun-phrase';

const CLITICS: ReadonlyMap<string, string> = new Map(Object.entries({
  'ego Acc': 'mi', 'ego Dat': 'mi', 'tu Acc': 'ti', 'tu Dat': 'ti', 'nos Acc': 'ci', 'nos Dat': 'ci', 'vos Acc': 'vi', 'vos Dat': 'vi',
  'uos Acc': 'vi', 'uos Dat': 'vi', 'sui Acc': 'si', 'se Acc': 'si', 'sui Dat': 'si', 'se Dat': 'si',
  'is Acc Sing Masc': 'lo', 'is Acc Sing Fem': 'la', 'is Acc Plur Masc': 'li', 'is Acc Plur Fem': 'le',
  'is Dat Sing Masc': 'gli', 'is Dat Sing Fem': 'le', 'is Dat Plur': 'gli',
}));

/** The Italian clitic of a personal pronoun object without preposition (`eum` → "lo", `sibi` → "si"), if any. */
export function cliticOf(phrase: NounPhrase): string | undefined {
  const head = phrase.head;
  if (head.upos !== 'PRON' || phrase.preposition || phrase.coordinated.length > 0 || phrase.modifiers.length > 0) return undefined;
  const lemma = head.lemma.toLowerCase();
  const kase = feat(head, 'Case') ?? '';
  const number = feat(head, 'Number') ?? 'Sing';
  const gender = (feat(head, 'Gender') ?? 'Masc').split(',')[0] ?? 'Masc';
  return CLITICS.get(`${lemma} ${kase}`) ?? CLITICS.get(`${lemma} ${kase} ${number} ${gender}`) ?? CLITICS.get(`${lemma} ${kase} ${number}`);
}

