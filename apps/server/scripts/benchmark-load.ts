/**
 * How the server answers while it analyses: the server as it runs in production (`node --import tsx
 * apps/server/src/main.ts`, in its own process, SQLite in a temporary folder), one registered student,
 * one grant for a 1500-character text; first /api/health alone, then the same while `--parallel`
 * /api/analyze of that text run at once, the way the security finding measured it (20 in parallel made
 * /api/health wait 2.8 s when the analysis ran on the event loop). Prints the latency of /api/health
 * (median, 95th percentile, worst), how long the analyses took and how many were refused with 503.
 * Run from the repository root:
 *   npm run -s benchmark:server -- [--parallel 20] [--threads 1] [--queue 64]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/env';

function readOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} deve essere un numero intero > 0`);
  return value;
}

const PARALLEL = readOption('parallel', 20);
const HEALTH_SAMPLES = 40;

// Caesar, De bello Gallico 1.1, repeated to the longest text Versio takes.
const CAESAR = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui '
  + 'ipsorum lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt. '
  + 'Gallos ab Aquitanis Garumna flumen, a Belgis Matrona et Sequana dividit. Horum omnium fortissimi sunt '
  + 'Belgae, propterea quod a cultu atque humanitate provinciae longissime absunt, minimeque ad eos mercatores '
  + 'saepe commeant atque ea quae ad effeminandos animos pertinent important, proximique sunt Germanis, qui '
  + 'trans Rhenum incolunt, quibuscum continenter bellum gerunt. ';
const TEXT = CAESAR.repeat(3).slice(0, 1500);

type Figures = { median: number; p95: number; worst: number };

function summarise(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1]! };
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function timeHealth(base: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/health: ${response.status}`);
  return performance.now() - start;
}

/** /api/health one request after another until `until` settles (or `count` samples without it). */
async function sampleHealth(base: string, until?: Promise<unknown>): Promise<number[]> {
  let done = until === undefined;
  void until?.finally(() => { done = true; });
  const samples: number[] = [];
  while (until ? !done : samples.length < HEALTH_SAMPLES) samples.push(await timeHealth(base));
  return samples;
}

async function signUpAndStart(base: string, origin: string): Promise<{ cookie: string; grant: string }> {
  // A browser's requests carry the site's origin; the sign-in routes refuse others.
  const json = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST', headers: json,
    body: JSON.stringify({ email: 'benchmark@example.org', password: 'roma753', name: 'Benchmark', callbackURL: '/profilo' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { user } = await signUp.json() as { user: { id: string } };
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const register = await fetch(`${base}/user/data`, {
    method: 'POST', headers: { ...json, cookie },
    body: JSON.stringify({ user_uid: user.id, scuola: 'classico', anno: '3', nome: 'Benchmark', phoneNumber: '' }),
  });
  if (register.status !== 200) throw new Error(`registration: ${register.status} ${await register.text()}`);
  const start = await fetch(`${base}/api/analysis/start`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ lang: 'lat', text: TEXT }) });
  if (start.status !== 200) throw new Error(`analysis/start: ${start.status} ${await start.text()}`);
  return { cookie, grant: (await start.json() as { grant: string }).grant };
}

/** Starts the server on a free port with only these settings; resolves its address once it listens. */
function startServer(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const match = /in ascolto su (http:\/\/[\d.:]+)/.exec(out);
      if (match?.[1]) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        resolve({ base: match[1], stop: async () => { child.kill('SIGTERM'); await exited; } });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${String(code)}):\n${out}`)));
  });
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'versio-benchmark-'));
  const threads = readOption('threads', 1);
  const queue = readOption('queue', 64);
  const server = await startServer({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SQLITE_PATH: join(folder, 'versio.db'),
    OUTBOX_DIR: join(folder, 'outbox'),
    BETTER_AUTH_SECRET: 'versio-benchmark-secret-versio-benchmark-secret',
    FREE_MONTHLY_ANALYSES: '10',
    RATE_LIMIT_MAX: '100000',
    WORKER_THREADS: String(threads),
    WORKER_QUEUE_MAX: String(queue),
  });
  try {
    const { base } = server;
    const { cookie, grant } = await signUpAndStart(base, base);
    const analyze = async () => {
      const response = await fetch(`${base}/api/analyze`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ text: TEXT, lang: 'lat', grant }),
      });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    };
    // One analysis first: the threads have loaded the analyzer and the words are known, as on a running server.
    const first = await analyze();
    if (first.status !== 200) throw new Error(`/api/analyze: ${first.status}`);

    const idle = summarise(await sampleHealth(base));
    const start = performance.now();
    const running = Promise.all(Array.from({ length: PARALLEL }, analyze));
    const loaded = summarise(await sampleHealth(base, running));
    const answers = await running;
    const seconds = (performance.now() - start) / 1000;

    const refused = answers.filter((a) => a.status === 503).length;
    const failed = answers.filter((a) => a.status !== 200 && a.status !== 503).length;
    console.log(`${threads} thread(s), queue ${queue}; ${PARALLEL} × /api/analyze of ${TEXT.length} characters (${first.bytes} bytes each)`);
    console.log(`/api/health idle                 median ${ms(idle.median)}   p95 ${ms(idle.p95)}   worst ${ms(idle.worst)}`);
    console.log(`/api/health during the analyses  median ${ms(loaded.median)}   p95 ${ms(loaded.p95)}   worst ${ms(loaded.worst)}`);
    console.log(`analyses: all answered in ${seconds.toFixed(2)} s; ${PARALLEL - refused - failed} × 200, ${refused} × 503, ${failed} other`);
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark-load: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
