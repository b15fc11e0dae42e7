// Spec §8 "Translate and analyse": a failed call becomes one of four Italian messages.
import { ApiError, NetworkError } from '../../../lib/api-client';
import type { Lang } from '../../analysis/api/analysis-types';
import { TRANSLATE_MESSAGES } from './translate-messages';

export function describeTranslateError(error: unknown, lang: Lang): string {
  if (error instanceof NetworkError) return TRANSLATE_MESSAGES.noResponse;
  if (error instanceof ApiError && error.status === 400) return lang === 'lat' ? TRANSLATE_MESSAGES.notLatin : TRANSLATE_MESSAGES.notGreek;
  if (error instanceof ApiError && error.status === 429) return TRANSLATE_MESSAGES.rateLimited;
  return TRANSLATE_MESSAGES.lost;
}

/** The analysis start refuses with limit_reached when the month's credits are spent. */
export function isLimitReached(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.status === 403) && error.code === 'limit_reached';
}
