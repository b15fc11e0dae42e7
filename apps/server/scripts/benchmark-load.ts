/**
 * The whole path of a version, timed through a real HTTP server as it runs in production: the app built
 * with NODE_ENV=production in this process, listening on 127.0.0.1, SQLite in a temporary folder, its
 * pool of analysis threads, the embedded translator. One registered student. Prints:
 *  1. the analysis of a 1500-character version as the web app sends it (the credit, which analyses the
 *     whole text, then one request per 20-word chunk, one after the other): request time in total, bytes
 *     per word uncompressed and compressed, bytes on the wire; the first time the server sees the text,
 *     then warm. `--flow legacy` sends what the web app sent before decision 029 instead (each chunk
 *     analysed apart by /api/analyze, the first five words' lemmas by /analyze/lemmas), for comparison;
 *  2. the translation of that text end to end with the embedded translator, one at a time;
 *  3. /api/health idle, while `--translations` translations of that text run end to end at once, and
 *     while `--analyses` analyses of it run as the web app sends them;
 *  4. the resident memory of the process (server, its analysis threads and this client) once the other
 *     language has been analysed and translated too: one server with both languages loaded.
 * `--lang grc` does all of it with a Greek version (Xenophon) instead of the Latin one (Caesar).
 * Figures only: nothing here passes or fails on a time. Run from the repository root:
 *   npm run -s benchmark:server -- [--lang lat|grc] [--flow chunks|legacy] [--translations 40] [--analyses 20] [--runs 10] [--threads 1] [--queue 64]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { GREEK_TEXT, GREEK_WARM_UP } from './benchmark-greek-text';
import { createHttpClient, kb, ms, summarise } from './benchmark-http';
import type { Encoding, Exchange, HttpClient } from './benchmark-http';

function readOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} deve essere un numero intero > 0`);
  return value;
}

const FLOW = process.argv.includes('--flow') ? process.argv[process.argv.indexOf('--flow') + 1] : 'chunks';
if (FLOW !== 'chunks' && FLOW !== 'legacy') throw new Error('--flow deve essere chunks o legacy');
const LANG = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : 'lat';
if (LANG !== 'lat' && LANG !== 'grc') throw new Error('--lang deve essere lat o grc');
const TRANSLATIONS = readOption('translations', 40);
const ANALYSES = readOption('analyses', 20);
const RUNS = readOption('runs', 10);
const HEALTH_SAMPLES = 40;
const CHUNK_WORDS = 20;
const FREE_LEMMA_WORDS = 5;

// Caesar, De bello Gallico 1.1–1.2: 1496 characters, 209 words, 11 chunks.
const LATIN_TEXT = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum lingua '
  + 'Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt. Gallos ab Aquitanis Garumna '
  + 'flumen, a Belgis Matrona et Sequana dividit. Horum omnium fortissimi sunt Belgae, propterea quod a cultu atque '
  + 'humanitate provinciae longissime absunt, minimeque ad eos mercatores saepe commeant atque ea quae ad effeminandos '
  + 'animos pertinent important, proximique sunt Germanis, qui trans Rhenum incolunt, quibuscum continenter bellum gerunt. '
  + 'Qua de causa Helvetii quoque reliquos Gallos virtute praecedunt, quod fere cotidianis proeliis cum Germanis '
  + 'contendunt, cum aut suis finibus eos prohibent aut ipsi in eorum finibus bellum gerunt. Eorum una pars, quam Gallos '
  + 'obtinere dictum est, initium capit a flumine Rhodano, continetur Garumna flumine, Oceano, finibus Belgarum, attingit '
  + 'etiam ab Sequanis et Helvetiis flumen Rhenum, vergit ad septentriones. Belgae ab extremis Galliae finibus oriuntur, '
  + 'pertinent ad inferiorem partem fluminis Rheni, spectant in septentrionem et orientem solem. Aquitania a Garumna '
  + 'flumine ad Pyrenaeos montes et eam partem Oceani quae est ad Hispaniam pertinet; spectat inter occasum solis et '
  + 'septentriones. Apud Helvetios longe nobilissimus fuit et ditissimus Orgetorix. Is M. Messala, M. Pisone consulibus '
  + 'regni cupiditate inductus coniurationem nobilitatis fecit et civitati persuasit ut de finibus suis cum omnibus copiis exirent.';
// Another passage (Cicero, In Catilinam 1.1), to warm the threads up without showing them TEXT.
const LATIN_WARM_UP = 'Quo usque tandem abutere, Catilina, patientia nostra? quam diu etiam furor iste tuus nos eludet? quem ad finem sese '
  + 'effrenata iactabit audacia? Nihilne te nocturnum praesidium Palati, nihil urbis vigiliae, nihil timor populi, nihil '
  + 'concursus bonorum omnium, nihil hic munitissimus habendi senatus locus, nihil horum ora voltusque moverunt?';
const TEXT = LANG === 'grc' ? GREEK_TEXT : LATIN_TEXT;
const WARM_UP = LANG === 'grc' ? GREEK_WARM_UP : LATIN_WARM_UP;

const WORDS = TEXT.split(/\s+/u).filter((word) => word !== '');

function splitIntoChunks(text: string): string[] {
  const words = text.split(/\s+/u).filter((word) => word !== '');
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += CHUNK_WORDS) chunks.push(words.slice(i, i + CHUNK_WORDS).join(' '));
  return chunks;
}

/** The text with its sentences rotated by `k`: the same words, a text the server has not analysed as a whole. */
function rotateSentences(text: string, k: number): string {
  const sentences = text.split(/(?<=[.;?!])\s+/u);
  const at = k % sentences.length;
  return [...sentences.slice(at), ...sentences.slice(0, at)].join(' ');
}

function expectOk(exchange: Exchange, what: string): Exchange {
  if (exchange.status !== 200) throw new Error(`${what}: ${exchange.status} ${exchange.body.toString('utf8').slice(0, 300)}`);
  return exchange;
}

/** The analysis as the web app sends it, one request after another: the credit, then every chunk. */
async function analyseAsTheWebApp(client: HttpClient, cookie: string, text: string, encoding?: Encoding, lang = LANG): Promise<Exchange[]> {
  const options = (body: unknown) => ({ body, cookie, ...(encoding ? { encoding } : {}) });
  const start = expectOk(await client.send('POST', '/api/analysis/start', options({ lang, text })), 'analysis/start');
  const { grant, chunks } = start.json<{ grant: string; chunks: number }>();
  const exchanges = [start];
  if (FLOW === 'legacy') return [...exchanges, ...await analyseChunksApart(client, options, text, grant)];
  for (let chunk = 0; chunk < chunks; chunk++) {
    exchanges.push(expectOk(await client.send('POST', '/api/analysis/chunk', options({ grant, chunk })), '/api/analysis/chunk'));
  }
  return exchanges;
}

/** What the web app sent before decision 029: each chunk's words analysed apart, and a normal student's lemma look-up. */
async function analyseChunksApart(client: HttpClient, options: (body: unknown) => object, text: string, grant: string): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  for (const [index, chunk] of splitIntoChunks(text).entries()) {
    exchanges.push(expectOk(await client.send('POST', '/api/analyze', options({ text: chunk, lang: LANG, grant })), '/api/analyze'));
    if (index === 0) {
      const lemmas = chunk.split(' ').slice(0, FREE_LEMMA_WORDS).join(' ');
      exchanges.push(expectOk(await client.send('POST', '/analyze/lemmas', options({ text: lemmas, lang: LANG, grant })), '/analyze/lemmas'));
    }
  }
  return exchanges;
}

type PathFigures = { requests: number; ms: number; body: number; wire: number; sent: number; startMs: number; chunkMs: number };

function addUp(exchanges: readonly Exchange[]): PathFigures {
  const sum = (pick: (e: Exchange) => number) => exchanges.reduce((total, e) => total + pick(e), 0);
  return {
    requests: exchanges.length,
    ms: sum((e) => e.ms),
    body: sum((e) => e.bodyBytes),
    wire: sum((e) => e.wireBytes),
    sent: sum((e) => e.sentBytes),
    startMs: exchanges[0]?.ms ?? NaN,
    chunkMs: summarise(exchanges.slice(1).map((e) => e.ms)).median,
  };
}

async function timeHealth(client: HttpClient): Promise<number> {
  return expectOk(await client.send('GET', '/api/health'), '/api/health').ms;
}

/** /api/health one request after another until `until` settles (or HEALTH_SAMPLES samples without it). */
async function sampleHealth(client: HttpClient, until?: Promise<unknown>): Promise<number[]> {
  let done = until === undefined;
  void until?.finally(() => { done = true; });
  const samples: number[] = [];
  while (until ? !done : samples.length < HEALTH_SAMPLES) samples.push(await timeHealth(client));
  return samples;
}

async function signUp(client: HttpClient): Promise<string> {
  const signUpAnswer = expectOk(await client.send('POST', '/api/auth/sign-up/email', {
    body: { email: 'benchmark@example.org', password: 'roma753', name: 'Benchmark', callbackURL: '/profilo' },
  }), 'sign-up');
  const { user } = signUpAnswer.json<{ user: { id: string } }>();
  const setCookie = signUpAnswer.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
  expectOk(await client.send('POST', '/user/data', {
    cookie, body: { user_uid: user.id, scuola: 'classico', anno: '3', nome: 'Benchmark', phoneNumber: '' },
  }), 'registration');
  expectOk(await client.send('POST', '/user/terms-accepted', { cookie, body: {} }), 'terms');
  return cookie;
}

async function startServer(folder: string, threads: number, queue: number) {
  const env = loadEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: join(folder, 'versio.db'),
    OUTBOX_DIR: join(folder, 'outbox'),
    // The API alone: the web app's files are not what is measured.
    WEB_DIST: join(folder, 'no-web-build'),
    BETTER_AUTH_SECRET: 'versio-benchmark-secret-versio-benchmark-secret',
    FREE_MONTHLY_ANALYSES: '100000',
    RATE_LIMIT_MAX: '1000000',
    TRANSLATE_RATE_LIMIT_MAX: '1000000',
    WORKER_THREADS: String(threads),
    WORKER_QUEUE_MAX: String(queue),
  });
  const db = createDb(env);
  await migrateToLatest(db);
  const app = await buildApp({ env, db });
  const base = await app.listen({ host: env.HOST, port: env.PORT });
  return { base, stop: async () => { await app.close(); await db.destroy(); } };
}

/** Each figure's median over runs of the same path. */
function medianPath(runs: readonly PathFigures[]): PathFigures {
  const median = (pick: (f: PathFigures) => number) => summarise(runs.map(pick)).median;
  return {
    requests: runs[0]!.requests,
    ms: median((f) => f.ms),
    body: median((f) => f.body),
    wire: median((f) => f.wire),
    sent: median((f) => f.sent),
    startMs: median((f) => f.startMs),
    chunkMs: median((f) => f.chunkMs),
  };
}

function printPath(label: string, figures: PathFigures): void {
  console.log(`  ${label.padEnd(24)} ${String(figures.requests).padStart(2)} requests ${ms(figures.ms)} (start ${ms(figures.startMs)}, `
    + `a chunk ${ms(figures.chunkMs)})   body ${kb(figures.body)}   wire ${kb(figures.wire)} received + ${kb(figures.sent)} sent`);
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'versio-benchmark-'));
  const threads = readOption('threads', 1);
  const queue = readOption('queue', 64);
  const server = await startServer(folder, threads, queue);
  const client = createHttpClient(server.base);
  try {
    const cookie = await signUp(client);
    const chunks = splitIntoChunks(TEXT).length;
    console.log(`Versio ${server.base} (NODE_ENV=production), ${threads} thread(s), queue ${queue}, flow ${FLOW}, language ${LANG}`);
    console.log(`text: ${TEXT.length} characters, ${WORDS.length} words, ${chunks} chunks of ${CHUNK_WORDS}`);

    // Warm: the threads have loaded the analyzer and analysed a text, as on a server that has been running.
    await analyseAsTheWebApp(client, cookie, WARM_UP);
    expectOk(await client.send('POST', '/translate', { cookie, body: { text: WARM_UP, lang: LANG } }), '/translate');

    console.log('\n1. The analysis as the web app sends it (credit, then the chunks, one after the other)');
    const first = addUp(await analyseAsTheWebApp(client, cookie, TEXT));
    printPath('first time for this text', first);
    const warm: PathFigures[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(addUp(await analyseAsTheWebApp(client, cookie, TEXT)));
    printPath(`same text, median of ${RUNS}`, medianPath(warm));
    // The text cache of the analysis threads (recent-texts.ts) answers a text seen before: the same words in
    // another order (its sentences rotated) measure the analysis itself on a warm server.
    const fresh: PathFigures[] = [];
    for (let i = 1; i <= RUNS; i++) fresh.push(addUp(await analyseAsTheWebApp(client, cookie, rotateSentences(TEXT, i))));
    printPath('warm, text not seen', medianPath(fresh));
    const bodies = new Map<Encoding, number>();
    for (const encoding of ['identity', 'gzip', 'br'] as const) bodies.set(encoding, addUp(await analyseAsTheWebApp(client, cookie, TEXT, encoding)).body);
    const perWord = (encoding: Encoding) => `${(bodies.get(encoding)! / WORDS.length).toFixed(0)} B`;
    console.log(`  bytes per word: ${perWord('identity')} uncompressed, ${perWord('gzip')} gzip, ${perWord('br')} brotli`);

    console.log('\n2. The translation the web app asks for first (POST /translate, embedded translator), one at a time');
    const translate = async () => expectOk(await client.send('POST', '/translate', { cookie, body: { text: TEXT, lang: LANG } }), '/translate');
    const firstTranslation = await translate();
    const translations: Exchange[] = [];
    for (let i = 0; i < RUNS; i++) translations.push(await translate());
    console.log(`  first time for this text ${ms(firstTranslation.ms)}; warm, median of ${RUNS} ${ms(summarise(translations.map((e) => e.ms)).median)}; `
      + `wire ${kb(firstTranslation.wireBytes)} received + ${kb(firstTranslation.sentBytes)} sent`);

    console.log('\n3. /api/health (event loop latency)');
    const idle = summarise(await sampleHealth(client));
    console.log(`  idle                               median ${ms(idle.median)}   p95 ${ms(idle.p95)}   worst ${ms(idle.worst)}`);

    const started = performance.now();
    const parallel = Promise.all(Array.from({ length: TRANSLATIONS }, () =>
      client.send('POST', '/translate', { cookie, body: { text: TEXT, lang: LANG } })));
    const duringTranslations = summarise(await sampleHealth(client, parallel));
    const answered = await parallel;
    const seconds = (performance.now() - started) / 1000;
    const translated = summarise(answered.map((e) => e.ms));
    console.log(`  during ${String(TRANSLATIONS).padStart(2)} translations            median ${ms(duringTranslations.median)}   p95 ${ms(duringTranslations.p95)}   worst ${ms(duringTranslations.worst)}`);
    console.log(`    translations: all answered in ${seconds.toFixed(2)} s (each: median ${ms(translated.median)}, worst ${ms(translated.worst)}); `
      + `${answered.filter((e) => e.status === 200).length} × 200, ${answered.filter((e) => e.status === 503).length} × 503`);

    const analysesStarted = performance.now();
    const analyses = Promise.all(Array.from({ length: ANALYSES }, () => analyseAsTheWebApp(client, cookie, TEXT).then(addUp, () => null)));
    const duringAnalyses = summarise(await sampleHealth(client, analyses));
    const analysed = await analyses;
    const analysesSeconds = (performance.now() - analysesStarted) / 1000;
    console.log(`  during ${String(ANALYSES).padStart(2)} analyses (web app's path) median ${ms(duringAnalyses.median)}   p95 ${ms(duringAnalyses.p95)}   worst ${ms(duringAnalyses.worst)}`);
    console.log(`    analyses: all answered in ${analysesSeconds.toFixed(2)} s; ${analysed.filter(Boolean).length} complete, ${analysed.filter((a) => !a).length} with a refused request`);

    console.log('\n4. Resident memory (this process: the server, its analysis threads, the client)');
    const mb = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;
    console.log(`  ${LANG} loaded                          ${mb()}`);
    const other = LANG === 'grc' ? 'lat' : 'grc';
    const otherText = other === 'grc' ? GREEK_WARM_UP : LATIN_WARM_UP;
    await analyseAsTheWebApp(client, cookie, otherText, undefined, other);
    expectOk(await client.send('POST', '/translate', { cookie, body: { text: otherText, lang: other } }), '/translate');
    console.log(`  both languages loaded               ${mb()} (${threads} analysis thread(s); target ≤ 800 MB)`);
  } finally {
    client.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark-load: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(2);
});
