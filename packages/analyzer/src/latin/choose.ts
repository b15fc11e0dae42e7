/**
 * The choose stage of Latin: the analysis and lemma of a form given the tag the constrain stage chose, memoised
 * per (form, tag) on the form's entry. The lemma training knows or the lexicon's most frequent
 * (core/choose-analysis.ts), spelt as training prefers, then what the form as written says (a numeral is its own
 * lemma, an abbreviated praenomen its name), then the students' view (student-view.ts) or a treebank's
 * (treebank-view.ts). After `si`, `ne`… a form of quis or qui is the indefinite on students' cards.
 */
import type { TaggedForm } from '../core/analyzed-token';
import type { WordCard } from '../core/card';
import { chooseAnalysis, type Choice, type ChooseContext, type Lemmatizer } from '../core/choose-analysis';
import type { TaggerModel } from '../core/tagger/model';
import { formatFeats, type Analysis } from '../core/types';
import type { FormInfo } from './form-info';
import { readRomanNumeral } from './italian/gloss-lookup';
import { preferredLemmaSpelling, schoolLemmaSpelling } from './lemma-spelling';
import { normalizeLatin } from './normalize';
import { tagOfAnalysis, type LatinCandidates } from './pipeline-candidates';
import { SCHOOL_CARD_FORMS } from './rules/school-lists.generated';
import { schoolFiling, studentChoice, type StudentViewContext } from './student-view';
import { treebankReading, type TreebankViewContext } from './treebank-view';
import type { LatinLexicon } from './types';
import { lemmaMatchKey } from './ud/lemma';
import { normalizeLatinFeats, type LatinTreebank } from './ud/normalize';

/** The choice of a form for one tag, and what the describe stage memoises with it (cards.ts, alternatives.ts). */
export interface ChoiceMemo {
  choice: Choice;
  /** What the CoNLL-U output prints (lemma, UPOS, features in the output's convention). */
  tagged: TaggedForm;
  /** Cards per slot (enclitic use, word or not), see cards.ts. */
  cards: (WordCard | undefined)[];
  /** Cards that name the noun the word agrees with, per noun. */
  agreeing: Map<string, WordCard> | undefined;
  /** Indexes into the form's analyses of the alternatives a student sees, in the lexicon's order (alternatives.ts). */
  alternativeAt: Int32Array | undefined;
}

function memoOf(choice: Choice, tagged: TaggedForm): ChoiceMemo {
  return { choice, tagged, cards: [], agreeing: undefined, alternativeAt: undefined };
}

export interface LatinChooserOptions {
  lexicon: LatinLexicon;
  candidates: LatinCandidates;
  /** The lemma and convention tables training learnt (the tagger model's). */
  lemmas: Lemmatizer & Pick<TaggerModel, 'conventionLemma' | 'conventionUpos'>;
  /** The name of a tag id (the tagger's tag set). */
  tagName: (id: number) => string;
  convention?: LatinTreebank;
}

/**
 * The lemma look-ups the choice and the grammar rules share, memoised (the same analyses and lemmas recur in
 * running text): tags of analyses, comparison keys and lexicon frequencies of lemmas.
 */
export function createLatinChooseContext(lexicon: LatinLexicon, lemmatizer: Lemmatizer, convention?: string): ChooseContext & { tagOf: (a: Analysis) => string; lexiconKeyOf: (lemma: string) => string | null } {
  const tagCache = new WeakMap<Analysis, string>();
  const matchKeys = new Map<string, string>();
  const frequencies = new Map<string, number>();
  return {
    lemmatizer,
    convention,
    tagOf: (a) => {
      let tag = tagCache.get(a);
      if (tag === undefined) tagCache.set(a, (tag = tagOfAnalysis(a)));
      return tag;
    },
    lemmaMatchKey: (lemma) => {
      let key = matchKeys.get(lemma);
      if (key === undefined) matchKeys.set(lemma, (key = lemmaMatchKey(lemma)));
      return key;
    },
    lexiconKeyOf: (lemma) => {
      const key = normalizeLatin(lemma);
      return lexicon.lemma(key) ? key : null;
    },
    lexiconLemma: (key) => lexicon.lemma(key)?.lemma,
    lexiconFrequency: (key) => {
      if (!key) return 0;
      let n = frequencies.get(key);
      if (n === undefined) frequencies.set(key, (n = lexicon.lemma(key)?.frequency ?? 0));
      return n;
    },
  };
}

/** The memo slots of a guessed name's card and of a card in a text without capitals (`chooseForCard`): below every
 * tag id and every indefinite's slot, and apart from each other. */
const NAME_SLOT = -(1 << 24);
const UNCASED_SLOT = -(1 << 26);

/** True when a form begins with a capital letter (Æ, Ē and the other non-ASCII capitals too). */
export const isCapital = (form: string) => /^\p{Lu}/u.test(form);

/**
 * A word the lexicon does not know, written with a capital inside a sentence and guessed as a noun or an adjective
 * (*Ptolomaei* of *filia minor Ptolomaei regis*): the guessed proper noun of the same lemma, case, number and gender,
 * when the guess has it. On the UD Latin files' gold such words (capitalised, unknown, not after . ! ? : ; or a
 * quotation mark) are PROPN 1542 times of 1691 (Perseus, PROIEL, CIRCSE: 30 of 44; the others gentile adjectives,
 * *Arcados*, *Letoa*); at the start of a sentence 5 of 24. Else `b`.
 */
function guessedName(b: Analysis, analyses: readonly Analysis[]): Analysis {
  if (b.upos !== 'NOUN' && b.upos !== 'ADJ') return b;
  return analyses.find((x) => x.source === 'guess' && x.upos === 'PROPN' && x.lemma === b.lemma && x.feats.Case === b.feats.Case
    && x.feats.Number === b.feats.Number && x.feats.Gender === b.feats.Gender) ?? b;
}

/**
 * A word written in lower case that training's table made a proper noun where no reading of the lexicon is one
 * (*in nova fert animus*: Perseus's *Novum*): the lexicon's reading of the same case, number and gender with the
 * most frequent lemma (*novus*). On the UD Latin files' gold, lower-case words the lexicon knows and never reads as
 * a proper noun are PROPN 6 times of 82,090. Else `b`.
 */
function commonWord(b: Analysis, analyses: readonly Analysis[], frequency: (key: string | null) => number): Analysis {
  if (b.upos !== 'PROPN' || b.source !== 'training') return b;
  let best: Analysis | undefined;
  for (const x of analyses) {
    if (x.source !== 'lexicon' || x.upos === 'PROPN' || x.feats.Case !== b.feats.Case || x.feats.Number !== b.feats.Number || x.feats.Gender !== b.feats.Gender) continue;
    if (!best || frequency(x.lemmaKey) > frequency(best.lemmaKey)) best = x;
  }
  return best ?? b;
}

/** Parts of speech whose card a school dictionary may file otherwise (student-view.ts `schoolFiling`). */
const CARD_FILED = new Set(['ADJ', 'NOUN', 'PROPN', 'PRON', 'DET', 'VERB', 'ADV']);

const versioFeats = (a: Analysis) => formatFeats(normalizeLatinFeats(a.feats, 'versio'));

export function createLatinChooser({ lexicon, candidates, lemmas, tagName, convention }: LatinChooserOptions) {
  const ctx = createLatinChooseContext(lexicon, lemmas, convention);
  const views: StudentViewContext & Omit<TreebankViewContext, 'convention'> = {
    lexicon, tables: lemmas, lemmaMatchKey: ctx.lemmaMatchKey, lexiconKeyOf: ctx.lexiconKeyOf, tagOf: ctx.tagOf, lemmaClass: candidates.lemmaClass,
  };
  const treebank: TreebankViewContext | undefined = convention && { ...views, convention };
  const trainingCount = (lemma: string) => lemmas.lemmaFrequency(ctx.lemmaMatchKey(lemma));

  /** The choice of the form (as written) `form`, whose entry is `info`, for the tag `tagId`. */
  function choose(form: string, info: FormInfo, tagId: number): ChoiceMemo {
    let memo = info.choices.get(tagId);
    if (memo) return memo;
    const tag = tagName(tagId);
    let choice: Choice;
    if (info.wordLike) {
      choice = chooseAnalysis(ctx, info.key, tag, info.analyses);
      // The lemma in the prefix spelling the training data prefers (see lemma-spelling.ts).
      const lemma = preferredLemmaSpelling(choice.analysis.lemma, form, trainingCount);
      if (lemma !== choice.analysis.lemma) choice = { ...choice, analysis: { ...choice.analysis, lemma } };
    } else {
      choice = { analysis: { lemma: form, lemmaKey: null, upos: tag.split('|')[0] as Analysis['upos'], feats: {}, source: 'invariable' }, uncertain: false };
    }
    // A Roman numeral is its own lemma, as written (training's table keeps it normalised: `xu` for XV).
    if (choice.analysis.upos === 'NUM' && info.wordLike && readRomanNumeral(form) !== undefined) choice = { ...choice, analysis: { ...choice.analysis, lemma: form } };
    const praenomen = info.praenomen;
    if (praenomen && choice.analysis.upos === 'PROPN') {
      choice = { ...choice, analysis: { ...choice.analysis, lemma: praenomen.lemma, lemmaKey: praenomen.lemmaKey ?? choice.analysis.lemmaKey } };
    }
    let a = choice.analysis;
    let upos: string = a.upos;
    if (info.wordLike && treebank) ({ analysis: a, upos } = treebankReading(a, tag, info.analyses, treebank));
    else if (info.wordLike) {
      choice = studentChoice(info.analyses, choice, tag, views);
      // The headword in the spelling a school dictionary prints (see lemma-spelling.ts).
      const lemma = schoolLemmaSpelling(choice.analysis.lemma, (l) => ctx.lexiconKeyOf(l) !== null);
      if (lemma !== choice.analysis.lemma) choice = { ...choice, analysis: { ...choice.analysis, lemma, lemmaKey: ctx.lexiconKeyOf(lemma) ?? choice.analysis.lemmaKey } };
      a = choice.analysis;
      upos = a.upos;
    }
    const tagged: TaggedForm = { lemma: a.lemma, upos, feats: versioFeats(a), source: choice.uncertain ? 'guess' : a.source };
    info.choices.set(tagId, (memo = memoOf(choice, tagged)));
    return memo;
  }

  /**
   * After `si`, `nisi`, `ne`, `num` a form of quis or qui is the indefinite (`si quis`, `ne quis tumultus`:
   * someone, some), as every school grammar teaches; students' cards say so (the treebanks keep their own).
   */
  function chooseIndefinite(form: string, info: FormInfo, tagId: number): ChoiceMemo {
    const memo = choose(form, info, tagId);
    const a = memo.choice.analysis;
    if ((a.lemma !== 'quis' && a.lemma !== 'qui') || (a.upos !== 'PRON' && a.upos !== 'DET') || a.feats.PronType === 'Ind') return memo;
    let c = info.indefinite?.get(tagId);
    if (!c) {
      const analysis: Analysis = { ...a, lemma: 'quis', lemmaKey: 'quis', feats: { ...a.feats, PronType: 'Ind' } };
      const tagged = { ...memo.tagged, lemma: 'quis', feats: versioFeats(analysis) };
      c = memoOf({ ...memo.choice, analysis }, tagged);
      (info.indefinite ??= new Map()).set(tagId, c);
    }
    return c;
  }

  /**
   * The students' card of a form for a tag: the indefinite after `si`… (`afterIndefinite`), and a word as a school
   * dictionary files it: a superlative under its positive, a hundred as a numeral, a noun with its gender, a verb
   * as its deponent or its school spelling (student-view.ts, `schoolFiling`). `midSentence`: the word follows another
   * of its sentence on the same line (a capital there marks a name); `cased`: the text writes capitals (a lower-case
   * word is then not a name: `commonWord`; a student typing all in lower case writes names so too).
   */
  function chooseForCard(form: string, info: FormInfo, tagId: number, afterIndefinite: boolean, midSentence = false, cased = true): ChoiceMemo {
    const memo = afterIndefinite ? chooseIndefinite(form, info, tagId) : choose(form, info, tagId);
    const upos = memo.choice.analysis.upos;
    if (!info.wordLike || (!CARD_FILED.has(upos) && !SCHOOL_CARD_FORMS.has(info.key))) return memo;
    const name = midSentence && memo.choice.analysis.source === 'guess' && isCapital(form);
    // The indefinite's filing and a guessed name's are kept apart from the plain reading's (same tag, another reading).
    const capital = isCapital(form);
    const common = cased && !capital;
    const slot = afterIndefinite ? -1 - tagId : name ? NAME_SLOT - tagId : !cased && !capital ? UNCASED_SLOT - tagId : tagId;
    let c = info.positive?.get(slot);
    if (!c) {
      const filed = schoolFiling(memo.choice.analysis, views, info.key, info.analyses);
      const analysis = name ? guessedName(filed, info.analyses) : common ? commonWord(filed, info.analyses, ctx.lexiconFrequency) : filed;
      c = analysis === memo.choice.analysis ? memo : memoOf({ ...memo.choice, analysis }, { ...memo.tagged, upos: analysis.upos, lemma: analysis.lemma, feats: versioFeats(analysis) });
      (info.positive ??= new Map()).set(slot, c);
    }
    return c;
  }

  return { context: ctx, choose, chooseIndefinite, chooseForCard };
}

export type LatinChooser = ReturnType<typeof createLatinChooser>;
