/**
 * The first step of a clause: the Greek words grouped into noun phrases, verbs, infinitives, loose
 * participles and adjectives, linking words and adverbs. Articles open noun phrases that collect their
 * adjectives, participles, genitives and prepositional attributes until the noun arrives
 * (ὁ τοῦ βασιλέως ἀδελφός, οἱ ἐν τῇ πόλει ἄνθρωποι); a phrase without a noun is a substantivised
 * adjective or participle, or the article used as a pronoun (ὁ δέ).
 */
import type { ClauseReport } from '../../core/translate/report';
import { CLAUSE_INITIAL, NEGATIONS, PARTICLES } from './function-words';
import { isNominalHead, type NounPhrase } from './noun-phrase';
import { renderPronoun } from './pronouns';
import { feat, type Word } from './words';

/** How a Greek preposition reads for a case (`ἐν`, `Dat` → `in`); undefined when it does not govern it. */
export type PrepositionLookup = (lemma: string, kase: string) => string | undefined;

/** Particles Greek puts second that link the clause to the one before: first in Italian. */
const POSTPOSITIVE_CONNECTIVES = new Set(['δέ', 'γάρ', 'οὖν', 'ἄρα', 'τοίνυν', 'μέντοι']);

interface Frame {
  article?: Word;
  preposition?: Word;
  modifiers: Word[];
  genitives: NounPhrase[];
  /** Prepositional phrases between the article and its noun. */
  attributes?: NounPhrase[];
  /** The article is followed by μέν or δέ: ὁ μέν … ὁ δέ. */
  partner?: 'one' | 'other';
}

export function isArticle(word: Word): boolean {
  return word.lemma === 'ὁ' && word.upos === 'DET';
}

export function isParticiple(word: Word): boolean {
  return feat(word, 'VerbForm') === 'Part';
}

export function isModifier(word: Word): boolean {
  return word.upos === 'ADJ' || word.upos === 'NUM' || (word.upos === 'DET' && !isArticle(word)) || isParticiple(word)
    || (word.upos === 'PRON' && (word.lemma === 'αὐτός' || word.lemma === 'οὗτος' || word.lemma === 'ἐκεῖνος' || word.lemma === 'ὅδε'));
}

export function agreeCase(a: Word, b: Word): boolean {
  return feat(a, 'Case') === feat(b, 'Case') && (feat(a, 'Number') ?? 'Sing') === (feat(b, 'Number') ?? 'Sing');
}

/** An adverb used as a preposition (χωρίς, ἄνευ, ἕνεκα): the next word is in a case it governs. */
function isGoverning(words: readonly Word[], word: Word): boolean {
  const next = words[words.indexOf(word) + 1];
  return next !== undefined && feat(next, 'Case') !== undefined && feat(next, 'Case') !== 'Nom';
}

/** Case, number and (when both have one) gender agree. */
export function agreeFully(a: Word, b: Word): boolean {
  const ga = feat(a, 'Gender');
  const gb = feat(b, 'Gender');
  return agreeCase(a, b) && (!ga || !gb || ga.split(',').some((g) => gb.split(',').includes(g)));
}

/** The word a noun must agree with to close the frame: its article, else its first adjective. */
function anchorOf(frame: Frame | undefined): Word | undefined {
  return frame ? frame.article ?? frame.modifiers[0] : undefined;
}

export function isFinite(word: Word): boolean {
  return feat(word, 'VerbForm') === 'Fin';
}

/** What the rest of the sentence tells a clause. */
export interface ClauseOptions {
  /** A `that` clause (ὅτι, ὡς) follows: the verb of saying keeps its meaning "dire". */
  complementFollows?: boolean;
  /** An earlier clause of the sentence had ὁ μέν: this clause's ὁ δέ is "l'altro". */
  afterArticleMen?: boolean;
  /** The sentence has no finite verb and this is its first clause with a nominative: it says the unsaid ἐστί. */
  nominalSentence?: boolean;
  /** Receives what the clause rendered: its finite verb and subject, with their person and number. */
  report?: ClauseReport[];
}

/** The case of a phrase: its head's, or its article's for an articular infinitive (τὸ μανθάνειν). */
export function caseOf(phrase: NounPhrase): string | undefined {
  return feat(phrase.head, 'Case') ?? (phrase.article ? feat(phrase.article, 'Case') : undefined);
}

/** The words of a clause, grouped. */
export interface ClauseGroups {
  leading: string[];
  adverbs: string[];
  phrases: NounPhrase[];
  loose: Word[];
  infinitives: Word[];
  finite: Word[];
  negated: boolean;
  /** The clause's subject is a relative pronoun (ὃς σοφὸς ἦν: "che era sapiente"). */
  relativeSubject: boolean;
  /** A relative or interrogative pronoun is the verb's object (ὃν εἶδον, τί λέγεις). */
  pronounObject: boolean;
  /** Participles joined to the one before by a conjunction, with its Italian. */
  joinedParticiples: Map<Word, string>;
}

export function groupClause(words: readonly Word[], prepositionFor: PrepositionLookup, options: ClauseOptions = {}): ClauseGroups {
  const leading: string[] = [];
  const adverbs: string[] = [];
  const phrases: NounPhrase[] = [];
  const loose: Word[] = [];
  const infinitives: Word[] = [];
  const finite: Word[] = [];
  let negated = false;
  let preposition: Word | undefined;
  let conjunction: string | undefined;
  const frames: Frame[] = [];
  /** Participles joined to the one before by a conjunction, with its Italian. */
  const joinedParticiples = new Map<Word, string>();
  /** A numeral waiting for its noun: πέντε ναῦς. */
  let numeral: Word | undefined;
  /** The article frame a prepositional phrase belongs to (οἱ ἐν τῇ πόλει ἄνθρωποι). */
  let attributeOf: Frame | undefined;
  /** Comparison with ἤ: the next phrase is "di" + phrase (λαμπρότερος ἢ ἡ σελήνη). */
  let comparison = false;

  const prepositionOf = (prep: Word | undefined, head: Word) => {
    if (!prep) return undefined;
    const italian = prepositionFor(prep.lemma, feat(head, 'Case') ?? '') ?? prep.meaning;
    return { word: prep, italian };
  };
  const addPhrase = (phrase: NounPhrase) => {
    const last = phrases[phrases.length - 1];
    if (conjunction && last && feat(last.head, 'Case') === feat(phrase.head, 'Case') && !phrase.preposition === !last.preposition) {
      last.coordinated.push({ conjunction, phrase });
    } else {
      if (conjunction) leading.push(conjunction);
      phrases.push(phrase);
    }
    conjunction = undefined;
  };
  /** Closes an article frame that found no noun: its last modifier becomes the head. */
  const closeFrame = (frame: Frame) => {
    // Adjectives that found no noun after them: they agree with one before, or stand alone (attachLoose).
    if (!frame.article && !frame.preposition) {
      loose.push(...frame.modifiers);
      return;
    }
    // An article alone is a pronoun: ὁ δέ "egli", ὁ μέν "l'uno", οἱ ἐν τῇ πόλει "quelli nella città".
    if (frame.modifiers.length === 0) {
      if (!frame.article) return;
      const prep = prepositionOf(frame.preposition, frame.article);
      addPhrase({
        head: frame.article, modifiers: [], genitives: frame.genitives, coordinated: [], attributes: frame.attributes ?? [],
        pronominal: frame.partner ?? ((frame.attributes ?? []).length + frame.genitives.length > 0 ? 'those' : 'he'), ...(prep ? { preposition: prep } : {}),
      });
      return;
    }
    // τῶν πολεμίων ἐπελθόντων: a participle after the noun-like adjective of the phrase is its predicate.
    let predicate: Word | undefined;
    if (frame.modifiers.length >= 2 && isParticiple(frame.modifiers[frame.modifiers.length - 1]!) && !isParticiple(frame.modifiers[frame.modifiers.length - 2]!)) {
      predicate = frame.modifiers.pop();
    }
    const head = frame.modifiers.pop()!;
    const prep = prepositionOf(frame.preposition, head);
    const phrase: NounPhrase = {
      head, ...(frame.article ? { article: frame.article } : {}), modifiers: frame.modifiers, genitives: frame.genitives, coordinated: [], attributes: frame.attributes ?? [],
      ...(prep ? { preposition: prep } : {}),
    };
    if (predicate) {
      if (feat(predicate, 'Case') === 'Gen' && !prep) phrase.absolute = predicate;
      else loose.push(predicate);
    }
    // ὁ στρατηγὸς ὁ ἀγαθός: a second article after a noun it agrees with repeats that noun's.
    const previous = phrases[phrases.length - 1];
    if (frame.article && previous && !frame.preposition && isModifier(head) && !isParticiple(head) && agreeCase(previous.head, head) && isNominalHead(previous.head)) {
      previous.modifiers.push(...frame.modifiers, head);
      return;
    }
    addPhrase(phrase);
  };
  const closeAll = () => {
    while (frames.length > 0) closeFrame(frames.pop()!);
  };

  let lastContent: Word | undefined;
  /** The clause's subject is a relative pronoun (ὃς σοφὸς ἦν: "che era sapiente"). */
  let relativeSubject = false;
  let pronounObject = false;
  for (const word of words) {
    if (word.upos === 'PUNCT') continue;
    const previousContent = lastContent;
    lastContent = word;
    if ((word.upos === 'ADP' || (word.upos === 'ADV' && isGoverning(words, word))) && ['Gen', 'Dat', 'Acc'].some((c) => prepositionFor(word.lemma, c) !== undefined)) {
      const open = frames[frames.length - 1];
      // οἱ ἐν τῇ πόλει (ἄνθρωποι): a preposition right after an article opens an attribute of its phrase.
      if (open?.article && open.modifiers.length === 0 && !open.partner) {
        attributeOf = open;
      } else {
        closeAll();
        attributeOf = undefined;
      }
      preposition = word;
      continue;
    }
    if (isArticle(word)) {
      const top = frames[frames.length - 1];
      // A genitive article inside an open phrase starts a nested genitive: ὁ τοῦ βασιλέως ἀδελφός;
      // an article after a preposition inside an open phrase starts its attribute: οἱ ἐν τῇ πόλει.
      const nested = (top && top.article && feat(word, 'Case') === 'Gen' && feat(top.article, 'Case') !== 'Gen') || (preposition && attributeOf && top === attributeOf);
      // ἐν τούτῳ τῷ χρόνῳ, πάντες οἱ πολῖται: a determiner before the article belongs to its phrase.
      if (top && !top.article && top.modifiers.length > 0 && top.modifiers.every((m) => m.upos === 'DET' && agreeFully(m, word))) {
        top.article = word;
        continue;
      }
      if (!nested) closeAll();
      frames.push({ article: word, ...(preposition ? { preposition } : {}), modifiers: [], genitives: [] });
      preposition = undefined;
      continue;
    }
    if (word.lemma === 'ὦ') {
      closeAll();
      continue;
    }
    if (NEGATIONS.has(word.lemma)) {
      negated = true;
      continue;
    }
    const open = frames[frames.length - 1];
    if ((word.lemma === 'μέν' || word.lemma === 'δέ') && open?.article && open.modifiers.length === 0 && open.genitives.length === 0 && lastContent === word && previousContent === open.article) {
      if (word.lemma === 'μέν') open.partner = 'one';
      else if (options.afterArticleMen) {
        open.partner = 'other';
        continue;
      }
    }
    if (word.lemma === 'ἤ' && words.some((w) => w.index < word.index && feat(w, 'Degree') === 'Cmp')) {
      closeAll();
      comparison = true;
      continue;
    }
    // ὡς with a past indicative is temporal: "quando".
    const particle = word.lemma === 'ὡς' && words.some((w) => isFinite(w) && feat(w, 'Mood') === 'Ind' && feat(w, 'Tense') === 'Past') ? 'quando' : PARTICLES.get(word.lemma);
    if (particle !== undefined && (word.upos === 'CCONJ' || word.upos === 'SCONJ' || word.upos === 'PART' || CLAUSE_INITIAL.has(word.lemma) || word.upos === 'ADV')) {
      if (particle === '') continue;
      const canCoordinate = word.lemma === 'καί' || word.lemma === 'ἤ' || word.lemma === 'τε';
      const afterPhrase = previousContent !== undefined && (isNominalHead(previousContent) || isModifier(previousContent));
      const nextWord = words[words.indexOf(word) + 1];
      if (canCoordinate && previousContent && isParticiple(previousContent) && nextWord && isParticiple(nextWord) && !previousContent.feats.Gender?.includes('Neut')) {
        // κινδυνεύσας καὶ ἀτιμασθείς: two participles joined by καί stay together.
        joinedParticiples.set(nextWord, particle);
        continue;
      }
      if (canCoordinate && phrases.length + frames.length > 0 && afterPhrase) {
        closeAll();
        conjunction = particle;
      } else if (POSTPOSITIVE_CONNECTIVES.has(word.lemma)) {
        // ἐπεὶ δέ: "e poiché" — the connective stands first in Italian.
        leading.unshift(particle);
      } else {
        leading.push(particle);
      }
      continue;
    }
    if (word.upos === 'PRON' && (word.lemma === 'ὅς' || word.lemma === 'ὅστις' || word.lemma === 'τίς') && frames.length === 0) {
      const prep = prepositionOf(preposition, word);
      leading.push(renderPronoun(word, prep?.italian) ?? word.meaning);
      if (feat(word, 'Case') === 'Nom' && feat(word, 'Gender') !== 'Neut' && !prep) relativeSubject = true;
      // ὃν εἶδον, τί λέγεις: the pronoun is the verb's object.
      if (!prep && (feat(word, 'Case') === 'Acc' || feat(word, 'Gender') === 'Neut')) pronounObject = true;
      preposition = undefined;
      continue;
    }
    const top = frames[frames.length - 1];
    if (feat(word, 'VerbForm') === 'Inf') {
      if (top?.article && feat(top.article, 'Gender') === 'Neut') {
        frames.pop();
        addPhrase({ head: word, article: top.article, modifiers: [], genitives: [], coordinated: [], ...(top.preposition ? { preposition: prepositionOf(top.preposition, top.article)! } : {}) });
      } else {
        infinitives.push(word);
      }
      continue;
    }
    if (isFinite(word)) {
      closeAll();
      finite.push(word);
      continue;
    }
    if (word.upos === 'NUM' && !feat(word, 'Case')) {
      numeral = word;
      continue;
    }
    // ὁ στρατηγὸς αὐτός, ἀνήρ τις: "stesso" and "un certo" go with the noun before them.
    const previous = phrases[phrases.length - 1];
    if ((word.lemma === 'αὐτός' || word.lemma === 'τις') && frames.length === 0 && previous && previous.head.index === word.index - 1 && isNominalHead(previous.head) && previous.head.upos !== 'PRON' && agreeFully(previous.head, word)) {
      previous.modifiers.push(word);
      continue;
    }
    const anchor = anchorOf(top);
    if (isNominalHead(word) && !(isModifier(word) && anchor && agreeCase(anchor, word) && word.upos === 'PRON')) {
      const frame = anchor && agreeFully(anchor, word) && frames[frames.length - 1] !== attributeOf ? frames.pop() : undefined;
      const inAttribute = attributeOf !== undefined && frames.includes(attributeOf) && (frame?.preposition ?? preposition) !== undefined;
      if (!frame && !inAttribute) closeAll();
      const prep = prepositionOf(frame?.preposition ?? preposition, word) ?? (comparison ? { word, italian: 'di' } : undefined);
      comparison = false;
      if (!frame) preposition = undefined;
      const phrase: NounPhrase = {
        head: word, ...(frame?.article ? { article: frame.article } : {}), modifiers: [...(numeral ? [numeral] : []), ...(frame?.modifiers ?? [])], genitives: frame?.genitives ?? [], coordinated: [],
        ...(frame?.attributes ? { attributes: frame.attributes } : {}),
        ...(prep ? { preposition: prep } : {}),
      };
      numeral = undefined;
      const outer = frames[frames.length - 1];
      if (inAttribute && prep && attributeOf) {
        (attributeOf.attributes ??= []).push(phrase);
        attributeOf = undefined;
        continue;
      }
      if (frame && outer && feat(word, 'Case') === 'Gen' && !prep) {
        outer.genitives.push(phrase);
        continue;
      }
      // ἄνδρες Ἀθηναῖοι: a people's name right after a noun it agrees with describes it.
      const before = phrases[phrases.length - 1];
      if (word.upos === 'PROPN' && !frame && !prep && before && before.head.index === word.index - 1 && before.head.upos === 'NOUN' && feat(word, 'Number') === 'Plur' && agreeCase(before.head, word)) {
        before.modifiers.push(word);
        continue;
      }
      addPhrase(phrase);
      continue;
    }
    if (isModifier(word)) {
      if (anchor && agreeFully(anchor, word)) {
        top!.modifiers.push(word);
      } else if (preposition && feat(word, 'Case')) {
        frames.push({ preposition, modifiers: [word], genitives: [] });
        preposition = undefined;
      } else if (!isParticiple(word) && feat(word, 'Case')) {
        // πολλὰς ναῦς: an adjective before its noun, without article, waits for it.
        if (top && !top.article) closeAll();
        frames.push({ modifiers: [word], genitives: [] });
      } else {
        loose.push(word);
      }
      continue;
    }
    adverbs.push(word.meaning);
  }
  closeAll();
  if (conjunction) leading.push(conjunction);
  if (numeral) adverbs.push(numeral.meaning);

  return { leading, adverbs, phrases, loose, infinitives, finite, negated, relativeSubject, pronounObject, joinedParticiples };
}
