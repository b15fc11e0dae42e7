/**
 * Asks hunspell (Debian packages hunspell, hunspell-it, hunspell-fr-classical, hunspell-en-us, installed by
 * setup) which words its dictionaries accept. Used by build-glosses.ts to find the words of machine-made
 * Italian glosses that are not Italian.
 */
import { spawnSync } from 'node:child_process';

/** True when hunspell runs and has every one of these dictionaries (`it_IT`, `fr_FR`, `en_US`). */
export function hasHunspell(dictionaries: readonly string[]): boolean {
  const run = spawnSync('hunspell', ['-D'], { encoding: 'utf8', input: '' });
  if (run.error || run.status !== 0) return false;
  const available = `${run.stdout}\n${run.stderr}`;
  return dictionaries.every((name) => new RegExp(`/${name}$`, 'm').test(available));
}

/** The words that one of the dictionaries (comma-separated, `fr_FR,en_US`) accepts. */
export function acceptedWords(words: Iterable<string>, dictionaries: string): Set<string> {
  const list = [...new Set(words)];
  const run = spawnSync('hunspell', ['-d', dictionaries, '-i', 'UTF-8', '-l'], {
    encoding: 'utf8', input: list.join('\n'), maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`hunspell -d ${dictionaries} non risponde: ${run.error?.message ?? run.stderr}`);
  const rejected = new Set(run.stdout.split('\n'));
  return new Set(list.filter((word) => !rejected.has(word)));
}
