// An uploaded lesson video, streamed to a temporary file before it goes to the store: at most `maxBytes`
// (413 beyond, without reading the rest into memory), and really an MP4 or a WebM, judged by the file's
// first bytes and not only by the Content-Type the client sent (415 otherwise).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { VideoFormat } from './lessons-admin.service';

export const VIDEO_FORMATS = new Map<string, VideoFormat>([
  ['video/mp4', { contentType: 'video/mp4', extension: 'mp4' }],
  ['video/webm', { contentType: 'video/webm', extension: 'webm' }],
]);

/** The format the first bytes of a file show: an ISO media file ("ftyp" box) or Matroska/WebM (EBML). */
export function sniffVideoFormat(head: Buffer): VideoFormat | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return VIDEO_FORMATS.get('video/mp4') ?? null;
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return VIDEO_FORMATS.get('video/webm') ?? null;
  return null;
}

export type ReceivedVideo = { path: string; format: VideoFormat; size: number; discard: () => Promise<void> };

export async function receiveVideo(body: Readable, declaredType: string | undefined, maxBytes: number): Promise<ReceivedVideo> {
  const declared = VIDEO_FORMATS.get((declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '');
  if (!declared) throw new AppError('invalid_video', 415, MESSAGES.invalidVideo);
  const dir = await mkdtemp(join(tmpdir(), 'versio-upload-'));
  const path = join(dir, `video.${declared.extension}`);
  const discard = () => rm(dir, { recursive: true, force: true });
  let size = 0;
  let head = Buffer.alloc(0);
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError('video_too_large', 413, MESSAGES.videoTooLarge));
      if (head.length < 12) head = Buffer.concat([head, chunk.subarray(0, 12 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, guard, createWriteStream(path));
    const found = sniffVideoFormat(head);
    if (!found || found.contentType !== declared.contentType) throw new AppError('invalid_video', 415, MESSAGES.invalidVideo);
    return { path, format: found, size, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
