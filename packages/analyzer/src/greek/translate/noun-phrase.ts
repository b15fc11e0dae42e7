/**
 * Renders a Greek noun phrase in Italian: the Greek article becomes the Italian article agreeing with
 * the Italian noun (`τὴν πόλιν` → `la città`, `τοὺς στρατιώτας` → `i soldati`); a noun without article
 * takes the indefinite article in the singular (`ἀνὴρ ἀγαθός` → `un uomo buono`) and none in the plural;
 * the case gives the Italian preposition (genitive `di`, dative `a`), a Greek preposition its own
 * rendering for that case (`ἐν:Dat` → `in`); adjectives agree with the Italian noun's gender.
 */
import { articleFor, attach, indefiniteArticleFor, joinPreposition, quelloFor, type ItGender, type ItNumber } from '../../core/translate/italian-articles';
import { agreeAdjective, agreeRegular, genderOfNoun, gerund, inflectAdjectiveMeaning, pastParticiple, pluralOfMeaning, readItalianVerb, usesEssere } from '../../core/translate/italian-morphology';
import { BEFORE_ARTICLE, BEFORE_NOUN, DEMONSTRATIVES, NO_ARTICLE } from './function-words';
import { hasPronoun, renderPronoun } from './pronouns';
import { renderRelativeParticiple } from './verb';
import { feat, type Word } from './words';

export interface NounPhrase {
  head: Word;
  /** The Greek article of the phrase, if any. */
  article?: Word;
  modifiers: Word[];
  genitives: NounPhrase[];
  /** The Greek preposition governing the phrase and its Italian for the phrase's case. */
  preposition?: { word: Word; italian: string };
  coordinated: { conjunction: string; phrase: NounPhrase }[];
  genitiveOf?: NounPhrase;
  /** A noun used as predicate of `εἰμί`. */
  predicate?: boolean;
  /** The participle of a genitive absolute, taken out of the modifiers. */
  absolute?: Word;
  /** A genitive or dative that is the verb's direct object (ἀκούω τοῦ λόγου → ascolta il discorso). */
  object?: boolean;
  /** Prepositional phrases between article and noun: οἱ ἐν τῇ πόλει ἄνθρωποι → gli uomini nella città. */
  attributes?: NounPhrase[];
  /** An article standing alone as a pronoun: ὁ δέ "egli", ὁ μέν … ὁ δέ "l'uno … l'altro", οἱ ἐν τῇ πόλει "quelli". */
  pronominal?: 'he' | 'one' | 'other' | 'those';
  /** A participle without article agreeing with the phrase, said as a relative clause: ἄρνα πίνοντα → "un agnello che beve". */
  participle?: Word;
}

const CASE_PREPOSITION: ReadonlyMap<string, string> = new Map(Object.entries({ Gen: 'di', Dat: 'a', Voc: 'o' }));

export function isNominalHead(word: Word): boolean {
  return word.upos === 'NOUN' || word.upos === 'PROPN' || word.upos === 'PRON';
}

export function itNumber(word: Word): ItNumber {
  const number = feat(word, 'Number');
  return number === 'Plur' || number === 'Dual' ? 'P' : 'S';
}

function greekGender(word: Word): ItGender {
  const gender = feat(word, 'Gender') ?? '';
  return gender.startsWith('Fem') && !gender.includes('Masc') ? 'F' : 'M';
}

/** The Italian gender of the phrase: from the Italian noun when the dictionary knows it. */
export function genderOf(phrase: NounPhrase): ItGender {
  const head = phrase.head;
  if (head.upos === 'NOUN' && head.known) return genderOfNoun(head.meaning.split(' ')[0] ?? '') ?? greekGender(head);
  return greekGender(head);
}

/** Endings of a name's plural lemma: -αι, -οι, -εις (Ἀθῆναι, Πελοποννήσιοι, Σάρδεις). */
const PLURAL_NAME = /(αι|οι|εις)$/;

function inflectNoun(word: Word, gender: ItGender): string {
  if (!word.known || itNumber(word) === 'S') return word.meaning;
  // A name whose lemma is already plural (Ἀθῆναι "Atene", Σάρδεις "Sardi") is plural in Italian too.
  if (word.upos === 'PROPN' && PLURAL_NAME.test(word.lemma.normalize('NFD').replace(/\p{M}/gu, ''))) return word.meaning;
  const [noun = word.meaning, ...rest] = word.meaning.split(' ');
  // The plural is written `dei`, as school translations do; the article before it is `gli` (see renderOne).
  if (noun === 'dio') return ['dei', ...rest].join(' ');
  return pluralOfMeaning(word.meaning, gender);
}

/** An adjective, participle or numeral agreeing with the Italian head. */
export function renderModifier(word: Word, gender: ItGender, number: ItNumber): string {
  if (!word.known) return word.meaning;
  if (word.upos === 'NUM') return word.meaning;
  // ἄνδρες Ἀθηναῖοι: a people's name after a noun is an adjective ("uomini ateniesi").
  if (word.upos === 'PROPN') return agreeAdjective(word.meaning.toLowerCase(), gender, number);
  const demonstrative = DEMONSTRATIVES.get(word.lemma);
  if (demonstrative) return agreeRegular(demonstrative, gender, number);
  if (word.lemma === 'αὐτός') return agreeRegular('stesso', gender, number);
  if (word.lemma === 'πᾶς' || word.lemma === 'ἅπας' || word.lemma === 'σύμπας') return agreeRegular('tutto', gender, number);
  if (feat(word, 'VerbForm') === 'Part') return renderParticipleModifier(word, gender, number);
  return inflectAdjectiveMeaning(word.meaning, feat(word, 'Degree'), gender, number);
}

/** An attributive participle: present `che + verb` is rendered as a gerund-like phrase, past as a past participle. */
function renderParticipleModifier(word: Word, gender: ItGender, number: ItNumber): string {
  const verb = readItalianVerb(word.meaning);
  if (feat(word, 'Tense') === 'Past' && feat(word, 'Voice') === 'Pass') return pastParticiple(verb.infinitive, gender, number);
  if (feat(word, 'Tense') === 'Past') return `che ${number === 'P' ? 'hanno' : 'ha'} ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  return gerund(verb.infinitive);
}

function prepositionOf(phrase: NounPhrase): string | undefined {
  if (phrase.preposition) return phrase.preposition.italian;
  if (phrase.object) return undefined;
  return CASE_PREPOSITION.get(feat(phrase.head, 'Case') ?? '');
}

/** Renders the phrase with its preposition; coordinated phrases follow with their conjunction. */
export function renderNounPhrase(phrase: NounPhrase, options: { caseFree?: boolean } = {}): string {
  const said = renderOne(phrase, options);
  const own = phrase.participle ? `${said} ${renderRelativeParticiple(phrase.participle, itNumber(phrase.head), genderOf(phrase))}` : said;
  const rest = phrase.coordinated.map((c) => `${c.conjunction} ${renderOne(c.phrase, options)}`);
  return [own, ...rest].join(' ');
}

const PRONOMINAL_ARTICLE: Readonly<Record<NonNullable<NounPhrase['pronominal']>, Record<'S' | 'P', [string, string]>>> = {
  he: { S: ['egli', 'ella'], P: ['essi', 'esse'] },
  one: { S: ["l'uno", "l'una"], P: ['gli uni', 'le une'] },
  other: { S: ["l'altro", "l'altra"], P: ['gli altri', 'le altre'] },
  those: { S: ['quello', 'quella'], P: ['quelli', 'quelle'] },
};

function renderPronominalArticle(phrase: NounPhrase, preposition: string | undefined, attributes: string[], genitives: string[]): string {
  const head = phrase.head;
  const kind = phrase.pronominal ?? 'he';
  const number = itNumber(head);
  const feminine = greekGender(head) === 'F' ? 1 : 0;
  const kase = feat(head, 'Case');
  let pronoun = PRONOMINAL_ARTICLE[kind][number][feminine];
  if (kind === 'he' && kase !== 'Nom') pronoun = number === 'P' ? 'loro' : feminine ? 'lei' : 'lui';
  return [preposition, pronoun, ...attributes, ...genitives].filter(Boolean).join(' ');
}

function renderOne(phrase: NounPhrase, options: { caseFree?: boolean }): string {
  const head = phrase.head;
  const preposition = options.caseFree && !phrase.preposition ? undefined : prepositionOf(phrase);
  const genitives = phrase.genitives.map((g) => renderNounPhrase(g));
  const attributes = (phrase.attributes ?? []).map((a) => renderNounPhrase(a));
  if (phrase.pronominal) return renderPronominalArticle(phrase, preposition, attributes, genitives);
  if (phrase.object && head.upos === 'PRON') {
    // ἀκούσατέ μου: a genitive or dative object is said like an accusative ("ascoltate me").
    return renderPronoun({ ...head, feats: { ...head.feats, Case: 'Acc' } }, undefined) ?? head.meaning;
  }
  if ((head.upos === 'PRON' || (head.upos === 'DET' && hasPronoun(head.lemma))) && !phrase.article && phrase.modifiers.length === 0) {
    const pronoun = renderPronoun(head, phrase.preposition?.italian) ?? attach(preposition ?? '', head.meaning);
    return [pronoun, ...genitives].join(' ');
  }
  const gender = genderOf(phrase);
  const number = itNumber(head);
  const before: string[] = [];
  const afterArticle: string[] = [];
  const after: string[] = [];
  const vocative = feat(head, 'Case') === 'Voc';
  let article: 'def' | 'indef' | 'none' = phrase.article ? 'def' : head.upos === 'PROPN' || number === 'P' || phrase.predicate || !head.known || vocative ? 'none' : 'indef';
  // Names of persons go without article (ὁ Κῦρος → Ciro), names of peoples with it (οἱ Ἀθηναῖοι → gli Ateniesi);
  // so does a noun whose Italian is a name (Χριστός → Cristo).
  const isName = head.upos === 'PROPN' || /^\p{Lu}/u.test(head.meaning);
  if (isName && number === 'S') article = 'none';
  let demonstrative: string | undefined;
  for (const m of phrase.modifiers) {
    const text = renderModifier(m, gender, number);
    if (DEMONSTRATIVES.has(m.lemma)) {
      demonstrative = text;
      article = 'none';
    } else if (m.lemma === 'αὐτός' && (!phrase.article || m.index > head.index)) {
      // Predicative αὐτός (after the noun, or without article): "il comandante stesso".
      after.push(text);
    } else if (m.lemma === 'τις') {
      // ἀνήρ τις: "un certo uomo".
      afterArticle.unshift(agreeRegular('certo', gender, number));
      if (!phrase.article && number === 'S') article = 'indef';
    } else if (BEFORE_ARTICLE.has(m.lemma)) {
      before.push(text);
      if (!phrase.article) article = 'def';
    } else if (NO_ARTICLE.has(m.lemma) || m.upos === 'NUM') {
      afterArticle.push(text);
      if (!phrase.article) article = 'none';
    } else if (BEFORE_NOUN.has(m.lemma) || m.lemma === 'αὐτός') {
      afterArticle.push(text);
    } else {
      after.push(text);
    }
  }
  if (article === 'indef' && afterArticle.length > 0 && NO_ARTICLE.has(phrase.modifiers[0]?.lemma ?? '')) article = 'none';
  const noun = isNominalHead(head) ? (head.upos === 'PRON' ? renderPronoun(head, undefined) ?? head.meaning : inflectNoun(head, gender)) : renderModifier(head, gender, number);
  const core = [...afterArticle, noun].join(' ');
  let text: string;
  // "quello" before a noun is said like the article: "quei giorni", "quegli uomini", "quell'anno".
  if (demonstrative && /^quell[oaie]$/.test(demonstrative)) text = attach(quelloFor(gender, number, core), core);
  else if (demonstrative) text = [demonstrative, core].join(' ');
  else if (article === 'def') text = attach(/^dei(\s|$)/.test(core) ? 'gli' : articleFor(gender, number, core), core);
  else if (article === 'indef') text = attach(indefiniteArticleFor(gender, core), core);
  else text = core;
  text = [...before, text].join(' ');
  if (preposition) text = article === 'def' && before.length === 0 && !demonstrative ? attachPreposition(preposition, text) : `${preposition} ${text}`;
  return [text, ...after, ...attributes, ...genitives].join(' ');
}

/** `di` + `il soldato` → `del soldato`; other prepositions stay apart: `verso la città`. */
function attachPreposition(preposition: string, text: string): string {
  const match = /^(il|lo|la|i|gli|le|l')( ?)(.*)$/.exec(text);
  if (!match) return `${preposition} ${text}`;
  const [, article = '', , rest = ''] = match;
  const words = preposition.split(' ');
  const last = words.pop() ?? preposition;
  return [...words, attach(joinPreposition(last, article), rest)].join(' ');
}

const SUBJECT_PRONOUNS: ReadonlyMap<string, string> = new Map([['MS', 'egli'], ['FS', 'ella'], ['MP', 'essi'], ['FP', 'esse']]);

/** A genitive absolute as an Italian implicit clause: `λέγοντος τοῦ στρατηγοῦ` → `dicendo il comandante`. */
export function renderAbsolute(phrase: NounPhrase): string {
  const participle = phrase.absolute!;
  const verb = readItalianVerb(participle.meaning);
  // αὐτοῦ, αὐτῶν as the subject of the absolute are "egli", "essi" (`εἰπόντος αὐτοῦ` → "avendo egli detto").
  const pronoun = phrase.head.upos === 'PRON' && phrase.head.lemma === 'αὐτός' && phrase.modifiers.length === 0
    ? SUBJECT_PRONOUNS.get(`${genderOf(phrase)}${itNumber(phrase.head)}`) : undefined;
  const subject = pronoun ?? renderNounPhrase(phrase, { caseFree: true });
  if (feat(participle, 'Tense') === 'Past') {
    // A passive, or an Italian verb that takes essere (`Κύρου ἀποθανόντος` → "morto Ciro"), agrees with its noun.
    if (feat(participle, 'Voice') === 'Pass' || (usesEssere(verb) && !verb.reflexive)) return `${pastParticiple(verb.infinitive, genderOf(phrase), itNumber(phrase.head))} ${subject}`;
    return `avendo ${subject} ${pastParticiple(verb.infinitive, 'M', 'S')}`;
  }
  return `${gerund(verb.infinitive)} ${subject}`;
}
