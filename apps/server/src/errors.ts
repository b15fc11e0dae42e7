// The one error class of the server: features throw it, the error handler in app.ts maps it to HTTP.

/** Stable, machine-readable error codes that clients may branch on. */
export type ErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'invalid_text'
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'not_found'
  | 'rate_limited'
  | 'internal'
  | (string & {});

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    /** Italian text shown to the student, preferably from messages.ts. */
    message: string,
    /** Seconds after which trying again makes sense; sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
