// The secret that signs session cookies and tokens. Production must configure it (env.ts refuses
// to start without); development keeps a generated one under var/ so that restarts keep everyone
// logged in; tests get a fresh one per process and write nothing.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../config/env';
import type { Env } from '../../config/env';

export const DEV_SECRET_PATH = join(REPO_ROOT, 'var', 'better-auth-secret');

export function resolveAuthSecret(env: Pick<Env, 'BETTER_AUTH_SECRET' | 'NODE_ENV'>, devSecretPath = DEV_SECRET_PATH): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET è obbligatoria in produzione');
  if (env.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  if (existsSync(devSecretPath)) return readFileSync(devSecretPath, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(devSecretPath), { recursive: true });
  writeFileSync(devSecretPath, `${secret}\n`, { mode: 0o600 });
  return secret;
}
