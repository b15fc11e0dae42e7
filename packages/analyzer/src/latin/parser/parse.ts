/** The Latin sentence's tree from the dependency parser (decision 068), as the sentence model reads it. */
import type { DependencyParser } from '../../core/parser/model';
import { arcsOf, type Arcs } from '../sentence/arc-features';
import { parserWords } from './examples';

/** Parses a sentence of look-up keys and tags into arcs (0-based heads, −1 the root). */
export function parseLatinSentence(parser: DependencyParser, keys: readonly string[], tags: readonly string[]): Arcs {
  const parse = parser.parse(parserWords(keys, tags));
  const heads = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) heads[i] = parse.heads[i + 1]! - 1;
  return arcsOf(heads, parse.relations.slice(1));
}
