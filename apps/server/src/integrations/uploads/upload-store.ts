// Where uploaded photos wait until they are read: an interface with two adapters, a folder on disk (the
// embedded default, var/uploads) and an S3-compatible bucket (UPLOADS_S3_*). Keys are "<user>/<file>",
// both checked by the routes; the adapters check them again, so that no key can leave its folder.
import type { Env } from '../../config/env';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { createLocalUploadStore } from './local-upload-store';
import { createS3UploadStore } from './s3-upload-store';

export type UploadStore = {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such upload. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

/** The store has no room left (a full disk): nothing was kept, the same upload may be tried again later. */
export function storageFull(): AppError {
  return new AppError('storage_full', 503, MESSAGES.storageFull, 60);
}

/** One or two safe segments of letters, digits, "_" and "-" with at most one dot before an extension. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\/[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[a-z0-9]{1,5})?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`chiave di caricamento non valida: ${JSON.stringify(key)}`);
}

export function createUploadStore(env: Pick<Env, 'UPLOADS_DIR' | 'UPLOADS_S3_BUCKET' | 'UPLOADS_S3_ENDPOINT' | 'UPLOADS_S3_REGION' | 'UPLOADS_S3_ACCESS_KEY_ID' | 'UPLOADS_S3_SECRET_ACCESS_KEY'>): UploadStore {
  if (env.UPLOADS_S3_BUCKET && env.UPLOADS_S3_ACCESS_KEY_ID && env.UPLOADS_S3_SECRET_ACCESS_KEY) {
    return createS3UploadStore({
      bucket: env.UPLOADS_S3_BUCKET,
      endpoint: env.UPLOADS_S3_ENDPOINT ?? `https://s3.${env.UPLOADS_S3_REGION}.amazonaws.com`,
      region: env.UPLOADS_S3_REGION,
      accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID,
      secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalUploadStore(env.UPLOADS_DIR);
}
