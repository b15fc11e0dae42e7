/**
 * Greek side of the convention classifier (core/convention-classifier.ts, as latin/ud/convention.ts): trained
 * with the tagger on its treebanks' sentences (AGDT, PTNK, UD PROIEL dev) and saved beside its model
 * (`grc-tagger.classifier.json`), it tells which treebank's annotation habits a CoNLL-U document follows, so that
 * the CLI answers in that convention when none is asked: AGDT's for UD Perseus, PTNK's, PROIEL's.
 * Example: `detectGreekConvention(classifier, [['ἐν', 'ἀρχῇ', 'ἦν', 'ὁ', 'λόγος']])` → `proiel`.
 */
import { existsSync } from 'node:fs';
import { ConventionClassifier, type LabelledSentence } from '../../core/convention-classifier';
import { greekKey } from '../normalize';
import { greekModelBase } from '../tagger/model';
import type { GreekOutputConvention } from './output';

/** Where the classifier of a model lives: beside the model's own files. */
export function greekClassifierPath(modelBase = greekModelBase()): string {
  return `${modelBase}.classifier.json`;
}

/** The output convention of each training annotation (AGDT is the source of UD Perseus). */
const OUTPUT_OF = new Map<string, GreekOutputConvention>([['agdt', 'perseus'], ['ptnk', 'ptnk'], ['proiel', 'proiel']]);

/** The classifier's view of a sentence: its forms' keys, punctuation included (UD PROIEL has none). */
function keysOf(forms: readonly string[]): string[] {
  return forms.map(greekKey);
}

/** Trains the classifier on training sentences (their forms and annotation). */
export function trainGreekConventionClassifier(sentences: readonly { forms: readonly string[]; convention?: string }[]): ConventionClassifier {
  const labelled: LabelledSentence[] = sentences.map((s) => ({ keys: keysOf(s.forms), convention: s.convention }));
  return ConventionClassifier.train(labelled, { calibrate: true });
}

/** The classifier trained with the model, or undefined when it was not built. */
export function loadGreekConventionClassifier(modelBase = greekModelBase()): ConventionClassifier | undefined {
  const path = greekClassifierPath(modelBase);
  return existsSync(path) ? ConventionClassifier.load(path) : undefined;
}

/**
 * The lead (nats a token) PTNK needs over the others: UD Perseus dev, which the classifier never saw, leads for
 * PTNK by 0.26 (under the calibrated 0.36, but not by much: both are prose with UD's punctuation), PTNK dev by
 * 1.39; held-out halves of UD PROIEL dev lead for PROIEL by 0.68, with the calibrated margin enough.
 */
export const PTNK_MIN_MARGIN = 0.7;

/** The output convention a document (its sentences as written forms) resembles most, or undefined. */
export function detectGreekConvention(classifier: ConventionClassifier, sentences: readonly (readonly string[])[]): GreekOutputConvention | undefined {
  const guess = classifier.classify(sentences.map(keysOf));
  if (guess.convention === undefined || (guess.convention === 'ptnk' && guess.margin < PTNK_MIN_MARGIN)) return undefined;
  return OUTPUT_OF.get(guess.convention);
}
