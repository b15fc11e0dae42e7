/**
 * The embedded literal translator, Ancient Greek → Italian, built on the Greek analyzer: every line of
 * the input gives one line of output; each sentence is split into clauses at punctuation (the ano
 * teleia `·` included), subordinating conjunctions and relative pronouns, and each clause is rendered in
 * Italian order (see clause.ts). Greek `;` becomes `?`, `·` becomes `;`.
 * Example: `createGreekTranslator(analyzer).translate('ὁ στρατηγὸς λέγει.')` → `Il comandante dice.`
 */
import type { ClauseReport, SentenceReport, TranslationReport } from '../../core/translate/report';
import { capitalize, joinClauses, splitClauses, splitSentences, type Clause } from '../../core/translate/sentences';
import type { GreekAnalyzer, GreekToken } from '../pipeline';
import { renderClause, type PrepositionLookup } from './clause';
import { KNOWING_VERBS, SAYING_VERBS, THINKING_VERBS } from './function-words';
import { feat, prepareWords, type Word } from './words';

export interface GreekLiteralTranslator {
  /** Translates the text; the output has exactly as many lines as the input. */
  translate(text: string): string;
  /** The same translation with what each sentence's clauses rendered (verbs, subjects, words kept as they are). */
  report(text: string): TranslationReport;
}

const SENTENCE_END = /^[.!?;]+$/;
/** Parts of speech whose words say nothing without an Italian meaning (left out rather than shown in Greek). */
const CONTENT = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'AUX', 'X']);
const CARDINALS = new Set(['δύο', 'τρεῖς', 'τέσσαρες', 'τέτταρες', 'πέντε', 'ἕξ', 'ἑπτά', 'ὀκτώ', 'ἐννέα', 'δέκα', 'εἴκοσι', 'ἑκατόν', 'χίλιοι', 'μύριοι']);

/**
 * The sentence's words as the clauses read them: words without any Italian meaning left out (never shown
 * in Greek); with γίγνομαι, the genitive of the parents before it is "da" and the children are "figli"
 * (`Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο` → "da Dario e da Parisatide nascono due figli").
 */
/** A cardinal read as an indeclinable adjective takes the case of the noun beside it (παῖδες δύο), as a numeral. */
function asCardinal(word: Word, before: Word | undefined, after: Word | undefined): Word {
  const noun = [before, after].find((w) => w?.upos === 'NOUN' && feat(w, 'Case'));
  if (!noun || feat(word, 'Case')) return { ...word, upos: 'NUM' };
  return { ...word, upos: 'NUM', feats: { ...word.feats, Case: feat(noun, 'Case')!, Number: 'Plur' } };
}

/** Verbs whose participle says what happens: τυγχάνω (by chance), λανθάνω (unseen), φθάνω (first). */
const SUPPLEMENTARY = new Set(['τυγχάνω', 'λανθάνω', 'φθάνω']);

/**
 * τυγχάνω with a participle agreeing with its subject is the participle's verb in τυγχάνω's person, tense
 * and mood: ὁ πρεσβύτερος παρὼν ἐτύγχανε → "il maggiore era presente".
 */
function supplementaryParticiple(words: readonly Word[]): Word[] {
  const verb = words.find((w) => SUPPLEMENTARY.has(w.lemma) && feat(w, 'VerbForm') === 'Fin');
  const participle = verb && words.find((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom' && (feat(w, 'Number') ?? 'Sing') === (feat(verb, 'Number') ?? 'Sing') && Math.abs(w.index - verb.index) <= 3);
  if (!verb || !participle || !participle.known) return [...words];
  return words.filter((w) => w !== participle).map((w) => (w === verb ? { ...participle, index: verb.index, feats: { ...verb.feats, Voice: feat(participle, 'Voice') ?? 'Act' } } : w));
}

/**
 * δέ among the sentence's first words links it to what went before: Italian starts without "e" (Ἡ δὲ
 * μήτηρ → "La madre", Ἐπεὶ δὲ → "Poiché"). Not after a conjunction of its own, nor after a verb (a
 * clause of its own may follow: Ἐγένετο δὲ … ἐξῆλθεν).
 */
function openingDe(word: Word, i: number, list: readonly Word[]): boolean {
  const before = list.slice(0, i).filter((x) => x.upos !== 'PUNCT');
  return word.lemma === 'δέ' && before.length >= 1 && before.length <= 2 && !before.some((x) => COORDINATING.has(x.lemma) || feat(x, 'VerbForm') === 'Fin');
}

/**
 * ὅτι after a comma, with no verb of saying, thinking or knowing before it, says why: "perché" (Μακάριοι οἱ
 * πτωχοί, ὅτι αὐτῶν ἐστιν ἡ βασιλεία → "Beati i poveri, perché di essi è il regno").
 */
function causalHoti(word: Word, i: number, list: readonly Word[]): Word {
  if (word.lemma !== 'ὅτι' || list[i - 1]?.upos !== 'PUNCT') return word;
  const reported = list.slice(0, i).some((w) => SAYING_VERBS.has(w.lemma) || THINKING_VERBS.has(w.lemma) || KNOWING_VERBS.has(w.lemma));
  return reported ? word : { ...word, lemma: 'διότι', meaning: 'perché' };
}

/**
 * μέν … δέ: a δέ answering a μέν earlier in the sentence sets its clause against the one before, "ma"
 * (ἀσπάζομαι μὲν καὶ φιλῶ, πείσομαι δὲ μᾶλλον τῷ θεῷ → "vi saluto e vi amo, ma obbedirò piuttosto al dio");
 * not after an article (ὁ μέν … ὁ δέ, "l'uno … l'altro"), nor between phrases without a verb of their own.
 */
function answeringDe(word: Word, i: number, list: readonly Word[]): Word {
  if (word.lemma !== 'δέ' || list[i - 1]?.lemma === 'ὁ') return word;
  const men = list.findIndex((w, k) => k < i && w.lemma === 'μέν' && list[k - 1]?.lemma !== 'ὁ');
  // Clauses set against each other: δέ's stretch between punctuation has a finite verb (not ἐμοὶ μέν …, ὑμῖν δέ …).
  const end = list.findIndex((w, k) => k > i && w.upos === 'PUNCT');
  const start = list.slice(0, i).map((w) => w.upos).lastIndexOf('PUNCT');
  const hasVerb = list.slice(start + 1, end < 0 ? undefined : end).some((w) => feat(w, 'VerbForm') === 'Fin');
  return men < 0 || !hasVerb ? word : { ...word, lemma: 'ἀλλά', meaning: 'ma' };
}

/**
 * τις before a noun in its case and number is the indefinite article Italian gives the bare noun anyway
 * (ἀπό τινος δένδρου → "da un albero", not "da qualcuno, di un albero"): it is left out.
 */
function indefiniteTis(word: Word, i: number, list: readonly Word[]): boolean {
  if (word.lemma !== 'τις' || word.upos !== 'PRON') return false;
  const agrees = (w: Word | undefined) => w !== undefined && w.upos === 'NOUN' && feat(w, 'Case') === feat(word, 'Case') && feat(w, 'Number') === feat(word, 'Number');
  // After its noun it stays "un certo" (ἀνήρ τις → "un certo uomo").
  return agrees(list[i + 1]);
}

/**
 * With no ὦ and no verb of the second person, nothing is called out: words the tagger read as vocatives are the
 * nominative (Κόραξ κρέας ἁρπάσας … ἐκάθισεν → "Un corvo … sedette"), a neuter after a nominative the accusative.
 */
function noVocatives(words: readonly Word[]): Word[] {
  const calling = words.some((w) => w.lemma === 'ὦ' || (feat(w, 'VerbForm') === 'Fin' && (feat(w, 'Person') === '2' || feat(w, 'Mood') === 'Imp')));
  if (calling) return [...words];
  let subject = false;
  return words.map((w) => {
    if (feat(w, 'Case') !== 'Voc') {
      if (feat(w, 'Case') === 'Nom') subject = true;
      return w;
    }
    const kase = subject && feat(w, 'Gender') === 'Neut' ? 'Acc' : 'Nom';
    if (kase === 'Nom') subject = true;
    return { ...w, feats: { ...w.feats, Case: kase } };
  });
}

/** Conjunctions after which δέ is not the sentence's link (καὶ … δέ "e anche"). */
const COORDINATING = new Set(['καί', 'ἀλλά', 'οὐδέ', 'μηδέ', 'οὔτε', 'μήτε', 'ἤ', 'τε']);

function sentenceWords(all: readonly Word[]): Word[] {
  const words = noVocatives(supplementaryParticiple(all)).filter((w, i, list) => !openingDe(w, i, list) && !indefiniteTis(w, i, list)).map(causalHoti).map(answeringDe);
  // Italian has no dual: a numeral read as dual (δύο) agrees with a plural noun.
  // AGDT, and so the tagger, may call a cardinal an adjective: the clauses read it as the numeral it is.
  const kept = words.filter((w) => w.meaning !== '' || !CONTENT.has(w.upos))
    .map((w, i, all) => (CARDINALS.has(w.lemma) && w.upos === 'ADJ' ? asCardinal(w, all[i - 1], all[i + 1]) : w))
    .map((w) => (w.upos === 'NUM' && feat(w, 'Number') === 'Dual' ? { ...w, feats: { ...w.feats, Number: 'Plur' } } : w));
  const verb = kept.findIndex((w) => w.lemma === 'γίγνομαι' && feat(w, 'VerbForm') === 'Fin');
  const parents = kept.filter((w, i) => i < verb && w.upos === 'PROPN' && feat(w, 'Case') === 'Gen');
  if (verb < 0 || parents.length === 0 || !kept.some((w) => w.lemma === 'παῖς' || w.lemma === 'υἱός')) return kept;
  const out: Word[] = [];
  for (const w of kept) {
    if (parents.includes(w)) out.push({ ...w, token: w.token, form: 'ἐκ', lemma: 'ἐκ', upos: 'ADP', feats: {}, meaning: 'da', known: true }, w);
    else if (w.lemma === 'γίγνομαι') out.push({ ...w, lemma: 'φύομαι', meaning: 'nascere', middleMeaning: true });
    else if (w.lemma === 'παῖς') out.push({ ...w, meaning: 'figlio', feats: { ...w.feats, Gender: 'Masc' } });
    else out.push(w);
  }
  return out;
}
const ITALIAN_PUNCTUATION: ReadonlyMap<string, string> = new Map(Object.entries({ ';': '?', '·': ';' }));

function isClauseOpener(word: Word): boolean {
  return word.upos === 'SCONJ' || (word.upos === 'PRON' && (word.lemma === 'ὅς' || word.lemma === 'ὅστις'));
}

/** Clauses with the punctuation that closed each one (Italian punctuation), coordinated verbs apart. */
function clausesOf(words: readonly Word[]): Clause<Word>[] {
  const clauses = splitClauses(words, { isPunct: (w) => w.upos === 'PUNCT', opensClause: isClauseOpener, closerOf: (w) => ITALIAN_PUNCTUATION.get(w.form) ?? w.form });
  return clauses.flatMap(splitCoordinated);
}

/** Two finite verbs joined by καί make two clauses: ἦλθε καὶ εἶδε. */
function splitCoordinated(clause: Clause<Word>): Clause<Word>[] {
  const { words } = clause;
  const finite = words.filter((w) => feat(w, 'VerbForm') === 'Fin');
  if (finite.length < 2) return [clause];
  const firstVerb = words.indexOf(finite[0]!);
  const conjunction = words.findIndex((w, i) => i > firstVerb && (w.upos === 'CCONJ' || w.lemma === 'δέ' || w.lemma === 'ἀλλά') && words.slice(i).some((x) => feat(x, 'VerbForm') === 'Fin'));
  if (conjunction < 0) return [clause];
  return [{ words: words.slice(0, conjunction), closer: '' }, ...splitCoordinated({ words: words.slice(conjunction), closer: clause.closer })];
}

/** Creates the literal translator over a Greek analyzer (its meanings give the prepositions' Italian by case). */
export function createGreekTranslator(analyzer: GreekAnalyzer): GreekLiteralTranslator {
  const prepositionFor: PrepositionLookup = (lemma, kase) => analyzer.meanings(`${lemma}:${kase}`)?.meaning;
  const translateSentence = (tokens: readonly GreekToken[]): SentenceReport => {
    const all = prepareWords(tokens, analyzer.meanings);
    const words = sentenceWords(all);
    const clauses = clausesOf(words);
    const report: ClauseReport[] = [];
    // ὁ μέν … ὁ δέ: the clauses after an article followed by μέν read ὁ δέ as "l'altro".
    const menAt = clauses.findIndex(({ words }) => words.some((w, k) => w.lemma === 'μέν' && words[k - 1]?.lemma === 'ὁ' && words[k - 1]?.upos === 'DET'));
    // A sentence with no finite verb says its unsaid ἐστί in its first clause with a nominative.
    const nominalAt = words.some((w) => feat(w, 'VerbForm') === 'Fin') ? -1 : clauses.findIndex(({ words }) => words.some((w) => feat(w, 'Case') === 'Nom'));
    const parts = clauses.map(({ words, closer }, i) => {
      const next = clauses[i + 1]?.words[0];
      const complementFollows = next !== undefined && (next.lemma === 'ὅτι' || next.lemma === 'ὡς');
      const afterArticleMen = menAt >= 0 && i > menAt;
      return { text: words.length > 0 ? renderClause(words, prepositionFor, { complementFollows, afterArticleMen, nominalSentence: i === nominalAt, report }) : '', closer };
    });
    const text = capitalize(joinClauses(parts));
    return {
      text,
      clauses: report,
      // Greek script in the Italian text is a word left as it was (names are spelt the Italian way).
      untranslated: text.split(/[\s,.;:!?«»()]+/).filter((w) => /\p{Script=Greek}/u.test(w)),
      names: words.filter((w) => w.upos === 'PROPN' && w.meaning !== w.form).map((w) => w.form),
      omitted: all.filter((w) => w.meaning === '' && CONTENT.has(w.upos)).map((w) => w.form),
    };
  };
  const report = (text: string): TranslationReport => {
    const sentences: SentenceReport[] = [];
    const lines = text.split(/\r?\n/).map((line) => {
      if (line.trim() === '') return '';
      const translated = splitSentences(analyzer.analyzeText(line), SENTENCE_END).map(translateSentence).filter((s) => s.text !== '');
      sentences.push(...translated);
      return translated.map((s) => s.text).join(' ');
    });
    return { text: lines.join('\n'), sentences };
  };
  return { translate: (text) => report(text).text, report };
}
