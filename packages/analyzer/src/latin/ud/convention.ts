/**
 * Latin side of the convention classifier (core/convention-classifier.ts): it is trained with the tagger
 * and saved beside its model (`lat-tagger.conventions.json`), and tells which treebank's annotation habits
 * a CoNLL-U document follows, so the CLI can answer in the same convention.
 * Example: `detectLatinConvention(classifier, [['Gallia', 'est', 'omnis', 'divisa']])` → `perseus`.
 */
import { existsSync } from 'node:fs';
import { ConventionClassifier } from '../../core/convention-classifier';
import { normalizeLatin } from '../normalize';
import { latinModelBase } from '../pipeline-model';
import type { LatinTreebank } from './normalize';

/** Where the classifier of a model lives: beside the model's own files. */
export function latinConventionPath(modelBase: string): string {
  return `${modelBase}.conventions.json`;
}

/** The classifier trained with the (full or commercial) model, or undefined when it was not built. */
export function loadLatinConventionClassifier(commercial = false): ConventionClassifier | undefined {
  const path = latinConventionPath(latinModelBase(commercial));
  return existsSync(path) ? ConventionClassifier.load(path) : undefined;
}

/** The treebank convention a document (its sentences as written forms) resembles most. */
export function detectLatinConvention(classifier: ConventionClassifier, sentences: readonly (readonly string[])[]): LatinTreebank | undefined {
  return classifier.classify(sentences.map((forms) => forms.map(normalizeLatin))).convention as LatinTreebank | undefined;
}
