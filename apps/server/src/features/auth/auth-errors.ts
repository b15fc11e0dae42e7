// Every better-auth error code, mapped once to the code and Italian message Versio answers with
// (spec §8 "Login and reset" and "Signup"). Codes better-auth may add later fall back to the
// spec's generic login failure, keeping their HTTP status.
import { MESSAGES } from '../../messages';

/** The codes of `{ error: { code } }` that /api/auth/* answers with. */
export type AuthErrorCode =
  | 'wrong_password' | 'user_not_found' | 'invalid_credential' | 'email_not_verified' | 'too_many_requests'
  | 'email_already_in_use' | 'weak_password' | 'invalid_email' | 'missing_email' | 'registration_failed'
  | 'invalid_input' | 'google_failed' | 'invalid_token' | 'email_already_verified' | 'login_failed'
  | 'forbidden_origin' | 'bad_request' | 'unauthenticated' | 'not_found';

export type AuthErrorAnswer = { code: AuthErrorCode; message: string };

const AUTH_ERRORS: ReadonlyMap<string, AuthErrorAnswer> = new Map(Object.entries<AuthErrorAnswer>({
  // Sign-in. better-auth answers an unknown e-mail and a wrong password alike, so that nobody
  // can probe which addresses have an account: both get the spec's wrong-password text.
  INVALID_EMAIL_OR_PASSWORD: { code: 'wrong_password', message: MESSAGES.wrongPassword },
  INVALID_PASSWORD: { code: 'wrong_password', message: MESSAGES.wrongPassword },
  USER_NOT_FOUND: { code: 'user_not_found', message: MESSAGES.userNotFound },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'user_not_found', message: MESSAGES.userNotFound },
  ACCOUNT_NOT_FOUND: { code: 'user_not_found', message: MESSAGES.userNotFound },
  INVALID_USER: { code: 'invalid_credential', message: MESSAGES.invalidCredential },
  SESSION_EXPIRED: { code: 'invalid_credential', message: MESSAGES.invalidCredential },
  SESSION_NOT_FRESH: { code: 'invalid_credential', message: MESSAGES.invalidCredential },
  EMAIL_NOT_VERIFIED: { code: 'email_not_verified', message: MESSAGES.emailNotVerified },
  TOO_MANY_REQUESTS: { code: 'too_many_requests', message: MESSAGES.tooManyRequests },
  // Sign-up. Unlike sign-in, it says that an address has an account, as the spec asks (decision 026).
  USER_ALREADY_EXISTS: { code: 'email_already_in_use', message: MESSAGES.emailAlreadyInUse },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email_already_in_use', message: MESSAGES.emailAlreadyInUse },
  PASSWORD_TOO_SHORT: { code: 'weak_password', message: MESSAGES.weakPassword },
  PASSWORD_TOO_LONG: { code: 'weak_password', message: MESSAGES.passwordTooLong },
  INVALID_EMAIL: { code: 'invalid_email', message: MESSAGES.invalidEmail },
  USER_EMAIL_NOT_FOUND: { code: 'missing_email', message: MESSAGES.missingEmail },
  FAILED_TO_CREATE_USER: { code: 'registration_failed', message: MESSAGES.registrationFailed },
  FAILED_TO_CREATE_SESSION: { code: 'registration_failed', message: MESSAGES.registrationFailed },
  FAILED_TO_UPDATE_USER: { code: 'registration_failed', message: MESSAGES.registrationFailed },
  FAILED_TO_CREATE_VERIFICATION: { code: 'registration_failed', message: MESSAGES.registrationFailed },
  FIELD_NOT_ALLOWED: { code: 'invalid_input', message: MESSAGES.invalidInput },
  // Malformed bodies.
  VALIDATION_ERROR: { code: 'invalid_input', message: MESSAGES.invalidInput },
  MISSING_FIELD: { code: 'invalid_input', message: MESSAGES.invalidInput },
  BODY_MUST_BE_AN_OBJECT: { code: 'invalid_input', message: MESSAGES.invalidInput },
  ASYNC_VALIDATION_NOT_SUPPORTED: { code: 'invalid_input', message: MESSAGES.invalidInput },
  // Google (OpenID Connect).
  SOCIAL_ACCOUNT_ALREADY_LINKED: { code: 'google_failed', message: MESSAGES.googleFailed },
  LINKED_ACCOUNT_ALREADY_EXISTS: { code: 'google_failed', message: MESSAGES.googleFailed },
  PROVIDER_NOT_FOUND: { code: 'google_failed', message: MESSAGES.googleFailed },
  ID_TOKEN_NOT_SUPPORTED: { code: 'google_failed', message: MESSAGES.googleFailed },
  FAILED_TO_GET_USER_INFO: { code: 'google_failed', message: MESSAGES.googleFailed },
  INVALID_OAUTH_CONFIGURATION: { code: 'google_failed', message: MESSAGES.googleFailed },
  TOKEN_URL_NOT_FOUND: { code: 'google_failed', message: MESSAGES.googleFailed },
  // Verification and reset links.
  INVALID_TOKEN: { code: 'invalid_token', message: MESSAGES.invalidToken },
  TOKEN_EXPIRED: { code: 'invalid_token', message: MESSAGES.invalidToken },
  EMAIL_ALREADY_VERIFIED: { code: 'email_already_verified', message: 'Email già verificata.' },
  VERIFICATION_EMAIL_NOT_ENABLED: { code: 'login_failed', message: MESSAGES.loginFailed },
  EMAIL_MISMATCH: { code: 'invalid_credential', message: MESSAGES.invalidCredential },
  // Requests from a page that is not Versio's.
  INVALID_ORIGIN: { code: 'forbidden_origin', message: MESSAGES.forbiddenOrigin },
  MISSING_OR_NULL_ORIGIN: { code: 'forbidden_origin', message: MESSAGES.forbiddenOrigin },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: 'forbidden_origin', message: MESSAGES.forbiddenOrigin },
  INVALID_CALLBACK_URL: { code: 'invalid_input', message: MESSAGES.invalidInput },
  INVALID_REDIRECT_URL: { code: 'invalid_input', message: MESSAGES.invalidInput },
  INVALID_ERROR_CALLBACK_URL: { code: 'invalid_input', message: MESSAGES.invalidInput },
  INVALID_NEW_USER_CALLBACK_URL: { code: 'invalid_input', message: MESSAGES.invalidInput },
  CALLBACK_URL_REQUIRED: { code: 'invalid_input', message: MESSAGES.invalidInput },
  // Account changes Versio does not offer.
  EMAIL_CAN_NOT_BE_UPDATED: { code: 'bad_request', message: MESSAGES.badRequest },
  CHANGE_EMAIL_DISABLED: { code: 'bad_request', message: MESSAGES.badRequest },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { code: 'bad_request', message: MESSAGES.badRequest },
  USER_ALREADY_HAS_PASSWORD: { code: 'bad_request', message: MESSAGES.badRequest },
  PASSWORD_ALREADY_SET: { code: 'bad_request', message: MESSAGES.badRequest },
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: { code: 'bad_request', message: MESSAGES.badRequest },
  FAILED_TO_GET_SESSION: { code: 'login_failed', message: MESSAGES.loginFailed },
}));

const FALLBACK: AuthErrorAnswer = { code: 'login_failed', message: MESSAGES.loginFailed };

/**
 * The answer for a better-auth error (undefined or unknown code: the generic login failure).
 * Its body validation names the field in the message ("[body.email] Invalid email address"),
 * which tells a mistyped address (spec: invalid-email) from a missing one (missing-email).
 */
export function describeAuthError(code: string | undefined, status: number, message = ''): AuthErrorAnswer {
  if (status === 429) return AUTH_ERRORS.get('TOO_MANY_REQUESTS') ?? FALLBACK;
  if (code === 'VALIDATION_ERROR' && message.startsWith('[body.email]')) {
    return /expected string|required/i.test(message)
      ? { code: 'missing_email', message: MESSAGES.missingEmail }
      : { code: 'invalid_email', message: MESSAGES.invalidEmail };
  }
  const known = code === undefined ? undefined : AUTH_ERRORS.get(code);
  if (known) return known;
  if (status === 401) return { code: 'unauthenticated', message: MESSAGES.unauthenticated };
  if (status === 404) return { code: 'not_found', message: MESSAGES.notFound };
  return FALLBACK;
}

/** The codes the table knows, for the test that checks it covers all of better-auth's. */
export const MAPPED_AUTH_ERROR_CODES = [...AUTH_ERRORS.keys()];
