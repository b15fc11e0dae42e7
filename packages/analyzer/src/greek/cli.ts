/**
 * The Greek half of the command-line contract (src/cli.ts):
 *   --input conllu --output conllu   fills LEMMA, UPOS, XPOS (the AGDT tag, for the perseus and versio conventions)
 *                                    and FEATS of every word line, in the convention asked; by default (auto) the
 *                                    one of the treebank the document resembles (ud/convention.ts), else perseus
 *                                    (UD Ancient Greek Perseus); every other byte is kept.
 *   --input text --output json       the tokens as JSON (token-json.ts), in Versio's convention.
 */
import { COL, formatConlluSentence, wordRows, type ConlluSentence } from '../core/conllu';
import { createGreekAnalyzer, type GreekAnalyzer } from './pipeline';
import type { GreekConventionTables } from './tagger/conventions';
import { formatGreekTokensJson } from './token-json';
import { detectGreekConvention, loadGreekConventionClassifier } from './ud/convention';
import { GREEK_OUTPUT_CONVENTIONS, sentenceInConvention, type GreekOutputConvention } from './ud/output';

export function isGreekConvention(value: string): value is GreekOutputConvention {
  return (GREEK_OUTPUT_CONVENTIONS as readonly string[]).includes(value);
}

/** The convention asked, or for `auto` the one the document's words resemble most (perseus when none clearly). */
export function greekConventionOf(asked: string, sentences: readonly ConlluSentence[]): GreekOutputConvention {
  if (isGreekConvention(asked)) return asked;
  const classifier = loadGreekConventionClassifier();
  const found = classifier && detectGreekConvention(classifier, sentences.map((s) => wordRows(s).map((c) => c[COL.FORM]!)));
  return found ?? 'perseus';
}

/** The treebank the tagger follows for an output convention: PTNK and PROIEL for their own, AGDT for the others. */
export function taggingConvention(convention: GreekOutputConvention): string {
  return convention === 'ptnk' || convention === 'proiel' ? convention : 'agdt';
}

const NO_TABLES: GreekConventionTables = { upos: new Map(), lemmas: new Map() };

export function fillGreekSentence(analyzer: GreekAnalyzer, sentence: ConlluSentence, convention: GreekOutputConvention): string {
  const rows = wordRows(sentence);
  if (rows.length > 0) {
    const tokens = analyzer.analyzeForms(rows.map((c) => c[COL.FORM]!));
    const tables = analyzer.tagger?.conventions ?? NO_TABLES;
    const outs = sentenceInConvention(tokens, convention, tables);
    rows.forEach((cols, i) => {
      const out = outs[i]!;
      cols[COL.LEMMA] = out.lemma;
      cols[COL.UPOS] = out.upos;
      if (out.xpos !== '_') cols[COL.XPOS] = out.xpos;
      cols[COL.FEATS] = out.feats;
    });
  }
  return formatConlluSentence(sentence);
}

export function runGreekConllu(sentences: readonly ConlluSentence[], convention: GreekOutputConvention): string {
  const analyzer = createGreekAnalyzer({ convention: taggingConvention(convention) });
  return sentences.map((s) => fillGreekSentence(analyzer, s, convention)).join('');
}

export function runGreekText(text: string): string {
  return formatGreekTokensJson(createGreekAnalyzer().analyzeText(text));
}
