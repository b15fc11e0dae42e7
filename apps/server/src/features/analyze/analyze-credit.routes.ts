// POST /api/analysis/start spends the credit of one analysis, has the whole text analysed and answers
// the grant its chunks carry; POST /api/analysis/chunk answers one chunk of that analysis (decision 029).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../http/error.schema';
import type { AnalysisSlices } from './analysis-slices';
import type { AnalysisGrants } from './analyze-credit';
import {
  analysisChunkBodySchema,
  analysisChunkSchema,
  analysisStartBodySchema,
  analysisStartResponseSchema,
} from './occurrences.schema';
import { sendGzippedJson, sendJson } from './send-json';

/** True when the client takes gzip (every browser does): `gzip` listed without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';').map((piece) => piece.trim());
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

export const analyzeCreditRoutes: FastifyPluginAsyncZod<{ grants: AnalysisGrants; slices: AnalysisSlices }> = async (app, { grants, slices }) => {
  app.post('/api/analysis/start', {
    schema: {
      summary: 'Consuma un’analisi del mese, analizza tutto il testo e autorizza le richieste dei suoi blocchi',
      tags: ['analisi'],
      body: analysisStartBodySchema,
      response: {
        200: analysisStartResponseSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        503: errorBodySchema,
      },
    },
  }, async (request) => grants.start(request, request.body, slices.prepare));

  app.post('/api/analysis/chunk', {
    schema: {
      summary: 'Un blocco di 20 parole dell’analisi: ogni occorrenza in ordine, con la sua frase',
      tags: ['analisi'],
      body: analysisChunkBodySchema,
      response: {
        200: analysisChunkSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        429: errorBodySchema,
        503: errorBodySchema,
      },
    },
  }, async (request, reply) => {
    const scope = await grants.authorize(request, request.body.grant);
    const chunk = await slices.readChunk(scope, request.body.chunk);
    // Serialised and gzipped when it was made: sent as it is.
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return sendJson(reply, chunk.json);
    return sendGzippedJson(reply, Buffer.from(chunk.gzip, 'base64'));
  });
};
