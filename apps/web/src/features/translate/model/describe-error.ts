// Spec §8 "Translate and analyse": a failed call becomes one of four Italian messages, or the server's
// own text for the answers the spec predates (a busy server, a text with forbidden characters, an
// analysis asked for too many times).
import { ApiError, NetworkError } from '../../../lib/api-client';
import { describeServiceCode } from '../../../lib/error-messages';
import type { Lang } from '../../analysis/api/analysis-types';
import { TRANSLATE_MESSAGES } from './translate-messages';

export function describeTranslateError(error: unknown, lang: Lang): string {
  if (error instanceof NetworkError) return TRANSLATE_MESSAGES.noResponse;
  const byCode = describeServiceCode(error);
  if (byCode) return byCode;
  if (error instanceof ApiError && error.status === 400) return lang === 'lat' ? TRANSLATE_MESSAGES.notLatin : TRANSLATE_MESSAGES.notGreek;
  if (error instanceof ApiError && error.status === 429) return TRANSLATE_MESSAGES.rateLimited;
  return TRANSLATE_MESSAGES.lost;
}

/** The analysis start refuses with limit_reached when the month's credits are spent. */
export function isLimitReached(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.status === 403) && error.code === 'limit_reached';
}
