// What an analysis request asks for, checked on the event loop before any work is queued: the spec's
// `{ text, lang }` with its messages, so that only valid, plain input reaches the analysis threads.
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { MAX_TEXT_LENGTH } from './analyze.schema';

export type AnalysisLang = 'lat' | 'grc';

/** A text to analyse, already checked: what crosses to an analysis thread. */
export type AnalysisInput = { text: string; lang: AnalysisLang };

/** Spec §5: the analysis key is the word lower-cased, without digits and punctuation. */
export function toWordKey(form: string): string {
  return form.toLowerCase().replace(/[\p{P}\p{S}\p{N}\s]+/gu, '');
}

/** Validates the spec's `{ text, lang }` body; throws the spec's 400s. */
export function parseAnalysisInput(body: { text?: unknown; lang?: unknown }): AnalysisInput {
  const { text, lang } = body;
  if (typeof text !== 'string' || text.trim() === '' || typeof lang !== 'string' || lang === '') {
    throw new AppError('invalid_input', 400, MESSAGES.analysisInputRequired);
  }
  if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, MESSAGES.textTooLong);
  const code = toAnalysisLang(lang);
  if (!code) throw new AppError('unsupported_language', 400, MESSAGES.unsupportedLanguage);
  return { text, lang: code };
}

export function toAnalysisLang(lang: string): AnalysisLang | null {
  const code = lang.trim().toLowerCase();
  if (code === 'lat' || code === 'la' || code === 'latin' || code === 'latino') return 'lat';
  if (code === 'grc' || code === 'gre' || code === 'greco' || code === 'greek') return 'grc';
  return null;
}
