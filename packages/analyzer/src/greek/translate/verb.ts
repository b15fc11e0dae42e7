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

const PRESENT_PERFECTS = new Set(['οἶδα', 'ἔοικα', 'εἴωθα', 'δέδοικα', 'μέμνημαι', 'κέκτημαι', 'ἕστηκα']);

export function italianTense(word: Word, context: VoiceContext = {}): ItalianTense {
  const mood = feat(word, 'Mood');
  const tense = feat(word, 'Tense');
  const aspect = feat(word, 'Aspect');
  if (mood === 'Imp') return 'IMPERATIVO';
  if (mood === 'Sub') return 'CONG_PRESENTE';
  // The optative with ἄν is potential ("farebbe"); without ἄν, in a dependent clause, it is the
  // optative of past sequence or of wish: congiuntivo imperfetto ("affinché facesse", "se facesse").
  if (mood === 'Opt') return context.potential || !context.dependent ? 'COND_PRESENTE' : 'CONG_IMPERFETTO';
  if (tense === 'Pqp') return 'TRAPASSATO_PROSSIMO';
  if (tense === 'Fut') return aspect === 'Perf' ? 'FUTURO_ANTERIORE' : 'FUTURO_SEMPLICE';
  // ἔφη, ἔφασαν narrate like an aorist: "disse", "dissero".
  if (tense === 'Past' && word.lemma === 'φημί') return 'PASSATO_REMOTO';
  // Perfects with a present meaning (οἶδα "so", ᾔδει "sapeva").
  if (PRESENT_PERFECTS.has(word.lemma)) {
    if (tense === 'Pqp') return 'IMPERFETTO';
    if (tense === 'Past' && aspect === 'Perf') return 'PRESENTE';
  }
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

/**
 * Passive in Italian: the passive voice, and the mediopassive of an active verb (present, imperfect,
 * perfect `mp` forms) that has no object and no middle meaning of its own: `σῴζονται` → `sono salvati`.
 */
function isPassive(word: Word, context: VoiceContext = {}): boolean {
  if (isDeponent(word)) return false;
  // A verb that Italian says reflexively is never passive (ἐχάρη: "si rallegrò").
  const reflexive = readItalianVerb(word.meaning).reflexive;
  const voice = feat(word, 'Voice');
  if (voice === 'Pass') return context.hasAgent ? !readItalianVerb(word.activeMeaning ?? word.meaning).reflexive : !reflexive && !word.middleMeaning;
  if (voice !== 'Mid') return false;
  // An agent (ὑπό + genitive) makes a mediopassive passive, with the active verb's meaning.
  if (context.hasAgent) return !readItalianVerb(word.activeMeaning ?? word.meaning).reflexive;
  return !reflexive && !word.middleMeaning && !context.hasObject && feat(word, 'Tense') !== 'Fut' && !(feat(word, 'Tense') === 'Past' && !feat(word, 'Aspect'));
}

/** What the clause says about the voice of its verb. */
export interface VoiceContext {
  /** The clause has a direct object (accusative, infinitive, object genitive or dative). */
  hasObject?: boolean;
  /** The clause has an agent: ὑπό + genitive. */
  hasAgent?: boolean;
  /** The clause has ἄν: an optative is potential. */
  potential?: boolean;
  /** The clause is introduced by a subordinating conjunction. */
  dependent?: boolean;
}

/** The person and number a finite verb is conjugated in (`renderFinite`). */
export function finiteAgreement(word: Word): { person: ItPerson; number: ItNumber } {
  return { person: personOf(word), number: numberOf(word) };
}

/** A finite verb agreeing with its subject: `λέγει` → `dice`, `ἐπαιδεύθησαν` → `furono educati`. */
export function renderFinite(word: Word, subjectGender: ItGender | undefined, negated: boolean, context: VoiceContext = { hasObject: true }): string {
  const text = word.known ? conjugateWord(word, subjectGender, context) : word.form;
  return negated ? `non ${text}` : text;
}

function conjugateWord(word: Word, subjectGender: ItGender | undefined, context: VoiceContext): string {
  const passive = isPassive(word, context);
  const verb = readItalianVerb(passive && word.activeMeaning ? word.activeMeaning : word.meaning);
  const person = personOf(word);
  const number = numberOf(word);
  const gender = subjectGender ?? 'M';
  const tense = italianTense(word, context);
  if (passive && verb.infinitive !== 'essere') {
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
  const rest = verb.rest ? ` ${verb.rest}` : '';
  if (past && isPassive(word)) return `${pastParticiple(verb.infinitive, gender, number)}${rest}`;
  if (past) return `${usesEssere(verb) ? 'essendo' : 'avendo'} ${pastParticiple(verb.infinitive, usesEssere(verb) ? gender : 'M', usesEssere(verb) ? number : 'S')}${rest}`;
  if (feat(word, 'Tense') === 'Fut') return `per ${verb.infinitive}${rest}`;
  return `${gerund(verb.infinitive)}${rest}`;
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

/**
 * An infinitive depending on a verb of saying or thinking, with its accusative subject, as an Italian
 * `che` clause: `νομίζω τοὺς θεοὺς εἶναι` → `che gli dei siano` (thinking: congiuntivo; saying: indicativo).
 */
export function renderReportedInfinitive(word: Word, subjectNumber: ItNumber, subjectGender: ItGender, subjunctive: boolean, pastMain: boolean): string {
  if (!word.known) return word.form;
  const verb = readItalianVerb(word.meaning);
  const tense = feat(word, 'Tense');
  const past = tense === 'Past' || feat(word, 'Aspect') === 'Perf';
  // Italian sequence of tenses: after a past main verb, contemporaneity is imperfect, anteriority pluperfect.
  const italian: ItalianTense = tense === 'Fut'
    ? (pastMain ? 'COND_PASSATO' : 'FUTURO_SEMPLICE')
    : pastMain
      ? (past ? (subjunctive ? 'CONG_TRAPASSATO' : 'TRAPASSATO_PROSSIMO') : subjunctive ? 'CONG_IMPERFETTO' : 'IMPERFETTO')
      : past ? (subjunctive ? 'CONG_PASSATO' : 'PASSATO_PROSSIMO') : subjunctive ? 'CONG_PRESENTE' : 'PRESENTE';
  if (isPassive(word, { hasObject: false })) {
    return `${conjugate(readItalianVerb('essere'), italian, 3, subjectNumber, { gender: subjectGender })} ${pastParticiple(verb.infinitive, subjectGender, subjectNumber)}`;
  }
  return conjugate(verb, italian, 3, subjectNumber, { gender: subjectGender });
}
