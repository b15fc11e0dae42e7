/**
 * Generates the written forms (with quantities) of a lemma for one slot from its stems and its
 * model's endings, with the irregular forms of irregs.la added or put in place of the regular ones.
 */
import { toSchoolSpelling } from './normalize';
import type { LexiconStore } from './store';

/**
 * Forms of lemma `index` in `slot`, with vowel quantities, in school spelling (i for j):
 * `rosa`, slot 4 → [`rŏsāe`]; `hic`, slot 16 → [`hūiŭs`, …].
 * `common` leaves out the rare forms and those with an optional particle (hicine) when others exist.
 */
export function inflectLemma(store: LexiconStore, index: number, slot: number, options: { common?: boolean } = {}): string[] {
  const entry = store.lemmaAt(index);
  const model = store.models[entry[2]];
  const out: string[] = [];
  if (!store.replacedSlots[index]?.has(slot)) {
    const endings = model?.bySlot.get(slot) ?? [];
    const usual = options.common && endings.some((e) => !e.rare) ? endings.filter((e) => !e.rare) : endings;
    for (const { ending, radical } of usual) {
      for (const stem of entry[3].get(radical) ?? []) {
        const form = toSchoolSpelling(stem + ending);
        if (!out.includes(form)) out.push(form);
      }
    }
  }
  for (const [form, lemma, slots] of store.data.irregulars) {
    if (lemma === index && slots.includes(slot) && !out.includes(toSchoolSpelling(form))) out.push(toSchoolSpelling(form));
  }
  return out;
}
