// Every migration, listed by hand: no filesystem globbing at run time, so the order is visible
// here and works the same under tsx, a bundle or a test runner. Add new ones at the end.
import type { Migration } from 'kysely';
import * as m0001 from './0001-saved-versions';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-saved-versions': m0001,
};
