// Changing the catalogue, for the administrators' API and the command-line tool alike: add, edit,
// reorder, publish, remove a lesson, and give it a video. A removed lesson keeps its row (removed_at),
// so the starting catalogue never brings it back; adding its id again revives it.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import type { ObjectStorage } from '../../integrations/storage/storage';
import { MESSAGES } from '../../messages';
import type { AdminLesson, CreateLessonInput, UpdateLessonInput } from './lessons-admin.schema';
import { createLessonBodySchema } from './lessons-admin.schema';
import { isLessonId } from './lessons.schema';
import { toLessonItem } from './lessons.service';
import type { LessonRow } from './lessons.service';
import { toSearchText } from './search-text';

export type VideoFormat = { contentType: 'video/mp4' | 'video/webm'; extension: 'mp4' | 'webm' };

export type LessonsAdmin = ReturnType<typeof createLessonsAdmin>;

export function toAdminLesson(row: LessonRow): AdminLesson {
  return { ...toLessonItem(row), published: Number(row.published) === 1, video: row.video, updated_at: row.updated_at };
}

export function createLessonsAdmin({ db, storage, now = () => new Date() }: { db: Db; storage: ObjectStorage; now?: () => Date }) {
  const notFound = () => new AppError('lesson_not_found', 404, MESSAGES.lessonNotFound);

  async function findRow(codice: string, options: { removed?: boolean } = {}): Promise<LessonRow | undefined> {
    if (!isLessonId(codice)) return undefined;
    const query = db.selectFrom('lessons').selectAll().where('codice', '=', codice);
    return (options.removed ? query : query.where('removed_at', 'is', null)).executeTakeFirst();
  }

  async function requireRow(codice: string): Promise<LessonRow> {
    const row = await findRow(codice);
    if (!row) throw notFound();
    return row;
  }

  async function listAll(): Promise<AdminLesson[]> {
    const rows = await db.selectFrom('lessons').selectAll().where('removed_at', 'is', null).orderBy('order_custom').orderBy('codice').execute();
    return rows.map(toAdminLesson);
  }

  async function create(input: CreateLessonInput): Promise<AdminLesson> {
    const lesson = createLessonBodySchema.parse(input);
    const existing = await findRow(lesson.codice, { removed: true });
    if (existing && existing.removed_at === null) throw new AppError('lesson_exists', 409, MESSAGES.lessonExists);
    const last = await db.selectFrom('lessons').select((eb) => eb.fn.max('order_custom').as('last')).where('removed_at', 'is', null).executeTakeFirst();
    const at = now().toISOString();
    const values = {
      title: lesson.title,
      description: lesson.description,
      premium: lesson.premium ? 1 : 0,
      order_custom: lesson.order_custom ?? (last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1),
      published: lesson.published ? 1 : 0,
      video: null,
      search_text: toSearchText(lesson),
      updated_at: at,
      removed_at: null,
    };
    if (existing) await db.updateTable('lessons').set(values).where('codice', '=', lesson.codice).execute();
    else await db.insertInto('lessons').values({ codice: lesson.codice, ...values, created_at: at }).execute();
    return toAdminLesson(await requireRow(lesson.codice));
  }

  async function update(codice: string, patch: UpdateLessonInput): Promise<AdminLesson> {
    const row = await requireRow(codice);
    const title = patch.title ?? row.title;
    const description = patch.description ?? row.description;
    await db.updateTable('lessons').set({
      title,
      description,
      ...(patch.premium === undefined ? {} : { premium: patch.premium ? 1 : 0 }),
      ...(patch.order_custom === undefined ? {} : { order_custom: patch.order_custom }),
      ...(patch.published === undefined ? {} : { published: patch.published ? 1 : 0 }),
      search_text: toSearchText({ title, description }),
      updated_at: now().toISOString(),
    }).where('codice', '=', codice).execute();
    return toAdminLesson(await requireRow(codice));
  }

  /** The named lessons swap into the places they held among themselves; then all are numbered 0, 1, 2… */
  async function reorder(codici: readonly string[]): Promise<AdminLesson[]> {
    if (new Set(codici).size !== codici.length) throw new AppError('invalid_reorder', 400, MESSAGES.invalidReorder);
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('lessons').select('codice').where('removed_at', 'is', null).orderBy('order_custom').orderBy('codice').execute();
      const order = rows.map((row) => row.codice);
      const places = codici.map((codice) => order.indexOf(codice));
      if (places.includes(-1)) throw new AppError('invalid_reorder', 400, MESSAGES.invalidReorder);
      const sortedPlaces = [...places].sort((a, b) => a - b);
      sortedPlaces.forEach((place, i) => {
        order[place] = codici[i] ?? '';
      });
      const at = now().toISOString();
      for (const [index, codice] of order.entries()) {
        await trx.updateTable('lessons').set({ order_custom: index, updated_at: at }).where('codice', '=', codice).execute();
      }
    });
    return listAll();
  }

  /** Removes the lesson from the catalogue and its video from the store. */
  async function remove(codice: string): Promise<void> {
    const row = await requireRow(codice);
    await db.updateTable('lessons').set({ removed_at: now().toISOString(), published: 0, video: null }).where('codice', '=', codice).execute();
    if (row.video) await storage.remove(row.video);
  }

  /** Stores the file as the lesson's video under a new key (old links stop working) and drops the old one. */
  async function attachVideo(codice: string, path: string, format: VideoFormat): Promise<AdminLesson> {
    const row = await requireRow(codice);
    const key = `${codice}.${randomBytes(4).toString('hex')}.${format.extension}`;
    await storage.putFile(key, path, format.contentType);
    await db.updateTable('lessons').set({ video: key, updated_at: now().toISOString() }).where('codice', '=', codice).execute();
    if (row.video && row.video !== key) await storage.remove(row.video);
    return toAdminLesson(await requireRow(codice));
  }

  return { listAll, create, update, reorder, remove, attachVideo };
}
