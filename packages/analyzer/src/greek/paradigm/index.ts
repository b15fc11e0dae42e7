/**
 * The paradigm of a Greek lemma, as the language object answers it (core/language.ts `paradigm`): the
 * table of store.ts's entry laid out by table.ts; undefined for a lemma without attested forms.
 * Example: `greekParadigm('λόγος')?.title` → `λόγος, -ου, ὁ`.
 */
import type { ParadigmTable } from '../../core/types';
import { greekParadigmStore, type GreekParadigmStore } from './store';
import { buildGreekParadigm } from './table';

export function greekParadigm(lemma: string, store: GreekParadigmStore = greekParadigmStore()): ParadigmTable | undefined {
  const entry = store.entry(lemma);
  return entry ? buildGreekParadigm(entry) : undefined;
}
