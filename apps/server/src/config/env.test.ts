import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EnvError, REPO_ROOT, loadEnv } from './env';

function catchEnvError(source: Record<string, string>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('loadEnv accepted an invalid environment');
}

const SECRET = 'k1P4nJ6vE0pQ3rS8tU2wX5yZ7aB9cD1eF3gH5iJ7';

describe('loadEnv', () => {
  test('needs nothing configured', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
      SQLITE_PATH: join(REPO_ROOT, 'var/versio.db'),
      WEB_DIST: join(REPO_ROOT, 'apps/web/dist'),
      CONTACT_EMAIL: 'collaborazioni@versio.app',
      SELLER_NAME: 'Versio S.r.l.',
      SELLER_ADDRESS: "Via dell'Indipendenza 1, 40121 Bologna (BO)",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test.each([
    [{ PORT: '8080' }, 'PUBLIC_URL', 'http://localhost:8080'],
    [{ PUBLIC_URL: 'https://versio.app/' }, 'PUBLIC_URL', 'https://versio.app'],
    [{ DATABASE_URL: 'postgres://u@db:5432/versio' }, 'DATABASE_URL', 'postgres://u@db:5432/versio'],
    [{ DATABASE_URL: 'postgresql://u@db/versio' }, 'DATABASE_URL', 'postgresql://u@db/versio'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL', undefined],
    [{ SQLITE_PATH: '/srv/versio.db' }, 'SQLITE_PATH', '/srv/versio.db'],
    [{ SQLITE_PATH: ':memory:' }, 'SQLITE_PATH', ':memory:'],
    [{ PRIVACY_URL: '/terms#privacy' }, 'PRIVACY_URL', '/terms#privacy'],
    [{ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }, 'NODE_ENV', 'production'],
    [{}, 'WEB_URL', 'http://localhost:3000'],
    [{ WEB_URL: 'http://localhost:5173/' }, 'WEB_URL', 'http://localhost:5173'],
    [{}, 'EMAIL_FROM', 'Versio <noreply@versio.app>'],
    [{}, 'OUTBOX_DIR', join(REPO_ROOT, 'var/outbox')],
    [{}, 'FREE_MONTHLY_ANALYSES', 5],
    [{ FREE_MONTHLY_ANALYSES: '30' }, 'FREE_MONTHLY_ANALYSES', 30],
    [{}, 'FREE_MONTHLY_CAMERA', 3],
    [{}, 'GOOGLE_DISCOVERY_URL', 'https://accounts.google.com/.well-known/openid-configuration'],
    [{}, 'TRUST_PROXY', false],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY', true],
    [{ SMTP_URL: 'smtp://user:pw@mail.example.org:587' }, 'SMTP_URL', 'smtp://user:pw@mail.example.org:587'],
    [{}, 'WORKER_THREADS', Math.min(4, Math.max(1, availableParallelism() - 1))],
    [{ WORKER_THREADS: '2' }, 'WORKER_THREADS', 2],
    [{}, 'WORKER_QUEUE_MAX', 64],
    [{ WORKER_QUEUE_MAX: '1' }, 'WORKER_QUEUE_MAX', 1],
    [{}, 'LESSONS_DIR', join(REPO_ROOT, 'var/lessons')],
    [{}, 'LESSON_LINK_TTL_SECONDS', 7200],
    [{}, 'S3_BUCKET', undefined],
    [{}, 'S3_ENDPOINT', 'https://s3.us-east-1.amazonaws.com'],
    [{ S3_BUCKET: 'versio', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu-south-1' }, 'S3_ENDPOINT', 'https://s3.eu-south-1.amazonaws.com'],
    [{ S3_BUCKET: 'versio', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_PATH_STYLE', false],
    [{ S3_BUCKET: 'versio', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_PATH_STYLE', true],
    [{}, 'PLUS_ANNUAL_PRICE_CENTS', 3000],
    [{}, 'PLUS_MONTHLY_PRICE_CENTS', 299],
    [{}, 'PRICE_CURRENCY', 'EUR'],
    [{ PRICE_CURRENCY: 'chf' }, 'PRICE_CURRENCY', 'CHF'],
    [{}, 'PRICE_VAT_TEXT', 'IVA inclusa'],
    [{}, 'LIFETIME_SEATS', 1000],
    [{ LIFETIME_SEATS: '0' }, 'LIFETIME_SEATS', 0],
    [{}, 'STRIPE_SECRET_KEY', undefined],
  ] as const)('%o gives %s = %s', (source, key, expected) => {
    expect(loadEnv(source)[key]).toBe(expected);
  });

  test('lists every bad key at once, with the reason', () => {
    const error = catchEnvError({ PORT: 'abc', DATABASE_URL: 'mysql://root@localhost/versio', NODE_ENV: 'staging' });
    expect(error.issues.map((issue) => issue.key).sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT']);
    expect(error.message).toContain('PORT: deve essere un numero intero tra 0 e 65535');
    expect(error.message).toContain('DATABASE_URL: deve essere un indirizzo postgres://');
    expect(error.message).toContain('NODE_ENV: deve essere development, production o test');
  });

  test.each([
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'versio.app'],
    ['CONTACT_EMAIL', 'collaborazioni'],
    ['SOCIAL_TIKTOK_URL', 'tiktok.com/@versio.app'],
    ['BETTER_AUTH_SECRET', 'short'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['FREE_MONTHLY_ANALYSES', '-1'],
    ['AUTH_RATE_LIMIT_MAX', '0'],
    ['REDIS_URL', 'localhost:6379'],
    ['TRUST_PROXY', 'yes'],
    ['WORKER_THREADS', '0'],
    ['WORKER_QUEUE_MAX', '0'],
    ['ADMIN_EMAILS', 'livia@example.org, non-una-email'],
    ['LESSON_LINK_TTL_SECONDS', '0'],
    ['S3_REGION', 'Europa Sud'],
    ['PLUS_MONTHLY_PRICE_CENTS', '2.99'],
    ['PRICE_CURRENCY', 'euro'],
    ['LIFETIME_SEATS', '-1'],
  ])('rejects %s=%s', (key, value) => {
    expect(catchEnvError({ [key]: value }).issues.map((issue) => issue.key)).toEqual([key]);
  });

  test('ADMIN_EMAILS is a list of lower-case addresses, empty when unset', () => {
    expect(loadEnv({}).ADMIN_EMAILS).toEqual([]);
    expect(loadEnv({ ADMIN_EMAILS: ' Livia@Example.org,marco@example.org ,' }).ADMIN_EMAILS).toEqual(['livia@example.org', 'marco@example.org']);
  });

  test('a bucket needs both keys; keys without a bucket name it', () => {
    expect(catchEnvError({ S3_BUCKET: 'versio' }).issues.map((issue) => issue.key)).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(catchEnvError({ S3_ACCESS_KEY_ID: 'k' }).issues).toEqual([{ key: 'S3_BUCKET', message: 'obbligatoria quando S3_ACCESS_KEY_ID è impostata' }]);
  });

  test('Stripe is configured whole or not at all: a missing key is named', () => {
    const error = catchEnvError({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_ANNUAL: 'price_annual' });
    expect(error.issues.map((issue) => issue.key).sort()).toEqual(['STRIPE_PRICE_MONTHLY', 'STRIPE_WEBHOOK_SECRET']);
    const whole = loadEnv({
      STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_ANNUAL: 'price_a', STRIPE_PRICE_MONTHLY: 'price_m',
    });
    expect(whole.STRIPE_PRICE_MONTHLY).toBe('price_m');
    expect(catchEnvError({ STRIPE_SECRET_KEY: 'pk_live_123' }).issues.map((issue) => issue.key)).toContain('STRIPE_SECRET_KEY');
  });

  test('production refuses to start without BETTER_AUTH_SECRET, with the way to make one', () => {
    const error = catchEnvError({ NODE_ENV: 'production' });
    expect(error.issues).toEqual([{
      key: 'BETTER_AUTH_SECRET',
      message: 'obbligatoria in produzione (genera con: openssl rand -base64 32)',
    }]);
  });
});
