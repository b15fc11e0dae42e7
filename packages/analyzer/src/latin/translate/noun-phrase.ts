/**
 * Renders a Latin noun phrase in Italian: the noun inflected for number, its article, the adjectives
 * agreeing with the Italian noun's gender, and the preposition its case or its Latin preposition asks
 * for ("di" for the genitive, "a" for the dative, "con" for a bare ablative).
 */
import { articleFor, attach, indefiniteArticleFor, joinPreposition, quelloFor, type ItGender, type ItNumber } from '../../core/translate/italian-articles';
import { genderOfNoun, gerund, inflectAdjectiveMeaning, pastParticiple, pluralOfMeaning, readItalianVerb, usesEssere } from '../../core/translate/italian-morphology';
import { normalizeLatin } from '../normalize';
import { LAND_NAMES } from '../rules/word-lists.generated';
import { PREPOSITIONS } from './function-words';
import { feat, type Word } from './lexical';
import { renderPronoun } from './pronouns';

export interface NounPhrase {
  head: Word;
  modifiers: Word[];
  /** Genitives depending on the head: `la terra del padre`. */
  genitives: NounPhrase[];
  /** The Latin preposition governing the phrase, if any. */
  preposition?: Word;
  /** Coordinated phrases in the same case: `puellae et pueri`. */
  coordinated: { conjunction: string; phrase: NounPhrase }[];
  /** The participle of an ablative absolute, taken out of the modifiers. */
  absolute?: Word;
  /** The phrase this genitive depends on. */
  genitiveOf?: NounPhrase;
  /** A relative clause follows the phrase: `is` before its noun stays "quello" (`eorum hominum, qui` → "di quegli uomini che"). */
  antecedent?: boolean;
  /** A noun used as predicate of `sum` takes an indefinite article. */
  predicate?: boolean;
  /** A complement of a participle rendered as its own clause (clause.ts, `participleClause`). */
  inParticiple?: boolean;
  /** A nominative in apposition to the subject (`Hannibal, Hamilcaris filius`). */
  apposition?: boolean;
  /** The Italian preposition for its case when the clause decides it (`da` for an agent); `` for none. */
  casePreposition?: string;
}

const CASE_PREPOSITION: ReadonlyMap<string, string> = new Map(Object.entries({ Gen: 'di', Dat: 'a', Abl: 'con', Loc: 'a' }));
/** Determiners that come before the noun and replace the article. */
const NO_ARTICLE_BEFORE = new Set(['hic', 'ille', 'iste', 'is', 'nullus', 'multus', 'paucus', 'quidam', 'aliquis', 'quisquam', 'ullus', 'qui', 'quis', 'tantus', 'talis', 'tot', 'quantus']);
/** Lands Italian names with the article (`la Gallia`, `dall'Italia`), unlike cities (`Roma`). */
/** Determiners that come before the article: `tutti i soldati`. */
const BEFORE_ARTICLE = new Set(['omnis', 'totus', 'cunctus', 'universus']);
/** Adjectives Italian puts between article and noun. */
const AFTER_ARTICLE = new Set(['meus', 'tuus', 'suus', 'eorum', 'eius', 'noster', 'vester', 'uester', 'magnus', 'bonus', 'alius', 'alter', 'ceterus', 'ipse', 'idem', 'primus', 'secundus', 'tertius']);

export function isNominal(word: Word): boolean {
  return word.upos === 'NOUN' || word.upos === 'PROPN' || word.upos === 'PRON';
}

export function itNumber(word: Word): ItNumber {
  return feat(word, 'Number') === 'Plur' ? 'P' : 'S';
}

function latinGender(word: Word): ItGender {
  return (feat(word, 'Gender') ?? '').startsWith('Fem') ? 'F' : 'M';
}

/** The Italian gender of the phrase's head noun (from the Italian dictionary, else from Latin). */
export function genderOf(phrase: NounPhrase): ItGender {
  const head = phrase.head;
  if (head.itGender) return head.itGender;
  if (head.upos === 'NOUN') return genderOfNoun(head.meaning.split(' ')[0] ?? '') ?? latinGender(head);
  return latinGender(head);
}

/** Italian nouns of family that take no article after a possessive in the singular (`mio padre`). */
const KINSHIP = new Set(['padre', 'madre', 'figlio', 'figlia', 'fratello', 'sorella', 'moglie', 'marito', 'zio', 'zia', 'nonno', 'nonna']);
const POSSESSIVES = new Set(['meus', 'tuus', 'suus', 'noster', 'vester', 'uester', 'eius']);

/** Latin plurals that Italian says in the singular: `castra` → `accampamento`. */
const SINGULAR_IN_ITALIAN = new Set(['castra', 'castrum', 'litterae', 'moenia']);

export function itNumberOfNoun(word: Word): ItNumber {
  return word.itSingular || SINGULAR_IN_ITALIAN.has(word.lemma.toLowerCase()) ? 'S' : itNumber(word);
}

function inflectNoun(word: Word, gender: ItGender): string {
  if (itNumberOfNoun(word) === 'S') return word.meaning;
  return pluralOfMeaning(word.meaning, gender);
}

/** A modifier agreeing with the head: adjective, participle, gerundive or numeral. */
function renderModifier(word: Word, gender: ItGender, number: ItNumber): string {
  const text = renderModifierWord(word, gender, number);
  return word.conjunction ? `${word.conjunction} ${text}` : text;
}

function renderModifierWord(word: Word, gender: ItGender, number: ItNumber): string {
  if (word.upos === 'NUM' || word.lemma === 'eorum') return word.meaning;
  const verbForm = feat(word, 'VerbForm');
  if (verbForm === 'Part' || verbForm === 'Gdv') {
    const verb = readItalianVerb(word.meaning);
    if (verbForm === 'Gdv') return `da ${verb.infinitive}`;
    if (feat(word, 'Tense') === 'Pres') return gerund(verb.infinitive);
    if (feat(word, 'Tense') === 'Fut') return `che sta per ${verb.infinitive}`;
    // A deponent whose Italian verb takes essere agrees like a passive one (`profecti` → "partiti").
    if (word.deponent && !(usesEssere(verb) && !verb.reflexive)) return `avendo ${pastParticiple(verb.infinitive, 'M', 'S')}`;
    return pastParticiple(verb.infinitive, gender, number);
  }
  // Italian writes an adjective of a people in lower case: `populus Romanus` → "il popolo romano".
  const meaning = word.upos === 'ADJ' ? word.meaning.charAt(0).toLowerCase() + word.meaning.slice(1) : word.meaning;
  const irregular = feat(word, 'Degree') === 'Sup' && !word.relativeSuperlative ? IRREGULAR_SUPERLATIVES.get(word.lemma.toLowerCase()) : undefined;
  if (irregular) return inflectAdjectiveMeaning(irregular, undefined, gender, number);
  return inflectAdjectiveMeaning(meaning, word.relativeSuperlative ? 'Cmp' : feat(word, 'Degree'), gender, number);
}

/** Superlatives Italian keeps from Latin: `suprema lex` → "la legge suprema", `optimus` → "ottimo". */
const IRREGULAR_SUPERLATIVES: ReadonlyMap<string, string> = new Map(Object.entries({
  superus: 'supremo', inferus: 'infimo', bonus: 'ottimo', malus: 'pessimo', magnus: 'massimo', paruus: 'minimo', parvus: 'minimo',
  exterus: 'estremo', posterus: 'ultimo',
}));

/** The Italian preposition for the phrase: from the Latin preposition, else from its case. */
function prepositionOf(phrase: NounPhrase): string | undefined {
  if (phrase.preposition) {
    if (phrase.preposition.fixed) return phrase.preposition.meaning;
    const lemma = phrase.preposition.lemma.toLowerCase();
    if (lemma === 'in' && feat(phrase.head, 'Case') === 'Acc' && phrase.head.upos !== 'PROPN') return 'in';
    return PREPOSITIONS.get(lemma) ?? phrase.preposition.meaning;
  }
  if (phrase.casePreposition !== undefined) return phrase.casePreposition || undefined;
  return CASE_PREPOSITION.get(feat(phrase.head, 'Case') ?? '');
}

/** Renders the phrase with its preposition. `caseFree` drops the case preposition (ablative absolute). */
export function renderNounPhrase(phrase: NounPhrase, options: { caseFree?: boolean } = {}): string {
  const own = renderOne(phrase, options);
  const rest = phrase.coordinated.map((c) => `${c.conjunction} ${renderOne(c.phrase, options)}`);
  return [own, ...rest].join(' ');
}

/** What a gerundive phrase becomes: `ad eas res conficiendas` → "per compiere quelle cose", `urbis condendae` → "di fondare la città". */
function gerundiveLead(phrase: NounPhrase): string | undefined {
  if (phrase.preposition?.lemma.toLowerCase() === 'ad') return 'per';
  if (!phrase.preposition && feat(phrase.head, 'Case') === 'Gen') return 'di';
  return undefined;
}

function renderOne(phrase: NounPhrase, options: { caseFree?: boolean }): string {
  const head = phrase.head;
  const gerundive = phrase.modifiers.find((m) => feat(m, 'VerbForm') === 'Gdv');
  const lead = gerundive || feat(head, 'VerbForm') === 'Gdv' ? gerundiveLead(phrase) : undefined;
  if (lead && gerundive) {
    const object = renderOne({ ...phrase, modifiers: phrase.modifiers.filter((m) => m !== gerundive), casePreposition: '', preposition: undefined }, options);
    return `${lead} ${readItalianVerb(gerundive.meaning).infinitive} ${object}`;
  }
  if (lead) return `${lead} ${readItalianVerb(head.meaning).infinitive}`;
  // A gerundive alone says what must be done: `concedendum (esse) putabat` → "riteneva di dover concedere".
  if (feat(head, 'VerbForm') === 'Gdv' && !phrase.preposition) return `${phrase.casePreposition || 'da'} ${readItalianVerb(head.meaning).infinitive}`;
  const preposition = options.caseFree && !phrase.preposition ? undefined : prepositionOf(phrase);
  const genitives = phrase.genitives.map((g) => renderNounPhrase(phrase.antecedent ? { ...g, antecedent: true } : g));
  // A neuter plural demonstrative standing alone is said as a pronoun too: `haec` → "queste cose"; `hic` → "costui".
  const neuterThings = head.upos === 'DET' && feat(head, 'Gender') === 'Neut' && feat(head, 'Number') === 'Plur' && phrase.modifiers.length === 0 && /^(hic|ille|iste)$/.test(head.lemma.toLowerCase());
  const thisPerson = head.upos === 'DET' && head.lemma.toLowerCase() === 'hic' && feat(head, 'Gender') !== 'Neut' && phrase.modifiers.length === 0 && !phrase.antecedent;
  if (head.upos === 'PRON' || neuterThings || thisPerson) {
    const pronoun = renderPronoun(head, phrase.preposition ? preposition : undefined)
      ?? attach(preposition ?? '', head.meaning);
    const shown = options.caseFree ? pronoun.replace(/^con /, '') : pronoun;
    return [shown, ...genitives].join(' ');
  }
  const gender = genderOf(phrase);
  const number = head.upos === 'NOUN' ? itNumberOfNoun(head) : itNumber(head);
  const before: string[] = [];
  const afterArticle: string[] = [];
  const after: string[] = [];
  // A person's name takes no article (Cesare); a people does (dai Romani, gli Elvezi).
  let article: 'def' | 'indef' | 'none' = head.relativeSuperlative ? 'def' : head.upos === 'NUM' || feat(head, 'Case') === 'Voc' || (phrase.predicate && (head.upos === 'ADJ' || feat(head, 'VerbForm') === 'Part')) ? 'none' : head.upos === 'PROPN' ? (number === 'P' ? 'def' : 'none') : phrase.predicate ? (number === 'S' ? 'indef' : 'none') : 'def';
  let demonstrative: string | undefined;
  for (const m of phrase.modifiers) {
    const lemma = m.lemma.toLowerCase();
    // `ille` "quello"; `is` before its noun is said "questo", as school translations do (`ea res` → "questa cosa").
    if (lemma === 'ille' || lemma === 'is') {
      demonstrative = lemma === 'is' && !phrase.antecedent ? 'questo' : 'quello';
      article = 'none';
    } else if (NO_ARTICLE_BEFORE.has(lemma) || m.upos === 'NUM') {
      before.push(renderModifier(m, gender, number));
      article = 'none';
    } else if (BEFORE_ARTICLE.has(lemma)) {
      before.unshift(renderModifier(m, gender, number));
    } else if (AFTER_ARTICLE.has(lemma)) {
      afterArticle.push(renderModifier(m, gender, number));
    } else {
      after.push(renderModifier(m, gender, number));
    }
  }
  const noun = head.upos === 'NOUN' || head.upos === 'PROPN' ? inflectNoun(head, gender) : renderModifier(head, gender, number);
  // A demonstrative standing for its noun takes no article: `Hi omnes` → "tutti questi", `Hic` → "questo".
  if (head.upos === 'DET' && NO_ARTICLE_BEFORE.has(head.lemma.toLowerCase())) article = 'none';
  // `omnes`, `pauci` standing alone for people take none either: `Omnes eum admirabantur` → "Tutti lo ammiravano".
  const standsAlone = (BEFORE_ARTICLE.has(head.lemma.toLowerCase()) && head.upos !== 'NOUN') || /^pauc(us|i)$/.test(head.lemma.toLowerCase());
  if (standsAlone && phrase.modifiers.length === 0 && phrase.genitives.length === 0) article = 'none';
  // A place named with an adjective takes the article: `in Galliam ulteriorem` → "nella Gallia ulteriore".
  if (article === 'none' && head.upos === 'PROPN' && feat(head, 'Gender') === 'Fem' && phrase.modifiers.some((m) => (m.upos === 'ADJ' || m.upos === 'DET') && !NO_ARTICLE_BEFORE.has(m.lemma.toLowerCase()) && !POSSESSIVES.has(m.lemma.toLowerCase()))) article = 'def';
  // A land takes the article except after "in": `Galliam vicit` → "vinse la Gallia", `ex Italia` → "dall'Italia", `in Sicilia`.
  if (article === 'none' && head.upos === 'PROPN' && number === 'S' && LAND_NAMES.has(normalizeLatin(head.lemma.split(' ', 1)[0]!)) && phrase.preposition?.lemma.toLowerCase() !== 'in') article = 'def';
  // `pater meus` → "mio padre": a relative named with a possessive takes no article in the singular.
  if (article === 'def' && number === 'S' && KINSHIP.has(head.meaning) && phrase.modifiers.some((m) => POSSESSIVES.has(m.lemma.toLowerCase()))) article = 'none';
  // `Hannibal, Hamilcaris filius` → "Annibale, figlio di Amilcare": an apposition with its genitive takes none.
  if (article === 'def' && phrase.apposition && phrase.genitives.length > 0) article = 'none';
  const core = [...afterArticle, noun].join(' ');
  let phraseText: string;
  if (demonstrative === 'questo') phraseText = `${number === 'P' ? (gender === 'F' ? 'queste' : 'questi') : gender === 'F' ? 'questa' : 'questo'} ${core}`;
  else if (demonstrative) phraseText = attach(quelloFor(gender, number, core), core);
  else if (article === 'def') phraseText = attachArticle(preposition, articleFor(gender, number, core), core, before);
  else if (article === 'indef') phraseText = attach(indefiniteArticleFor(gender, core), core);
  else phraseText = core;
  if (article !== 'def' || demonstrative) {
    phraseText = [...before, phraseText].join(' ');
    if (preposition) phraseText = `${preposition} ${phraseText}`;
  }
  return [phraseText, ...after, ...genitives].join(' ');
}

/** Article, articulated preposition and the determiners before them: `con tutti i soldati`, `della terra`. */
function attachArticle(preposition: string | undefined, article: string, core: string, before: string[]): string {
  if (before.length > 0) return [preposition, ...before, attach(article, core)].filter(Boolean).join(' ');
  if (!preposition) return attach(article, core);
  return attach(joinPreposition(preposition, article), core);
}

/** The ablative absolute as an Italian implicit clause: `espugnata la città`, `regnando Augusto`. */
export function renderAbsolute(phrase: NounPhrase): string {
  const participle = phrase.absolute!;
  const verb = readItalianVerb(participle.meaning);
  const subject = renderNounPhrase(phrase, { caseFree: true });
  if (feat(participle, 'Tense') === 'Pres') return `${gerund(verb.infinitive)} ${subject}`;
  // `Sole orto` → "sorto il sole": a deponent whose Italian verb takes essere agrees with its noun.
  if (participle.deponent && !(usesEssere(verb) && !verb.reflexive)) return `avendo ${pastParticiple(verb.infinitive, 'M', 'S')} ${subject}`;
  return `${pastParticiple(verb.infinitive, genderOf(phrase), itNumber(phrase.head))} ${subject}`;
}
