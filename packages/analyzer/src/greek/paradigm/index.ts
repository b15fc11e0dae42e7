/**
 * The paradigm of a Greek lemma, as the language object answers it (core/language.ts `paradigm`): the
 * attested cells of store.ts's entry, a regular verb's missing cells made from its stems (generate.ts),
 * laid out by table.ts; undefined for a lemma without attested forms.
 * Example: `greekParadigm('λόγος')?.title` → `λόγος, -ου, ὁ`.
 */
import type { ParadigmTable } from '../../core/types';
import type { GreekLemmaEntry } from './format';
import { generateCells, isContractModel, modelOf } from './generate';
import { greekParadigmStore, type GreekParadigmStore } from './store';
import { buildGreekParadigm, paradigmKind } from './table';

/**
 * Frequent regular verbs of each model's class: the corpus lacks some of a model's own cells (λύω has no
 * attested λυόμεθα), and these fill them, made from the model's stems as for any verb.
 */
const HELPERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['λύω', ['παύω', 'παιδεύω', 'κελεύω', 'βουλεύω', 'πιστεύω', 'θύω', 'κωλύω']],
  ['ποιέω', ['φιλέω', 'ζητέω', 'οἰκέω', 'κινέω', 'ἀδικέω', 'νοέω', 'ὠφελέω']],
  ['τιμάω', ['νικάω', 'ἐρωτάω', 'τολμάω', 'βοάω', 'ὁρμάω']],
  ['δηλόω', ['ἀξιόω', 'δουλόω', 'ζηλόω', 'ἐλευθερόω', 'πληρόω']],
]);

const completedModels = new WeakMap<GreekParadigmStore, Map<string, GreekLemmaEntry | undefined>>();

/** A model verb's cells: its attested ones, then those its helpers' endings make from its stems. */
function completedModel(model: string, store: GreekParadigmStore): GreekLemmaEntry | undefined {
  let byModel = completedModels.get(store);
  if (!byModel) completedModels.set(store, (byModel = new Map()));
  if (byModel.has(model)) return byModel.get(model);
  const entry = store.entry(model);
  const cells = entry ? new Map(entry.cells) : undefined;
  for (const helper of HELPERS.get(model) ?? []) {
    const helperEntry = store.entry(helper);
    if (!cells || !helperEntry) continue;
    for (const [key, forms] of generateCells(cells, helperEntry.cells, isContractModel(model))) if (!cells.has(key)) cells.set(key, forms);
  }
  const completed = entry && cells ? { ...entry, cells } : undefined;
  byModel.set(model, completed);
  return completed;
}

/** The entry with a regular verb's missing cells made from its model (attested cells stay as they are). */
export function completeEntry(entry: GreekLemmaEntry, store: GreekParadigmStore): GreekLemmaEntry {
  const model = modelOf(entry.lemma);
  if (!model || paradigmKind(entry) !== 'verb') return entry;
  const modelEntry = completedModel(model, store);
  if (!modelEntry) return entry;
  if (model === entry.lemma) return modelEntry;
  const made = generateCells(entry.cells, modelEntry.cells, isContractModel(model));
  return made.size === 0 ? entry : { ...entry, cells: new Map([...entry.cells, ...made]) };
}

export function greekParadigm(lemma: string, store: GreekParadigmStore = greekParadigmStore()): ParadigmTable | undefined {
  const entry = store.entry(lemma);
  return entry ? buildGreekParadigm(completeEntry(entry, store)) : undefined;
}
