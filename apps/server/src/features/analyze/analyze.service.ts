// Word-by-word analysis for the API: runs the analyzer once per request and shapes its tokens into
// the spec's word map, the lemma list, and Versio's richer answer (every occurrence, all candidates).
import { describeLatin, formatFeats, loadLatinLexicon, loadLatinMeanings } from '@versio/analyzer';
import type { AnalyzedToken, Analysis, WordCard } from '@versio/analyzer';
import { getLatinAnalyzer } from '../../analyzer/latin';
import type { AnalyzerModel } from '../../analyzer/latin';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { MAX_TEXT_LENGTH } from './analyze.schema';
import type { ParadigmResponse, RichAnalysis, RichToken } from './analyze.schema';

export type AnalysisLang = 'lat' | 'grc';

export interface AnalyzeService {
  /** Validates the spec's `{ text, lang }` body and analyses the text. */
  analyze(body: { text?: unknown; lang?: unknown }): { lang: AnalysisLang; tokens: AnalyzedToken[] };
  toWordMap(tokens: readonly AnalyzedToken[]): Record<string, WordCard>;
  toLemmaList(tokens: readonly AnalyzedToken[]): { lemma: string; text: string }[];
  toRich(lang: AnalysisLang, tokens: readonly AnalyzedToken[]): RichAnalysis;
  paradigm(lang: string, key: string): ParadigmResponse;
}

/** Spec §5: the analysis key is the word lower-cased, without digits and punctuation. */
export function toWordKey(form: string): string {
  return form.toLowerCase().replace(/[\p{P}\p{S}\p{N}\s]+/gu, '');
}

export function createAnalyzeService(options: { model: AnalyzerModel }): AnalyzeService {
  // Load at start-up, not on the first student's request.
  const latin = getLatinAnalyzer(options.model);
  const describeAlternative = createAlternativeDescriber();

  return {
    analyze(body) {
      const { text, lang } = body;
      if (typeof text !== 'string' || text.trim() === '' || typeof lang !== 'string' || lang === '') {
        throw new AppError('invalid_input', 400, MESSAGES.analysisInputRequired);
      }
      if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, MESSAGES.textTooLong);
      const code = toAnalysisLang(lang);
      if (code !== 'lat') throw new AppError('unsupported_language', 400, MESSAGES.greekAnalysisComing);
      return { lang: code, tokens: latin.analyzeText(text) };
    },

    toWordMap(tokens) {
      // A Map while it is built: a plain object already "has" constructor or toString (decision 024).
      const map = new Map<string, WordCard>();
      for (const token of words(tokens)) {
        const key = toWordKey(token.form);
        // The map keeps one card per word (the spec's shape); /api/analyze has every occurrence.
        if (key && !map.has(key)) map.set(key, token.card);
      }
      // fromEntries defines each word as an own property, even one named like Object.prototype's.
      return Object.fromEntries(map);
    },

    toLemmaList(tokens) {
      const seen = new Set<string>();
      const list: { lemma: string; text: string }[] = [];
      for (const token of words(tokens)) {
        const text = toWordKey(token.form);
        if (!text || seen.has(text)) continue;
        seen.add(text);
        list.push({ lemma: token.card.cercaCome, text });
      }
      return list;
    },

    toRich(lang, tokens) {
      return { lang, tokens: tokens.map((token) => toRichToken(token, describeAlternative)) };
    },

    paradigm(lang, key) {
      if (toAnalysisLang(lang) !== 'lat') throw new AppError('unsupported_language', 400, MESSAGES.greekAnalysisComing);
      const lexicon = loadLatinLexicon();
      const table = lexicon.paradigm(key) ?? lexicon.paradigm(`${key}1`);
      if (!table) throw new AppError('paradigm_not_found', 404, MESSAGES.paradigmNotFound);
      return table;
    },
  };
}

function toAnalysisLang(lang: string): AnalysisLang | null {
  const code = lang.trim().toLowerCase();
  if (code === 'lat' || code === 'la' || code === 'latin' || code === 'latino') return 'lat';
  if (code === 'grc' || code === 'gre' || code === 'greco' || code === 'greek') return 'grc';
  return null;
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
