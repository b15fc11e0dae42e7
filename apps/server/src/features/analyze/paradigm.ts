// GET /api/paradigm: a lemma's full table. Latin's is read from the Latin lexicon: a look-up, not an
// analysis, so it stays on the event loop (the lexicon loads on the first request, without the tagger).
// Greek's comes from the Greek analyzer on an analysis thread, where that analyzer already lives
// (decision 038): loading its lexicon here would block the event loop.
import { loadLatinLexicon } from '@versio/analyzer';
import type { ParadigmTable } from '@versio/analyzer';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { toAnalysisLang } from './analyze-input';
import type { ParadigmResponse } from './analyze.schema';

/** Finds a Greek lemma's table (on the work pool); null when there is none. */
export type FindGreekParadigm = (lemma: string) => Promise<ParadigmTable | null>;

export async function findParadigm(lang: string, key: string, findGreek: FindGreekParadigm): Promise<ParadigmResponse> {
  const code = toAnalysisLang(lang);
  if (!code) throw new AppError('unsupported_language', 400, MESSAGES.unsupportedLanguage);
  const table = code === 'lat' ? findLatinParadigm(key) : await findGreek(key.normalize('NFC'));
  if (!table) throw new AppError('paradigm_not_found', 404, MESSAGES.paradigmNotFound);
  return table;
}

function findLatinParadigm(key: string): ParadigmTable | undefined {
  const lexicon = loadLatinLexicon();
  return lexicon.paradigm(key) ?? lexicon.paradigm(`${key}1`);
}
