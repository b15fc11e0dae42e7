// GET /api/paradigm: a lemma's full table, read from the Latin lexicon. A look-up, not an analysis, so
// it stays on the event loop (the lexicon loads on the first request, without the tagger).
import { loadLatinLexicon } from '@versio/analyzer';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { toAnalysisLang } from './analyze-input';
import type { ParadigmResponse } from './analyze.schema';

export function findParadigm(lang: string, key: string): ParadigmResponse {
  if (toAnalysisLang(lang) !== 'lat') throw new AppError('unsupported_language', 400, MESSAGES.greekAnalysisComing);
  const lexicon = loadLatinLexicon();
  const table = lexicon.paradigm(key) ?? lexicon.paradigm(`${key}1`);
  if (!table) throw new AppError('paradigm_not_found', 404, MESSAGES.paradigmNotFound);
  return table;
}
