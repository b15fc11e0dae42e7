/**
 * The paradigm of a Greek lemma, as the language object answers it (core/language.ts `paradigm`): the
 * attested cells of store.ts's entry, a regular verb's missing cells made from its stems (generate.ts),
 * laid out by table.ts; undefined for a lemma without attested forms.
 * Example: `greekParadigm('λόγος')?.title` → `λόγος, -ου, ὁ`.
 */
import type { ParadigmTable } from '../../core/types';
import type { GreekLemmaEntry } from './format';
import { generateCells, modelOf } from './generate';
import { greekParadigmStore, type GreekParadigmStore } from './store';
import { buildGreekParadigm, paradigmKind } from './table';

/** The entry with a regular verb's missing cells made from its model (attested cells stay as they are). */
export function completeEntry(entry: GreekLemmaEntry, store: GreekParadigmStore): GreekLemmaEntry {
  const model = modelOf(entry.lemma);
  const modelEntry = model && model !== entry.lemma && paradigmKind(entry) === 'verb' ? store.entry(model) : undefined;
  if (!modelEntry) return entry;
  const made = generateCells(entry.cells, modelEntry.cells);
  return made.size === 0 ? entry : { ...entry, cells: new Map([...entry.cells, ...made]) };
}

export function greekParadigm(lemma: string, store: GreekParadigmStore = greekParadigmStore()): ParadigmTable | undefined {
  const entry = store.entry(lemma);
  return entry ? buildGreekParadigm(completeEntry(entry, store)) : undefined;
}
