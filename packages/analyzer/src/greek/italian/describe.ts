/**
 * The Italian describer of Greek: the meaning of a chosen analysis (its lemma's, a middle verb's own, an
 * adverb's own or built from its adjective), its word card (card.ts) and the token as the analyzer answers it.
 * Example: `describeGreek(token, λόγος NOUN …, list, meanings).meaning` → `parola`.
 */
import type { WordCard } from '../../core/card';
import type { Token } from '../../core/types';
import type { GreekAnalysis } from '../lexicon/index';
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

/** An adverb filed under its adjective (καλῶς → καλός in GLAUx) has its own gloss, or `-mente`. */
function meaningOf(analysis: GreekAnalysis, form: string, meanings: GreekMeaningLookup): GreekMeaning | undefined {
  // A middle form takes the middle verb's own meaning when it has one (φοβοῦνται: φοβέομαι "temere").
  // So does the aorist passive of such verbs (ἐφοβήθη "ebbe paura", ἐπορεύθη "marciò").
  const middle = /Voice=(Mid|Pass)/.test(analysis.feats) ? meanings(middleLemma(analysis.lemma)) : undefined;
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
  const base = { form: token.form, start: token.start, end: token.end, wordIndex: token.wordIndex, kind: token.kind, ...(token.sentenceStart ? { sentenceStart: true } : {}) };
  if (!analysis) {
    const upos = token.kind === 'punct' ? 'PUNCT' : token.kind === 'number' ? 'NUM' : isCapitalizedGreek(token.form) ? 'PROPN' : 'X';
    return { ...base, lemma: token.form, upos, feats: '_', meaning: '', senses: '', alternatives: [], uncertain: token.kind === 'word', card: bareCard(token.form, upos, token.kind) };
  }
  // The card shows LSJ's English where no Italian is known; the token's own meaning (the translator's) stays Italian.
  const meaning = meaningOf(analysis, token.form, meanings) ?? meanings(analysis.lemma, { english: true });
  const middleMeaning = meaning !== undefined && /Voice=(Mid|Pass)/.test(analysis.feats) && meaning.meaning === meanings(middleLemma(analysis.lemma))?.meaning;
  const card = cardOf(analysis, meaning, paradigms);
  return {
    ...base, lemma: analysis.lemma, upos: analysis.upos, feats: analysis.feats, meaning: meaning?.meaning ?? '', senses: meaning?.senses ?? '',
    ...(meaning?.language ? { meaning: '', senses: '', meaningLanguage: meaning.language } : {}),
    ...(middleMeaning ? { middleMeaning } : {}),
    analysis, alternatives: list.filter((a) => a !== analysis), uncertain: false, card,
  };
}

/** Describes one token: its chosen analysis (of the form's `list`), or none. */
export type GreekDescriber = (token: Token, analysis: GreekAnalysis | undefined, list: readonly GreekAnalysis[]) => GreekToken;

/** The token with the offsets of `token` and everything else of `reading`, the token's description (same form). */
function withOffsets(token: Token, reading: GreekToken): GreekToken {
  // Fields in the order describeGreek writes them, so that the token's JSON reads the same.
  const t = { form: token.form, start: token.start, end: token.end, wordIndex: token.wordIndex, kind: token.kind } as GreekToken;
  if (token.sentenceStart) t.sentenceStart = true;
  t.lemma = reading.lemma;
  t.upos = reading.upos;
  t.feats = reading.feats;
  t.meaning = reading.meaning;
  t.senses = reading.senses;
  if (reading.meaningLanguage) t.meaningLanguage = reading.meaningLanguage;
  if (reading.middleMeaning) t.middleMeaning = reading.middleMeaning;
  if (reading.analysis) t.analysis = reading.analysis;
  t.alternatives = reading.alternatives;
  t.uncertain = reading.uncertain;
  t.card = reading.card;
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
  const byList = new WeakMap<readonly GreekAnalysis[], Map<GreekAnalysis, GreekToken>>();
  /** Tokens without a reading (punctuation, numbers, unknown words), per kind and form. */
  const bare = new Map<Token['kind'], Map<string, GreekToken>>();
  return (token, analysis, list) => {
    let reading: GreekToken | undefined;
    if (analysis) {
      let byAnalysis = byList.get(list);
      if (!byAnalysis) byList.set(list, (byAnalysis = new Map()));
      reading = byAnalysis.get(analysis);
      if (reading === undefined || reading.form !== token.form) {
        reading = describeGreek(token, analysis, list, meanings, paradigms());
        if (analysis.guess) reading.uncertain = true;
        byAnalysis.set(analysis, reading);
      }
    } else {
      let byForm = bare.get(token.kind);
      if (!byForm) bare.set(token.kind, (byForm = new Map()));
      reading = byForm.get(token.form);
      if (reading === undefined) {
        if (byForm.size >= BARE_KEPT) byForm.clear();
        byForm.set(token.form, (reading = describeGreek(token, undefined, list, meanings, paradigms())));
      }
    }
    return withOffsets(token, reading);
  };
}
