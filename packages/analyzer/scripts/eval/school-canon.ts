/**
 * The school-canon development set (packages/analyzer/data/eval/school-canon-dev.conllu, decision 039):
 * reading it, its folds, and scoring an analyzer on it the way a student meets it: each sentence's `# text` is
 * analysed as running text (tokenizer, tagger, rules, students' view) and its words are matched to the gold
 * words; a gold word the tokenizer did not produce counts as wrong in every measure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalyzedToken } from '../../src/core/analyzed-token';
import { analyzerConfig } from '../../src/core/config';
import { COL, parseConllu, wordRows, type ConlluSentence } from '../../src/core/conllu';
import { formatFeats, parseFeats } from '../../src/core/types';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { coreFeats, normalizeLatinFeats } from '../../src/latin/ud/normalize';
import { cardErrors, cardFields, hasCard, type CardField, type ScoredWord } from './card-measure';

/** Number of folds of the set for cross-validated use (rule ablations): sentence k is in fold k mod FOLDS. */
export const SCHOOL_CANON_FOLDS = 5;

export interface GoldWord extends ScoredWord {
  form: string;
}

export interface DevSentence {
  id: string;
  /** Author, work and book.chapter.section: `Caesar, De bello Gallico 7.4.1`. */
  source: string;
  author: string;
  fold: number;
  text: string;
  words: GoldWord[];
}

/** Where the set lives in the checkout. */
export function schoolCanonPath(): string {
  return join(analyzerConfig().repoRoot, 'packages', 'analyzer', 'data', 'eval', 'school-canon-dev.conllu');
}

/** The fold of the k-th sentence (0-based): consecutive sentences of an author fall in different folds. */
export function foldOfIndex(k: number): number {
  return k % SCHOOL_CANON_FOLDS;
}

function comment(sentence: ConlluSentence, key: string): string | undefined {
  const prefix = `# ${key} = `;
  return sentence.lines.find((l) => l.kind === 'comment' && l.text.startsWith(prefix))?.text.slice(prefix.length);
}

/** Parses the set (its text as given, so tests can read fixtures). */
export function parseSchoolCanon(text: string): DevSentence[] {
  return parseConllu(text).filter((s) => wordRows(s).length > 0).map((s, k) => {
    const source = comment(s, 'source') ?? '';
    return {
      id: comment(s, 'sent_id') ?? String(k + 1),
      source,
      author: source.split(',')[0]!.trim(),
      fold: Number(comment(s, 'fold') ?? foldOfIndex(k)),
      text: comment(s, 'text') ?? '',
      words: wordRows(s).map((c) => ({ form: c[COL.FORM]!, lemma: c[COL.LEMMA]!, upos: c[COL.UPOS]!, feats: c[COL.FEATS]! })),
    };
  });
}

export function readSchoolCanon(path = schoolCanonPath()): DevSentence[] {
  return parseSchoolCanon(readFileSync(path, 'utf8'));
}

/** Predicted word for each gold word (undefined where the tokenizer produced none), matched by form in order. */
export function alignWords(gold: readonly GoldWord[], predicted: readonly AnalyzedToken[]): (AnalyzedToken | undefined)[] {
  const key = (form: string) => form.toLowerCase();
  const out: (AnalyzedToken | undefined)[] = new Array(gold.length).fill(undefined);
  let j = 0;
  for (let i = 0; i < gold.length; i++) {
    // Look ahead a few tokens for the gold form; a miss leaves the gold word unmatched.
    for (let d = 0; d < 4 && j + d < predicted.length; d++) {
      if (key(predicted[j + d]!.form) === key(gold[i]!.form)) {
        out[i] = predicted[j + d];
        j += d + 1;
        break;
      }
    }
  }
  return out;
}

/** Counts of one set of sentences (an author, or all). */
export class CanonScore {
  tokens = 0;
  upos = 0;
  lemma = 0;
  core = 0;
  all = 0;
  cards = 0;
  cardRight = 0;
  unmatched = 0;

  add(gold: GoldWord, pred: AnalyzedToken | undefined, deponent: boolean, errors: Map<string, number>): void {
    this.tokens++;
    const card = hasCard(gold);
    if (card) this.cards++;
    if (!pred) {
      this.unmatched++;
      if (card) bump(errors, 'tokenization');
      return;
    }
    if (gold.upos === pred.upos) this.upos++;
    if (lemmaMatchKey(gold.lemma) === lemmaMatchKey(pred.lemma)) this.lemma++;
    const g = normalizeLatinFeats(parseFeats(gold.feats), 'versio');
    const p = normalizeLatinFeats(parseFeats(pred.feats), 'versio');
    if (formatFeats(coreFeats(g)) === formatFeats(coreFeats(p))) this.core++;
    if (formatFeats(g) === formatFeats(p)) this.all++;
    if (!card) return;
    const wrong = cardErrors(gold, pred, deponent);
    if (wrong.length === 0) this.cardRight++;
    const gf = cardFields(gold, deponent);
    const pf = cardFields(pred, deponent);
    for (const field of wrong) {
      bump(errors, field);
      bump(errors, `${field}: ${gf.get(field) || '–'} → ${pf.get(field) || '–'}`);
    }
  }

  merge(o: CanonScore): void {
    for (const k of ['tokens', 'upos', 'lemma', 'core', 'all', 'cards', 'cardRight', 'unmatched'] as const) this[k] += o[k];
  }

  row(): string[] {
    const pct = (n: number, d = this.tokens) => ((100 * n) / Math.max(1, d)).toFixed(2);
    return [String(this.tokens), pct(this.upos), pct(this.lemma), pct(this.core), pct(this.all), pct(this.cardRight, this.cards), String(this.unmatched)];
  }
}

export const CANON_HEADER = ['tokens', 'UPOS', 'lemma', 'core feats', 'all feats', 'cards', 'unmatched'];

function bump(m: Map<string, number>, key: string): void {
  m.set(key, (m.get(key) ?? 0) + 1);
}

export interface CanonResult {
  total: CanonScore;
  byAuthor: Map<string, CanonScore>;
  /** Card errors by field (`caso`) and by field with values (`caso: ablativo → dativo`), and `tokenization`. */
  errors: Map<string, number>;
}

export interface CanonScoringOptions {
  analyzeText: (text: string) => AnalyzedToken[];
  /** Whether a lemma is a deponent verb (its card shows no voice). */
  isDeponent?: (lemma: string) => boolean;
  /** Only these folds (all by default). */
  folds?: readonly number[];
}

/** Scores an analyzer on the set: overall, per author, and the card errors by kind. */
export function scoreSchoolCanon(sentences: readonly DevSentence[], options: CanonScoringOptions): CanonResult {
  const result: CanonResult = { total: new CanonScore(), byAuthor: new Map(), errors: new Map() };
  for (const s of sentences) {
    if (options.folds && !options.folds.includes(s.fold)) continue;
    const predicted = options.analyzeText(s.text).filter((t) => t.form.trim() !== '');
    const aligned = alignWords(s.words, predicted);
    let author = result.byAuthor.get(s.author);
    if (!author) result.byAuthor.set(s.author, (author = new CanonScore()));
    s.words.forEach((g, i) => author.add(g, aligned[i], options.isDeponent?.(g.lemma) ?? false, result.errors));
  }
  for (const a of result.byAuthor.values()) result.total.merge(a);
  return result;
}

/** The error kinds the report groups card errors into (field names of the card, plus tokenization). */
export const ERROR_KINDS: readonly (CardField | 'tokenization')[] = ['pos', 'lemma', 'caso', 'numero', 'genere', 'modo', 'tempo', 'persona', 'diatesi', 'grado', 'tokenization'];
