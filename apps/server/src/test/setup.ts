// Runs in every server test file, before it: after the file's own afterAll hooks (Vitest runs after-hooks in reverse
// order), drops the PostgreSQL schemas its tests left for reuse (pg-schemas.ts).
import { afterAll } from 'vitest';
import { loadTestDatabaseUrl } from '../config/env';
import { dropIdleSchemas } from './pg-schemas';

afterAll(async () => {
  await dropIdleSchemas(loadTestDatabaseUrl());
});
