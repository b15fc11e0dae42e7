/**
 * Turns UD Latin CoNLL-U into tagger training sentences: canonical tags (UPOS + core features, see
 * normalize.ts), look-up keys, lemmas and the lexicon's candidate tags for each form.
 */
import { readFileSync } from 'node:fs';
import { parseConllu, wordRows, type ConlluSentence } from '../../core/conllu';
import type { TrainingSentence } from '../../core/tagger/train';
import { formatFeats, parseFeats, type Feats } from '../../core/types';
import { normalizeLatin } from '../normalize';
import { lemmaMatchKey } from './lemma';
import { coreFeats, normalizeLatinFeats, type LatinTreebank } from './normalize';
import { readTreebank, type TreebankFile } from './treebanks';

/**
 * Tokens per epoch each UD Latin treebank is brought to when training (TrainOptions.balanceTokens):
 * Perseus, PROIEL and CIRCSE are repeated two to three times, beside ITTB, LLCT and UDante.
 */
export const LATIN_BALANCE_TOKENS = 40_000;

/**
 * Perceptrons averaged into the shipped Latin model (TrainOptions.ensemble), each on its own shuffle of
 * the sentences: the same tagging cost, steadier figures (decision 011).
 */
export const LATIN_ENSEMBLE = 2;

/** The tagger's tag for a UPOS and canonical features: `NOUN|Case=Acc|Gender=Fem|Number=Sing`, `ADV`. */
export function latinTagOf(upos: string, canonicalFeats: Feats): string {
  const core = formatFeats(coreFeats(canonicalFeats));
  return core === '_' ? upos : `${upos}|${core}`;
}

/** Splits a tag back into UPOS and its feature string (`_` when none). */
export function splitTag(tag: string): { upos: string; feats: string } {
  const bar = tag.indexOf('|');
  return bar < 0 ? { upos: tag, feats: '_' } : { upos: tag.slice(0, bar), feats: tag.slice(bar + 1) };
}

/** Candidate tags for a normalised form, from the language's lexicon (null when it knows nothing). */
export type CandidateTags = (form: string) => readonly string[] | null;
/** Lexicon prior buckets aligned with the candidate tags of a form (see TaggerInput.priors). */
export type CandidatePriors = (form: string) => readonly number[] | null;
/** The comparison key of the lexicon's lemma for a form with a tag (null: none). */
export type LexiconLemmaKey = (form: string, tag: string) => string | null;
/** The class the lexicon puts a lemma in (`people`), or null. */
export type LemmaClass = (lemma: string) => string | null;

export function trainingSentenceOf(sentence: ConlluSentence, tb: LatinTreebank, candidates?: CandidateTags, priors?: CandidatePriors, lexiconLemmaKey?: LexiconLemmaKey, lemmaClass?: LemmaClass): TrainingSentence | null {
  const rows = wordRows(sentence);
  if (rows.length === 0) return null;
  const s: TrainingSentence = { forms: [], keys: [], tags: [], lemmas: [], lemmaKeys: [], candidates: [], convention: tb, priors: [], lexiconLemmaKeys: [], lemmaClasses: [] };
  for (const c of rows) {
    const form = c[1]!;
    s.forms.push(form);
    s.keys.push(normalizeLatin(form));
    const tag = latinTagOf(c[3]!, normalizeLatinFeats(parseFeats(c[5]!), tb));
    s.tags.push(tag);
    s.lexiconLemmaKeys!.push(lexiconLemmaKey ? lexiconLemmaKey(form, tag) : null);
    s.lemmas.push(c[2]!);
    s.lemmaClasses!.push(lemmaClass ? lemmaClass(c[2]!) : null);
    s.lemmaKeys.push(lemmaMatchKey(c[2]!));
    s.candidates.push(candidates ? candidates(form) : null);
    s.priors!.push(priors ? priors(form) : null);
  }
  return s;
}

/** Reads one UD file (a path) or treebank file (treebanks.ts: PROIEL's own export too) into training sentences. */
export function readTrainingSentences(file: string | TreebankFile, tb: LatinTreebank, candidates?: CandidateTags, priors?: CandidatePriors, lexiconLemmaKey?: LexiconLemmaKey, lemmaClass?: LemmaClass): TrainingSentence[] {
  const out: TrainingSentence[] = [];
  for (const sentence of typeof file === 'string' ? parseConllu(readFileSync(file, 'utf8')) : readTreebank(file)) {
    const s = trainingSentenceOf(sentence, tb, candidates, priors, lexiconLemmaKey, lemmaClass);
    if (s) out.push(s);
  }
  return out;
}
