// The server's test files that never reach a database of the suite's dialect: nothing they import, however
// indirectly, imports src/test/db.ts, the only module that reads VERSIO_TEST_DIALECT. They run once, in the
// `server` project, since the `server-postgres` project would run exactly the same code again (decision 126).
// dialect-free.test.ts recomputes the list from the import graph and fails when a file is missing or
// has come to reach the database.

/** Paths relative to apps/server, sorted. */
export const DIALECT_FREE_TESTS: readonly string[] = [
  'src/cli/ocr-launcher.test.ts',
  'src/cli/translate.test.ts',
  'src/config/env.test.ts',
  'src/features/analyze/greek-card.test.ts',
  'src/features/analyze/occurrences.test.ts',
  'src/features/analyze/recent-texts.test.ts',
  'src/features/analyze/session-memo.test.ts',
  'src/features/auth/auth-secret.test.ts',
  'src/features/auth/session-cache.test.ts',
  'src/features/lessons/lesson-links.test.ts',
  'src/features/lessons/lesson-videos.test.ts',
  'src/features/lessons/search-text.test.ts',
  'src/features/lessons/video-range.test.ts',
  'src/features/limits/months.test.ts',
  'src/features/translate/metrics.test.ts',
  'src/http/database-errors.test.ts',
  'src/http/safe-text.test.ts',
  'src/integrations/email/email.test.ts',
  'src/integrations/llm/openai-translator.test.ts',
  'src/integrations/ocr/clean-text.test.ts',
  'src/integrations/ocr/greek-marks.test.ts',
  'src/integrations/ocr/greek-words.test.ts',
  'src/integrations/ocr/page-words.test.ts',
  'src/integrations/ocr/touching-lines.test.ts',
  'src/integrations/payments/stripe-events.test.ts',
  'src/integrations/payments/stripe-provider.test.ts',
  'src/integrations/storage/sigv4.test.ts',
  'src/integrations/storage/storage.test.ts',
  'src/integrations/uploads/upload-store.test.ts',
  'src/main.test.ts',
  'src/test/dialect-free.test.ts',
];
