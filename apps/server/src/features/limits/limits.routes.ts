// POST /limit/ (the credits after any due monthly reset) and POST /ocr/update-limit (spend one
// camera use), spec §7. Both only for the signed-in, registered user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../http/error.schema';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { assertSameUser } from '../auth/session';
import type { RequireUser } from '../auth/session';
import type { CreditsService } from './credits.service';
import {
  limitBodySchema, limitResponseSchema, ocrUpdateLimitBodySchema, ocrUpdateLimitResponseSchema,
} from './limits.schema';
import { toTimestamp } from './months';

type Options = {
  credits: CreditsService;
  requireUser: RequireUser;
  /** Told after a camera use was spent (the OCR feature marks the read it paid for). */
  onCameraSpent?: (userId: string) => Promise<void>;
};

export const limitsRoutes: FastifyPluginAsyncZod<Options> = async (app, { credits, requireUser, onCameraSpent }) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.post('/limit/', {
    schema: {
      summary: 'Crediti del mese (analisi di latino e greco), dopo il rinnovo mensile se dovuto',
      tags: ['crediti'],
      body: limitBodySchema,
      response: { 200: limitResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request);
    const current = await credits.refreshCredits(user.id);
    if (!current) throw new AppError('not_registered', 404, MESSAGES.notRegistered);
    return { latino_count: current.latinoCount, greco_count: current.grecoCount, last_update: toTimestamp(current.lastUpdate) };
  });

  app.post('/ocr/update-limit', {
    schema: {
      summary: 'Consuma un uso della fotocamera (illimitati per plus e lifetime)',
      tags: ['crediti'],
      body: ocrUpdateLimitBodySchema,
      response: { 200: ocrUpdateLimitResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request);
    assertSameUser(user, request.body.uid);
    const cameraCount = await credits.spendCameraCredit(user.id);
    await onCameraSpent?.(user.id);
    return { cameraCount };
  });
};
