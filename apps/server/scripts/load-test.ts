/**
 * Load on a production start, measured with autocannon: Versio runs as its own process (`main.ts`,
 * NODE_ENV=production, a fresh SQLite file or DATABASE_URL, the web build) and this process only sends
 * requests, so the figures are the server's. For each path it prints requests per second and the
 * latency's median and 99th percentile:
 *   home      GET / and the web app's main script, brotli, as a browser fetches them
 *   lessons   GET /api/lessons (the catalogue's first page)
 *   translate POST /translate (embedded translator) of a 60-word passage
 *   analysis  the web app's analysis path: POST /api/analysis/start (credit, whole text) then every chunk
 *   ocr       a photo of a printed line: upload link, PUT, POST /ocr/generate (few requests: seconds each)
 * Figures only: nothing here passes or fails. Record them in docs/operations.md. From the repository root:
 *   npm run -s load -- [--duration 10] [--connections 10] [--only home,lessons,…]
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { renderPrintedText } from '../src/integrations/ocr/test-photos';
import { startServer } from './load-server';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] ?? fallback : fallback;
};
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '10'));
const ONLY = new Set(arg('only', 'home,lessons,translate,analysis,ocr').split(','));

const PASSAGE = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum '
  + 'lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt. Gallos ab Aquitanis '
  + 'Garumna flumen, a Belgis Matrona et Sequana dividit. Horum omnium fortissimi sunt Belgae, propterea quod a cultu atque '
  + 'humanitate provinciae longissime absunt.';

type Run = (options: Omit<autocannon.Options, 'url'>) => Promise<autocannon.Result>;

type Figures = { label: string; requests: number; seconds: number; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function summarise(label: string, result: autocannon.Result): Figures {
  return {
    label,
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function print(f: Figures): void {
  console.log(`  ${f.label.padEnd(34)} ${f.rps.toFixed(1).padStart(8)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   `
    + `(${f.requests} requests in ${f.seconds.toFixed(1)} s; ${f.non2xx} not 2xx, ${f.errors} errors)`);
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'versio-load-'));
  const server = await startServer(folder);
  try {
    const { base, cookie, json } = server;
    console.log(`Versio ${base} (NODE_ENV=production, own process, ${server.database}); ${cpus().length} cores; `
      + `${CONNECTIONS} connections, ${DURATION} s per path`);
    const run: Run = (options) => autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, ...options });

    if (ONLY.has('home')) {
      const script = readdirSync(join(server.webDist, 'assets')).find((name) => /^index-.*\.js$/.test(name));
      const headers = { 'accept-encoding': 'br, gzip' };
      print(summarise('home page (GET /)', await run({ requests: [{ method: 'GET', path: '/', headers }] })));
      if (script) print(summarise('main script (brotli)', await run({ requests: [{ method: 'GET', path: `/assets/${script}`, headers }] })));
    }
    if (ONLY.has('lessons')) {
      print(summarise('lessons list', await run({ requests: [{ method: 'GET', path: '/api/lessons?page=1&limit=21', headers: { cookie } }] })));
    }
    if (ONLY.has('translate')) {
      const body = JSON.stringify({ text: PASSAGE, lang: 'lat' });
      print(summarise('translate (embedded)', await run({ requests: [{ method: 'POST', path: '/translate', headers: { cookie, ...json }, body }] })));
    }
    if (ONLY.has('analysis')) print(await analysisPath(run, cookie, json));
    if (ONLY.has('ocr')) print(await ocrPath(base, cookie, json));
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Start (the credit; the whole text analysed) then each chunk, as the web app sends them, in a loop. */
async function analysisPath(run: Run, cookie: string, json: Record<string, string>): Promise<Figures> {
  const chunks = Math.ceil(PASSAGE.split(/\s+/u).length / 20);
  type Context = { grant?: string };
  const chunkRequest = (chunk: number): autocannon.Request => ({
    method: 'POST', path: '/api/analysis/chunk', headers: { cookie, ...json },
    setupRequest: (request, context: Context) => ({ ...request, body: JSON.stringify({ grant: context.grant, chunk }) }),
  });
  const result = await run({
    requests: [
      {
        method: 'POST', path: '/api/analysis/start', headers: { cookie, ...json }, body: JSON.stringify({ lang: 'lat', text: PASSAGE }),
        onResponse: (_status, body, context: Context) => { context.grant = (JSON.parse(body) as { grant?: string }).grant; },
      },
      ...Array.from({ length: chunks }, (_, i) => chunkRequest(i)),
    ],
  });
  const figures = summarise(`analysis (start + ${chunks} chunks)`, result);
  return { ...figures, label: `${figures.label}, ${(figures.rps / (chunks + 1)).toFixed(1)} texts/s` };
}

/** The photo path, a few rounds only: each recognition takes seconds on the OCR pool. */
async function ocrPath(base: string, cookie: string, json: Record<string, string>): Promise<Figures> {
  const photo = await renderPrintedText('Gallia est omnis divisa in partes tres', { format: 'jpeg' });
  const boundary = '----versio-load';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  type Context = { link?: string };
  const rounds = 6;
  const result = await autocannon({
    url: base, connections: 2, amount: rounds * 3, timeout: 60,
    requests: [
      {
        method: 'GET', path: '/ocr/upload?filename=foto.jpg&filetype=image%2Fjpeg', headers: { cookie },
        onResponse: (_status, text, context: Context) => { context.link = (JSON.parse(text) as { uploadLink?: string }).uploadLink; },
      },
      {
        method: 'PUT', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, body,
        setupRequest: (request, context: Context) => ({ ...request, path: context.link ?? '/ocr/upload/none' }),
      },
      {
        method: 'POST', path: '/ocr/generate', headers: { cookie, ...json },
        body: JSON.stringify({ params: { filename: 'foto.jpg', filetype: 'image/jpeg', language: 'lat' } }),
      },
    ],
  });
  return summarise(`ocr (link + upload + read), ${rounds} photos`, result);
}

main().catch((error: unknown) => {
  process.stderr.write(`load: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(2);
});
