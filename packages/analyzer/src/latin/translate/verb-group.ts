/**
 * Renders a Latin verb group in Italian: person, number, tense and mood from the analysis; passives
 * with "essere" + participle; compound perfects (`laudatus est` → `fu lodato`, deponent `hortatus est`
 * → `esortò`); periphrastics (`delenda est` → `deve essere distrutta`).
 */
import type { ItGender, ItNumber } from '../../core/translate/italian-articles';
import { conjugate, pastParticiple, readItalianVerb, usesEssere, type ItalianTense, type ItPerson } from '../../core/translate/italian-morphology';
import { feat, type Word } from './lexical';

export interface VerbGroup {
  /** The verb carrying the meaning (a finite verb, or the participle of a compound form). */
  main: Word;
  /** The form of `sum` of a compound form. */
  auxiliary?: Word;
  negated: boolean;
  /**
   * The Italian mood when it differs from the Latin one: `Ind` for `cum` + subjunctive ("poiché" +
   * indicative), `Sub` for `quamquam` + indicative ("benché" + congiuntivo), `Cnd` for a potential or
   * unreal subjunctive in a main clause (`dicere ausim` → "oserei dire").
   */
  mood?: ItalianMood;
}

/** `Inf`: the clause's verb said as an infinitive (`ut peterent` → "per chiedere"). */
export type ItalianMood = 'Ind' | 'Sub' | 'Cnd' | 'Inf';

/** School equivalents: Latin perfect → passato remoto (narrative; passato prossimo in the first and second person), pluperfect → trapassato prossimo. */
export function italianTense(word: Word, override?: ItalianMood): ItalianTense {
  const latinMood = feat(word, 'Mood');
  const mood = override && (latinMood === 'Ind' || latinMood === 'Sub') ? override : latinMood;
  const tense = feat(word, 'Tense');
  const perfect = feat(word, 'Aspect') === 'Perf';
  // A third-person imperative (`esto`, `cedunto`) is an Italian exhortation: "sia", "cedano".
  if (mood === 'Imp') return feat(word, 'Person') === '3' ? 'CONG_PRESENTE' : 'IMPERATIVO';
  if (mood === 'Cnd') return tense === 'Pqp' ? 'COND_PASSATO' : 'COND_PRESENTE';
  if (mood === 'Sub') {
    if (tense === 'Pres') return 'CONG_PRESENTE';
    if (tense === 'Pqp') return 'CONG_TRAPASSATO';
    return perfect ? 'CONG_PASSATO' : 'CONG_IMPERFETTO';
  }
  if (tense === 'Pqp') return 'TRAPASSATO_PROSSIMO';
  if (tense === 'Fut') return perfect ? 'FUTURO_ANTERIORE' : 'FUTURO_SEMPLICE';
  // The speaker telling what he or his hearer did says it in the passato prossimo: `conservavi` → "ho conservato".
  if (tense === 'Past' && perfect && (feat(word, 'Person') === '1' || feat(word, 'Person') === '2')) return 'PASSATO_PROSSIMO';
  if (tense === 'Past') return perfect ? 'PASSATO_REMOTO' : 'IMPERFETTO';
  return 'PRESENTE';
}

/** The tense of a deponent or passive perfect, from the tense of its `sum`: `est` → passato remoto. */
const COMPOUND_TENSE: Partial<Record<ItalianTense, ItalianTense>> = {
  PRESENTE: 'PASSATO_REMOTO', IMPERFETTO: 'TRAPASSATO_PROSSIMO', FUTURO_SEMPLICE: 'FUTURO_ANTERIORE',
  CONG_PRESENTE: 'CONG_PASSATO', CONG_IMPERFETTO: 'CONG_TRAPASSATO', PASSATO_REMOTO: 'TRAPASSATO_REMOTO', COND_PRESENTE: 'COND_PASSATO',
};

function personOf(word: Word): ItPerson {
  const person = Number(feat(word, 'Person') ?? 3);
  return person === 1 || person === 2 ? person : 3;
}

function numberOf(word: Word): ItNumber {
  return feat(word, 'Number') === 'Plur' ? 'P' : 'S';
}

/** The person and number the group's Italian verb is conjugated in; none when it is said as an infinitive. */
export function verbAgreement(group: VerbGroup): { person: ItPerson; number: ItNumber } | undefined {
  if (group.mood === 'Inf') return undefined;
  const finite = group.auxiliary ?? group.main;
  return { person: personOf(finite), number: numberOf(finite) };
}

/** Renders the group; `subjectGender` is the Italian gender of the subject, for participle agreement. */
export function renderVerbGroup(group: VerbGroup, subjectGender: ItGender | undefined): string {
  const text = renderVerb(group, subjectGender);
  return group.negated ? `non ${text}` : text;
}

function renderVerb({ main, auxiliary, mood }: VerbGroup, subjectGender: ItGender | undefined): string {
  if (mood === 'Inf') {
    const { Aspect: _aspect, ...feats } = main.feats;
    return renderInfinitive({ ...main, feats: { ...feats, VerbForm: 'Inf', Tense: auxiliary ? 'Past' : 'Pres' } });
  }
  const verb = readItalianVerb(main.meaning);
  const finite = auxiliary ?? main;
  const person = personOf(finite);
  const number = numberOf(finite);
  const gender = subjectGender ?? ((feat(main, 'Gender') ?? '').startsWith('Fem') ? 'F' : 'M');
  const tense = italianTense(finite, mood);
  if (auxiliary) {
    const form = feat(main, 'VerbForm');
    // An idiom's verb of more words keeps them after its participle (`in fugam coniecti sunt` → "furono messi in fuga").
    const rest = main.fixed && verb.rest ? ` ${verb.rest}` : '';
    if (form === 'Gdv') return `${conjugate(readItalianVerb('dovere'), tense, person, number)} essere ${pastParticiple(verb.infinitive, gender, number)}${rest}`;
    if (feat(main, 'Tense') === 'Fut') return `${conjugate(readItalianVerb('stare'), tense, person, number)} per ${verb.infinitive}`;
    const perfect = tense === 'PRESENTE' && person !== 3 ? 'PASSATO_PROSSIMO' : COMPOUND_TENSE[tense] ?? tense;
    if (main.deponent) return conjugate(verb, perfect, person, number, { gender });
    return `${conjugate(readItalianVerb('essere'), perfect, person, number, { gender })} ${pastParticiple(verb.infinitive, gender, number)}${rest}`;
  }
  if (main.lemma === 'sum' || verb.infinitive === 'essere') return conjugate(verb, tense, person, number, { gender });
  if (feat(main, 'Voice') === 'Pass' && !main.deponent) {
    return [`${conjugate(readItalianVerb('essere'), tense, person, number, { gender })} ${pastParticiple(verb.infinitive, gender, number)}`, main.fixed ? verb.rest : ''].filter(Boolean).join(' ');
  }
  return conjugate(verb, tense, person, number, { gender });
}

/** An infinitive: `amare`, `essere amato`, `avere amato`, `essere venuto`. */
export function renderInfinitive(word: Word, negated = false): string {
  const verb = readItalianVerb(word.meaning);
  const perfect = feat(word, 'Aspect') === 'Perf' || feat(word, 'Tense') === 'Past';
  const passive = feat(word, 'Voice') === 'Pass' && !word.deponent;
  const reflexive = verb.reflexive ? `${verb.infinitive.slice(0, -1)}si` : verb.infinitive;
  let text: string;
  if (perfect) text = `${usesEssere(verb) ? 'essere' : 'avere'} ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  else if (passive) text = `essere ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  else text = reflexive;
  text = [text, verb.rest].filter(Boolean).join(' ');
  return negated ? `non ${text}` : text;
}
