// One Greek analyzer per process, loaded on first use: its lexicon (about 400,000 forms) and meanings
// never change, so translation and the language check share this copy.
import { createGreekAnalyzer } from '@versio/analyzer';
import type { GreekAnalyzer } from '@versio/analyzer';

let analyzer: GreekAnalyzer | undefined;

export function getGreekAnalyzer(): GreekAnalyzer {
  analyzer ??= createGreekAnalyzer();
  return analyzer;
}
