// GET /history and POST /save (spec §7): the student's last saved versions of one language.
import { useQuery } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';
import type { SavedAnalysis } from '@versio/server/types';
import type { Lang } from '../../analysis/api/analysis-types';

export const HISTORY_LIMIT = 5;

export type Timestamp = { _seconds: number; _nanoseconds: number };

/** Spec §3 history item (analysis null when only translated), with its id and language. */
export type HistoryItem = {
  id: string;
  lang: Lang;
  input: string;
  translation: string;
  analysis: SavedAnalysis | null;
  timestamp: Timestamp;
};

export type SavedVersion = { input: string; translation: string; analysis: SavedAnalysis | null; lang: Lang };

export const historyKey = (lang: Lang) => ['history', lang] as const;

export function fetchHistory(lang: Lang, signal?: AbortSignal): Promise<HistoryItem[]> {
  return getJson<HistoryItem[]>(`/history?lang=${lang}&limit=${HISTORY_LIMIT}`, signal);
}

export function saveVersion(version: SavedVersion): Promise<{ id: string; timestamp: Timestamp }> {
  return postJson('/save', version);
}

/** The last five versions, only fetched for registered students. */
export function useHistory(lang: Lang, enabled: boolean) {
  return useQuery({ queryKey: historyKey(lang), queryFn: ({ signal }) => fetchHistory(lang, signal), enabled });
}
