// GET /ocr/upload, PUT /ocr/upload/:filename?token=…, POST /ocr/generate (spec §7), for the signed-in
// student. The photo comes as multipart/form-data (the spec's PUT) or as the bare image; either way at
// most OCR_MAX_UPLOAD_BYTES, read into memory here and nowhere else.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { errorBodySchema } from '../../http/error.schema';
import { MESSAGES } from '../../messages';
import type { RequireUser } from '../auth/session';
import {
  generateBodySchema, generateResponseSchema, putParamsSchema, putQuerySchema, uploadQuerySchema, uploadResponseSchema,
} from './ocr.schema';
import type { OcrService } from './ocr.service';
import { z } from 'zod';

type Options = { ocr: OcrService; requireUser: RequireUser; maxBytes: number };

const RAW_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/heic', 'image/heif', 'application/octet-stream'];

const tooLarge = () => new AppError('photo_too_large', 413, MESSAGES.photoTooLarge);

export const ocrRoutes: FastifyPluginAsyncZod<Options> = async (app, { ocr, requireUser, maxBytes }) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
  // A body over the limit is refused by Fastify before the handler: it gets the photo's own message.
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode === 413) throw tooLarge();
    throw error;
  });

  app.get('/ocr/upload', {
    schema: {
      summary: 'Link firmato per caricare una foto (una volta sola, per pochi minuti)',
      tags: ['ocr'],
      querystring: uploadQuerySchema,
      response: { 200: uploadResponseSchema, 415: errorBodySchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request);
    return { uploadLink: await ocr.issueLink(user.id, request.query.filename, request.query.filetype) };
  });

  app.put('/ocr/upload/:filename', {
    bodyLimit: maxBytes + 64 * 1024,
    schema: {
      summary: 'Carica la foto al link ricevuto (multipart/form-data o l’immagine stessa)',
      tags: ['ocr'],
      params: putParamsSchema,
      querystring: putQuerySchema,
      response: { 204: z.null(), 409: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema, ...errors },
    },
  }, async (request, reply) => {
    const user = await requireUser(request);
    const payload = ocr.checkLink(user.id, request.params.filename, request.query.token);
    await ocr.storePhoto(payload, await readPhoto(request, maxBytes));
    return reply.code(204).send(null);
  });

  app.post('/ocr/generate', {
    schema: {
      summary: 'Legge il testo della foto caricata (latino o greco)',
      tags: ['ocr'],
      body: generateBodySchema,
      response: { 200: generateResponseSchema, 415: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request);
    const params = 'params' in request.body ? request.body.params : request.body;
    const lang = params.language === 'lat' ? 'lat' : 'grc';
    return { data: await ocr.readPhoto(user.id, params.filename, params.filetype, lang) };
  });
};

async function readPhoto(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    if (!Buffer.isBuffer(request.body)) throw new AppError('photo_type', 415, MESSAGES.photoType);
    // The route's limit leaves room for multipart's own bytes: a bare image has none.
    if (request.body.length > maxBytes) throw tooLarge();
    return request.body;
  }
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
  if (!file) throw new AppError('photo_missing', 400, MESSAGES.photoMissing);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as FastifyError).statusCode === 413) throw tooLarge();
    throw error;
  }
  // busboy may end the stream at the limit without toBuffer noticing: the cut is reported here.
  if (file.file.truncated) throw tooLarge();
  return bytes;
}
