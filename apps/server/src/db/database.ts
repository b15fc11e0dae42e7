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

export interface LessonsTable {
  /** The id in the route /lezioni/{codice}. */
  codice: string;
  title: string;
  description: string;
  /** 0 or 1. */
  premium: number;
  order_custom: number;
  /** 0 or 1: only published lessons are listed. */
  published: number;
  /** Key of the video in the lesson store; null until one is uploaded. */
  video: string | null;
  /** Title and description in lower case without accents (features/lessons/search-text.ts). */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** ISO 8601 UTC of the removal; null while the lesson exists. */
  removed_at: string | null;
}

export type BillingPeriod = 'annual' | 'monthly';
export type PaymentProviderName = 'stripe' | 'sandbox';

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  provider: PaymentProviderName;
  period: BillingPeriod;
  amount_cents: number;
  currency: string;
  status: 'open' | 'complete' | 'canceled';
  created_at: string;
  completed_at: string | null;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: PaymentProviderName;
  customer_id: string;
  period: BillingPeriod | null;
  /** The provider's state (active, past_due, canceled, unpaid…) or 'refunded'. */
  status: string;
  current_period_end: string | null;
  /** Epoch milliseconds of the newest event applied (PostgreSQL returns bigint as a string). */
  last_event_at: number | string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

export interface LifetimeSeatsTable {
  id: number;
  taken: number;
}

export interface AnalysisChunksTable {
  /** The grant's random nonce (analyze-credit.ts). */
  nonce: string;
  /** The chunk's number: its first word is word 20 × chunk of the granted text. */
  chunk: number;
  /** The chunk's answer (POST /api/analysis/chunk), JSON text ready to send. */
  body: string;
  /** The same answer gzipped, in base64: sent as it is to clients that accept gzip. */
  body_gzip: string;
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
  lessons: LessonsTable;
  checkout_sessions: CheckoutSessionsTable;
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
  lifetime_seats: LifetimeSeatsTable;
  analysis_chunks: AnalysisChunksTable;
  ocr_uploads: OcrUploadsTable;
}
