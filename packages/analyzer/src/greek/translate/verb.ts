/**
 * Renders a Greek verb in Italian by school equivalents: present → presente, imperfect → imperfetto,
 * aorist → passato remoto, perfect → passato prossimo, pluperfect → trapassato prossimo, future →
 * futuro; subjunctive → congiuntivo presente, optative → condizionale (the potential optative is the
 * commonest), imperative → imperativo. The passive is `essere` + participle; the middle keeps the
 * active meaning (verbs in -μαι are translated as the dictionary's active Italian verb). Dual → plural.
 */
import type { ItGender, ItNumber } from '../../core/translate/italian-articles';
import { conjugate, gerund, pastParticiple, readItalianVerb, usesEssere, type ItalianTense, type ItPerson } from '../../core/translate/italian-morphology';
import { feat, isDeponent, type Word } from './words';

export function italianTense(word: Word): ItalianTense {
  const mood = feat(word, 'Mood');
  const tense = feat(word, 'Tense');
  const aspect = feat(word, 'Aspect');
  if (mood === 'Imp') return 'IMPERATIVO';
  if (mood === 'Sub') return 'CONG_PRESENTE';
  if (mood === 'Opt') return 'COND_PRESENTE';
  if (tense === 'Pqp') return 'TRAPASSATO_PROSSIMO';
  if (tense === 'Fut') return aspect === 'Perf' ? 'FUTURO_ANTERIORE' : 'FUTURO_SEMPLICE';
  if (tense === 'Past') return aspect === 'Imp' ? 'IMPERFETTO' : aspect === 'Perf' ? 'PASSATO_PROSSIMO' : 'PASSATO_REMOTO';
  return 'PRESENTE';
}

function personOf(word: Word): ItPerson {
  const person = Number(feat(word, 'Person') ?? 3);
  return person === 1 || person === 2 ? person : 3;
}

function numberOf(word: Word): ItNumber {
  const number = feat(word, 'Number');
  return number === 'Plur' || number === 'Dual' ? 'P' : 'S';
}

function isPassive(word: Word): boolean {
  return feat(word, 'Voice') === 'Pass' && !isDeponent(word);
}

/** A finite verb agreeing with its subject: `λέγει` → `dice`, `ἐπαιδεύθησαν` → `furono educati`. */
export function renderFinite(word: Word, subjectGender: ItGender | undefined, negated: boolean): string {
  const text = word.known ? conjugateWord(word, subjectGender) : word.form;
  return negated ? `non ${text}` : text;
}

function conjugateWord(word: Word, subjectGender: ItGender | undefined): string {
  const verb = readItalianVerb(word.meaning);
  const person = personOf(word);
  const number = numberOf(word);
  const gender = subjectGender ?? 'M';
  const tense = italianTense(word);
  if (isPassive(word) && verb.infinitive !== 'essere') {
    return `${conjugate(readItalianVerb('essere'), tense, person, number, { gender })} ${pastParticiple(verb.infinitive, gender, number)}`;
  }
  return conjugate(verb, tense, person, number, { gender });
}

/** An infinitive: `λέγειν` → `dire`; aorist as the present (aspect, not time), perfect `avere detto`. */
export function renderInfinitive(word: Word, negated = false): string {
  if (!word.known) return word.form;
  const verb = readItalianVerb(word.meaning);
  const perfect = feat(word, 'Aspect') === 'Perf';
  let text: string;
  if (perfect) text = `${usesEssere(verb) ? 'essere' : 'avere'} ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  else if (isPassive(word)) text = `essere ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  else text = verb.reflexive ? `${verb.infinitive.slice(0, -1)}si` : verb.infinitive;
  text = [text, verb.rest].filter(Boolean).join(' ');
  return negated ? `non ${text}` : text;
}

/**
 * A circumstantial participle (no article) as an Italian gerund: present `λέγων` → `dicendo`,
 * aorist `εἰπών` → `avendo detto`, aorist passive `παιδευθείς` → `educato`.
 */
export function renderCircumstantial(word: Word, gender: ItGender, number: ItNumber): string {
  if (!word.known) return word.form;
  const verb = readItalianVerb(word.meaning);
  const past = feat(word, 'Tense') === 'Past' || feat(word, 'Aspect') === 'Perf';
  if (past && isPassive(word)) return pastParticiple(verb.infinitive, gender, number);
  if (past) return `${usesEssere(verb) ? 'essendo' : 'avendo'} ${pastParticiple(verb.infinitive, usesEssere(verb) ? gender : 'M', usesEssere(verb) ? number : 'S')}`;
  if (feat(word, 'Tense') === 'Fut') return `per ${verb.infinitive}`;
  return gerund(verb.infinitive);
}

/** A substantivised participle (article + participle): `οἱ φεύγοντες` → `quelli che fuggono`. */
export function renderRelativeParticiple(word: Word, number: ItNumber, gender: ItGender): string {
  if (!word.known) return word.form;
  const verb = readItalianVerb(word.meaning);
  const tense: ItalianTense = feat(word, 'Tense') === 'Past' ? 'PASSATO_REMOTO' : feat(word, 'Tense') === 'Fut' ? 'FUTURO_SEMPLICE' : 'PRESENTE';
  const finite = isPassive(word)
    ? `${conjugate(readItalianVerb('essere'), tense, 3, number, { gender })} ${pastParticiple(verb.infinitive, gender, number)}`
    : conjugate(verb, tense, 3, number, { gender });
  return `che ${finite}`;
}
