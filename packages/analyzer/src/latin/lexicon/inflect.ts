/**
 * Generates the written forms (with quantities) of a lemma for one slot from its stems and its
 * model's endings, with the irregular forms of irregs.la added or put in place of the regular ones.
 */
import { MISSING_FORMS } from './dictionary-overrides';
import { toSchoolSpelling } from './normalize';
import { generationStems } from './stems';
import type { LexiconStore } from './store';

const MACRON = 0x304;
const BREVE = 0x306;

/**
 * A vowel Collatinus marks both long and short (`ămō̆`, common quantity) is printed without a mark, as school
 * dictionaries print a vowel of uncertain length: `ămō̆` → `ămo`. Other letters are kept as they are.
 */
export function withoutDoubleQuantity(form: string): string {
  if (!/[\u0304\u0306]/u.test(form.normalize('NFD'))) return form;
  let out = '';
  for (const letter of form.normalize('NFD').match(/.[\u0300-\u036f]*/gsu) ?? []) {
    const marks = [...letter.slice(1)].map((c) => c.charCodeAt(0));
    out += marks.includes(MACRON) && marks.includes(BREVE) ? letter.replace(/[\u0304\u0306]/gu, '') : letter;
  }
  return out.normalize('NFC');
}

/** A generated form as printed: school spelling, one quantity mark at most per vowel. */
const printed = (form: string) => withoutDoubleQuantity(toSchoolSpelling(form));

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
      for (const stem of generationStems(store, index, radical)) {
        const form = printed(stem + ending);
        if (!out.includes(form)) out.push(form);
      }
    }
  }
  for (const form of MISSING_FORMS.get(entry[0])?.get(slot) ?? []) if (!out.includes(form)) out.push(form);
  for (const [form, lemma, slots] of store.data.irregulars) {
    if (lemma === index && slots.includes(slot) && !out.includes(printed(form))) out.push(printed(form));
  }
  return out;
}

/**
 * The first form `inflectLemma` gives lemma `index` in `slot` (undefined when it gives none), without making the
 * others: a dictionary line reads only the first form of each of its slots.
 */
export function firstInflectedForm(store: LexiconStore, index: number, slot: number): string | undefined {
  if (!store.replacedSlots[index]?.has(slot)) {
    const endings = store.models[store.lemmaAt(index)[2]]?.bySlot.get(slot);
    if (endings) {
      for (const { ending, radical } of endings) {
        const stem = generationStems(store, index, radical)[0];
        if (stem !== undefined) return printed(stem + ending);
      }
    }
  }
  const missing = MISSING_FORMS.get(store.lemmaAt(index)[0])?.get(slot);
  if (missing && missing.length > 0) return missing[0];
  for (const [form, lemma, slots] of store.data.irregulars) {
    if (lemma === index && slots.includes(slot)) return printed(form);
  }
  return undefined;
}
