/** Where the Latin tagger model lives: `VERSIO_TAGGER_MODEL` (a base path), else `<data>/models/lat-tagger[-commercial]`. */
import { join } from 'node:path';
import { analyzerConfig } from '../core/config';
import { resolveDataDir } from './lexicon/paths';

/** Base path (without `.json`/`.weights`) of the Latin tagger model; `VERSIO_TAGGER=commercial` picks the commercial one. */
export function latinModelBase(commercial = analyzerConfig().taggerModel === 'commercial'): string {
  const { taggerModelBase } = analyzerConfig();
  if (taggerModelBase) return taggerModelBase;
  return join(resolveDataDir(), 'models', commercial ? 'lat-tagger-commercial' : 'lat-tagger');
}
