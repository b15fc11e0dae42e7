// The rows of ocr_uploads (migration 0009): a link's nonce is written when the link is given; the PUT
// claims it once (one conditional UPDATE, so two PUTs racing with one link store one photo); a read sets
// read_at. Camera uses: a read not paid for by POST /ocr/update-limit is paid at the student's next read.
import type { Db } from '../../db/create-db';
import type { UploadLinkPayload } from './upload-links';

export type OcrUploads = ReturnType<typeof createOcrUploads>;

export function createOcrUploads(db: Db, now: () => number = Date.now) {
  return {
    async record(payload: UploadLinkPayload): Promise<void> {
      await db.insertInto('ocr_uploads').values({
        nonce: payload.n, user_id: payload.u, filename: payload.f, filetype: payload.t, expires_at: payload.e,
        uploaded_at: null, read_at: null,
      }).execute();
    },

    /** True for the one request that may store the photo of this link (unused, unexpired, the user's own). */
    async claim(payload: UploadLinkPayload): Promise<boolean> {
      const claimed = await db.updateTable('ocr_uploads')
        .set({ uploaded_at: now() })
        .where('nonce', '=', payload.n)
        .where('user_id', '=', payload.u)
        .where('uploaded_at', 'is', null)
        .where('expires_at', '>', now())
        .returning('nonce')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Undoes a claim whose photo could not be stored (a full disk): the link may be used again. */
    async release(payload: UploadLinkPayload): Promise<void> {
      await db.updateTable('ocr_uploads').set({ uploaded_at: null }).where('nonce', '=', payload.n).where('read_at', 'is', null).execute();
    },

    /** The student's latest stored, unread upload of this name. */
    async findStored(userId: string, filename: string) {
      return db.selectFrom('ocr_uploads')
        .select(['nonce', 'filetype'])
        .where('user_id', '=', userId)
        .where('filename', '=', filename)
        .where('uploaded_at', 'is not', null)
        .where('read_at', 'is', null)
        .orderBy('uploaded_at', 'desc')
        .executeTakeFirst();
    },

    async markRead(nonce: string): Promise<void> {
      await db.updateTable('ocr_uploads').set({ read_at: now() }).where('nonce', '=', nonce).execute();
    },

    /** After POST /ocr/update-limit spent a camera use: the student's oldest unpaid read is paid. */
    async markOnePaid(userId: string): Promise<void> {
      const oldest = await db.selectFrom('ocr_uploads')
        .select('nonce')
        .where('user_id', '=', userId)
        .where('read_at', 'is not', null)
        .where('charged', '=', 0)
        .orderBy('read_at', 'asc')
        .executeTakeFirst();
      if (oldest) await db.updateTable('ocr_uploads').set({ charged: 1 }).where('nonce', '=', oldest.nonce).execute();
    },

    /** Marks the student's unpaid reads as paid and says how many there were (each claimed once). */
    async claimUnpaidReads(userId: string): Promise<number> {
      const rows = await db.updateTable('ocr_uploads')
        .set({ charged: 1 })
        .where('user_id', '=', userId)
        .where('read_at', 'is not', null)
        .where('charged', '=', 0)
        .returning('nonce')
        .execute();
      return rows.length;
    },
  };
}
