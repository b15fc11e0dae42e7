/** Token-level scores of predicted against gold CoNLL-U rows, after Versio's normalisation of both. */
import { formatFeats, parseFeats } from '../../src/core/types';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { coreFeats, inTreebankScheme, normalizeLatinFeats, schoolUpos, type LatinTreebank } from '../../src/latin/ud/normalize';

export class Score {
  tokens = 0;
  upos = 0;
  schoolUpos = 0;
  lemma = 0;
  core = 0;
  all = 0;
  guessed = 0;

  add(tb: LatinTreebank, gold: { upos: string; lemma: string; feats: string }, pred: { upos: string; lemma: string; feats: string; source: string }): void {
    this.tokens++;
    if (gold.upos === pred.upos) this.upos++;
    if (schoolUpos(gold.upos) === schoolUpos(pred.upos)) this.schoolUpos++;
    if (lemmaMatchKey(gold.lemma) === lemmaMatchKey(pred.lemma)) this.lemma++;
    const g = normalizeLatinFeats(parseFeats(gold.feats), tb);
    // A distinction the treebank's scheme does not make (its gerunds are gerundives) is not scored against it.
    const p = inTreebankScheme(normalizeLatinFeats(parseFeats(pred.feats), 'versio'), tb);
    if (formatFeats(coreFeats(g)) === formatFeats(coreFeats(p))) this.core++;
    if (formatFeats(g) === formatFeats(p)) this.all++;
    if (pred.source === 'guess') this.guessed++;
  }

  merge(other: Score): void {
    for (const k of ['tokens', 'upos', 'schoolUpos', 'lemma', 'core', 'all', 'guessed'] as const) this[k] += other[k];
  }

  row(): string[] {
    const pct = (n: number) => ((100 * n) / Math.max(1, this.tokens)).toFixed(2);
    return [String(this.tokens), pct(this.upos), pct(this.schoolUpos), pct(this.lemma), pct(this.core), pct(this.all), pct(this.guessed)];
  }
}

export const SCORE_HEADER = ['tokens', 'UPOS', 'UPOS*', 'lemma', 'core feats', 'all feats', 'guessed'];
