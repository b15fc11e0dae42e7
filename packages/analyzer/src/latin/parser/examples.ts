/**
 * UD Latin trees as the dependency parser's training sentences (decision 068): each word's look-up key and its
 * tag in the tagger's canonical tagset (so that the parser reads the tagger's output as it read its training),
 * its head and its relation without the subtype (`nsubj:pass` → `nsubj`, the treebanks use different subtypes).
 */
import { wordRows, type ConlluSentence } from '../../core/conllu';
import { parserWord, type ParserWord } from '../../core/parser/features';
import type { ParserExample } from '../../core/parser/model';
import { parseFeats } from '../../core/types';
import { normalizeLatin } from '../normalize';
import type { LatinTreebank } from '../ud/normalize';
import { normalizeLatinFeats } from '../ud/normalize';
import { latinTagOf } from '../ud/training';

/** A UD relation without its subtype. */
export function baseRelation(deprel: string): string {
  const colon = deprel.indexOf(':');
  return colon < 0 ? deprel : deprel.slice(0, colon);
}

const ROOT_WORD = parserWord('<root>', 'ROOT');

/** The parser's words of a sentence from keys and tags (index 0: the root, unused). */
export function parserWords(keys: readonly string[], tags: readonly string[]): ParserWord[] {
  const words = new Array<ParserWord>(keys.length + 1);
  words[0] = ROOT_WORD;
  for (let i = 0; i < keys.length; i++) words[i + 1] = parserWord(keys[i]!, tags[i]!);
  return words;
}

/** A training sentence of a UD Latin tree, or null when it has no words or a head outside it. */
export function parserExampleOf(sentence: ConlluSentence, tb: LatinTreebank): ParserExample & { forms: string[]; tags: string[] } | null {
  const rows = wordRows(sentence);
  if (rows.length === 0) return null;
  const forms: string[] = [];
  const tags: string[] = [];
  const heads = [0];
  const relations = [''];
  for (const c of rows) {
    const head = Number(c[6]);
    if (!Number.isInteger(head) || head < 0 || head > rows.length) return null;
    forms.push(c[1]!);
    tags.push(latinTagOf(c[3]!, normalizeLatinFeats(parseFeats(c[5]!), tb)));
    heads.push(head);
    relations.push(baseRelation(c[7]!));
  }
  return { words: parserWords(forms.map(normalizeLatin), tags), heads, relations, forms, tags };
}
