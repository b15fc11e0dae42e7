// The only reader of process.env: every setting is parsed once here and the rest of the server
// receives a typed, frozen Env. A wrong value stops start-up with the list of every bad key.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Session cache outside tests (SESSION_CACHE_MS). */
const DEFAULT_SESSION_CACHE_MS = 5000;

function count(key: string) {
  return z.coerce.number({ error: `${key} deve essere un numero intero >= 0` })
    .int({ error: `${key} deve essere un numero intero >= 0` })
    .min(0, { error: `${key} deve essere un numero intero >= 0` });
}

function positive(key: string) {
  return z.coerce.number({ error: `${key} deve essere un numero intero > 0` })
    .int({ error: `${key} deve essere un numero intero > 0` })
    .min(1, { error: `${key} deve essere un numero intero > 0` });
}

/** One thread per core but one (the event loop's), at most 4: each holds its own analyzer in memory. */
function defaultWorkerThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/** Absolute http(s) URL, or a path on this site ("/terms#privacy"). */
const linkSchema = (key: string) =>
  z.string().refine((value) => value.startsWith('/') || /^https?:\/\/\S+$/.test(value), {
    error: `${key} deve essere un indirizzo http(s) o un percorso che inizia con /`,
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    error: 'deve essere development, production o test',
  }).default('development'),
  PORT: z.coerce.number({ error: 'deve essere un numero intero tra 0 e 65535' })
    .int({ error: 'deve essere un numero intero tra 0 e 65535' })
    .min(0, { error: 'deve essere un numero intero tra 0 e 65535' })
    .max(65535, { error: 'deve essere un numero intero tra 0 e 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `deve essere uno tra ${LOG_LEVELS.join(', ')}` }).default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: 'deve essere un indirizzo postgres://… (lascialo vuoto per usare SQLite)',
  }).optional(),
  SQLITE_PATH: z.string().min(1).default('var/versio.db'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  // Which tagger model the analyzer uses: `full` (every UD Latin treebank, some non-commercial) or
  // `commercial` (commercially usable sources only; what a paid deployment must ship).
  ANALYZER_MODEL: z.enum(['full', 'commercial'], { error: 'deve essere full o commercial' }).default('full'),
  CONTACT_EMAIL: z.email({ error: 'deve essere un indirizzo email' }).default('collaborazioni@versio.app'),
  PRIVACY_URL: linkSchema('PRIVACY_URL').default('https://www.iubenda.com/privacy-policy/versio'),
  COOKIE_URL: linkSchema('COOKIE_URL').default('https://www.iubenda.com/privacy-policy/versio/cookie-policy'),
  SOCIAL_INSTAGRAM_URL: linkSchema('SOCIAL_INSTAGRAM_URL').default('https://www.instagram.com/versio.app/'),
  SOCIAL_TIKTOK_URL: linkSchema('SOCIAL_TIKTOK_URL').default('https://www.tiktok.com/@versio.app'),
  SELLER_NAME: z.string().min(1).default('Versio S.r.l.'),
  SELLER_ADDRESS: z.string().min(1).default("Via dell'Indipendenza 1, 40121 Bologna (BO)"),
  SELLER_VAT: z.string().min(1).default('in fase di attribuzione'),
  SELLER_EMAIL: z.email({ error: 'deve essere un indirizzo email' }).default('amministrazione@versio.app'),
  // Where the web app is served, for links in e-mails and trusted origins (default PUBLIC_URL).
  WEB_URL: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'deve essere lunga almeno 32 caratteri' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'deve essere un indirizzo smtp:// o smtps://' }).optional(),
  EMAIL_FROM: z.string().min(3).default('Versio <noreply@versio.app>'),
  OUTBOX_DIR: z.string().min(1).default('var/outbox'),
  // The outbox page holds sign-in links: it asks for this token (a new random one at every start
  // when unset, printed in the start-up log).
  /** Bearer token for GET /metrics; without it only this machine may read them. */
  METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'deve essere di 16-128 caratteri tra lettere, cifre, - e _' }).optional(),
  OUTBOX_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'deve essere di 16-128 caratteri tra lettere, cifre, - e _' }).optional(),
  // The interactive API documentation at /api/docs: on outside production unless set.
  API_DOCS: z.enum(['true', 'false'], { error: 'deve essere true o false' }).optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  FREE_MONTHLY_ANALYSES: count('FREE_MONTHLY_ANALYSES').default(5),
  FREE_MONTHLY_CAMERA: count('FREE_MONTHLY_CAMERA').default(3),
  // Plus prices shown on every page and charged by the sandbox, in cents of PRICE_CURRENCY. With Stripe
  // the amount charged is the one of the configured price ids, which must match these (decision 031).
  PLUS_ANNUAL_PRICE_CENTS: positive('PLUS_ANNUAL_PRICE_CENTS').default(3000),
  PLUS_MONTHLY_PRICE_CENTS: positive('PLUS_MONTHLY_PRICE_CENTS').default(299),
  PRICE_CURRENCY: z.string().regex(/^[A-Za-z]{3}$/, { error: 'deve essere un codice ISO 4217 di tre lettere (EUR)' })
    .default('EUR').transform((value) => value.toUpperCase()),
  PRICE_VAT_TEXT: z.string().min(1).max(200).default('IVA inclusa'),
  // The first students to register get the lifetime plan, up to this many seats ever (decision 032).
  LIFETIME_SEATS: count('LIFETIME_SEATS').default(1000),
  // Stripe: all four set turn on Checkout, the Billing Portal and signed webhooks; none set uses the
  // embedded sandbox checkout. STRIPE_API_URL points the library at another server (stripe-mock, tests).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\S+$/, { error: 'deve essere una chiave segreta di Stripe (sk_… o rk_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, { error: 'deve essere il segreto di firma dei webhook (whsec_…)' }).optional(),
  STRIPE_PRICE_ANNUAL: z.string().regex(/^price_\S+$/, { error: 'deve essere l’id di un prezzo di Stripe (price_…)' }).optional(),
  STRIPE_PRICE_MONTHLY: z.string().regex(/^price_\S+$/, { error: 'deve essere l’id di un prezzo di Stripe (price_…)' }).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  RATE_LIMIT_MAX: positive('RATE_LIMIT_MAX').default(300),
  RATE_LIMIT_WINDOW_MS: positive('RATE_LIMIT_WINDOW_MS').default(60_000),
  AUTH_RATE_LIMIT_MAX: positive('AUTH_RATE_LIMIT_MAX').default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: positive('AUTH_RATE_LIMIT_WINDOW_MS').default(60_000),
  // Translations a signed-in student may ask for per window, whatever address they come from.
  TRANSLATE_RATE_LIMIT_MAX: positive('TRANSLATE_RATE_LIMIT_MAX').default(20),
  TRANSLATE_RATE_LIMIT_WINDOW_MS: positive('TRANSLATE_RATE_LIMIT_WINDOW_MS').default(60_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'deve essere un indirizzo redis://' }).optional(),
  // Behind a load balancer the client address comes from X-Forwarded-For; only trust it there.
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'deve essere true o false' }).default('false')
    .transform((value) => value === 'true'),
  // Translation by an OpenAI-compatible chat endpoint; without LLM_BASE_URL and LLM_MODEL the embedded
  // literal translator answers. The time-out bounds the whole call, retries included.
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: positive('LLM_TIMEOUT_MS').default(30_000),
  LLM_MAX_RETRIES: count('LLM_MAX_RETRIES').default(1),
  LLM_CACHE_SIZE: positive('LLM_CACHE_SIZE').default(500),
  // Threads that analyse and translate off the event loop, each with its own analyzer (~300 MB), and
  // how many tasks may wait for one before the server answers 503 (decision 025). At least 1: with no
  // queue piscina refuses a task yet still runs it later.
  WORKER_THREADS: positive('WORKER_THREADS').default(defaultWorkerThreads()),
  WORKER_QUEUE_MAX: positive('WORKER_QUEUE_MAX').default(64),
  // How long the user behind a cookie or bearer token is remembered (decision 041); forgotten at once
  // when any account changes. 0 looks every request up (the default in tests, which edit accounts in the
  // database directly); unset: 5000 outside tests.
  SESSION_CACHE_MS: count('SESSION_CACHE_MS').optional(),
  // Who may manage the lessons through /api/admin (decision 033): accounts with one of these e-mails,
  // once verified. Comma-separated; unset means nobody (the command-line tool still works).
  ADMIN_EMAILS: z.string().optional().transform((value, context) => {
    const emails = (value ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) context.addIssue({ code: 'custom', message: `${email} non è un indirizzo email` });
    }
    return Object.freeze(emails);
  }),
  // Lesson videos: files in this folder unless a bucket is configured (S3_*); links to them are signed
  // and expire after LESSON_LINK_TTL_SECONDS; an upload may be at most LESSON_VIDEO_MAX_MB.
  LESSONS_DIR: z.string().min(1).default('var/lessons'),
  LESSON_LINK_TTL_SECONDS: positive('LESSON_LINK_TTL_SECONDS').default(7200),
  LESSON_VIDEO_MAX_MB: positive('LESSON_VIDEO_MAX_MB').default(500),
  // An S3-compatible bucket (AWS S3, MinIO, Garage, R2…) for lesson videos, under the prefix lessons/.
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'deve essere un nome di bucket S3 (minuscole, cifre, . e -)' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, { error: 'deve essere una regione come eu-south-1' }).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: z.enum(['true', 'false'], { error: 'deve essere true o false' }).optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  // Photo recognition (decision 035): tesseract, looked up on PATH unless TESSERACT_BIN is a path, with the
  // project's models (setup links Debian's and copies grc_hist into var/tessdata).
  TESSERACT_BIN: z.string().min(1).default('tesseract'),
  OCR_TESSDATA_DIR: z.string().min(1).default('var/tessdata'),
  // The analyzer's generated data (its own configuration reads the same variable): Greek words read from a
  // photo are checked against the Greek lexicon there (decision 053).
  VERSIO_DATA_DIR: z.string().min(1).default('.data'),
  PATH: z.string().min(1).default('/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'),
  // Bounds on a photo: its bytes, its pixels (read from the header, before decoding: decompression bombs),
  // tesseract's time, and the recognitions running at once and waiting (beyond: 503).
  OCR_MAX_UPLOAD_BYTES: positive('OCR_MAX_UPLOAD_BYTES').default(15 * 1024 * 1024),
  OCR_MAX_PIXELS: positive('OCR_MAX_PIXELS').default(50_000_000),
  OCR_TIMEOUT_MS: positive('OCR_TIMEOUT_MS').default(60_000),
  OCR_THREADS: positive('OCR_THREADS').default(1),
  OCR_QUEUE_MAX: positive('OCR_QUEUE_MAX').default(4),
  // The signed upload link of GET /ocr/upload: valid this long, once.
  OCR_UPLOAD_TTL_SECONDS: positive('OCR_UPLOAD_TTL_SECONDS').default(600),
  // Where photos are kept until read: a folder, or an S3-compatible bucket when UPLOADS_S3_BUCKET is set.
  UPLOADS_DIR: z.string().min(1).default('var/uploads'),
  UPLOADS_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'deve essere un nome di bucket S3 (3-63 caratteri: minuscole, cifre, . e -)' }).optional(),
  UPLOADS_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'deve essere un indirizzo http(s) completo' }).optional(),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
}).superRefine((env, context) => {
  // Half a Stripe configuration would take money without ever granting plus (or the reverse).
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ANNUAL', 'STRIPE_PRICE_MONTHLY'] as const;
  if (stripeKeys.some((key) => env[key])) {
    for (const key of stripeKeys.filter((name) => !env[name])) {
      context.addIssue({ code: 'custom', path: [key], message: `obbligatoria con ${stripeKeys.filter((name) => env[name]).join(', ')} (Stripe va configurato per intero)` });
    }
  }
  // Sessions signed with a secret that changes at every start would log everyone out.
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['BETTER_AUTH_SECRET'],
      message: 'obbligatoria in produzione (genera con: openssl rand -base64 32)',
    });
  }
  // A bucket needs its keys, and keys without a bucket are a mistake worth stopping for.
  if (env.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'obbligatoria quando S3_BUCKET è impostata' });
    }
  } else {
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PATH_STYLE'] as const) {
      if (env[key] !== undefined) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `obbligatoria quando ${key} è impostata` });
    }
  }
  if (env.UPLOADS_S3_BUCKET && !(env.UPLOADS_S3_ACCESS_KEY_ID && env.UPLOADS_S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: ['UPLOADS_S3_ACCESS_KEY_ID'],
      message: 'con UPLOADS_S3_BUCKET servono anche UPLOADS_S3_ACCESS_KEY_ID e UPLOADS_S3_SECRET_ACCESS_KEY',
    });
  }
});

type ParsedEnv = z.output<typeof envSchema>;

export type Env = Readonly<Omit<ParsedEnv, 'PUBLIC_URL' | 'WEB_URL' | 'API_DOCS' | 'OUTBOX_TOKEN' | 'S3_PATH_STYLE' | 'SESSION_CACHE_MS'> & {
  PUBLIC_URL: string;
  /** Where the web app's pages are (PUBLIC_URL unless the web app is served elsewhere). */
  WEB_URL: string;
  /** Absolute path of the folder of the development outbox. */
  OUTBOX_DIR: string;
  /** The token the outbox page asks for. */
  OUTBOX_TOKEN: string;
  /** Whether /api/docs is served. */
  API_DOCS: boolean;
  /** Milliseconds a session lookup's answer is shared by requests with the same credentials. */
  SESSION_CACHE_MS: number;
  /** Absolute path of the SQLite file (or ":memory:"). */
  SQLITE_PATH: string;
  /** Absolute path of the built web app. */
  WEB_DIST: string;
  /** Absolute path of the folder of lesson videos on the local disk. */
  LESSONS_DIR: string;
  /** Where the bucket is: S3_ENDPOINT, else AWS's endpoint of S3_REGION. */
  S3_ENDPOINT: string;
  /** Bucket in the path rather than the host name: the default with S3_ENDPOINT (MinIO, Garage), not on AWS. */
  S3_PATH_STYLE: boolean;
  /** Absolute path of the project's tesseract models. */
  OCR_TESSDATA_DIR: string;
  /** Absolute path of the analyzer's generated data. */
  VERSIO_DATA_DIR: string;
  /** Absolute path of the folder of uploaded photos (without a bucket). */
  UPLOADS_DIR: string;
}>;

export type EnvIssue = { key: string; message: string };

export class EnvError extends Error {
  constructor(readonly issues: EnvIssue[]) {
    super(`Configurazione non valida:\n${issues.map((i) => `  - ${i.key}: ${i.message}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The keys Versio reads, in the order the README lists them. */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof ParsedEnv)[];

/** Parses the environment once; throws EnvError listing every bad key. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const input: Record<string, string> = {};
  for (const key of ENV_KEYS) {
    // An empty variable (FOO=) means "not set", as shells and .env files commonly write it.
    const value = source[key]?.trim();
    if (value) input[key] = value;
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => ({
      key: issue.path.join('.') || '(ambiente)',
      message: issue.message,
    })));
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return Object.freeze({
    ...parsed,
    PUBLIC_URL: publicUrl,
    WEB_URL: parsed.WEB_URL?.replace(/\/+$/, '') ?? publicUrl,
    OUTBOX_DIR: resolveFromRoot(parsed.OUTBOX_DIR),
    OUTBOX_TOKEN: parsed.OUTBOX_TOKEN ?? randomBytes(18).toString('base64url'),
    API_DOCS: parsed.API_DOCS ?? parsed.NODE_ENV !== 'production',
    SESSION_CACHE_MS: parsed.SESSION_CACHE_MS ?? (parsed.NODE_ENV === 'test' ? 0 : DEFAULT_SESSION_CACHE_MS),
    SQLITE_PATH: resolveFromRoot(parsed.SQLITE_PATH),
    WEB_DIST: resolveFromRoot(parsed.WEB_DIST),
    LESSONS_DIR: resolveFromRoot(parsed.LESSONS_DIR),
    S3_ENDPOINT: parsed.S3_ENDPOINT ?? `https://s3.${parsed.S3_REGION}.amazonaws.com`,
    S3_PATH_STYLE: parsed.S3_PATH_STYLE ?? parsed.S3_ENDPOINT !== undefined,
    OCR_TESSDATA_DIR: resolveFromRoot(parsed.OCR_TESSDATA_DIR),
    VERSIO_DATA_DIR: resolveFromRoot(parsed.VERSIO_DATA_DIR),
    UPLOADS_DIR: resolveFromRoot(parsed.UPLOADS_DIR),
  });
}

function resolveFromRoot(path: string): string {
  if (path === ':memory:' || isAbsolute(path)) return path;
  return resolve(REPO_ROOT, path);
}

/** For tests only: the dialects to run on (VERSIO_TEST_DIALECT=sqlite|postgres; both when unset). */
export function loadTestDialects(source: NodeJS.ProcessEnv = process.env): ('sqlite' | 'postgres')[] {
  const only = source.VERSIO_TEST_DIALECT?.trim();
  if (only === 'sqlite' || only === 'postgres') return [only];
  return ['sqlite', 'postgres'];
}

/** For tests only: the PostgreSQL server they may create schemas in (TEST_DATABASE_URL). */
export function loadTestDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  return source.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
}
