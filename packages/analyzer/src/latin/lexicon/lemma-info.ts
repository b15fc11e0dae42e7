/**
 * What a student reads about a lemma: the dictionary line as Italian paper dictionaries print it
 * ("rosa, rosae, f."; "amo, amas, amavi, amatum, amare"; "hortor, hortaris, hortatus sum, hortari"),
 * the school class, gender, verb type, frequency and the raw glosses of Collatinus.
 */
import type { LatinLemmaInfo } from '../types';
import { headwordOf } from './analyze';
import { DICTIONARY_LINE_OVERRIDES } from './dictionary-overrides';
import { firstInflectedForm, inflectLemma } from './inflect';
import { stripQuantities, toSchoolSpelling } from './normalize';
import type { LexiconStore } from './store';
import { crossReferenceOf, isAnomalousModel, isDeponentModel, isPluralOnlyAdjective, isPluralOnlyModel, readGender, readInflectionClass, readNoteGender } from './word-classes';

const GENDER_LABELS: ReadonlyMap<string, string> = new Map([['m', 'm.'], ['f', 'f.'], ['n', 'n.']]);

/** `m/f` → `m. e f.` */
function formatGender(gender: string | undefined): string | undefined {
  if (!gender) return undefined;
  const parts = gender.split('/').map((g) => GENDER_LABELS.get(g) ?? g);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}` : parts[0];
}

/** The dictionary line of a lemma, built from its own generated forms. */
export function buildDictionaryLine(store: LexiconStore, index: number): string {
  const entry = store.lemmaAt(index);
  const model = store.models[entry[2]];
  const headword = headwordOf(entry[1]);
  const override = DICTIONARY_LINE_OVERRIDES.get(entry[0]);
  if (override) return override;
  if (!model || model.data.name === 'inv') return headword;
  // A slot's first form, made once (a verb's line reads its present and perfect twice), and alone.
  const firsts = new Map<number, string | undefined>();
  const first = (slot: number): string | undefined => {
    if (firsts.has(slot)) return firsts.get(slot);
    const form = firstInflectedForm(store, index, slot);
    const plain = form === undefined ? undefined : stripQuantities(form);
    firsts.set(slot, plain);
    return plain;
  };
  const join = (parts: (string | undefined)[]) => parts.filter((p): p is string => p !== undefined && p !== '').join(', ');
  const pos = model.data.pos;
  if (pos === 'v') {
    const perfectParticiple = first(375) ?? first(303);
    if (isDeponentModel(model.data)) return join([first(121), first(122), perfectParticiple && `${perfectParticiple} sum`, first(187)]);
    if (first(121) === undefined) return join([first(123), first(141), first(187)]) || headword; // impersonal: licet, licuit, licere
    const perfect = first(139) ?? (perfectParticiple && `${perfectParticiple} sum`);
    const supine = first(139) ? first(265) : undefined;
    return join([first(121), first(122), perfect, supine, first(187) ?? first(302)]); // fio: fieri
  }
  if (pos === 'n') {
    const gender = formatGender(readGender(entry[4]) ?? readNoteGender(entry[4]));
    if (isPluralOnlyModel(model.data)) return join([first(7), first(10), gender && `${gender} pl.`]);
    // The headword's own nominative when the model also makes another (honor, not honos).
    const nominative = inflectLemma(store, index, 1).map(stripQuantities).find((form) => form === headword) ?? first(1);
    return join([nominative, first(4), gender]) || headword;
  }
  // Plural-only adjectives and numerals (tres, tria) are read in the plural, whatever their model has.
  const plural = first(13) === undefined || isPluralOnlyAdjective(entry[0], model.data);
  const masc = plural ? first(19) : first(13);
  const fem = plural ? first(31) : first(25) ?? first(31);
  const neut = plural ? first(43) : first(37) ?? first(43);
  if (masc === undefined) return headword;
  if (masc === fem && fem === neut) return join([masc, first(plural ? 22 : 16)]);
  if (masc === fem || fem === undefined) return join([masc, neut]);
  return join([masc, fem, neut]);
}

/** Everything Versio knows about lemma `index` of the store. */
export function describeLemma(store: LexiconStore, index: number): LatinLemmaInfo {
  const entry = store.lemmaAt(index);
  const model = store.models[entry[2]];
  const upos = store.uposOf(index)[0] ?? 'X';
  const info: LatinLemmaInfo = {
    key: entry[0],
    lemma: headwordOf(entry[1], entry[0]),
    quantities: toSchoolSpelling((entry[1].split(',')[0] ?? '').replace(/\d+$/, '')),
    upos,
    model: model?.data.name ?? '',
    dictionaryLine: '',
    inflectionClass: model && model.data.name !== 'inv' ? readInflectionClass(model.data, upos) : null,
    frequency: entry[5],
  };
  const estimated = store.countEstimates.get(entry[0]);
  if (estimated !== undefined) info.estimatedFrequency = estimated;
  if (entry[6]) info.extended = true;
  if (model && (upos === 'NOUN' || upos === 'PROPN')) {
    const gender = readGender(entry[4]);
    if (gender) info.gender = gender;
    const noteGender = gender ? undefined : readNoteGender(entry[4]);
    if (noteGender) info.noteGender = noteGender;
    if (isPluralOnlyModel(model.data)) info.pluraleTantum = true;
  }
  // Collatinus files some spellings only as "see the other lemma" (servos: cf. seruus) and counts the word there.
  const seeAlso = crossReferenceOf(entry[4]);
  if (seeAlso) info.seeAlso = seeAlso;
  if (model && model.data.pos === 'v') {
    if (isDeponentModel(model.data)) info.deponent = true;
    if (isAnomalousModel(model.data)) info.anomalous = true;
  }
  // The dictionary line and the glosses (a file of its own) are computed when first read: the tagger asks
  // for a lemma's frequency only, and most lemmas it meets never reach a word card.
  defineLazy(info, 'dictionaryLine', () => buildDictionaryLine(store, index));
  if (entry[7]) {
    defineLazy(info, 'glosses', () => {
      const glosses = store.glossesOf(index);
      return Object.keys(glosses).length > 0 ? glosses : undefined;
    });
  }
  return info;
}

/**
 * Makes `info[name]` an enumerable property computed on first read (then stored as a plain value), in the
 * same place among the keys: JSON, spreading and comparisons see the same object as with the value itself.
 * A computed `undefined` removes the property.
 */
function defineLazy<K extends keyof LatinLemmaInfo>(info: LatinLemmaInfo, name: K, compute: () => LatinLemmaInfo[K]): void {
  const settle = (value: LatinLemmaInfo[K]) => {
    // undefined means absent (a glosses file that could not be read), as if never set.
    if (value === undefined) delete info[name];
    else Object.defineProperty(info, name, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(info, name, { get: () => settle(compute()), set: settle, enumerable: true, configurable: true });
}
