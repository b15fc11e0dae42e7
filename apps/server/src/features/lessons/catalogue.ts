// The starting catalogue, kept as data in apps/server/data/lessons.json: Latin and Greek grammar
// lessons written for Versio, in the order they are shown. The server adds the lessons the database
// lacks at every start (never changing or reviving one an administrator edited or removed), and setup
// generates each one's short video from the same file (apps/server/scripts/generate-lesson-videos.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Db } from '../../db/create-db';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, lessonIdSchema } from './lessons.schema';
import { toSearchText } from './search-text';

export const CATALOGUE_PATH = fileURLToPath(new URL('../../../data/lessons.json', import.meta.url));

const catalogueLessonSchema = z.object({
  codice: lessonIdSchema,
  lang: z.enum(['lat', 'grc']),
  title: z.string().min(3).max(MAX_TITLE_LENGTH),
  description: z.string().min(20).max(MAX_DESCRIPTION_LENGTH),
  premium: z.boolean(),
  /** The key points shown on the video's slides, one line each. */
  points: z.array(z.string().min(1).max(50)).min(2).max(5),
}).strict();

const catalogueSchema = z.object({
  $comment: z.string().optional(),
  lessons: z.array(catalogueLessonSchema).min(1)
    .refine((lessons) => new Set(lessons.map((lesson) => lesson.codice)).size === lessons.length, { error: 'codici ripetuti' }),
}).strict();

export type CatalogueLesson = z.infer<typeof catalogueLessonSchema>;

export function loadCatalogue(path = CATALOGUE_PATH): CatalogueLesson[] {
  return catalogueSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).lessons;
}

/** Where setup writes a catalogue lesson's generated video, and the key the seeded row points to. */
export function toSeedVideoKey(codice: string): string {
  return `${codice}.mp4`;
}

/** Adds the catalogue's lessons that the database has never had, published; returns their ids. */
export async function seedCatalogue(db: Db, lessons: readonly CatalogueLesson[], now = new Date()): Promise<string[]> {
  if (lessons.length === 0) return [];
  const at = now.toISOString();
  const rows = lessons.map((lesson, index) => ({
    codice: lesson.codice,
    title: lesson.title,
    description: lesson.description,
    premium: lesson.premium ? 1 : 0,
    order_custom: index,
    published: 1,
    video: toSeedVideoKey(lesson.codice),
    search_text: toSearchText(lesson),
    created_at: at,
    updated_at: at,
    removed_at: null,
  }));
  const inserted = await db.insertInto('lessons').values(rows)
    .onConflict((oc) => oc.column('codice').doNothing())
    .returning('codice')
    .execute();
  return inserted.map((row) => row.codice);
}
