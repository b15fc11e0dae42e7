/**
 * The Italian glossary of Greek lemmas kept in the repository (data/glosses-grc-it.tsv and every file
 * of data/greek-glossary/), read at run time so that a word the built meanings lack still reaches the
 * student in Italian: the first meaning of its lemma, looked up as written, then without accents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import { greekBareKey, greekKey } from '../normalize';

export type GreekGlossary = (lemma: string) => string | undefined;

/** Reads `lemma<TAB>meanings` lines (comments with `#`); the first meaning wins, the first file first. */
export function parseGlossary(texts: readonly string[]): GreekGlossary {
  const exact = new Map<string, string>();
  const bare = new Map<string, string>();
  for (const text of texts) {
    for (const line of text.split(/\r?\n/)) {
      if (line.startsWith('#') || !line.includes('\t')) continue;
      const [lemma = '', meanings = ''] = line.split('\t');
      const first = meanings.replace(/\([^)]*\)/g, '').split(/[,;]/)[0]?.trim();
      if (!lemma || !first) continue;
      if (!exact.has(greekKey(lemma))) exact.set(greekKey(lemma), first);
      if (!bare.has(greekBareKey(lemma))) bare.set(greekBareKey(lemma), first);
    }
  }
  return (lemma) => exact.get(greekKey(lemma)) ?? bare.get(greekBareKey(lemma));
}

let loaded: GreekGlossary | undefined;

/** The repository's glossary, read once. */
export function greekGlossary(): GreekGlossary {
  if (loaded) return loaded;
  const dataDir = join(analyzerConfig().repoRoot, 'packages', 'analyzer', 'data');
  const folder = join(dataDir, 'greek-glossary');
  const files = [join(dataDir, 'glosses-grc-it.tsv'), ...(existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.tsv')).sort().map((f) => join(folder, f)) : [])];
  loaded = parseGlossary(files.filter((f) => existsSync(f)).map((f) => readFileSync(f, 'utf8')));
  return loaded;
}
