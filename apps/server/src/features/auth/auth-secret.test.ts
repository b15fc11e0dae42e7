import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

const CONFIGURED = 'k1P4nJ6vE0pQ3rS8tU2wX5yZ7aB9cD1eF3gH5iJ7';

describe('resolveAuthSecret', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  function secretPath(): string {
    const folder = mkdtempSync(join(tmpdir(), 'versio-secret-'));
    folders.push(folder);
    return join(folder, 'var', 'better-auth-secret');
  }

  test.each(['development', 'production', 'test'] as const)('%s uses BETTER_AUTH_SECRET when set', (nodeEnv) => {
    const path = secretPath();
    expect(resolveAuthSecret({ NODE_ENV: nodeEnv, BETTER_AUTH_SECRET: CONFIGURED }, path)).toBe(CONFIGURED);
    expect(existsSync(path)).toBe(false);
  });

  test('development generates one secret, keeps it under var/ readable only by its owner, and reuses it', () => {
    const path = secretPath();
    const first = resolveAuthSecret({ NODE_ENV: 'development', BETTER_AUTH_SECRET: undefined }, path);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(path, 'utf8')).toBe(`${first}\n`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ NODE_ENV: 'development', BETTER_AUTH_SECRET: undefined }, path)).toBe(first);
  });

  test('tests get a fresh secret each time and write nothing', () => {
    const path = secretPath();
    const a = resolveAuthSecret({ NODE_ENV: 'test', BETTER_AUTH_SECRET: undefined }, path);
    const b = resolveAuthSecret({ NODE_ENV: 'test', BETTER_AUTH_SECRET: undefined }, path);
    expect(a).not.toBe(b);
    expect(existsSync(path)).toBe(false);
  });

  test('production without a secret refuses (env.ts already stops start-up with the reason)', () => {
    expect(() => resolveAuthSecret({ NODE_ENV: 'production', BETTER_AUTH_SECRET: undefined }, secretPath()))
      .toThrow('BETTER_AUTH_SECRET è obbligatoria in produzione');
  });
});
