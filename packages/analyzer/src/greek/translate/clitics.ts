/**
 * A Greek personal pronoun object as an Italian clitic before the finite verb: αὐτὸν ἀποπέμπει → "lo
 * rimanda", αὐτῷ λέγει → "gli dice", μοι ἐτελεύτησε → "mi morì".
 */
import type { NounPhrase } from './noun-phrase';
import { feat } from './words';

const CLITICS: ReadonlyMap<string, string> = new Map(Object.entries({
  'ἐγώ Acc': 'mi', 'ἐγώ Dat': 'mi', 'σύ Acc': 'ti', 'σύ Dat': 'ti', 'ἡμεῖς Acc': 'ci', 'ἡμεῖς Dat': 'ci', 'ὑμεῖς Acc': 'vi', 'ὑμεῖς Dat': 'vi',
  'αὐτός Acc Sing Masc': 'lo', 'αὐτός Acc Sing Neut': 'lo', 'αὐτός Acc Sing Fem': 'la', 'αὐτός Acc Plur Masc': 'li', 'αὐτός Acc Plur Fem': 'le',
  'αὐτός Dat Sing Masc': 'gli', 'αὐτός Dat Sing Neut': 'gli', 'αὐτός Dat Sing Fem': 'le', 'αὐτός Dat Plur': 'gli',
}));

/** The Italian clitic of a personal pronoun without preposition, article or modifiers, if any. */
export function cliticOf(phrase: NounPhrase): string | undefined {
  const head = phrase.head;
  if (head.upos !== 'PRON' || phrase.preposition || phrase.article || phrase.coordinated.length > 0 || phrase.modifiers.length > 0 || phrase.genitives.length > 0) return undefined;
  const kase = feat(head, 'Case') ?? '';
  const number = feat(head, 'Number') === 'Plur' || feat(head, 'Number') === 'Dual' ? 'Plur' : 'Sing';
  const gender = (feat(head, 'Gender') ?? 'Masc').split(',')[0] ?? 'Masc';
  return CLITICS.get(`${head.lemma} ${kase}`) ?? CLITICS.get(`${head.lemma} ${kase} ${number} ${gender}`) ?? CLITICS.get(`${head.lemma} ${kase} ${number}`);
}
