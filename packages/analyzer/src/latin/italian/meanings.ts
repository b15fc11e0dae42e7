/**
 * Italian meanings of Latin lemmas, from the generated `.data/lexicon/lat-glosses-it.json`
 * (scripts/build-glosses.ts). Loaded once; a missing meaning is `undefined`, never English or French.
 */
import { readFileSync } from 'node:fs';
import { createMeaningLookup, type MeaningLookup } from './gloss-lookup';
import { GLOSSES_FORMAT, resolveGlossesPath, type GlossesFile } from './meanings-file';
import { AnalyzerError } from '../../core/errors';

let loaded: MeaningLookup | undefined;

/**
 * The Italian meaning look-up, loaded on first use.
 * Example: `loadLatinMeanings()('terra', 'terra')` → `terra, suolo, paese`.
 */
export function loadLatinMeanings(path: string = resolveGlossesPath()): MeaningLookup {
  if (loaded && path === resolveGlossesPath()) return loaded;
  let file: GlossesFile;
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as GlossesFile;
  } catch (error) {
    throw new AnalyzerError('data_missing', `significati italiani non trovati in ${path} (build-glosses)`, { cause: error });
  }
  if (file.format !== GLOSSES_FORMAT) throw new AnalyzerError('data_format', `significati italiani in ${path}: ${String(file.format)}`);
  // Filled key by key: a map made from Object.entries' pairs took a quarter more of the load (32,000 lemmas).
  const meanings = new Map<string, string>();
  const { glosses } = file;
  for (const key of Object.keys(glosses)) meanings.set(key, glosses[key]![0]);
  const lookUp = createMeaningLookup(meanings);
  if (path === resolveGlossesPath()) loaded = lookUp;
  return lookUp;
}
