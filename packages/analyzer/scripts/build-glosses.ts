/**
 * Builds the Italian meanings of Latin lemmas:
 *   node --import tsx packages/analyzer/scripts/build-glosses.ts [--missing N]
 * Chain: Versio's own glosses (data/glosses-it.tsv) > Collatinus lemmes.it (cleaned) > WordNet joins
 * (shared data wordnet-italian/lat_it_via_wordnet.tsv). Writes `.data/lexicon/lat-glosses-it.json`
 * (generated: never edit by hand) and prints the coverage of running words of the UD Latin treebanks;
 * `--missing N` also lists the N most frequent lemmas still without a meaning.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropForeignSenses, isForeignWord, listSenseWords } from '../src/latin/italian/foreign-senses';
import { measureCoverage } from '../src/latin/italian/gloss-coverage';
import { createMeaningLookup } from '../src/latin/italian/gloss-lookup';
import {
  mergeGlosses, parseCollatinusGlosses, parseFrenchSenses, parseNameGlosses, parseOwnGlosses, parseWordnetGlosses, type GlossSource,
} from '../src/latin/italian/gloss-sources';
import { GLOSSES_FORMAT, resolveGlossesPath, type GlossesFile } from '../src/latin/italian/meanings-file';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { analyzerConfig } from '../src/core/config';
import { acceptedWords, hasHunspell } from './lexicon/spelling';

const PACKAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const { collatinusDir: COLLATINUS_DIR, sharedDataDir: SHARED_DATA_DIR, udDir: UD_DIR } = analyzerConfig();

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').split(/\r?\n/);
}

function listLatinTreebanks(): string[] {
  if (!existsSync(UD_DIR)) return [];
  return readdirSync(UD_DIR).filter((d) => d.startsWith('UD_Latin-')).flatMap((d) =>
    readdirSync(join(UD_DIR, d)).filter((f) => f.endsWith('.conllu')).map((f) => join(UD_DIR, d, f)));
}

/**
 * Drops, in place, the senses of machine-made glosses that are not Italian (foreign-senses.ts), asking
 * hunspell's Italian, French and English dictionaries. Without them (setup installs them) the glosses stay
 * as they are, with a warning. Returns the number of senses dropped and of lemmas left without a meaning.
 */
function dropForeignGlosses(maps: Map<string, string>[]): { senses: number; lemmas: number } | undefined {
  if (!hasHunspell(['it_IT', 'fr_FR', 'en_US'])) {
    console.warn('attenzione: hunspell con i dizionari it_IT, fr_FR, en_US non è installato (npm run setup): le glosse restano senza il controllo delle parole straniere');
    return undefined;
  }
  const words = new Set(maps.flatMap((map) => [...map.values()].flatMap(listSenseWords)));
  const italian = acceptedWords(words, 'it_IT');
  const elsewhere = acceptedWords([...words].filter((word) => !italian.has(word)), 'fr_FR,en_US');
  const lexicon = loadLatinLexicon();
  const verdicts = { italian, elsewhere, isLatin: (word: string) => lexicon.isKnownForm(word.toLowerCase()) };
  const isForeign = (word: string) => isForeignWord(word, verdicts);
  const dropped = { senses: 0, lemmas: 0 };
  for (const map of maps) {
    for (const [key, meaning] of map) {
      const kept = dropForeignSenses(meaning, isForeign);
      if (kept === meaning) continue;
      dropped.senses += meaning.split(',').length - (kept === undefined ? 0 : kept.split(',').length);
      if (kept === undefined) {
        map.delete(key);
        dropped.lemmas++;
      } else map.set(key, kept);
    }
  }
  return dropped;
}

function main(): void {
  const started = performance.now();
  const own = parseOwnGlosses(readLines(join(PACKAGE_DIR, 'data', 'glosses-it.tsv')));
  const french = parseFrenchSenses(readLines(join(COLLATINUS_DIR, 'lemmes.fr')));
  const collatinus = parseCollatinusGlosses(readLines(join(COLLATINUS_DIR, 'lemmes.it')), french);
  const wordnetPath = join(SHARED_DATA_DIR, 'wordnet-italian', 'lat_it_via_wordnet.tsv');
  const wordnet = existsSync(wordnetPath) ? parseWordnetGlosses(readLines(wordnetPath)) : new Map<string, string>();
  const dropped = dropForeignGlosses([collatinus, wordnet]);
  if (dropped) console.log(`parole straniere: ${dropped.senses} accezioni tolte, ${dropped.lemmas} lemmi restano senza (passano alla fonte seguente)`);
  const names = parseNameGlosses([...readLines(join(COLLATINUS_DIR, 'lemmes.la')), ...readLines(join(COLLATINUS_DIR, 'lem_ext.la'))]);
  const merged = mergeGlosses(own, collatinus, wordnet, names);

  // fromEntries defines every lemma key as an own property (an assignment would not, for `__proto__`).
  const glosses = Object.fromEntries([...merged].map(([key, entry]) => [key, [entry.meaning, entry.source] as [string, GlossSource]]));
  const file: GlossesFile = { format: GLOSSES_FORMAT, glosses };
  const out = resolveGlossesPath();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(file));
  const bySource = { versio: 0, collatinus: 0, wordnet: 0, nome: 0 };
  for (const entry of merged.values()) bySource[entry.source]++;
  console.log(`${merged.size} significati → ${out} (Versio ${bySource.versio}, Collatinus ${bySource.collatinus}, WordNet ${bySource.wordnet}, nomi propri ${bySource.nome})`);

  const lookUp = createMeaningLookup(new Map([...merged].map(([key, entry]) => [key, entry.meaning])));
  const missingTotal = new Map<string, number>();
  for (const path of listLatinTreebanks()) {
    const coverage = measureCoverage(readFileSync(path, 'utf8'), lookUp);
    const share = ((100 * coverage.covered) / Math.max(1, coverage.words)).toFixed(2);
    console.log(`copertura ${path.split('/').pop()}: ${share}% di ${coverage.words} parole`);
    for (const [lemma, count] of coverage.missing) missingTotal.set(lemma, (missingTotal.get(lemma) ?? 0) + count);
  }
  const missingArg = process.argv.indexOf('--missing');
  if (missingArg > 0) {
    const n = Number(process.argv[missingArg + 1] ?? 100);
    const top = [...missingTotal].sort((a, b) => b[1] - a[1]).slice(0, n);
    console.log(top.map(([lemma, count]) => `${lemma}\t${count}`).join('\n'));
  }
  console.log(`fatto in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
