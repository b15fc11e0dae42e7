/** Where the Latin dependency parser lives: `<data>/models/lat-parser[-commercial].{json,weights}` (scripts/train-parser.ts). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DependencyParser } from '../../core/parser/model';
import { resolveDataDir } from '../lexicon/paths';

/** The model's files without their extension. */
export function parserModelBase(commercial: boolean): string {
  return join(resolveDataDir(), 'models', commercial ? 'lat-parser-commercial' : 'lat-parser');
}

/** The parser, or null when it has not been built (the analyzer then works without it). */
export function loadLatinParser(commercial: boolean): DependencyParser | null {
  const base = parserModelBase(commercial);
  return existsSync(`${base}.weights`) ? DependencyParser.load(base) : null;
}
