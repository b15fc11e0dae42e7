// One analysis, one credit, however many chunks it arrives in. The web app first calls
// POST /api/analysis/start {lang, text}: the server checks that a credit of that language is left, has
// the whole text analysed (the caller's `prepare`, decision 029), then spends the credit atomically
// (credits.service; nothing is spent if the analysis fails, decision 043) and answers a short-lived grant, a signed token naming the user, the
// language and the text. Every chunk request (/api/analysis/chunk, /analyze/dynamic, /analyze/lemmas,
// /api/analyze) carries it; the server checks the signature, the expiry, that the session user is the
// grant's user and, for the calls that send words, that they belong to the granted text. The token
// itself is stateless (HMAC); what it allows is bounded by a count in the database (grant-uses.ts),
// shared by every instance behind a load balancer: about two calls per chunk of the granted text (decision 025).
import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../db/database';
import { AppError } from '../../errors';
import { createSigner } from '../../http/signatures';
import { MESSAGES } from '../../messages';
import type { RequireUser } from '../auth/session';
import type { CreditsService } from '../limits/credits.service';
import { MAX_TEXT_LENGTH } from './analyze.schema';
import { toWordKey } from './analyze-input';
import type { GrantUses } from './grant-uses';
import { CHUNK_WORDS } from './occurrences.schema';
import { createSessionMemo } from './session-memo';

/** Long enough for a slow phone to fetch every chunk of a 1500-character text, short enough not to be reused later. */
export const GRANT_TTL_MS = 10 * 60 * 1000;

/** Marks a grant's payload as deflated: plain base64url JSON always starts "ey". */
const DEFLATED = 'z';
/** A payload holds at most 1500 characters of text (3 bytes each in UTF-8, escapes aside) and a few fields. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Calls beyond two a chunk: a chunk asked again after a failure or a busy server (503). */
export const GRANT_CALL_SLACK = 4;

export type AnalysisGrant = { grant: string; lang: Lang; remaining: number; expiresAt: string; chunks: number };

/** What a valid grant allows: the analysis of `text`, stored under `nonce` until `expiresAt` (epoch ms). */
export type GrantScope = { nonce: string; text: string; lang: Lang; expiresAt: number };

/** Analyses the granted text and keeps the analysis for its chunk requests; resolves to its number of chunks. */
export type PrepareAnalysis = (scope: GrantScope) => Promise<number>;

/** u user, l language, t text, e expiry (epoch ms), n nonce, c calls allowed (absent in grants signed before it). */
type GrantPayload = { u: string; l: Lang; t: string; e: number; n: string; c?: number };

export type AnalysisGrants = {
  /** Spends one credit of `lang` for the signed-in user, prepares the analysis and returns the grant for its chunks. */
  start(request: FastifyRequest, body: { lang: string; text: string }, prepare: PrepareAnalysis): Promise<AnalysisGrant>;
  /**
   * For the calls that send words (/analyze/dynamic, /analyze/lemmas, /api/analyze): throws 401 without a
   * session, 403 without a valid grant covering `text`, 429 past the grant's calls; null when the body
   * lacks the text or language (the caller answers the spec's 400).
   */
  check(request: FastifyRequest, body: { text?: unknown; lang?: unknown; grant?: unknown }): Promise<GrantScope | null>;
  /** For POST /api/analysis/chunk: the same checks, without words to compare. */
  authorize(request: FastifyRequest, grant: string): Promise<GrantScope>;
};

type Options = {
  secret: string;
  credits: Pick<CreditsService, 'checkAnalysisCredit' | 'spendAnalysisCredit'>;
  requireUser: RequireUser;
  uses: GrantUses;
  now?: () => number;
  ttlMs?: number;
};

export function createAnalysisGrants({ secret, credits, requireUser, uses, now = Date.now, ttlMs = GRANT_TTL_MS }: Options): AnalysisGrants {
  // A key of its own, so that a grant can never be mistaken for a session token signed with the same secret.
  const signer = createSigner(secret, 'versio analysis grant v1');

  // Every chunk request sends the grant, text included: deflated, it is about half as long (decision 030).
  function encode(payload: GrantPayload): string {
    const data = `${DEFLATED}${deflateRawSync(JSON.stringify(payload)).toString('base64url')}`;
    return signer.seal(data);
  }

  function decode(token: string): GrantPayload | null {
    const data = signer.open(token);
    if (data === null) return null;
    try {
      // Only data signed here is inflated; grants signed before deflation are plain base64 JSON ("ey…").
      const json = data.startsWith(DEFLATED)
        ? inflateRawSync(Buffer.from(data.slice(DEFLATED.length), 'base64url'), { maxOutputLength: MAX_PAYLOAD_BYTES })
        : Buffer.from(data, 'base64url');
      return JSON.parse(json.toString('utf8')) as GrantPayload;
    } catch {
      return null;
    }
  }

  // The chunk requests follow the start within seconds: the session is looked up once for them all.
  const sessions = createSessionMemo(requireUser, now);

  /** The grant's payload once its signature, expiry and user are checked. */
  async function verify(request: FastifyRequest, grant: unknown): Promise<GrantPayload> {
    const user = await sessions.requireUser(request);
    if (typeof grant !== 'string' || grant === '') {
      throw new AppError('analysis_grant_required', 403, MESSAGES.analysisGrantRequired);
    }
    const payload = decode(grant);
    if (!payload || payload.e <= now()) throw new AppError('analysis_grant_invalid', 403, MESSAGES.analysisGrantInvalid);
    if (payload.u !== user.id) throw new AppError('forbidden', 403, MESSAGES.forbidden);
    return payload;
  }

  // Counted last, so that a refused call spends nothing.
  async function count(payload: GrantPayload): Promise<GrantScope> {
    if (!(await uses.spend(payload.n, payload.c ?? countGrantCalls(payload.t), payload.e))) {
      throw new AppError('analysis_grant_exhausted', 429, MESSAGES.analysisGrantExhausted);
    }
    return { nonce: payload.n, text: payload.t, lang: payload.l, expiresAt: payload.e };
  }

  return {
    async start(request, body, prepare) {
      const user = await requireUser(request);
      sessions.remember(request, user);
      const lang = toGrantLang(body.lang);
      const text = body.text;
      if (text.trim() === '') throw new AppError('invalid_input', 400, MESSAGES.analysisInputRequired);
      if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, MESSAGES.textTooLong);
      // Checked first, spent last: an analysis that could not be made (a busy server, a database
      // that stopped answering) has spent nothing, with no refund that could itself fail (decision 043).
      await credits.checkAnalysisCredit(user.id, lang);
      const expires = now() + ttlMs;
      const nonce = randomBytes(12).toString('base64url');
      const chunks = await prepare({ nonce, text, lang, expiresAt: expires });
      // Two starts racing for the last credit: one is refused here, its chunks expire unread.
      const remaining = await credits.spendAnalysisCredit(user.id, lang);
      const grant = encode({ u: user.id, l: lang, t: text, e: expires, n: nonce, c: countGrantCalls(text) });
      return { grant, lang, remaining, expiresAt: new Date(expires).toISOString(), chunks };
    },

    async check(request, body) {
      const payload = await verify(request, body.grant);
      // Missing text or language keeps the spec's own 400 message, from the analyze service.
      if (typeof body.text !== 'string' || typeof body.lang !== 'string') return null;
      if (toGrantLangOrNull(body.lang) !== payload.l || !isPartOf(body.text, payload.t)) {
        throw new AppError('analysis_grant_mismatch', 403, MESSAGES.analysisGrantMismatch);
      }
      return count(payload);
    },

    async authorize(request, grant) {
      return count(await verify(request, grant));
    },
  };
}

/** How many analysis calls a grant of `text` allows: two for each chunk (the chunk, a look-up), and some slack. */
export function countGrantCalls(text: string): number {
  const words = text.split(/\s+/u).filter((word) => word !== '').length;
  return 2 * Math.ceil(words / CHUNK_WORDS) + GRANT_CALL_SLACK;
}

/** True when every word of `chunk` is a word of `text` (the chunks are the text split every 20 words). */
export function isPartOf(chunk: string, text: string): boolean {
  const allowed = new Set(splitWordKeys(text));
  return splitWordKeys(chunk).every((word) => allowed.has(word));
}

function splitWordKeys(text: string): string[] {
  return text.split(/\s+/u).map(toWordKey).filter((word) => word !== '');
}

function toGrantLangOrNull(lang: string): Lang | null {
  const code = lang.trim().toLowerCase();
  if (code === 'lat' || code === 'la' || code === 'latin' || code === 'latino') return 'lat';
  if (code === 'grc' || code === 'gre' || code === 'greco' || code === 'greek') return 'grc';
  return null;
}

function toGrantLang(lang: string): Lang {
  const code = toGrantLangOrNull(lang);
  if (!code) throw new AppError('invalid_input', 400, MESSAGES.analysisInputRequired);
  return code;
}
