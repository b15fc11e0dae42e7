// The administrators' API for the catalogue (decision 033): list every lesson, add, edit (publish and
// unpublish included), reorder, remove, and upload a video. Every route needs an administrator's session
// (401 without a session, 403 for anyone else), checked before any body is read; the origin check of
// every state-changing route applies as everywhere (http/origins.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { errorBodySchema } from '../../http/error.schema';
import type { RequireUser } from '../auth/session';
import {
  adminLessonSchema, adminLessonsResponseSchema, createLessonBodySchema, removedResponseSchema, reorderBodySchema, updateLessonBodySchema,
} from './lessons-admin.schema';
import type { LessonsAdmin } from './lessons-admin.service';
import { lessonParamsSchema } from './lessons.schema';
import { VIDEO_FORMATS, receiveVideo } from './video-upload';

type Options = { admin: LessonsAdmin; requireAdmin: RequireUser; maxVideoBytes: number };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const lessonsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { admin, requireAdmin, maxVideoBytes }) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  // Videos arrive as the raw body; receiveVideo streams them to disk with its own size cap.
  app.addContentTypeParser([...VIDEO_FORMATS.keys()], (_request, payload, done) => done(null, payload));
  const tags = ['amministrazione'];

  app.get('/api/admin/lessons', {
    schema: { summary: 'Tutte le lezioni, anche quelle non pubblicate', tags, response: { 200: adminLessonsResponseSchema, ...errors } },
  }, async () => ({ lessons: await admin.listAll() }));

  app.post('/api/admin/lessons', {
    schema: { summary: 'Aggiunge una lezione', tags, body: createLessonBodySchema, response: { 201: adminLessonSchema, 409: errorBodySchema, ...errors } },
  }, async (request, reply) => reply.code(201).send(await admin.create(request.body)));

  app.patch('/api/admin/lessons/:lessonId', {
    schema: {
      summary: 'Cambia titolo, descrizione, premium, ordine o pubblicazione di una lezione',
      tags, params: lessonParamsSchema, body: updateLessonBodySchema, response: { 200: adminLessonSchema, ...errors },
    },
  }, async (request) => admin.update(request.params.lessonId, request.body));

  app.post('/api/admin/lessons/reorder', {
    schema: { summary: 'Riordina le lezioni indicate tra i posti che occupano', tags, body: reorderBodySchema, response: { 200: adminLessonsResponseSchema, ...errors } },
  }, async (request) => ({ lessons: await admin.reorder(request.body.codici) }));

  app.delete('/api/admin/lessons/:lessonId', {
    schema: { summary: 'Toglie una lezione dal catalogo, con il suo video', tags, params: lessonParamsSchema, response: { 200: removedResponseSchema, ...errors } },
  }, async (request) => {
    await admin.remove(request.params.lessonId);
    return { removed: true as const };
  });

  app.put('/api/admin/lessons/:lessonId/video', {
    bodyLimit: maxVideoBytes,
    schema: {
      summary: 'Carica il video di una lezione (corpo: il file, video/mp4 o video/webm)',
      tags, params: lessonParamsSchema, response: { 200: adminLessonSchema, 413: errorBodySchema, 415: errorBodySchema, ...errors },
    },
  }, async (request) => {
    const video = await receiveVideo(request.body as Readable, request.headers['content-type'], maxVideoBytes);
    try {
      return await admin.attachVideo(request.params.lessonId, video.path, video.format);
    } finally {
      await video.discard();
    }
  });
};
