// The one module that turns a failed server call into the spec's Italian message (§8). The server
// answers `{ error: { code, message } }`; the web app branches on the code only, so every text the
// student reads comes from lib/messages.ts.
import { ApiError, NetworkError } from './api-client';
import { AUTH_MESSAGES, PHOTO_MESSAGES, SERVICE_MESSAGES } from './messages';

const AUTH_CODE_MESSAGES: Record<string, string> = {
  user_not_found: AUTH_MESSAGES.userNotFound,
  wrong_password: AUTH_MESSAGES.wrongPassword,
  too_many_requests: AUTH_MESSAGES.tooManyRequests,
  invalid_credential: AUTH_MESSAGES.invalidCredential,
  missing_email: AUTH_MESSAGES.missingEmail,
  login_failed: AUTH_MESSAGES.loginFailed,
  email_already_in_use: AUTH_MESSAGES.emailAlreadyInUse,
  weak_password: AUTH_MESSAGES.weakPassword,
  invalid_email: AUTH_MESSAGES.invalidEmail,
  registration_failed: AUTH_MESSAGES.registrationFailed,
  google_failed: AUTH_MESSAGES.googleFailed,
  invalid_token: AUTH_MESSAGES.invalidToken,
  unauthenticated: AUTH_MESSAGES.invalidCredential,
  forbidden_origin: SERVICE_MESSAGES.forbiddenOrigin,
};

/** Which form failed decides the fallback for codes the form does not expect. */
export type ErrorContext = 'login' | 'signup' | 'reset' | 'google';

const FALLBACK: Record<ErrorContext, string> = {
  login: AUTH_MESSAGES.loginFailed,
  signup: AUTH_MESSAGES.registrationFailed,
  reset: AUTH_MESSAGES.loginFailed,
  google: AUTH_MESSAGES.googleFailed,
};

/** The Italian message for an error thrown by an auth or account call. */
export function describeAuthError(error: unknown, context: ErrorContext): string {
  if (error instanceof NetworkError) return SERVICE_MESSAGES.noResponse;
  if (!(error instanceof ApiError)) return FALLBACK[context];
  // The global limit (rate_limited) and the auth routes' own limit both answer 429; on a login
  // form the identity provider's wording fits, elsewhere Versio's.
  if (error.status === 429) return context === 'signup' || context === 'login' || context === 'reset' ? AUTH_MESSAGES.tooManyRequests : SERVICE_MESSAGES.rateLimited;
  if (context === 'google' && error.code !== 'too_many_requests' && error.code !== 'forbidden_origin') return AUTH_MESSAGES.googleFailed;
  return AUTH_CODE_MESSAGES[error.code] ?? FALLBACK[context];
}

/** Messages of the server's answers that are the same whatever the call (checked before the status). */
const SERVICE_CODE_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['server_busy', SERVICE_MESSAGES.serverBusy],
  ['invalid_text', SERVICE_MESSAGES.invalidText],
  ['analysis_grant_exhausted', SERVICE_MESSAGES.analysisGrantExhausted],
  ['forbidden_origin', SERVICE_MESSAGES.forbiddenOrigin],
]);

/** The message of the server's answer by its code alone, or null when its status decides. */
export function describeServiceCode(error: unknown): string | null {
  return error instanceof ApiError ? SERVICE_CODE_MESSAGES.get(error.code) ?? null : null;
}

/** True for the server's 503 server_busy: every analysis thread is taken, try again after Retry-After. */
export function isServerBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === 'server_busy';
}

/** The Italian message for any other call (spec §8 "Translate and analyse"). */
export function describeServiceError(error: unknown): string {
  if (error instanceof NetworkError) return SERVICE_MESSAGES.noResponse;
  const byCode = describeServiceCode(error);
  if (byCode) return byCode;
  if (error instanceof ApiError && error.status === 429) return SERVICE_MESSAGES.rateLimited;
  return SERVICE_MESSAGES.lost;
}

const PHOTO_CODE_MESSAGES: Record<string, string> = {
  photo_type: PHOTO_MESSAGES.wrongType,
  photo_missing: PHOTO_MESSAGES.noPhoto,
  photo_too_large: PHOTO_MESSAGES.tooLarge,
  camera_limit_reached: PHOTO_MESSAGES.cameraLimit,
  ocr_unavailable: PHOTO_MESSAGES.unavailable,
  ocr_timeout: PHOTO_MESSAGES.ocrFailed,
  server_busy: PHOTO_MESSAGES.busy,
  forbidden_origin: SERVICE_MESSAGES.forbiddenOrigin,
};

/** The Italian message for a failed step of scatta e traduci (spec §8 "Photo"): the OCR failure unless the server said more. */
export function describePhotoError(error: unknown): string {
  if (error instanceof NetworkError) return SERVICE_MESSAGES.noResponse;
  if (error instanceof ApiError) return PHOTO_CODE_MESSAGES[error.code] ?? PHOTO_MESSAGES.ocrFailed;
  return PHOTO_MESSAGES.ocrFailed;
}
