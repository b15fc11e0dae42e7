/**
 * The analysis CLI measured from outside, as a user (or another tool) runs it: `npm run -s analyze -- --lang L
 * --input text --output json` given a file, its CPU time (user + system, the process's every thread) with what it
 * printed thrown away. Used by benchmark.ts (Latin) and benchmark-greek.ts.
 * Example: `cliCpu('lat', 'versione.txt')` → 1.93 (seconds).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** CPU seconds of `npm run -s analyze` on `file` for language `lang`. */
export function cliCpu(lang: 'lat' | 'grc', file: string): number {
  const script = 'TIMEFORMAT="%U %S"; time npm run -s analyze -- --lang "$1" --input text --output json <"$0" >/dev/null';
  const run = spawnSync('bash', ['-c', script, file, lang], { cwd: root, encoding: 'utf8', timeout: 600_000 });
  const [user, system] = run.stderr.trim().split(/\s+/).slice(-2).map(Number);
  if (run.status !== 0 || user === undefined || system === undefined || Number.isNaN(user + system)) throw new Error(`npm run analyze: ${run.stderr}`);
  return user + system;
}

/** Files written to a temporary folder for `use`, removed after it. */
export function withTextFiles<T>(files: Readonly<Record<string, string>>, use: (path: (name: string) => string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'versio-cli-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return use((name) => join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;

/**
 * A fresh CLI process given text it has never seen (the held-out measure): tokens/s of CPU beyond the cost of a
 * process given one short text (its load and start), median of `runs`, with each run's figure.
 */
export function freshCliRate(lang: 'lat' | 'grc', tiny: string, text: string, tokens: number, runs: number): { rate: number; runs: number[] } {
  return withTextFiles({ 'tiny.txt': `${tiny}\n`, 'text.txt': `${text}\n` }, (path) => {
    const rates: number[] = [];
    for (let r = 0; r < runs; r++) rates.push(tokens / (cliCpu(lang, path('text.txt')) - cliCpu(lang, path('tiny.txt'))));
    return { rate: median(rates), runs: rates };
  });
}
