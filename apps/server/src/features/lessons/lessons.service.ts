// Reading the catalogue: the published lessons a page at a time, in order_custom order, filtered by a
// search on title and description (every word must appear, accents and case ignored); one lesson by id.
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { LessonsTable } from '../../db/database';
import type { LessonItem, LessonsQuery, LessonsResponse } from './lessons.schema';
import { isLessonId } from './lessons.schema';
import { toWordStartPattern, toSearchWords } from './search-text';

export type LessonRow = Selectable<LessonsTable>;

export type LessonsService = ReturnType<typeof createLessonsService>;

export function toLessonItem(row: LessonRow): LessonItem {
  return {
    codice: row.codice,
    title: row.title,
    description: row.description,
    premium: Number(row.premium) === 1,
    order_custom: Number(row.order_custom),
  };
}

export function createLessonsService({ db }: { db: Db }) {
  function publishedMatching(search: string) {
    let query = db.selectFrom('lessons').where('published', '=', 1).where('removed_at', 'is', null);
    for (const word of toSearchWords(search)) {
      query = query.where(sql<boolean>`search_text like ${toWordStartPattern(word)} escape '\\'`);
    }
    return query;
  }

  /** One page of the published lessons the search matches, and how many match on all pages. */
  async function listPublished({ page, limit, search }: LessonsQuery): Promise<LessonsResponse> {
    const matching = publishedMatching(search);
    const [rows, count] = await Promise.all([
      matching.selectAll().orderBy('order_custom').orderBy('codice').limit(limit).offset((page - 1) * limit).execute(),
      matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { lessons: rows.map(toLessonItem), total: Number(count.n) };
  }

  /** The lesson with this id, unless removed; unpublished ones only when asked for. */
  async function findLesson(codice: string, options: { includeUnpublished?: boolean } = {}): Promise<LessonRow | null> {
    if (!isLessonId(codice)) return null;
    let query = db.selectFrom('lessons').selectAll().where('codice', '=', codice).where('removed_at', 'is', null);
    if (!options.includeUnpublished) query = query.where('published', '=', 1);
    return (await query.executeTakeFirst()) ?? null;
  }

  return { listPublished, findLesson };
}
