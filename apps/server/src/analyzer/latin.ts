// One Latin analyzer per process: its lexicon and tagger model take a few hundred megabytes and never
// change, so the analysis, translation and language-check features all share this copy.
import { createLatinAnalyzer } from '@versio/analyzer';
import type { LatinAnalyzer } from '@versio/analyzer';

/** `full`: trained on every UD Latin treebank; `commercial`: on commercially usable sources only. */
export type AnalyzerModel = 'full' | 'commercial';

const analyzers = new Map<AnalyzerModel, LatinAnalyzer>();
let configuredModel: AnalyzerModel = 'full';

/** Sets the model every feature of this process uses (from ANALYZER_MODEL, at start-up). */
export function selectAnalyzerModel(model: AnalyzerModel): void {
  configuredModel = model;
}

export function getLatinAnalyzer(model: AnalyzerModel = configuredModel): LatinAnalyzer {
  let analyzer = analyzers.get(model);
  if (!analyzer) analyzers.set(model, (analyzer = createLatinAnalyzer({ commercial: model === 'commercial' })));
  return analyzer;
}
