// A production start of Versio in its own process for the load script (load-test.ts): `main.ts` with
// NODE_ENV=production on a free local port, a fresh SQLite file in `folder` (or the DATABASE_URL the
// caller's environment sets), limits raised so that the load measures the server and not its limits,
// and one registered student whose session cookie the requests carry.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const JSON_HEADERS = { 'content-type': 'application/json', origin: '' };

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('nessuna porta libera'))));
    });
  });
}

export type LoadServer = {
  base: string;
  cookie: string;
  json: Record<string, string>;
  database: string;
  webDist: string;
  stop(): Promise<void>;
};

export async function startServer(folder: string): Promise<LoadServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const webDist = join(ROOT, 'apps/web/dist');
  const settings = {
    NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn',
    SQLITE_PATH: join(folder, 'versio.db'), OUTBOX_DIR: join(folder, 'outbox'), UPLOADS_DIR: join(folder, 'uploads'),
    BETTER_AUTH_SECRET: 'versio-load-secret-versio-load-secret-0123456789',
    FREE_MONTHLY_ANALYSES: '10000000', FREE_MONTHLY_CAMERA: '100000', LIFETIME_SEATS: '0',
    RATE_LIMIT_MAX: '100000000', TRANSLATE_RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000',
    WORKER_QUEUE_MAX: '1000', OCR_QUEUE_MAX: '100',
  };
  // `env` adds the settings to this process's environment (DATABASE_URL, if set, stays and wins over SQLite).
  const child = spawn('env', [...Object.entries(settings).map(([k, v]) => `${k}=${v}`), process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await waitUntilUp(base, exited);
  const json = { ...JSON_HEADERS, origin: base };
  const cookie = await registerStudent(base, json);
  const health = await (await fetch(`${base}/api/health`)).json() as { database: { dialect: string } };
  return {
    base, cookie, json, webDist, database: health.database.dialect,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilUp(base: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => { gone = true; });
  for (let i = 0; i < 600 && !gone; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(gone ? 'il server è terminato durante l’avvio' : 'il server non risponde dopo 120 s');
}

async function registerStudent(base: string, json: Record<string, string>): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up/email', { email: 'carico@example.org', password: 'roma753', name: 'Carico', callbackURL: '/profilo' });
  if (!signUp.ok) throw new Error(`registrazione: ${signUp.status} ${await signUp.text()}`);
  const { user } = await signUp.json() as { user: { id: string } };
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (const [path, body] of [
    ['/user/data', { user_uid: user.id, scuola: 'classico', anno: '3', nome: 'Carico', phoneNumber: '' }],
    ['/user/terms-accepted', {}],
  ] as const) {
    const answer = await post(path, body, cookie);
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  }
  return cookie;
}
