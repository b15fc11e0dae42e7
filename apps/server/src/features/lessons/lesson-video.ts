// Sends a lesson video from the store with HTTP range requests, so that a player can start at once and
// seek: 206 with Content-Range for one range, 416 for a range past the end, 200 otherwise. The answer
// is private to the browser and cached at most until the link expires.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { ObjectStorage } from '../../integrations/storage/storage';
import { MESSAGES } from '../../messages';
import { parseRange } from './video-range';

export async function sendLessonVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  { storage, key, cacheSeconds }: { storage: ObjectStorage; key: string; cacheSeconds: number },
): Promise<FastifyReply> {
  const object = await storage.head(key);
  if (!object) throw new AppError('video_not_found', 404, MESSAGES.videoMissing);
  // If-Range: the range holds only for the version of the video the player already has part of.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === object.etag ? parseRange(request.headers.range, object.size) : null;
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${object.size}`);
    throw new AppError('range_not_satisfiable', 416, MESSAGES.rangeNotSatisfiable);
  }
  reply
    .header('content-type', object.contentType)
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString())
    .header('cache-control', `private, max-age=${Math.max(0, cacheSeconds)}`)
    .header('content-disposition', 'inline');
  const length = range ? range.end - range.start + 1 : object.size;
  reply.code(range ? 206 : 200).header('content-length', String(length));
  if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  // Fastify's HEAD route drains a stream and keeps the Content-Length set here: an empty one reads nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const found = await storage.read(key, range ?? undefined);
  if (!found) throw new AppError('video_not_found', 404, MESSAGES.videoMissing);
  return reply.send(found.body);
}
