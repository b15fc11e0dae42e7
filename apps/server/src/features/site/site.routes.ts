import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { siteSchema } from './site.schema';
import { describeSite } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Built once: the settings only change with a restart.
  const site = describeSite(env);
  app.get('/api/site', {
    schema: {
      summary: 'Impostazioni pubbliche del sito (contatti, link legali, venditore)',
      tags: ['sito'],
      response: { 200: siteSchema },
    },
  }, async () => site);
};
