/**
 * The stems a lemma's generated forms (paradigm tables, dictionary lines) may use. Collatinus derives a stem
 * its lemma list leaves empty from the model's default, which is right for the analysis of a text (a form
 * nobody writes is never met) but prints forms that do not exist:
 * - a supine for verbs that have none: an empty supine field of a verb outside the first conjugation gets the
 *   default of `amo` (present stem + āt): `timeo` → `timeatum`, `fugio` → `fugiatum`, `volo` → `volatum`;
 * - a noun's other spellings: `iter` is also filed as `itiner` (an archaic nominative), `causa` as `caussa`,
 *   `periculum` as `periclum`; a school table prints the first spelling only (analysis still knows them all).
 * Example: `generationStems(store, indexOf('timeo'), 2)` → [] (no supine stem).
 */
import { splitLetters, stripQuantities } from './normalize';
import type { LexiconStore } from './store';
import { readInflectionClass } from './word-classes';

/** The radical Collatinus verbs build the supine and the perfect participle on. */
const SUPINE_RADICAL = 2;

/** The stems of `radical` of lemma `index` that generated forms may use. */
export function generationStems(store: LexiconStore, index: number, radical: number): readonly string[] {
  const entry = store.lemmaAt(index);
  const stems = entry[3].get(radical) ?? [];
  const model = store.models[entry[2]]?.data;
  if (!model || stems.length === 0) return stems;
  const spellings = entry[1].split(',');
  if (model.pos === 'v' && radical === SUPINE_RADICAL && hasDefaultSupine(stems, spellings, readInflectionClass(model, 'VERB'))) return [];
  // One stem per spelling (causa, caussa; iter, itiner): a noun's table is printed in its first spelling.
  if (model.pos === 'n' && spellings.length > 1 && stems.length === spellings.length) return stems.slice(0, 1);
  return stems;
}

/**
 * True when every supine stem is `amo`'s default (a spelling of the present minus -o, plus āt: `prōmĭnĕō` →
 * `prōmĭnĕāt`) on a verb outside the first conjugation.
 */
function hasDefaultSupine(stems: readonly string[], spellings: readonly string[], inflectionClass: string | null): boolean {
  if (inflectionClass === '1ª coniugazione') return false;
  const defaults = spellings.map((spelling) => {
    const letters = splitLetters(spelling.replace(/\d+$/, ''));
    return stripQuantities(letters.pop() ?? '') === 'o' ? `${letters.join('')}āt` : undefined;
  });
  return stems.every((stem) => defaults.includes(stem.normalize('NFC')));
}
