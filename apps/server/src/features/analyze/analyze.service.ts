// Word-by-word analysis, run on an analysis thread (workers/tasks.ts): the analyzer once per request,
// its tokens shaped into the spec's word map, the lemma list, or Versio's richer answer (every
// occurrence, all candidates), and that answer serialised to JSON there, so that the event loop only
// forwards a string.
import { describeLatin, formatFeats, loadLatinLexicon, loadLatinMeanings } from '@versio/analyzer';
import type { AnalyzedToken, Analysis, WordCard } from '@versio/analyzer';
import type { z } from 'zod';
import { getLatinAnalyzer } from '../../analyzer/latin';
import type { AnalyzerModel } from '../../analyzer/latin';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { toWordKey } from './analyze-input';
import type { AnalysisInput } from './analyze-input';
import { lemmasResponseSchema, richResponseSchema, wordMapSchema } from './analyze.schema';
import type { RichAnalysis, RichToken } from './analyze.schema';

/** The JSON text of an answer of type T, ready to send as it is. */
export type JsonText<T> = string & { readonly __json?: T };

export type WordMap = Record<string, WordCard>;
export type LemmaList = { data: { lemma: string; text: string }[] };

export interface AnalyzeService {
  /** /analyze/dynamic: one card per distinct word. */
  toWordMap(input: AnalysisInput): JsonText<WordMap>;
  /** /analyze/lemmas: one headword per distinct word. */
  toLemmaList(input: AnalysisInput): JsonText<LemmaList>;
  /** /api/analyze: every occurrence in order, with the other readings. */
  toRich(input: AnalysisInput): JsonText<RichAnalysis>;
}

export function createAnalyzeService(options: { model: AnalyzerModel }): AnalyzeService {
  // Load when the thread starts, not on the first student's request.
  const latin = getLatinAnalyzer(options.model);
  const describeAlternative = createAlternativeDescriber();

  function analyze({ text, lang }: AnalysisInput): AnalyzedToken[] {
    if (lang !== 'lat') throw new AppError('unsupported_language', 400, MESSAGES.greekAnalysisComing);
    return latin.analyzeText(text);
  }

  return {
    toWordMap(input) {
      // A Map while it is built: a plain object already "has" constructor or toString (decision 024).
      const map = new Map<string, WordCard>();
      for (const token of words(analyze(input))) {
        const key = toWordKey(token.form);
        // The map keeps one card per word (the spec's shape); /api/analyze has every occurrence.
        if (key && !map.has(key)) map.set(key, token.card);
      }
      // fromEntries defines each word as an own property, even one named like Object.prototype's.
      return toJson(wordMapSchema, Object.fromEntries(map));
    },

    toLemmaList(input) {
      const seen = new Set<string>();
      const data: LemmaList['data'] = [];
      for (const token of words(analyze(input))) {
        const text = toWordKey(token.form);
        if (!text || seen.has(text)) continue;
        seen.add(text);
        data.push({ lemma: token.card.cercaCome, text });
      }
      return toJson(lemmasResponseSchema, { data });
    },

    toRich(input) {
      const tokens = analyze(input);
      return toJson(richResponseSchema, { lang: input.lang, tokens: tokens.map((token) => toRichToken(token, describeAlternative)) });
    },
  };
}

/** What the route's response serializer would send: the answer checked against its schema, as JSON. */
function toJson<S extends z.ZodType>(schema: S, value: z.input<S>): JsonText<z.output<S>> {
  return JSON.stringify(schema.parse(value));
}

function words(tokens: readonly AnalyzedToken[]): AnalyzedToken[] {
  return tokens.filter((token) => token.kind === 'word');
}

type AlternativeDescriber = (analysis: Analysis, form: string) => WordCard;

function createAlternativeDescriber(): AlternativeDescriber {
  const lexicon = loadLatinLexicon();
  const meanings = loadLatinMeanings();
  return (analysis, form) => {
    const info = analysis.lemmaKey ? lexicon.lemma(analysis.lemmaKey) : undefined;
    return describeLatin(analysis, info, meanings(analysis.lemmaKey, analysis.lemma), { form });
  };
}

function toRichToken(token: AnalyzedToken, describe: AlternativeDescriber): RichToken {
  const isWord = token.kind === 'word';
  return {
    form: token.form,
    word: toWordKey(token.form),
    start: token.start,
    end: token.end,
    wordIndex: token.wordIndex,
    kind: token.kind,
    isEnclitic: token.isEnclitic === true,
    chosen: { ...summarise(token.analysis), feats: token.feats },
    card: isWord ? token.card : null,
    uncertain: token.uncertain,
    alternatives: isWord
      ? token.alternatives.map(({ analysis, score }) => ({
        ...summarise(analysis),
        score: Number.isFinite(score) ? score : null,
        card: describe(analysis, token.form),
      }))
      : [],
  };
}

function summarise(analysis: Analysis) {
  return {
    lemma: analysis.lemma,
    lemmaKey: analysis.lemmaKey,
    upos: analysis.upos,
    feats: formatFeats(analysis.feats),
    source: analysis.source,
  };
}
