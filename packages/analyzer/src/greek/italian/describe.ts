/**
 * The Italian describer of Greek: the meaning of a chosen analysis (its lemma's, a middle verb's own, an
 * adverb's own or built from its adjective), its word card (card.ts) and the token as the analyzer answers it.
 * Example: `describeGreek(token, λόγος NOUN …, list, meanings).meaning` → `parola`.
 */
import type { WordCard } from '../../core/card';
import type { Token } from '../../core/types';
import type { GreekAnalysis } from '../lexicon/index';
import { rootReading } from '../lexicon/variant';
import type { GreekMeaning, GreekMeaningLookup } from '../meanings';
import { displayLemma, greekKey, isCapitalizedGreek } from '../normalize';
import { greekCardStore, type GreekParadigmStore } from '../paradigm/store';
import { buildGreekCard } from './card';
import { POS, SIGNIFICATO_MANCANTE } from './terms';

export interface GreekToken {
  form: string;
  start: number;
  end: number;
  wordIndex: number;
  kind: Token['kind'];
  sentenceStart?: boolean;
  lemma: string;
  upos: string;
  /** UD features: `Case=Acc|Gender=Masc|Number=Plur`. */
  feats: string;
  /** The Italian meaning of the lemma (first sense), `''` when none is known. */
  meaning: string;
  /** Up to four Italian senses, for a word card. */
  senses: string;
  /** `en` when the meaning is the English LSJ definition (no Italian one is known yet). */
  meaningLanguage?: 'en';
  /** True when the meaning is the middle verb's own (φοβοῦνται: φοβέομαι "temere"), not the active one. */
  middleMeaning?: boolean;
  /** The chosen analysis, undefined for punctuation, numbers and unknown words. */
  analysis?: GreekAnalysis;
  /** The other analyses of the form, best first (shared between tokens of the same reading: do not mutate). */
  alternatives: GreekAnalysis[];
  /** True when the form is not in the lexicon (a word without a reading, or one guessed from its ending). */
  uncertain: boolean;
  /** The word card in Italian school terms: pos, lemma, paradigma, dizionario, significato, features. */
  card: WordCard;
}

/** The middle dictionary form of an active verb lemma: `φοβέω` → `φοβέομαι`, `παύω` → `παύομαι`. */
export function middleLemma(lemma: string): string {
  if (/(έω|άω|όω)$/.test(lemma)) return `${lemma.slice(0, -1)}ομαι`;
  if (/ω$/.test(lemma)) return `${lemma.slice(0, -1)}ομαι`;
  return lemma;
}

/** True for a middle or passive reading (`Voice=Mid`, `Voice=Pass`). */
function isMiddleOrPassive(feats: string): boolean {
  return feats.includes('Voice=Mid') || feats.includes('Voice=Pass');
}

/** An adverb filed under its adjective (καλῶς → καλός in GLAUx) has its own gloss, or `-mente`. */
function meaningOf(analysis: GreekAnalysis, form: string, meanings: GreekMeaningLookup, middle: GreekMeaning | undefined): GreekMeaning | undefined {
  // A middle form takes the middle verb's own meaning when it has one (φοβοῦνται: φοβέομαι "temere").
  // So does the aorist passive of such verbs (ἐφοβήθη "ebbe paura", ἐπορεύθη "marciò").
  if (middle) return middle;
  const own = meanings(analysis.lemma);
  if (analysis.upos !== 'ADV') return own;
  const spelled = greekKey(form).replace(/σ$/, 'ς');
  if (spelled === analysis.lemma) return own;
  const adverb = meanings(spelled);
  if (adverb) return adverb;
  if (!own || !/[oe]$/.test(own.meaning) || !/(ος|ής|ύς|ων)$/.test(analysis.lemma)) return own;
  const mente = `${own.meaning.replace(/o$/, 'a').replace(/([lr])e$/, '$1')}mente`;
  return { meaning: mente, senses: mente, source: own.source };
}

/** Cards by reading and meaning, per paradigm store: a text repeats its words, and a card takes ~50 µs to build. */
const cards = new WeakMap<GreekParadigmStore, Map<string, WordCard>>();
const CARDS_KEPT = 50_000;

/** The card of a reading with its meaning (shared between tokens: do not mutate). */
function cardOf(analysis: GreekAnalysis, meaning: GreekMeaning | undefined, paradigms: GreekParadigmStore): WordCard {
  let memo = cards.get(paradigms);
  if (!memo) cards.set(paradigms, (memo = new Map()));
  const key = `${analysis.lemma}\t${analysis.upos}\t${analysis.feats}\t${meaning?.senses ?? ''}\t${meaning?.language ?? ''}\t${meaning?.lsjId ?? ''}`;
  let card = memo.get(key);
  if (!card) {
    if (memo.size >= CARDS_KEPT) memo.clear();
    card = buildGreekCard(analysis, paradigms.entry(displayLemma(analysis.lemma)), meaning, false);
    memo.set(key, card);
  }
  return card;
}

/** The card of a token without a reading: punctuation, a number, an unknown word. */
function bareCard(form: string, upos: GreekAnalysis['upos'], kind: Token['kind']): WordCard {
  const word = kind === 'word';
  return { pos: POS.get(upos) ?? 'parola', lemma: form, significato: word ? SIGNIFICATO_MANCANTE : '', cercaCome: form, dizionario: form, incerto: word };
}

/** The card of a reading other than the chosen one (an alternative a student opens): the same card a token gets. */
export function describeGreekReading(analysis: GreekAnalysis, meanings: GreekMeaningLookup, paradigms: GreekParadigmStore = greekCardStore()): WordCard {
  return cardOf(analysis, meanings(analysis.lemma) ?? meanings(analysis.lemma, { english: true }), paradigms);
}

/** The answer for one token: its chosen analysis `analysis` (of the form's `list`) described in Italian. */
export function describeGreek(
  token: Token, analysis: GreekAnalysis | undefined, list: readonly GreekAnalysis[], meanings: GreekMeaningLookup,
  paradigms: GreekParadigmStore = greekCardStore(),
): GreekToken {
  return withOffsets(token, describeReading(token, analysis, list, meanings, paradigms));
}

/** describeGreek without the token's offsets. */
function describeReading(
  token: Token, analysis: GreekAnalysis | undefined, list: readonly GreekAnalysis[], meanings: GreekMeaningLookup, paradigms: GreekParadigmStore,
): Description {
  if (!analysis) {
    const upos = token.kind === 'punct' ? 'PUNCT' : token.kind === 'number' ? 'NUM' : isCapitalizedGreek(token.form) ? 'PROPN' : 'X';
    return {
      form: token.form, kind: token.kind, lemma: token.form, upos, feats: '_', meaning: '', senses: '', meaningLanguage: undefined, middleMeaning: undefined,
      analysis: undefined, alternatives: [], uncertain: token.kind === 'word', card: bareCard(token.form, upos, token.kind),
    };
  }
  const middleVoice = isMiddleOrPassive(analysis.feats);
  const middle = middleVoice ? meanings(middleLemma(analysis.lemma)) : undefined;
  // The card shows LSJ's English where no Italian is known; the token's own meaning (the translator's) stays Italian.
  const meaning = meaningOf(analysis, token.form, meanings, middle) ?? meanings(analysis.lemma, { english: true });
  const middleMeaning = meaning !== undefined && middleVoice && meaning.meaning === middle?.meaning;
  const card = cardOf(analysis, meaning, paradigms);
  // A reading the analyzer made from a lexicon one (lexicon/variant.ts) does not have it as an alternative.
  const root = rootReading(analysis);
  const english = meaning?.language;
  return {
    form: token.form, kind: token.kind, lemma: analysis.lemma, upos: analysis.upos, feats: analysis.feats,
    meaning: english ? '' : meaning?.meaning ?? '', senses: english ? '' : meaning?.senses ?? '', meaningLanguage: english || undefined,
    middleMeaning: middleMeaning || undefined, analysis, alternatives: list.filter((a) => a !== analysis && a !== root), uncertain: false, card,
  };
}

/** Describes one token: its chosen analysis (of the form's `list`), or none. */
export type GreekDescriber = (token: Token, analysis: GreekAnalysis | undefined, list: readonly GreekAnalysis[]) => GreekToken;

/** A token's description without its offsets, every field present (one object shape, quick to copy from). */
interface Description {
  form: string;
  kind: Token['kind'];
  lemma: string;
  upos: string;
  feats: string;
  meaning: string;
  senses: string;
  meaningLanguage: 'en' | undefined;
  middleMeaning: boolean | undefined;
  analysis: GreekAnalysis | undefined;
  alternatives: GreekAnalysis[];
  uncertain: boolean;
  card: WordCard;
}

/** The token of a description with the offsets of `token`: the fields in the order describeGreek writes them (the same JSON). */
function withOffsets(token: Token, d: Description): GreekToken {
  // The common case in one literal: a word read from the lexicon, inside its sentence, with an Italian meaning.
  if (token.sentenceStart !== true && d.meaningLanguage === undefined && d.middleMeaning === undefined && d.analysis !== undefined) {
    return {
      form: token.form, start: token.start, end: token.end, wordIndex: token.wordIndex, kind: token.kind, lemma: d.lemma, upos: d.upos, feats: d.feats,
      meaning: d.meaning, senses: d.senses, analysis: d.analysis, alternatives: d.alternatives, uncertain: d.uncertain, card: d.card,
    };
  }
  const t = { form: token.form, start: token.start, end: token.end, wordIndex: token.wordIndex, kind: token.kind } as GreekToken;
  if (token.sentenceStart) t.sentenceStart = true;
  t.lemma = d.lemma;
  t.upos = d.upos;
  t.feats = d.feats;
  t.meaning = d.meaning;
  t.senses = d.senses;
  if (d.meaningLanguage) t.meaningLanguage = d.meaningLanguage;
  if (d.middleMeaning) t.middleMeaning = d.middleMeaning;
  if (d.analysis) t.analysis = d.analysis;
  t.alternatives = d.alternatives;
  t.uncertain = d.uncertain;
  t.card = d.card;
  return t;
}

const BARE_KEPT = 50_000;

/**
 * The describer of an analyzer: describeGreek, a guessed reading marked uncertain, with each description made once
 * per form and reading (a text repeats its words) and copied with the offsets of every token that reads so —
 * its meaning, card and alternatives then shared between those tokens (do not mutate them).
 */
export function createGreekDescriber(meanings: GreekMeaningLookup, paradigms: () => GreekParadigmStore = greekCardStore): GreekDescriber {
  /** Per candidate list (one per form), per reading of it: the description. */
  const byList = new WeakMap<readonly GreekAnalysis[], Map<GreekAnalysis, Description>>();
  /** Tokens without a reading (punctuation, numbers, unknown words), per form. */
  const bare = new Map<string, Description>();
  return (token, analysis, list) => {
    let d: Description | undefined;
    if (analysis) {
      let byAnalysis = byList.get(list);
      if (!byAnalysis) byList.set(list, (byAnalysis = new Map()));
      d = byAnalysis.get(analysis);
      if (d === undefined || d.form !== token.form) {
        d = describeReading(token, analysis, list, meanings, paradigms());
        if (analysis.guess) d.uncertain = true;
        byAnalysis.set(analysis, d);
      }
    } else {
      d = bare.get(token.form);
      if (d === undefined || d.kind !== token.kind) {
        if (bare.size >= BARE_KEPT) bare.clear();
        bare.set(token.form, (d = describeReading(token, undefined, list, meanings, paradigms())));
      }
    }
    return withOffsets(token, d);
  };
}
