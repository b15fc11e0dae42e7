// The translate use case: validate the text (Italian messages of spec §5 and §8), refuse text in the
// wrong language before spending anything, then translate.
import { AppError } from '../../errors';
import type { Translator } from '../../integrations/llm/translator';
import type { TranslateBody, TranslateResponse } from './translate.schema';
import { MESSAGES } from '../../messages';

export const MAX_TEXT_LENGTH = 1500;

export type TranslateService = (body: TranslateBody, signal?: AbortSignal) => Promise<TranslateResponse>;

/** Does the text read as that language? (language-check.ts, run where the analyzer is: the work pool.) */
export type LanguageCheck = (text: string, lang: TranslateBody['lang']) => Promise<boolean>;

export function createTranslateService(translator: Translator, isTextInLanguage: LanguageCheck): TranslateService {
  return async ({ text, lang }, signal) => {
    const trimmed = text.trim();
    if (trimmed === '') throw new AppError('empty_text', 400, MESSAGES.emptyText);
    if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, MESSAGES.translationTooLong);
    if (!(await isTextInLanguage(trimmed, lang))) {
      throw lang === 'lat'
        ? new AppError('not_latin', 400, MESSAGES.notLatin)
        : new AppError('not_greek', 400, MESSAGES.notGreek);
    }
    return translator.translate({ text, lang, ...(signal ? { signal } : {}) });
  };
}
