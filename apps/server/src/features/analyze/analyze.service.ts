// Word-by-word analysis, run on an analysis thread (workers/tasks.ts): the analyzer of the text's language
// (Latin, or Greek through greek-tokens.ts, decision 038) once per request,
// its tokens shaped into the answers of the analysis in chunks (every occurrence of the whole text, in
// context), the spec's word map or lemma list, or Versio's rich answer (all candidates with their full
// cards), each checked against its schema and serialised to JSON there, so that the event loop only
// forwards a string.
import { gzipSync } from 'node:zlib';
import { describeLatin, formatFeats, loadLatinLexicon, loadLatinMeanings } from '@versio/analyzer';
import type { AnalyzedToken, Analysis, WordCard } from '@versio/analyzer';
import type { z } from 'zod';
import { getGreekAnalyzer } from '../../analyzer/greek';
import { getLatinAnalyzer } from '../../analyzer/latin';
import type { AnalyzerModel } from '../../analyzer/latin';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { toWordKey } from './analyze-input';
import type { AnalysisInput } from './analyze-input';
import { lemmasResponseSchema, richResponseSchema, wordMapSchema } from './analyze.schema';
import type { RichAnalysis, RichToken } from './analyze.schema';
import type { StoredChunk } from './analysis-chunks';
import { createGreekReadingDescriber, hasGreekParadigms, toAnalyzedTokens } from './greek-tokens';
import { toOccurrenceChunks } from './occurrences';
import type { DescribeReading } from './occurrences';
import type { AnalysisChunk } from './occurrences.schema';
import { createRecentTexts } from './recent-texts';
import { toLemmaList, toWordMap } from './word-map';
import type { LemmaList, WordMap } from './word-map';

/** The JSON text of an answer of type T, ready to send as it is. */
export type JsonText<T> = string & { readonly __json?: T };

export type { LemmaList, WordMap };

export interface AnalyzeService {
  /** POST /api/analysis/start: the answer of every chunk of the text, analysed whole, as JSON and gzipped. */
  toChunks(input: AnalysisInput): StoredChunk[];
  /** /analyze/dynamic: one card per distinct word. */
  toWordMap(input: AnalysisInput): JsonText<WordMap>;
  /** /analyze/lemmas: one headword per distinct word. */
  toLemmaList(input: AnalysisInput): JsonText<LemmaList>;
  /** /api/analyze: every occurrence in order, with the other readings and their full cards. */
  toRich(input: AnalysisInput): JsonText<RichAnalysis>;
}

/** Cards of other readings kept per thread at most; a reading's card never changes. */
const MAX_REMEMBERED_CARDS = 20_000;

export function createAnalyzeService(options: { model: AnalyzerModel }): AnalyzeService {
  // Load when the thread starts, not on the first student's request.
  const latin = getLatinAnalyzer(options.model);
  const describeLatinReading = createReadingDescriber();
  // The Greek lexicon loads on the thread's first Greek text: a thread that only ever sees Latin never holds it.
  let describeGreekReading: DescribeReading | undefined;
  const recent = createRecentTexts();

  function analyze({ text, lang }: AnalysisInput): AnalyzedToken[] {
    if (lang === 'lat') return latin.analyzeText(text);
    if (lang === 'grc') {
      const greek = getGreekAnalyzer();
      return toAnalyzedTokens(greek.analyzeText(text), hasGreekParadigms(greek));
    }
    // Inputs are checked on the event loop (analyze-input.ts): this is for a caller that skipped it.
    throw new AppError('unsupported_language', 400, MESSAGES.unsupportedLanguage);
  }

  function describerOf(lang: AnalysisInput['lang']): DescribeReading {
    if (lang === 'lat') return describeLatinReading;
    describeGreekReading ??= createGreekReadingDescriber(getGreekAnalyzer());
    return describeGreekReading;
  }

  return {
    toChunks(input) {
      // The same versione again (a class's assignment): its answers as this thread made them.
      const kept = recent.get(input.lang, input.text);
      if (kept) return kept;
      // Built from typed values only, and checked against analysisChunkSchema by the tests: parsing
      // every chunk here again took ~5 ms of the start. Gzipped here, once, rather than on the event
      // loop at every chunk request (decision 030).
      const chunks = toOccurrenceChunks(input.text, analyze(input), describerOf(input.lang)).map((chunk) => {
        const json: JsonText<AnalysisChunk> = JSON.stringify(chunk);
        // Stored once, sent many times: the smallest gzip (level 9 costs ~1.6 ms for a whole text).
        return { json, gzip: gzipSync(json, { level: 9 }).toString('base64') };
      });
      recent.set(input.lang, input.text, chunks);
      return chunks;
    },

    toWordMap(input) {
      return toJson(wordMapSchema, toWordMap(toEntries(analyze(input))));
    },

    toLemmaList(input) {
      return toJson(lemmasResponseSchema, toLemmaList(toEntries(analyze(input))));
    },

    toRich(input) {
      const tokens = analyze(input);
      const describe = describerOf(input.lang);
      return toJson(richResponseSchema, { lang: input.lang, tokens: tokens.map((token) => toRichToken(token, describe)) });
    },
  };
}

/** What the route's response serializer would send: the answer checked against its schema, as JSON. */
function toJson<S extends z.ZodType>(schema: S, value: z.input<S>): JsonText<z.output<S>> {
  return JSON.stringify(schema.parse(value));
}

function toEntries(tokens: readonly AnalyzedToken[]): { word: string; card: WordCard }[] {
  return tokens.filter((token) => token.kind === 'word').map((token) => ({ word: toWordKey(token.form), card: token.card }));
}

function createReadingDescriber(): DescribeReading {
  const lexicon = loadLatinLexicon();
  const meanings = loadLatinMeanings();
  const remembered = new Map<string, WordCard>();
  return (analysis, form) => {
    const key = `${form}\t${analysis.lemmaKey ?? analysis.lemma}\t${analysis.upos}\t${formatFeats(analysis.feats)}`;
    let card = remembered.get(key);
    if (!card) {
      const info = analysis.lemmaKey ? lexicon.lemma(analysis.lemmaKey) : undefined;
      card = describeLatin(analysis, info, meanings(analysis.lemmaKey, analysis.lemma), { form });
      if (remembered.size >= MAX_REMEMBERED_CARDS) remembered.clear();
      remembered.set(key, card);
    }
    return card;
  };
}

function toRichToken(token: AnalyzedToken, describe: DescribeReading): RichToken {
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
