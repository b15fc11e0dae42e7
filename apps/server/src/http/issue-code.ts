// A schema may name its own refusal: a refinement built with `withErrorCode` carries the error code
// and Italian message the client gets instead of the generic invalid_input. The error handler (and
// the /api/auth/* bridge, which validates outside Fastify's schemas) read it back with findIssueCode.
import type { ErrorCode } from '../errors';

export type IssueCode = { code: ErrorCode; message: string };

/** The options of a refinement: `.refine(isSafeText, withErrorCode('invalid_text', MESSAGES.invalidText))`. */
export function withErrorCode(code: ErrorCode, message: string): { error: string; params: { errorCode: ErrorCode } } {
  return { error: message, params: { errorCode: code } };
}

/** The code and message of the first issue whose `params` name one (zod issues keep them as given). */
export function findIssueCode(issues: readonly { message?: string; params?: unknown }[]): IssueCode | undefined {
  for (const issue of issues) {
    const code = (issue.params as { errorCode?: unknown } | undefined)?.errorCode;
    if (typeof code === 'string' && issue.message) return { code, message: issue.message };
  }
  return undefined;
}
