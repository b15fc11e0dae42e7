/** Format and place of the generated Italian meanings file (`.data/lexicon/lat-glosses-it.json`). */
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import type { GlossSource } from './gloss-sources';

export const GLOSSES_FORMAT = 'versio-lat-glosses-it/1';

/** `glosses[key] = [meaning, source]`: a tuple keeps the file small. Read into a Map (meanings.ts), never looked up here. */
export interface GlossesFile {
  format: typeof GLOSSES_FORMAT;
  // eslint-disable-next-line no-restricted-syntax -- the file's JSON shape, only ever read through Object.entries
  glosses: Record<string, [string, GlossSource]>;
}

/** `<repo>/.data/lexicon/lat-glosses-it.json`, or under `$VERSIO_DATA_DIR/lexicon/`. */
export function resolveGlossesPath(): string {
  return join(analyzerConfig().dataDir, 'lexicon', 'lat-glosses-it.json');
}
