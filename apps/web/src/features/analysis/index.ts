export { AnalysisPanel } from './components/analysis-panel';
export type { AnalysisResult, Lang, LemmaEntry, Occurrence } from './api/analysis-types';
