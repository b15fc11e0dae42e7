// One spelling per address. A path with dot segments (`/./`, `/x/../`, also percent-encoded),
// doubled slashes or backslashes reaches the same endpoint as its canonical spelling once a URL
// parser normalises it (better-auth's router does), while Fastify would route it elsewhere, under
// other rate limits. Such requests are refused before any handler or limit runs: browsers
// normalise the paths they send, so only hand-made requests ever carry them.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { MESSAGES } from '../messages';

// `.` and `..` however spelled: %2e is a dot to WHATWG URL parsers.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
// A backslash is a slash to WHATWG URL parsers for http(s), written or percent-encoded.
const BACKSLASH = /\\|%5c/i;

/** True when `url` (a request target: path and query) names its path in exactly one way. */
export function isCanonicalPath(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith('/') || BACKSLASH.test(path)) return false;
  const segments = path.slice(1).split('/');
  return segments.every((segment, index) => {
    // An empty segment is a doubled slash, except the last: a trailing slash (`POST limit/`).
    if (segment === '') return index === segments.length - 1;
    return !DOT_SEGMENT.test(segment);
  });
}

/** Refuses non-canonical paths with 400 before any other hook: register before every route. */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isCanonicalPath(request.raw.url ?? '/')) throw new AppError('invalid_path', 400, MESSAGES.invalidPath);
  });
}
