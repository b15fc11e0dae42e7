// Scatta e traduci on the server (spec §4 "OCR", §7): gives a student a signed single-use link, stores
// the photo sent to it, reads it on the OCR pool and answers the text. A normal student needs a camera use
// left (premium and lifetime: unlimited) before uploading and before reading; the use itself is spent by
// POST /ocr/update-limit, or at the next read when that call never came (ocr-uploads.ts).
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { readPhotoSize } from '../../integrations/ocr/decode-image';
import type { OcrLang } from '../../integrations/ocr/ocr-errors';
import { ocrErrors } from '../../integrations/ocr/ocr-errors';
import type { UploadStore } from '../../integrations/uploads/upload-store';
import { MESSAGES } from '../../messages';
import type { OcrPool } from '../../workers/ocr-pool';
import type { CreditsService } from '../limits/credits.service';
import type { Plans } from '../plans/plans';
import { createOcrUploads } from './ocr-uploads';
import { assertPhotoName, assertPhotoType, isPhotoName } from './photo-names';
import { createUploadLinks } from './upload-links';
import type { UploadLinkPayload } from './upload-links';

export type OcrService = ReturnType<typeof createOcrService>;

type Options = {
  db: Db;
  store: UploadStore;
  pool: Pick<OcrPool, 'recognize'>;
  credits: Pick<CreditsService, 'refreshCredits' | 'spendCameraCredit'>;
  plans: Plans;
  secret: string;
  ttlMs: number;
  maxPixels: number;
  now?: () => number;
};

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic' } as const;

export function createOcrService({ db, store, pool, credits, plans, secret, ttlMs, maxPixels, now = Date.now }: Options) {
  const links = createUploadLinks({ secret, ttlMs, now });
  const uploads = createOcrUploads(db, now);
  const keyOf = (userId: string, filename: string) => `${userId}/${filename}`;

  /** A read the student never paid for is paid now; then a normal student needs a camera use left. */
  async function requireCamera(userId: string): Promise<void> {
    const unpaid = await uploads.claimUnpaidReads(userId);
    for (let i = 0; i < unpaid; i += 1) await credits.spendCameraCredit(userId);
    const current = await credits.refreshCredits(userId);
    if (!current) throw new AppError('not_registered', 404, MESSAGES.notRegistered);
    if (plans[current.type].monthlyCamera !== null && current.cameraCount <= 0) {
      throw new AppError('camera_limit_reached', 403, MESSAGES.cameraLimitReached);
    }
  }

  return {
    markOnePaid: uploads.markOnePaid,

    async issueLink(userId: string, filename: string, filetype: string): Promise<string> {
      assertPhotoType(filetype);
      assertPhotoName(filename, filetype);
      await requireCamera(userId);
      const { token, payload } = links.issue(userId, filename, filetype.toLowerCase());
      await uploads.record(payload);
      return `/ocr/upload/${encodeURIComponent(filename)}?token=${encodeURIComponent(token)}`;
    },

    /** Checks the link against the signed-in student and the name in its path; throws the refusal. */
    checkLink(userId: string, filename: string, token: string) {
      if (!isPhotoName(filename)) throw new AppError('photo_filename', 400, MESSAGES.photoFilename);
      const payload = links.verify(token);
      if (!payload || payload.f !== filename) throw new AppError('upload_link_invalid', 403, MESSAGES.uploadLinkInvalid);
      if (payload.u !== userId) throw new AppError('forbidden', 403, MESSAGES.forbidden);
      return payload;
    },

    async storePhoto(payload: UploadLinkPayload, bytes: Buffer): Promise<void> {
      if (bytes.length === 0) throw new AppError('photo_missing', 400, MESSAGES.photoMissing);
      const { format, width, height } = await readPhotoSize(bytes);
      if (width * height > maxPixels) throw ocrErrors.tooManyPixels();
      if (!(await uploads.claim(payload))) throw new AppError('upload_link_used', 409, MESSAGES.uploadLinkUsed);
      try {
        await store.put(keyOf(payload.u, payload.f), bytes, CONTENT_TYPES[format]);
      } catch (error) {
        // Not stored (a full disk, an unreachable bucket): the link is not used up (decision 043).
        await uploads.release(payload);
        throw error;
      }
    },

    async readPhoto(userId: string, filename: string, filetype: string, lang: OcrLang): Promise<string> {
      assertPhotoType(filetype);
      assertPhotoName(filename, filetype);
      await requireCamera(userId);
      const upload = await uploads.findStored(userId, filename);
      const bytes = upload ? await store.get(keyOf(userId, filename)) : null;
      if (!upload || !bytes) throw new AppError('upload_not_found', 404, MESSAGES.uploadNotFound);
      const text = await pool.recognize(new Uint8Array(bytes), lang);
      await uploads.markRead(upload.nonce);
      // The photo was only ever needed for this: it is not kept once read.
      await store.delete(keyOf(userId, filename));
      return text;
    },
  };
}
