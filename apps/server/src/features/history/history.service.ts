// The versions a registered student saved: written by POST /save, read back newest first by
// GET /history. Every query is scoped to one user id, so nobody ever reads another's versions.
// Each save keeps only the newest KEPT_VERSIONS of its language, in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/create-db';
import type { Lang } from '../../db/database';
import { toTimestamp } from '../limits/months';
import { KEPT_VERSIONS, savedAnalysisSchema } from './history.schema';
import type { HistoryItem, SaveBody, SaveResponse, SavedAnalysis } from './history.schema';

export type HistoryService = ReturnType<typeof createHistoryService>;

export function createHistoryService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function saveVersion(userId: string, body: SaveBody): Promise<SaveResponse> {
    const id = randomUUID();
    const createdAt = now();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('saved_versions').values({
        id,
        user_id: userId,
        lang: body.lang,
        input: body.input,
        translation: body.translation,
        analysis: body.analysis === undefined || body.analysis === null ? null : JSON.stringify(body.analysis),
        created_at: createdAt.toISOString(),
      }).execute();
      const newest = trx.selectFrom('saved_versions')
        .select('id')
        .where('user_id', '=', userId)
        .where('lang', '=', body.lang)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(KEPT_VERSIONS);
      await trx.deleteFrom('saved_versions')
        .where('user_id', '=', userId)
        .where('lang', '=', body.lang)
        .where('id', 'not in', newest)
        .execute();
    });
    return { id, timestamp: toTimestamp(createdAt) };
  }

  async function listVersions(userId: string, lang: Lang, limit: number): Promise<HistoryItem[]> {
    const rows = await db.selectFrom('saved_versions')
      .select(['id', 'lang', 'input', 'translation', 'analysis', 'created_at'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      // ISO text sorts as time on both dialects; the id breaks ties within the same millisecond.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      lang: row.lang,
      input: row.input,
      translation: row.translation,
      analysis: parseAnalysis(row.analysis),
      timestamp: toTimestamp(new Date(row.created_at)),
    }));
  }

  return { saveVersion, listVersions };
}

// Versions saved before the analysis had a schema may hold anything: those show as translated only.
function parseAnalysis(text: string | null): SavedAnalysis | null {
  if (text === null) return null;
  try {
    const parsed = savedAnalysisSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
