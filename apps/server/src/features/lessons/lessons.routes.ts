// GET /api/lessons and GET /api/lessons/{lessonId} (spec §7), and the video behind a detail's link.
// The catalogue is public; a lesson's detail needs a session, and a premium lesson plus (403 otherwise,
// with the title and description for the locked page). The video answers only a valid signed link
// (lesson-links.ts), and for a premium lesson only to the link's own user while they still have plus.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { errorBodySchema } from '../../http/error.schema';
import type { ObjectStorage } from '../../integrations/storage/storage';
import { MESSAGES } from '../../messages';
import type { RequireUser, SessionUser } from '../auth/session';
import type { LessonAccess } from './lesson-access';
import type { LessonLinks } from './lesson-links';
import { sendLessonVideo } from './lesson-video';
import {
  lessonDetailSchema, lessonLockedSchema, lessonParamsSchema, lessonsQuerySchema, lessonsResponseSchema, videoQuerySchema,
} from './lessons.schema';
import { toLessonItem } from './lessons.service';
import type { LessonsService } from './lessons.service';

type Options = { lessons: LessonsService; storage: ObjectStorage; links: LessonLinks; access: LessonAccess; requireUser: RequireUser };

export const lessonsRoutes: FastifyPluginAsyncZod<Options> = async (app, { lessons, storage, links, access, requireUser }) => {
  const notFound = () => new AppError('lesson_not_found', 404, MESSAGES.lessonNotFound);
  const invalidLink = () => new AppError('lesson_link_invalid', 403, MESSAGES.lessonLinkInvalid);

  /** The signed-in user, or null without a (valid) session. */
  async function findUser(request: FastifyRequest): Promise<SessionUser | null> {
    try {
      return await requireUser(request);
    } catch (error) {
      if (error instanceof AppError && error.httpStatus === 401) return null;
      throw error;
    }
  }

  app.get('/api/lessons', {
    schema: {
      summary: 'Le lezioni pubblicate, una pagina alla volta (21), con la ricerca su titolo e descrizione',
      tags: ['lezioni'],
      querystring: lessonsQuerySchema,
      response: { 200: lessonsResponseSchema, 400: errorBodySchema },
    },
  }, async (request) => lessons.listPublished(request.query));

  app.get('/api/lessons/:lessonId', {
    schema: {
      summary: 'Una lezione: il link firmato al video e i dati (403 per una lezione premium senza plus)',
      tags: ['lezioni'],
      params: lessonParamsSchema,
      response: { 200: lessonDetailSchema, 401: errorBodySchema, 403: lessonLockedSchema, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    const user = await requireUser(request);
    const lesson = await lessons.findLesson(request.params.lessonId, { includeUnpublished: access.isAdmin(user) });
    if (!lesson) throw notFound();
    // The link is personal and short-lived: never kept by a cache.
    reply.header('cache-control', 'no-store');
    const data = toLessonItem(lesson);
    if (data.premium && !(await access.canWatchPremium(user))) {
      request.log.info({ code: 'premium_required', status: 403 }, 'richiesta rifiutata');
      return reply.code(403).send({ error: { code: 'premium_required', message: MESSAGES.premiumRequired }, data });
    }
    if (!lesson.video) return { link: null, expiresAt: null, data };
    const { link, expiresAt } = links.create({ codice: lesson.codice, video: lesson.video, userId: data.premium ? user.id : null });
    return { link, expiresAt: expiresAt.toISOString(), data };
  });

  app.get('/api/lessons/:lessonId/video', {
    compress: false,
    schema: {
      summary: 'Il video di una lezione, dal link firmato di GET /api/lessons/{lessonId}; accetta Range',
      tags: ['lezioni'],
      params: lessonParamsSchema,
      querystring: videoQuerySchema,
      response: { 403: errorBodySchema, 404: errorBodySchema, 416: errorBodySchema },
    },
  }, async (request, reply) => {
    const user = await findUser(request);
    const lesson = await lessons.findLesson(request.params.lessonId, { includeUnpublished: true });
    if (!lesson || (Number(lesson.published) !== 1 && !access.isAdmin(user))) throw notFound();
    if (!lesson.video) throw new AppError('video_not_found', 404, MESSAGES.videoMissing);
    const checked = links.check({ codice: lesson.codice, video: lesson.video }, request.query);
    if (!checked) throw invalidLink();
    if (Number(lesson.premium) === 1) {
      // A link made while the lesson was free, or for someone else, or for a user who lost plus: refused.
      if (!checked.userId || !user || user.id !== checked.userId) throw invalidLink();
      if (!(await access.canWatchPremium(user))) throw new AppError('premium_required', 403, MESSAGES.premiumRequired);
    }
    const expires = Number(request.query.e) - Math.floor(Date.now() / 1000);
    return sendLessonVideo(request, reply, { storage, key: lesson.video, cacheSeconds: Math.min(expires, 3600) });
  });
};
