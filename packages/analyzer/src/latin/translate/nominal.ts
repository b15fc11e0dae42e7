/**
 * Sentences Latin says without a finite verb and Italian cannot:
 * - a nominal sentence leaves `est` / `sunt` unsaid (`Historia vero testis temporum` → "La storia invero è
 *   testimone dei tempi"; `Themistocles, Neocli filius, Atheniensis` → "Temistocle, figlio di Neocle, è
 *   ateniese"): the copula goes after the subject, or before the last stretch between commas when the
 *   subject's own stretch says nothing else;
 * - a main clause with a subject in the nominative and an infinitive for verb is the historical infinitive,
 *   an imperfect (`Caesar Haeduos frumentum flagitare` → "Cesare chiedeva con insistenza il grano agli Edui").
 * A sentence whose verb is a perfect participle (`Hostes victi`) says its `est` in clause.ts.
 */
import type { Feats } from '../../core/types';
import { feat, type Word } from './lexical';
import { CLAUSE_INITIAL } from './function-words';

const isFinite = (w: Word) => (w.upos === 'VERB' || w.upos === 'AUX') && feat(w, 'VerbForm') === 'Fin';
const isInfinitive = (w: Word) => feat(w, 'VerbForm') === 'Inf';
const isComma = (w: Word) => w.upos === 'PUNCT' && w.form === ',';
/** A word that can be a nominal sentence's subject: a noun, name, pronoun or determiner in the nominative. */
const canBeSubject = (w: Word) => ['NOUN', 'PROPN', 'PRON', 'DET'].includes(w.upos) && feat(w, 'Case') === 'Nom' && feat(w, 'PronType') !== 'Rel' && feat(w, 'PronType') !== 'Int';
/** Words that stay with the subject: particles (`vero`, `enim`), genitives (`Hamilcaris`). */
const staysWithSubject = (w: Word) => w.upos === 'PART' || w.upos === 'CCONJ' || CLAUSE_INITIAL.has(w.lemma.toLowerCase()) || (feat(w, 'Case') === 'Gen' && w.upos !== 'ADJ');

/** The unsaid form of `sum` agreeing with the subject, standing just before `at`. */
function copula(subject: Word, at: Word): Word {
  return {
    ...subject, form: subject.form, lemma: 'sum', upos: 'AUX', meaning: 'essere', deponent: false, index: at.index - 0.5, unsaid: true,
    feats: { VerbForm: 'Fin', Mood: 'Ind', Tense: 'Pres', Voice: 'Act', Person: '3', Number: feat(subject, 'Number') ?? 'Sing' },
  };
}

/** Where a nominal sentence's unsaid copula goes, or undefined when the sentence is no nominal sentence. */
function copulaPlace(words: readonly Word[]): { subject: Word; at: number } | undefined {
  const subjectAt = words.findIndex(canBeSubject);
  if (subjectAt < 0) return undefined;
  const subject = words[subjectAt]!;
  // Exclamations (`O tempora, o mores!`) and vocatives are no statements.
  if (words.some((w) => w.lemma.toLowerCase() === 'o' && w.upos !== 'CCONJ')) return undefined;
  const commaAfter = words.findIndex((w, i) => i > subjectAt && isComma(w));
  const end = commaAfter < 0 ? words.length : commaAfter;
  const ownStretch = words.slice(subjectAt + 1, end).filter((w) => w.upos !== 'PUNCT');
  const predicate = ownStretch.findIndex((w) => !staysWithSubject(w));
  if (predicate >= 0) return { subject, at: words.indexOf(ownStretch[predicate]!) };
  // The subject's stretch says nothing else: the copula opens the last stretch (`…, Atheniensis`).
  const lastComma = words.reduce((last, w, i) => (isComma(w) ? i : last), -1);
  const first = lastComma > subjectAt ? words.findIndex((w, i) => i > lastComma && w.upos !== 'PUNCT') : -1;
  return first >= 0 ? { subject, at: first } : undefined;
}

/**
 * Without a finite verb, a perfect participle the analysis read in another case that can agree with the
 * sentence's nominative is that nominative's verb (`Quindecim milia … in acie caesa` → "furono uccisi").
 */
function participleOfTheSubject(words: readonly Word[]): Word[] {
  if (words.some((w) => isFinite(w) || isInfinitive(w) || (feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom'))) return [...words];
  const subject = words.find((w) => ['NOUN', 'PROPN', 'NUM'].includes(w.upos) && feat(w, 'Case') === 'Nom');
  if (!subject) return [...words];
  const [number, gender] = [feat(subject, 'Number') ?? 'Sing', feat(subject, 'Gender')];
  const agreeing = (f: Feats) => f['Case'] === 'Nom' && (f['Number'] ?? 'Sing') === number && (!gender || !f['Gender'] || f['Gender'].includes(gender));
  return words.map((w) => {
    if (feat(w, 'VerbForm') !== 'Part' || feat(w, 'Aspect') !== 'Perf') return w;
    const reading = (w.token.alternatives ?? []).map((a) => a.analysis).find((a) => a.lemma === w.lemma && a.feats['VerbForm'] === 'Part' && agreeing(a.feats));
    return reading ? { ...w, feats: { ...w.feats, Case: 'Nom', Number: number, ...(reading.feats['Gender'] ? { Gender: reading.feats['Gender'] } : {}) } } : w;
  });
}

/** The sentence with the unsaid copula of a nominal sentence said (see the module's comment). */
export function supplyCopula(sentence: readonly Word[]): Word[] {
  const words = participleOfTheSubject(sentence);
  if (words.some((w) => isFinite(w) || isInfinitive(w) || feat(w, 'VerbForm') === 'Part' || feat(w, 'VerbForm') === 'Gdv')) return words;
  const place = copulaPlace(words);
  if (!place) return [...words];
  return [...words.slice(0, place.at), copula(place.subject, words[place.at]!), ...words.slice(place.at)];
}

/**
 * The historical infinitive: in a clause with no finite verb, an infinitive with a subject in the
 * nominative (a noun or a name) is the imperfect of that subject. Returns the clause's words with the
 * infinitive made finite, or the words as they were.
 */
export function historicalInfinitive(words: readonly Word[]): Word[] {
  if (words.some(isFinite)) return [...words];
  const infinitives = words.filter(isInfinitive);
  const subject = words.find((w) => (w.upos === 'NOUN' || w.upos === 'PROPN') && feat(w, 'Case') === 'Nom');
  if (infinitives.length !== 1 || !subject) return [...words];
  const infinitive = infinitives[0]!;
  const { Aspect: _aspect, Tense: _tense, ...feats } = infinitive.feats;
  const finite: Word = { ...infinitive, feats: { ...feats, VerbForm: 'Fin', Mood: 'Ind', Tense: 'Past', Aspect: 'Imp', Person: '3', Number: feat(subject, 'Number') ?? 'Sing' } };
  return words.map((w) => (w === infinitive ? finite : w));
}
