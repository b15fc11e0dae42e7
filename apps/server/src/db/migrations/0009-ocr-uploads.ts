// Photos uploaded for recognition (decision 035): one row per signed upload link, written when the link is
// given. The PUT claims the row (uploaded_at) once, so a link is single-use on every instance; reading the
// photo sets read_at; a read is charged one camera use by POST /ocr/update-limit, or by the next read if
// that call never came (charged).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ocr_uploads')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('filetype', 'text', (col) => col.notNull())
    /** Epoch milliseconds: the link's expiry, when the photo was stored, when it was read. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('uploaded_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addColumn('charged', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ocr_uploads_user_file_idx').on('ocr_uploads').columns(['user_id', 'filename']).execute();
}
