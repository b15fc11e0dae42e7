/**
 * Computes the towns whose locative rule 36 reads (decision 082) from Collatinus's French lemma list: a proper name
 * whose gloss calls it a town in its first note (`Messana:Messine (ville de Sicile)`, `Abydos:[ville de la
 * Haute-Égypte]`), not its inhabitants (`Asculanus:habitant d'Asculum (ville du Picenum)`); writes
 * packages/analyzer/data/latin/town-names.txt (then run `npm run pack:word-lists`).
 * Usage: `node --import tsx packages/analyzer/scripts/learn-town-names.ts [--check]`; `--check` only compares and
 * fails when the file differs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzerConfig } from '../src/core/config';

/** A town's gloss: its first note, in brackets or parentheses, says `ville` (after at most one word: `ancienne ville`). */
const TOWN_GLOSS = /^[^([]*[([]\s*(?:\p{L}+ )?ville\b/u;
/** A gloss of the inhabitants, or of an adjective of origin (`Amerinus`: d'Amérie (ville d'Ombrie)). */
const INHABITANTS = /^\s*(?:habitant|d'|de |du |des )/;

/** The town names of Collatinus's `lemmes.fr` lines (`Lemma:gloss`), homograph digits dropped, sorted. */
export function townNames(lines: readonly string[]): string[] {
  const out = new Set<string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const lemma = line.slice(0, colon).replace(/\d+$/, '');
    const gloss = line.slice(colon + 1);
    const first = lemma[0];
    if (first === undefined || first !== first.toUpperCase() || first === first.toLowerCase()) continue;
    if (TOWN_GLOSS.test(gloss) && !INHABITANTS.test(gloss)) out.add(lemma);
  }
  return [...out].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const source = join(analyzerConfig().collatinusDir, 'lemmes.fr');
  if (!existsSync(source)) {
    console.error(`${source} not found: run npm run setup`);
    process.exit(1);
  }
  const names = townNames(readFileSync(source, 'utf8').split('\n'));
  const path = fileURLToPath(new URL('../data/latin/town-names.txt', import.meta.url));
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
  const wanted = `${header}\n${names.join('\n')}\n`;
  if (process.argv.includes('--check')) {
    if (wanted !== text) {
      console.error('town-names.txt differs from what Collatinus gives');
      process.exit(1);
    }
  } else if (wanted !== text) writeFileSync(path, wanted);
  console.log(`town names: ${names.length}`);
}
