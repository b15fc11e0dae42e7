// Runs the browser tests: starts the production server on a free port (or uses E2E_BASE_URL),
// waits for it to be healthy, runs e2e/*.e2e.ts with node:test, and always stops the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The server's own test provider, the same one its Google tests sign in through.
import { OIDC_CLIENT, startOidcTestProvider } from '../apps/server/src/features/auth/oidc-test-provider';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HEALTH_TIMEOUT_MS = 30_000;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url: string, server: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`il server è terminato con codice ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} non risponde dopo ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** The outbox page's token, shared by the server under test and the tests that read its e-mails. */
function outboxToken(): string {
  process.env.OUTBOX_TOKEN ??= randomBytes(18).toString('base64url');
  return process.env.OUTBOX_TOKEN;
}

type Google = { clientId: string; clientSecret: string; discoveryUrl: string };

function startServer(port: number, dataDir: string, google: Google): ChildProcess {
  // A developer's own SMTP server or web address must not leak into the run.
  const { SMTP_URL: _smtp, WEB_URL: _web, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      SQLITE_PATH: join(dataDir, 'versio.sqlite'),
      // The lesson videos of this run: lessons.e2e.ts generates the few it plays (a fresh clone has none yet).
      LESSONS_DIR: join(dataDir, 'lessons'),
      // The browser opens 127.0.0.1: the links in e-mails, the cookies and the trusted origin must match it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // E-mails go to this run's own outbox (read by the tests at /api/dev/outbox.json), never SMTP.
      OUTBOX_DIR: join(dataDir, 'outbox'),
      // Photos of scatta e traduci go to this run's own folder.
      UPLOADS_DIR: join(dataDir, 'uploads'),
      OUTBOX_TOKEN: outboxToken(),
      // One journey signs in and resets passwords more often than a person would in a minute.
      AUTH_RATE_LIMIT_MAX: '200',
      // The journeys are those of students who came after the lifetime seats were gone (decision 032).
      LIFETIME_SEATS: '0',
      // Every browser test comes from 127.0.0.1: the whole run makes more API calls a minute than one student.
      RATE_LIMIT_MAX: '5000',
      TRANSLATE_RATE_LIMIT_MAX: '500',
      // "Google" is a real OpenID Connect provider on this machine (google.e2e.ts signs in through it).
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      // Production refuses to start without a session secret; a throwaway one suits a test run.
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup(server.pid, 'SIGKILL'), 5_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup(server.pid, 'SIGTERM');
  });
}

// The server runs in its own process group so that anything it spawns stops with it.
function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

// `npm run test:e2e -- accounts navbar` runs only the files whose names contain those words.
// `local` names the run's own database and lesson folder, which a test may prepare (a plus user, a video).
function runTests(baseUrl: string, local: Record<string, string> = {}, only: string[] = process.argv.slice(2)): Promise<number> {
  const files = readdirSync(join(ROOT, 'e2e'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
    .sort()
    .map((name) => join('e2e', name));
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
    { cwd: ROOT, env: { ...process.env, BASE_URL: baseUrl, ...local }, stdio: 'inherit' },
  );
  return new Promise((resolve) => runner.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<number> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    // Any server will do here (e.g. `vite preview`), so only its home page must answer.
    await waitForUrl(external, null);
    return runTests(external);
  }
  // The tests load the production build, so it must exist (npm run setup builds it when inputs change).
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('manca la build dell’app web (apps/web/dist): esegui prima `npm run build:web`');
  }
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'versio-e2e-db-'));
  const oidc = await startOidcTestProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
  const server = startServer(port, dataDir, { clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, discoveryUrl: oidc.discoveryUrl });
  const stop = () => void stopServer(server).then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForUrl(`${baseUrl}/api/health`, server);
    return await runTests(baseUrl, { E2E_SQLITE_PATH: join(dataDir, 'versio.sqlite'), E2E_LESSONS_DIR: join(dataDir, 'lessons') });
  } finally {
    await stopServer(server);
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
