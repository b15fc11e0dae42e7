// The tables of Versio's database, as Kysely sees them. Columns use types both SQLite and
// PostgreSQL return identically (text ids, ISO 8601 timestamps as text), so callers never branch.

export type Lang = 'lat' | 'grc';

export interface SavedVersionsTable {
  /** UUID made by the server (crypto.randomUUID), so inserts need no dialect-specific identity. */
  id: string;
  user_id: string;
  lang: Lang;
  input: string;
  translation: string;
  /** JSON text of the analysis, or null when the student saved only the translation. */
  analysis: string | null;
  /** ISO 8601 UTC ("2025-03-01T10:00:00.000Z"): sorts correctly as text on both dialects. */
  created_at: string;
}

export interface Database {
  saved_versions: SavedVersionsTable;
}
