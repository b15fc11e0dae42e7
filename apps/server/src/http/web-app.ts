// Production serving of the built web app from the same process and port as the API:
// hashed files under /assets/ are cached for a year, everything else is revalidated, and a page
// request that matches no route gets index.html so the client router can show it (or its 404 page).
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../messages';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Serves WEB_DIST when it holds a build; returns whether it does. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn(
      `Nessuna build dell'app web in ${webDist} (manca index.html): servo solo l'API. `
      + 'Esegui "npm run build:web" per servire anche il sito.',
    );
    return false;
  }
  const assetsDir = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    // Cache-Control is set below per file; the plugin's own header would be the same for all.
    cacheControl: false,
    // Compression without CPU per request: a build step may write .br/.gz next to each file,
    // and they are sent to browsers that accept them; without them the plain file is sent.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite puts a content hash in every name under assets/, so those never change in place.
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  return true;
}

/** The answer for unmatched requests: index.html for page navigations, JSON 404 otherwise. */
export function registerNotFound(app: FastifyInstance, options: { spaFallback: boolean }): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (options.spaFallback && isPageNavigation(request)) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'not_found', message: MESSAGES.notFound } });
  });
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  // A missing script or API answer must stay a 404, never become an HTML page.
  if (path.startsWith('/assets/') || path.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
