// GET /history and POST /save (spec §7), for the signed-in, registered student only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { errorBodySchema } from '../../http/error.schema';
import { MESSAGES } from '../../messages';
import type { RequireUser } from '../auth/session';
import type { UserService } from '../user/user.service';
import { historyQuerySchema, historyResponseSchema, saveBodySchema, saveResponseSchema } from './history.schema';
import { createHistoryService } from './history.service';

type Options = { db: Db; requireUser: RequireUser; users: Pick<UserService, 'isRegistered'> };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const historyRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, requireUser, users }) => {
  const history = createHistoryService({ db });

  // Spec §6: history exists only for registered users.
  async function requireRegistered(request: Parameters<RequireUser>[0]) {
    const user = await requireUser(request);
    if (!await users.isRegistered(user.id)) throw new AppError('not_registered', 404, MESSAGES.notRegistered);
    return user;
  }

  app.get('/history', {
    schema: {
      summary: 'Le ultime versioni salvate dallo studente in una lingua, dalla più recente',
      tags: ['cronologia'],
      querystring: historyQuerySchema,
      response: { 200: historyResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireRegistered(request);
    return history.listVersions(user.id, request.query.lang, request.query.limit);
  });

  app.post('/save', {
    schema: {
      summary: 'Salva una versione: testo, traduzione e analisi',
      tags: ['cronologia'],
      body: saveBodySchema,
      response: { 200: saveResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireRegistered(request);
    return history.saveVersion(user.id, request.body);
  });
};
