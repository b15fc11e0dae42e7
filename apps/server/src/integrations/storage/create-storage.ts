// Chooses where lesson videos live from the configuration: an S3-compatible bucket when S3_BUCKET is
// set (under the prefix lessons/), else the folder LESSONS_DIR on the local disk.
import type { Env } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

type StorageEnv = Pick<Env, 'LESSONS_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PATH_STYLE'>;

export function createLessonStorage(env: StorageEnv): ObjectStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      pathStyle: env.S3_PATH_STYLE,
      prefix: 'lessons/',
    });
  }
  return createLocalStorage({ dir: env.LESSONS_DIR });
}
