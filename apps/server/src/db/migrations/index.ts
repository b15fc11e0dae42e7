// Migrations are forward-only (no `down`: a release never undoes a schema; restore a backup instead, see
// docs/operations.md). Every migration, listed by hand: no filesystem globbing at run time, so the order is visible
// here and works the same under tsx, a bundle or a test runner. Add new ones at the end.
import type { Migration } from 'kysely';
import * as m0001 from './0001-saved-versions';
import * as m0002 from './0002-auth';
import * as m0003 from './0003-profiles-and-credits';
import * as m0004 from './0004-rate-limit-hits';
import * as m0005 from './0005-analysis-grant-uses';
import * as m0006 from './0006-analysis-chunks';
import * as m0007 from './0007-payments';
import * as m0008 from './0008-lessons';
import * as m0009 from './0009-ocr-uploads';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-saved-versions': m0001,
  '0002-auth': m0002,
  '0003-profiles-and-credits': m0003,
  '0004-rate-limit-hits': m0004,
  '0005-analysis-grant-uses': m0005,
  '0006-analysis-chunks': m0006,
  '0007-payments': m0007,
  '0008-lessons': m0008,
  '0009-ocr-uploads': m0009,
};
