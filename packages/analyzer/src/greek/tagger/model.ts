/**
 * The Greek tagger model: where it lives (`<data>/greek/grc-tagger.{json,weights}` and the conventions beside it,
 * the data folder set by the configuration, core/config.ts) and its loading. Without a trained model the
 * analyzer falls back to the lexicon's ranking and the rules of readings.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TaggerModel } from '../../core/tagger/model';
import { resolveGreekDir } from '../lexicon/paths';
import { loadGreekConventions, type GreekConventionTables } from './conventions';

export interface GreekTaggerData {
  model: TaggerModel;
  conventions: GreekConventionTables;
}

/** Base path (without `.json`/`.weights`) of the Greek tagger model. */
export function greekModelBase(dir = resolveGreekDir()): string {
  return join(dir, 'grc-tagger');
}

export function greekConventionsPath(base = greekModelBase()): string {
  return `${base}.conventions.json`;
}

/** The trained model and its conventions, or undefined when none has been trained. */
export function loadGreekTagger(base = greekModelBase()): GreekTaggerData | undefined {
  if (!existsSync(`${base}.json`) || !existsSync(`${base}.weights`)) return undefined;
  return { model: TaggerModel.load(base), conventions: loadGreekConventions(greekConventionsPath(base)) };
}
