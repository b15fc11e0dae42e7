export { AnalysisPanel } from './components/analysis-panel';
export type { AnalysisMap, Lang, LemmaEntry, WordEntry } from './api/analysis-types';
