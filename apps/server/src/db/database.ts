// The tables of Versio's database, as Kysely sees them. Columns use types both SQLite and
// PostgreSQL return identically (text ids, ISO 8601 timestamps as text), so callers never branch.

import type { Generated } from 'kysely';

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

/** better-auth's tables (migration 0002): better-auth reads and writes them, Versio deletes from them. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  /** boolean on PostgreSQL, 0/1 on SQLite. */
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
}

export type UserType = 'normal' | 'premium' | 'lifetime';

export type School = 'classico' | 'scientifico' | 'linguistico' | 'pedagogico' | 'universita' | 'altro';

export interface UserProfilesTable {
  user_id: string;
  nome: string;
  scuola: School;
  /** 1–5, or 0 for "Altro". */
  anno: number;
  phone_number: string;
  type: UserType;
  membership: string | null;
  /** 0 or 1. */
  terms_accepted: number;
  created_at: string;
}

export interface UserCreditsTable {
  user_id: string;
  latino_count: number;
  greco_count: number;
  camera_count: number;
  /** ISO 8601 UTC of the last monthly reset. */
  last_update: string;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds (PostgreSQL returns bigint as a string). */
  expires_at: number | string;
}

export interface AnalysisGrantUsesTable {
  /** The grant's random nonce (analyze-credit.ts). */
  nonce: string;
  /** Analysis calls made with the grant so far. */
  uses: number;
  /** Epoch milliseconds at which the grant expires (PostgreSQL returns bigint as a string). */
  expires_at: number | string;
}

export interface OcrUploadsTable {
  /** The upload link's random nonce (features/ocr/upload-links.ts). */
  nonce: string;
  user_id: string;
  filename: string;
  filetype: string;
  /** Epoch milliseconds (PostgreSQL returns bigint as a string). */
  expires_at: number | string;
  uploaded_at: number | string | null;
  read_at: number | string | null;
  /** 1 once a camera use was spent for this read. */
  charged: Generated<number>;
}

export interface Database {
  saved_versions: SavedVersionsTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  user_profiles: UserProfilesTable;
  user_credits: UserCreditsTable;
  rate_limit_hits: RateLimitHitsTable;
  analysis_grant_uses: AnalysisGrantUsesTable;
  ocr_uploads: OcrUploadsTable;
}
