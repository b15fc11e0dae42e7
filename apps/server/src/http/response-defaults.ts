// What every answer carries: the security headers of @fastify/helmet and compression by
// @fastify/compress (brotli or gzip, as the browser accepts). The built web app's files are
// compressed once by the build (apps/web/scripts/precompress.ts) and sent as they are.
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';

/** The page's own resources only; no frames, no plugins, no inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
} as const;

/** Compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerResponseDefaults(app: FastifyInstance, env: Pick<Env, 'PUBLIC_URL'>): Promise<void> {
  const https = new URL(env.PUBLIC_URL).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Over plain http (a phone opening the LAN address) upgrading would break every request.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // "Accedi con Google" may open the provider in a popup that reports back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A browser remembers HSTS for the whole host: only where the site really is https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });
}
