/**
 * The alternatives a student sees beside a token's reading: the form's other analyses, each reading (lemma and
 * tag) once, best first by the tagger's score of its tag in the sentence. Which analyses are listed depends only
 * on the form and its chosen analysis, so it is worked out once per (form, tag); only the scores are per token.
 */
import type { AnalyzedToken } from '../core/analyzed-token';
import type { Analysis } from '../core/types';
import type { ChoiceMemo } from './choose';
import type { FormInfo } from './form-info';

export interface AlternativesContext {
  /** The canonical tag of an analysis. */
  tagOf: (a: Analysis) => string;
  /** The tagger's id of a tag. */
  tagIdOf: (tag: string) => number;
}

/** What a student reads of an analysis: its lemma and its tag (part of speech and features). */
function readingKey(a: Analysis, ctx: AlternativesContext): string {
  return `${a.lemma}\t${ctx.tagOf(a)}`;
}

/** Indexes of the analyses listed beside `memo`'s: not the chosen reading, and a reading two lexicon entries give (a lemma and its homograph) once. */
function alternativeIndexes(info: FormInfo, analysis: Analysis, ctx: AlternativesContext): Int32Array {
  const keys = (info.readingKeys ??= info.analyses.map((a) => readingKey(a, ctx)));
  const chosenKey = keys[info.analyses.indexOf(analysis)] ?? readingKey(analysis, ctx);
  const out: number[] = [];
  for (let k = 0; k < keys.length; k++) {
    if (info.analyses[k] === analysis || keys[k] === chosenKey || keys.indexOf(keys[k]!) !== k) continue;
    out.push(k);
  }
  return Int32Array.from(out);
}

/**
 * The alternatives of a token whose form's entry is `info` and whose choice is `memo`, given the token's candidate
 * tag ids and their scores in the sentence (−Infinity for an analysis whose tag is not among them).
 */
export function alternativesOf(info: FormInfo, memo: ChoiceMemo, candidates: Int32Array, scores: Float64Array, ctx: AlternativesContext): AnalyzedToken['alternatives'] {
  const at = (memo.alternativeAt ??= alternativeIndexes(info, memo.choice.analysis, ctx));
  const out: AnalyzedToken['alternatives'] = new Array(at.length);
  if (at.length === 0) return out;
  const tagIds = (info.analysisTags ??= Int32Array.from(info.analyses, (a) => ctx.tagIdOf(ctx.tagOf(a))));
  for (let j = 0; j < at.length; j++) {
    const k = at[j]!;
    const id = tagIds[k]!;
    let c = 0;
    while (c < candidates.length && candidates[c] !== id) c++;
    out[j] = { analysis: info.analyses[k]!, score: c < candidates.length ? scores[c]! : -Infinity };
  }
  // Best first, ties in their order: the order Array.prototype.sort gives with (x, y) => y.score − x.score (a
  // stable sort), by insertion, since a token has a few alternatives and the built-in sort's call costs more.
  for (let j = 1; j < out.length; j++) {
    const x = out[j]!;
    let q = j;
    while (q > 0 && x.score > out[q - 1]!.score) {
      out[q] = out[q - 1]!;
      q--;
    }
    out[q] = x;
  }
  return out;
}
