import { checkDb, getDialectName } from '../../db/create-db';
import type { Db } from '../../db/create-db';
import { VERSION } from '../../version';
import type { Health } from './health.schema';

export async function checkHealth(db: Db): Promise<Health> {
  const ok = await checkDb(db);
  return {
    status: ok ? 'ok' : 'degraded',
    version: VERSION,
    database: { dialect: getDialectName(db), ok },
  };
}
