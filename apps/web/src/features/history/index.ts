export { HistoryPanel } from './components/history-panel';
export { saveVersion, fetchHistory, historyKey, type HistoryItem } from './api/history-api';
