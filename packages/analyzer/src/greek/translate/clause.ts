/**
 * One Greek clause in Italian word order. Articles open noun phrases that collect their adjectives,
 * participles and genitives until the noun arrives (ὁ τοῦ βασιλέως ἀδελφός); a phrase without a noun is
 * a substantivised adjective or participle (οἱ φεύγοντες → "quelli che fuggono"). Then: linking word,
 * genitive absolutes, circumstantial participles, subject, verb, adverbs, infinitives, object
 * (accusative), dative, everything else in Greek order.
 */
import { attach, joinPreposition, type ItGender } from '../../core/translate/italian-articles';
import { ABSOLUTE_MEANINGS, CLAUSE_INITIAL, COMMAND_VERBS, IMPERSONAL, INTRANSITIVE, NEGATIONS, OBJECT_CASE, PARTICLES, SAYING_VERBS, THINKING_VERBS } from './function-words';
import { genderOf, isNominalHead, itNumber, renderAbsolute, renderNounPhrase, type NounPhrase } from './noun-phrase';
import { hasPronoun, renderPronoun } from './pronouns';
import { renderCircumstantial, renderFinite, renderInfinitive, renderRelativeParticiple, renderReportedInfinitive } from './verb';
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

function isArticle(word: Word): boolean {
  return word.lemma === 'ὁ' && word.upos === 'DET';
}

function isParticiple(word: Word): boolean {
  return feat(word, 'VerbForm') === 'Part';
}

function isModifier(word: Word): boolean {
  return word.upos === 'ADJ' || word.upos === 'NUM' || (word.upos === 'DET' && !isArticle(word)) || isParticiple(word)
    || (word.upos === 'PRON' && (word.lemma === 'αὐτός' || word.lemma === 'οὗτος' || word.lemma === 'ἐκεῖνος' || word.lemma === 'ὅδε'));
}

function agreeCase(a: Word, b: Word): boolean {
  return feat(a, 'Case') === feat(b, 'Case') && (feat(a, 'Number') ?? 'Sing') === (feat(b, 'Number') ?? 'Sing');
}

/** An adverb used as a preposition (χωρίς, ἄνευ, ἕνεκα): the next word is in a case it governs. */
function isGoverning(words: readonly Word[], word: Word): boolean {
  const next = words[words.indexOf(word) + 1];
  return next !== undefined && feat(next, 'Case') !== undefined && feat(next, 'Case') !== 'Nom';
}

/** Case, number and (when both have one) gender agree. */
function agreeFully(a: Word, b: Word): boolean {
  const ga = feat(a, 'Gender');
  const gb = feat(b, 'Gender');
  return agreeCase(a, b) && (!ga || !gb || ga.split(',').some((g) => gb.split(',').includes(g)));
}

/** The word a noun must agree with to close the frame: its article, else its first adjective. */
function anchorOf(frame: Frame | undefined): Word | undefined {
  return frame ? frame.article ?? frame.modifiers[0] : undefined;
}

function isFinite(word: Word): boolean {
  return feat(word, 'VerbForm') === 'Fin';
}

/** What the rest of the sentence tells a clause. */
export interface ClauseOptions {
  /** A `that` clause (ὅτι, ὡς) follows: the verb of saying keeps its meaning "dire". */
  complementFollows?: boolean;
  /** An earlier clause of the sentence had ὁ μέν: this clause's ὁ δέ is "l'altro". */
  afterArticleMen?: boolean;
}

/** The case of a phrase: its head's, or its article's for an articular infinitive (τὸ μανθάνειν). */
function caseOf(phrase: NounPhrase): string | undefined {
  return feat(phrase.head, 'Case') ?? (phrase.article ? feat(phrase.article, 'Case') : undefined);
}

export function renderClause(words: readonly Word[], prepositionFor: PrepositionLookup, options: ClauseOptions = {}): string {
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
    const particle = word.lemma === 'ὡς' && words.some((w) => isFinite(w) && feat(w, 'Mood') === 'Ind' && feat(w, 'Tense') === 'Past') ? 'quando' : PARTICLES[word.lemma];
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

  const main = finite[0];
  const objectCase = main ? OBJECT_CASE[main.lemma] : undefined;
  const absolutes = attachLoose(loose, phrases, finite.some((w) => w.lemma === 'εἰμί'));
  if (objectCase) {
    const object = phrases.find((p) => !p.preposition && feat(p.head, 'Case') === objectCase);
    if (object) object.object = true;
  }
  attachGenitives(phrases);
  // Accusative and infinitive after a verb of saying or thinking: νομίζω τοὺς θεοὺς εἶναι.
  const impersonal = main && feat(main, 'Person') === '3' && (feat(main, 'Number') ?? 'Sing') === 'Sing' && infinitives.length > 0 ? IMPERSONAL[main.lemma] : undefined;
  const reported = main && infinitives.length === 1 && (THINKING_VERBS.has(main.lemma) || SAYING_VERBS.has(main.lemma) || impersonal)
    ? phrases.find((p) => !p.preposition && caseOf(p) === 'Acc' && p.head.index < infinitives[0]!.index + 3) : undefined;
  const command = main && infinitives.length === 1 ? COMMAND_VERBS[main.lemma] : undefined;
  const commanded = command ? phrases.find((p) => !p.preposition && caseOf(p) === 'Acc') : undefined;
  let subject = chooseSubject(phrases, main, relativeSubject);
  // τὰ πράγματα ἔχει: a neuter plural takes a singular verb, and may have been read as accusative.
  if (!subject && !relativeSubject && main && feat(main, 'Person') === '3' && (feat(main, 'Number') ?? 'Sing') === 'Sing' && !impersonal) {
    const neuter = phrases.find((p) => !p.preposition && caseOf(p) === 'Acc' && feat(p.head, 'Gender') === 'Neut' && (p.article || p.head.upos === 'DET' || p.head.upos === 'PRON') && p !== reported && p !== commanded);
    if (neuter && !phrases.some((p) => p !== neuter && !p.preposition && caseOf(p) === 'Acc')) subject = neuter;
  }
  const voice = {
    hasObject: pronounObject || phrases.some((p) => p !== subject && !p.preposition && (feat(p.head, 'Case') === 'Acc' || p.object)) || infinitives.length > 0,
    hasAgent: phrases.some((p) => p.preposition?.word.lemma === 'ὑπό' && feat(p.head, 'Case') === 'Gen'),
    potential: words.some((w) => w.lemma === 'ἄν' && w.upos !== 'SCONJ'),
    dependent: words.some((w) => w.upos === 'SCONJ'),
  };
  // τοῦτο ἦν ἀδύνατον: with εἰμί, a bare adjective read as subject yields to a neuter pronoun or phrase.
  if (subject && main?.lemma === 'εἰμί' && subject.head.upos === 'ADJ' && !subject.article) {
    const neuter = phrases.find((p) => p !== subject && !p.preposition && caseOf(p) === 'Acc' && feat(p.head, 'Gender') === 'Neut' && (p.article || p.head.upos === 'DET' || p.head.upos === 'PRON'));
    if (neuter) {
      subject.predicate = true;
      subject = neuter;
    }
  }
  const subjectGender: ItGender | undefined = subject ? genderOf(subject) : undefined;
  const circumstantial = loose.filter((w) => isParticiple(w) && !absolutes.includes(w) && !phrases.some((p) => p.modifiers.includes(w) || p.head === w));

  const ordered: string[] = [...leading];
  // Vocatives open the Italian clause: "o uomini ateniesi, ascoltate me".
  const vocatives = phrases.filter((p) => caseOf(p) === 'Voc' && p !== subject);
  for (const p of vocatives) ordered.push(`${renderPhrase(p, undefined)},`);
  for (const p of phrases.filter((x) => x.absolute)) ordered.push(`${renderAbsolute(p)},`);
  const participleObjects = new Set<NounPhrase>();
  for (const participle of circumstantial) {
    // ταῦτα εἰπών, ἀκούσας ταῦτα: the accusative next to the participle, before the main verb, is its object.
    const takesObject = !INTRANSITIVE.has(participle.lemma);
    const object = !takesObject ? undefined : phrases.find((p) => caseOf(p) === 'Acc' && !p.preposition && p !== reported && lastIndexOf(p) === participle.index - 1)
      ?? phrases.find((p) => caseOf(p) === 'Acc' && !p.preposition && p !== reported && p.head.index > participle.index && p.head.index <= participle.index + 2 && (!main || p.head.index < main.index));
    if (object) participleObjects.add(object);
    const text = [renderCircumstantial(participle, subjectGender ?? 'M', itNumber(participle)), object ? renderPhrase(object, undefined) : ''].filter(Boolean).join(' ');
    const joined = joinedParticiples.get(participle);
    if (joined && ordered.length > 0 && ordered[ordered.length - 1]!.endsWith(',')) ordered[ordered.length - 1] = `${ordered[ordered.length - 1]!.slice(0, -1)} ${joined} ${text},`;
    else ordered.push(`${text},`);
  }
  if (subject) ordered.push(renderPhrase(subject, undefined));
  const bare = !voice.hasObject && !phrases.some((p) => p.predicate) && !options.complementFollows;
  const absolute = impersonal ?? (main && bare ? ABSOLUTE_MEANINGS[main.lemma] : undefined);
  // Italian agrees the verb with a neuter plural subject: "stanno così le cose".
  const verbNumber = subject && feat(subject.head, 'Gender') === 'Neut' && feat(subject.head, 'Number') === 'Plur' ? 'Plur' : undefined;
  if (main) {
    const shown = { ...main, ...(absolute ? { meaning: absolute } : {}), ...(verbNumber && feat(main, 'Person') === '3' ? { feats: { ...main.feats, Number: verbNumber } } : {}) };
    ordered.push(renderFinite(shown, subjectGender, negated, voice));
  }
  else if (negated) ordered.push('non');
  ordered.push(...adverbs);
  if (reported && main) {
    const infinitive = infinitives[0]!;
    ordered.push('che', renderPhrase({ ...reported, head: { ...reported.head, feats: { ...reported.head.feats, Case: 'Nom' } } }, undefined));
    const pastMain = feat(main, 'Tense') === 'Past' || feat(main, 'Tense') === 'Pqp';
    ordered.push(renderReportedInfinitive(infinitive, itNumber(reported.head), genderOf(reported), THINKING_VERBS.has(main.lemma) || impersonal !== undefined, pastMain));
  } else if (command && commanded) {
    const person = renderPhrase(commanded, undefined);
    ordered.push(command.person ? attachCasePreposition(command.person, person) : person);
    ordered.push([command.infinitive, renderInfinitive(infinitives[0]!)].filter(Boolean).join(' '));
  } else {
    for (const infinitive of infinitives) ordered.push(renderInfinitive(infinitive));
  }
  const rest = phrases.filter((p) => p !== subject && p !== reported && p !== commanded && !p.absolute && !p.genitiveOf && !participleObjects.has(p) && !vocatives.includes(p));
  const rank = (p: NounPhrase) => (p.predicate ? 0 : p.object || (!p.preposition && feat(p.head, 'Case') === 'Acc') ? 1 : !p.preposition && feat(p.head, 'Case') === 'Dat' ? 2 : 3);
  for (const p of [...rest].sort((a, b) => rank(a) - rank(b))) ordered.push(renderPhrase(p, subjectGender));
  for (const verb of finite.slice(1)) ordered.push(renderFinite(verb, subjectGender, false, voice));
  return ordered.filter(Boolean).join(' ').replace(/,$/, '');
}

/** `a` + `i soldati` → `ai soldati`. */
function attachCasePreposition(preposition: string, phrase: string): string {
  const match = /^(il|lo|la|i|gli|le|l')( ?)(.*)$/.exec(phrase);
  if (!match) return `${preposition} ${phrase}`;
  const [, article = '', , rest = ''] = match;
  return attach(joinPreposition(preposition, article), rest);
}

/** The index of the last Greek word of a phrase. */
function lastIndexOf(phrase: NounPhrase): number {
  return Math.max(phrase.head.index, ...phrase.modifiers.map((m) => m.index), ...phrase.genitives.map(lastIndexOf));
}

/** A phrase; a substantivised participle with its article reads as a relative clause. */
function renderPhrase(phrase: NounPhrase, subjectGender: ItGender | undefined): string {
  const head = phrase.head;
  if (phrase.article && isParticiple(head) && phrase.modifiers.length === 0) {
    const number = itNumber(head);
    const pronoun = number === 'P' ? 'quelli' : 'colui';
    const kase = feat(head, 'Case');
    const prefix = phrase.preposition ? `${phrase.preposition.italian} ` : kase === 'Gen' ? 'di ' : kase === 'Dat' ? 'a ' : '';
    return `${prefix}${pronoun} ${renderRelativeParticiple(head, number, 'M')}`;
  }
  if (phrase.predicate && !isNominalHead(head) && subjectGender) {
    return renderNounPhrase({ ...phrase, head: { ...head, feats: { ...head.feats, Gender: subjectGender === 'F' ? 'Fem' : 'Masc' } } });
  }
  return renderNounPhrase(phrase);
}

/**
 * Adjectives and participles outside article phrases join the nearest phrase they agree with; a
 * genitive participle agreeing with a genitive phrase that depends on nothing makes a genitive absolute.
 * Returns the participles used as absolutes.
 */
function attachLoose(loose: readonly Word[], phrases: NounPhrase[], copula: boolean): Word[] {
  const absolutes: Word[] = [];
  for (const word of loose) {
    let best: NounPhrase | undefined;
    let distance = Infinity;
    for (const phrase of phrases.flatMap((p) => [p, ...p.coordinated.map((c) => c.phrase)])) {
      if (phrase.head.upos === 'PRON' && !hasPronoun(phrase.head.lemma)) continue;
      if (!agreeFully(phrase.head, word)) continue;
      const d = Math.abs(phrase.head.index - word.index);
      if (d < distance) [best, distance] = [phrase, d];
    }
    if (best && isParticiple(word) && feat(word, 'Case') === 'Gen' && !best.preposition && !best.absolute) {
      best.absolute = word;
      absolutes.push(word);
    } else if (best && !isParticiple(word) && (best.article || copula) && word.upos === 'ADJ' && feat(word, 'Case') === 'Nom' && (copula || word.index > best.head.index)) {
      // Predicative position: an adjective outside the article phrase (ἡ θυγάτηρ καλή), or any with εἰμί.
      phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
    } else if (best && !isParticiple(word)) {
      best.modifiers.push(word);
    } else if (!isParticiple(word) || feat(word, 'Case') !== 'Nom') {
      if (!best) phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
      else if (!isParticiple(word)) best.modifiers.push(word);
      else phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
    }
  }
  phrases.sort((a, b) => a.head.index - b.head.index);
  return absolutes;
}

/** A genitive without preposition depends on the nearest other noun phrase, preferably the one before it. */
function attachGenitives(phrases: NounPhrase[]): void {
  for (const phrase of phrases) {
    if (feat(phrase.head, 'Case') !== 'Gen' || phrase.preposition || phrase.absolute || phrase.object || (phrase.head.upos === 'PRON' && phrase.head.lemma !== 'αὐτός')) continue;
    // The genitive of comparison goes with the comparative: σοφώτερος τῶν ἄλλων "più sapiente degli altri".
    const comparative = phrases.find((p) => p !== phrase && feat(p.head, 'Degree') === 'Cmp' && feat(p.head, 'Case') !== 'Gen');
    const others = phrases.filter((p) => p !== phrase && feat(p.head, 'Case') !== 'Gen' && !p.genitiveOf && isNominalHead(p.head));
    const before = others.filter((p) => p.head.index < phrase.head.index).pop();
    const owner = comparative ?? before ?? others[0];
    if (owner) {
      owner.genitives.push(phrase);
      phrase.genitiveOf = owner;
    }
  }
}

/** The subject: a nominative agreeing with the verb in number; with εἰμί, other nominatives are predicates. */
function chooseSubject(phrases: NounPhrase[], verb: Word | undefined, relativeSubject: boolean): NounPhrase | undefined {
  // An articular infinitive is a neuter noun: τὸ μανθάνειν (its article may have been read as accusative).
  const isArticularInfinitive = (p: NounPhrase) => feat(p.head, 'VerbForm') === 'Inf' && p.article !== undefined && caseOf(p) !== 'Gen' && caseOf(p) !== 'Dat';
  const nominatives = phrases.filter((p) => (caseOf(p) === 'Nom' || (isArticularInfinitive(p) && !p.preposition)) && !p.preposition && !p.genitiveOf);
  if (nominatives.length === 0) return undefined;
  if (relativeSubject) {
    if (verb?.lemma === 'εἰμί') for (const p of nominatives) p.predicate = true;
    return undefined;
  }
  const number = verb ? feat(verb, 'Number') : undefined;
  const person = verb ? feat(verb, 'Person') : undefined;
  if (person === '1' || person === '2') {
    const pronoun = nominatives.find((p) => p.head.upos === 'PRON');
    for (const p of nominatives) if (p !== pronoun && verb?.lemma === 'εἰμί') p.predicate = true;
    return pronoun;
  }
  const matching = nominatives.filter((p) => !number || (p.coordinated.length > 0 ? 'Plur' : feat(p.head, 'Number') ?? 'Sing') === number || feat(p.head, 'Gender') === 'Neut');
  // With εἰμί a bare adjective is the predicate, not the subject (τοῦτο ἦν ἀδύνατον).
  const copula = verb?.lemma === 'εἰμί';
  const subject = matching.find((p) => p.article) ?? matching.find((p) => isNominalHead(p.head) || p.head.upos === 'DET' || feat(p.head, 'VerbForm') === 'Inf')
    ?? (copula ? matching.find((p) => p.head.upos !== 'ADJ') : undefined) ?? matching[0] ?? nominatives[0];
  if (verb && verb.lemma === 'εἰμί') {
    for (const p of nominatives) if (p !== subject) p.predicate = true;
  }
  return subject;
}
