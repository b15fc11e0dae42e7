// The one place where errors become HTTP answers: `{ error: { code, message } }` with an Italian
// message. Validation → 400, AppError → its status, client mistakes Fastify detects (malformed
// JSON, wrong media type, body too large) → their 4xx, a failure while the database does not answer →
// 503 (decision 043), everything else → 500 without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import type { ErrorCode } from '../errors';
import { MESSAGES } from '../messages';
import type { ErrorBody } from './error.schema';
import { isDatabaseConnectionFailure } from './database-errors';
import { findIssueCode } from './issue-code';

type Answer = { status: number; body: ErrorBody };

/** Seconds after which a request refused for a database that does not answer may be tried again. */
export const DATABASE_RETRY_SECONDS = 30;

/** 503: the database does not answer; nothing was done, the same request may be sent again later. */
export function databaseUnavailable(): AppError {
  return new AppError('database_unavailable', 503, MESSAGES.databaseDown, DATABASE_RETRY_SECONDS);
}

type Options = {
  exposeDetails: boolean;
  /** Asked after an unexpected failure: false turns the 500 into the database's 503. */
  databaseAnswers?: () => Promise<boolean>;
};

export function registerErrorHandler(app: FastifyInstance, options: Options): void {
  app.setErrorHandler(async (thrown: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let error = thrown;
    // Whatever the driver or a library wrapped around it said, a failure while the database does not
    // answer is the database's: the student is told so, and to try again (decision 043).
    if (isUnexpected(error) && options.databaseAnswers && (isDatabaseConnectionFailure(error) || !await options.databaseAnswers())) {
      request.log.warn({ err: error }, 'il database non risponde');
      error = databaseUnavailable();
    }
    const answer = describeError(error);
    // A 5xx AppError is an answer chosen on purpose (a busy server's 503), not a failure to look into.
    const failed = answer.status >= 500 && !(error instanceof AppError);
    if (failed) {
      request.log.error({ err: error }, 'richiesta non riuscita');
    } else {
      request.log.info({ code: answer.body.error.code, status: answer.status }, 'richiesta rifiutata');
    }
    // Stack traces help while developing; in production they would only help an attacker.
    const body = options.exposeDetails && failed && error instanceof Error
      ? { error: { ...answer.body.error, debug: { message: error.message, stack: error.stack } } }
      : answer.body;
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(answer.status).type('application/json; charset=utf-8').send(body);
  });
}

export function describeError(error: unknown): Answer {
  if (error instanceof AppError) return answer(error.httpStatus, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean).join('.'),
      message: issue.message ?? '',
    }));
    // A refinement may name its own code and message (issue-code.ts); zod keeps them in the issue's params.
    const named = findIssueCode(error.validation.map((issue) => ({ message: issue.message, params: issue.params.params })));
    const { code, message } = named ?? { code: 'invalid_input', message: MESSAGES.invalidInput };
    return { status: 400, body: { error: { code, message, issues } } };
  }
  if (isFastifyError(error) && error.validation) return answer(400, 'invalid_input', MESSAGES.invalidInput);
  const status = isFastifyError(error) ? error.statusCode ?? 500 : 500;
  if (status >= 400 && status < 500) return describeClientError(status, isFastifyError(error) ? error.code : undefined);
  return answer(500, 'internal', MESSAGES.internal);
}

function describeClientError(status: number, fastifyCode: string | undefined): Answer {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return answer(400, 'invalid_json', MESSAGES.invalidJson);
  }
  if (status === 413) return answer(413, 'payload_too_large', MESSAGES.payloadTooLarge);
  if (status === 415) return answer(415, 'unsupported_media_type', MESSAGES.unsupportedMediaType);
  if (status === 429) return answer(429, 'rate_limited', MESSAGES.rateLimited);
  if (status === 404) return answer(404, 'not_found', MESSAGES.notFound);
  return answer(status, 'bad_request', MESSAGES.badRequest);
}

function answer(status: number, code: ErrorCode, message: string): Answer {
  return { status, body: { error: { code, message } } };
}

/** An error that would become a 500: not chosen on purpose, not a client's mistake. */
function isUnexpected(error: unknown): boolean {
  return !(error instanceof AppError) && describeError(error).status >= 500;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'code' in error || 'validation' in error);
}
