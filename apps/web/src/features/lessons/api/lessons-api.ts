// GET /api/lessons and GET /api/lessons/{lessonId} (spec §7). The detail's outcomes are the page's
// states (spec §4): the lesson with its video link, locked (403, or any other failure, as the spec
// says), or not found (404: the route shows the 404 page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LessonDetail, LessonItem, LessonsResponse } from '@versio/server/types';
import { ApiError, getJson } from '../../../lib/api-client';

export type { LessonItem };

/** Spec §9: 21 lessons a page. */
export const LESSONS_PAGE_SIZE = 21;

export type LessonOutcome =
  | { status: 'ready'; detail: LessonDetail }
  | { status: 'locked'; data: LessonItem | null }
  | { status: 'not-found' };

export function fetchLessons(page: number, search: string, signal?: AbortSignal): Promise<LessonsResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(LESSONS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return getJson<LessonsResponse>(`/api/lessons?${params}`, signal);
}

export async function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<LessonOutcome> {
  try {
    return { status: 'ready', detail: await getJson<LessonDetail>(`/api/lessons/${encodeURIComponent(lessonId)}`, signal) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    if (error instanceof ApiError && error.status === 403) return { status: 'locked', data: readLockedData(error.body) };
    // Spec §7: other failures are logged and treated as locked.
    console.error('Lezione non caricata', error);
    return { status: 'locked', data: null };
  }
}

/** The 403 of a premium lesson carries its title and description for the locked page. */
function readLockedData(body: unknown): LessonItem | null {
  const data = (body as { data?: LessonItem } | null)?.data;
  return data && typeof data.title === 'string' && typeof data.description === 'string' ? data : null;
}

export function useLessons(page: number, search: string) {
  return useQuery({
    queryKey: ['lessons', page, search],
    queryFn: ({ signal }) => fetchLessons(page, search, signal),
    // The previous page stays on screen only until the placeholders of the new one replace it.
    placeholderData: keepPreviousData,
  });
}

export function useLesson(lessonId: string) {
  return useQuery({
    queryKey: ['lesson', lessonId],
    queryFn: ({ signal }) => fetchLesson(lessonId, signal),
    // The video link is signed for a while (LESSON_LINK_TTL_SECONDS): ask again for each visit.
    staleTime: 0,
    gcTime: 0,
  });
}
