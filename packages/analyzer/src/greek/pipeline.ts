/**
 * The Greek analysis pipeline, in order: tokenize → look up the lexicon's ranked analyses → choose one
 * reading per word (corpus frequency refined by article agreement and prepositional government, see
 * readings.ts) → Italian meaning of the lemma.
 * Example: `createGreekAnalyzer().analyzeText('ὁ λόγος')[1]` → `{ lemma: 'λόγος', upos: 'NOUN', meaning: 'parola', … }`.
 */
import type { Token } from '../core/types';
import { loadGreekLexicon, type GreekAnalysis, type GreekLexicon } from './lexicon/index';
import { loadGreekMeanings, type GreekMeaning, type GreekMeaningLookup } from './meanings';
import { greekKey, isCapitalizedGreek } from './normalize';
import { chooseReadings } from './readings';
import { tokenizeGreek } from './tokenize';

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
  /** True when the meaning is the middle verb's own (φοβοῦνται: φοβέομαι "temere"), not the active one. */
  middleMeaning?: boolean;
  /** The chosen analysis, undefined for punctuation, numbers and unknown words. */
  analysis?: GreekAnalysis;
  /** The other analyses of the form, best first. */
  alternatives: GreekAnalysis[];
  /** True when the form is not in the lexicon. */
  uncertain: boolean;
}

export interface GreekAnalyzer {
  /** Analyses running text, one token per word, number or punctuation mark. */
  analyzeText(text: string): GreekToken[];
  /** Italian meanings of lemmas, and case-specific renderings of prepositions (`ἐν:Dat` → `in`). */
  readonly meanings: GreekMeaningLookup;
  readonly lexicon: GreekLexicon;
}

export interface CreateGreekAnalyzerOptions {
  lexicon?: GreekLexicon;
  meanings?: GreekMeaningLookup;
}

const CASES = ['Nom', 'Gen', 'Dat', 'Acc'];

/** The middle dictionary form of an active verb lemma: `φοβέω` → `φοβέομαι`, `παύω` → `παύομαι`. */
export function middleLemma(lemma: string): string {
  if (/(έω|άω|όω)$/.test(lemma)) return `${lemma.slice(0, -1)}ομαι`;
  if (/ω$/.test(lemma)) return `${lemma.slice(0, -1)}ομαι`;
  return lemma;
}
const STOPS = new Set(['.', ';', '·', ':', '!', '?']);

export function createGreekAnalyzer(options: CreateGreekAnalyzerOptions = {}): GreekAnalyzer {
  const lexicon = options.lexicon ?? loadGreekLexicon();
  const meanings = options.meanings ?? loadGreekMeanings();
  const governsCache = new Map<string, string[] | undefined>();
  const governs = (lemma: string) => {
    if (!governsCache.has(lemma)) {
      const cases = CASES.filter((c) => meanings(`${lemma}:${c}`));
      governsCache.set(lemma, cases.length > 0 ? cases : undefined);
    }
    return governsCache.get(lemma);
  };
  // Keys are lower case, so proper names share them with common words: a word written in lower case
  // is not a name when it has another reading (βασιλέως: βασιλεύς, not Βασιλίς).
  const lookUp = (form: string) => {
    const list = lexicon.lookUp(form);
    if (isCapitalizedGreek(form)) return list;
    const common = list.filter((a) => a.upos !== 'PROPN' && !/^\p{Lu}/u.test(a.lemma));
    return common.length > 0 ? common : list;
  };
  // An adverb filed under its adjective (καλῶς → καλός in GLAUx) has its own gloss, or `-mente`.
  const meaningOf = (analysis: GreekAnalysis, form: string): GreekMeaning | undefined => {
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
  };
  return {
    lexicon,
    meanings,
    analyzeText(text) {
      const tokens = tokenizeGreek(text);
      const analyses = tokens.map((t) => (t.kind === 'word' ? lookUp(t.form) : []));
      const stops = tokens.map((t) => t.kind === 'punct' && STOPS.has(t.form));
      const chosen = chooseReadings(analyses, { governs }, stops);
      return tokens.map((token, i) => {
        const list = analyses[i]!;
        const analysis = list[chosen[i]!];
        const base = { form: token.form, start: token.start, end: token.end, wordIndex: token.wordIndex, kind: token.kind, ...(token.sentenceStart ? { sentenceStart: true } : {}) };
        if (!analysis) {
          const upos = token.kind === 'punct' ? 'PUNCT' : token.kind === 'number' ? 'NUM' : isCapitalizedGreek(token.form) ? 'PROPN' : 'X';
          return { ...base, lemma: token.form, upos, feats: '_', meaning: '', senses: '', alternatives: [], uncertain: token.kind === 'word' };
        }
        const meaning = meaningOf(analysis, token.form);
        const middleMeaning = meaning !== undefined && /Voice=(Mid|Pass)/.test(analysis.feats) && meaning.meaning === meanings(middleLemma(analysis.lemma))?.meaning;
        return {
          ...base, lemma: analysis.lemma, upos: analysis.upos, feats: analysis.feats, meaning: meaning?.meaning ?? '', senses: meaning?.senses ?? '',
          ...(middleMeaning ? { middleMeaning } : {}),
          analysis, alternatives: list.filter((a) => a !== analysis), uncertain: false,
        };
      });
    },
  };
}
