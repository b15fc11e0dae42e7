/**
 * The Italian form of a Latin proper name, derived by the rules Italian uses for classical names:
 * `Metellus` → `Metello`, `Domitius` → `Domizio`, `Caesar, -aris` → `Cesare`, `Hector, -oris` → `Ettore`,
 * `Iugurtha` → `Giugurta`. Used only for names with no Italian gloss in any source; a few names have a
 * traditional Italian form the rules cannot know (`Pan` → `Pane`), which is why the source is recorded.
 */

/** Collatinus paradigm models of names, by how the Italian form ends. */
const SECOND_DECLENSION = new Set(['lupus', 'filius', 'doctus', 'aureus', 'delos', 'perseus', 'dominus']);
const SECOND_IN_ER = new Set(['ager']);
const NEUTER_SECOND = new Set(['templum', 'arpinum', 'ilion']);
const PLURAL_SECOND = new Set(['liberi']);
const FIRST_DECLENSION = new Set(['roma', 'uita', 'aeneas', 'cometes', 'clio', 'cybele']);
const PLURAL_FIRST = new Set(['epulae', 'castra']);
const THIRD_DECLENSION = new Set(['miles', 'ciuis', 'fortis', 'diues', 'aer', 'thales', 'corpus', 'homo']);
const PLURAL_THIRD = new Set(['manes', 'opes', 'moenia']);

const VOWEL = 'aeiouy';

/** Latin spelling → Italian spelling, on a lower-case word with u for v (as Collatinus keys are). */
function italianizeSpelling(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const prev = word[i - 1] ?? '';
    const next = word[i + 1] ?? '';
    // consonantal u: at the start or after a vowel, or after r or l that follow a vowel, before a vowel
    // (Uarus, Octauius, Seruius, Heluetii; not Druides, after the cluster dr)
    const afterLiquid = (prev === 'r' || prev === 'l') && VOWEL.includes(word[i - 2] ?? '');
    if (c === 'u' && VOWEL.includes(next) && (i === 0 || VOWEL.includes(prev) || afterLiquid)) out += 'v';
    // consonantal i at the start: Iulius → Giulio, Iugurtha → Giugurta
    else if (c === 'i' && i === 0 && (next === 'u' || next === 'a')) out += 'gi';
    else out += c;
  }
  return out
    .replace(/ae|oe/g, 'e')
    .replace(/ch(?=[ei])/g, 'K').replace(/ch/g, 'c')
    .replace(/ph/g, 'f').replace(/th/g, 't').replace(/rh/g, 'r').replace(/h/g, '').replace(/K/g, 'ch')
    .replace(/y/g, 'i').replace(/k/g, 'c')
    .replace(/c?ti(?=[aeiou])/g, 'zi')
    .replace(/^pt/, 't').replace(/ct|pt/g, 'tt').replace(/x(?=[aeiou])/g, 'ss').replace(/mf/g, 'nf')
    .replace(/ii$/, 'i');
}

function replaceEnding(word: string, endings: readonly [string, string][]): string | undefined {
  for (const [latin, italian] of endings) {
    if (word.endsWith(latin)) return word.slice(0, word.length - latin.length) + italian;
  }
  return undefined;
}

/** The Italian ending for the name's paradigm; undefined when the model is not a name model. */
function inflectName(word: string, model: string, stem: string, plural: boolean, masculine: boolean): string | undefined {
  if (SECOND_DECLENSION.has(model)) return replaceEnding(word, [['eius', 'eo'], ['ius', 'io'], ['eus', 'eo'], ['us', 'o'], ['os', 'o'], ['er', 'ero']]);
  if (SECOND_IN_ER.has(model)) return replaceEnding(word, [['er', 'ro']]);
  if (NEUTER_SECOND.has(model)) return replaceEnding(word, [['um', 'o'], ['on', 'o']]);
  if (PLURAL_SECOND.has(model)) return word;
  // a people is masculine (Belgae → Belgi), a town feminine (Athenae → Atene)
  if (PLURAL_FIRST.has(model) && word.endsWith('ae')) return replaceEnding(word, [['ae', masculine ? 'i' : 'e']]);
  if (PLURAL_FIRST.has(model)) return word;
  if (FIRST_DECLENSION.has(model)) return replaceEnding(word, [['as', 'a'], ['es', 'e'], ['a', 'a'], ['e', 'e'], ['o', 'o']]) ?? word;
  const base = stem !== '' ? stem : word.replace(/(is|es|s)$/, '');
  if (PLURAL_THIRD.has(model) || THIRD_DECLENSION.has(model) && plural) return `${base}i`;
  if (THIRD_DECLENSION.has(model)) return `${base}e`;
  return undefined;
}

/**
 * The Italian form of a capitalised Collatinus lemma, or undefined when its model is not one of names.
 * `key` is the lemma key (`Uitellius`, `Caesar`), `stem` the first radical of the line without marks
 * (`Caesar`, `Ciceron`; empty when the line gives none), `info` its morphological note (`um, m. pl.`).
 */
export function italianizeLatinName(key: string, model: string, stem: string, info = ''): string | undefined {
  const word = key.replace(/\d+$/, '').toLowerCase();
  // `um, m. pl.` (Allobroges): a people, named in the plural
  const plural = /\bpl\b|^(?:i?um|orum|arum)\b/.test(info.trim());
  const inflected = inflectName(word, model, stem.toLowerCase(), plural, /\bm\./.test(info));
  if (inflected === undefined || inflected.length < 2) return undefined;
  const italian = italianizeSpelling(inflected);
  return italian.charAt(0).toUpperCase() + italian.slice(1);
}

/**
 * Latin endings of a name's dictionary form → the Italian ones, the longest first (`-ensis` before `-is`).
 * `Carthaginiensis` "Cartaginese" drops an i the rule keeps (`Atheniensis` "Ateniese"): it is listed.
 */
const LEMMA_ENDINGS: readonly [RegExp, string][] = [
  [/enses$/, 'esi'], [/ensis$/, 'ese'],
  [/eius$/, 'eo'], [/ius$/, 'io'], [/eus$/, 'eo'], [/(us|os|um)$/, 'o'], [/on$/, 'one'],
  [/rix$/, 'rige'], [/([aeiou])x$/, '$1ce'], [/ns$/, 'nte'], [/rs$/, 'rte'], [/ps$/, 'pe'],
  [/([^aeiou])er$/, '$1ro'], [/([lnr])$/, '$1e'], [/go$/, 'gine'], [/o$/, 'one'], [/as$/, 'a'], [/is$/, 'e'],
];

/**
 * The Italian form of a name from its dictionary form alone, for a name no gloss and no list knows (the
 * paradigm is not at hand at run time): `Garumna` → "Garumna", `Domitius` → "Domizio", `Hasdrubal` →
 * "Asdrubale", `Dumnorix` → "Dumnorige", `Scipio` → "Scipione", `Athenienses` → "Ateniesi". A people
 * named in the plural ends in -i (`Heluetii`, `Belgae`, `Allobroges`), a plural place in -e (`Athenae`,
 * when `feminine`); a singular in -es is a Greek name (`Miltiades` → "Milziade").
 */
export function italianizeNameLemma(lemma: string, plural: boolean, feminine = false): string | undefined {
  const word = normalizeName(lemma);
  if (word.length < 2 || !/^[a-z]+$/.test(word)) return undefined;
  let inflected: string;
  if (plural && /ae$/.test(word)) inflected = word.replace(/ae$/, feminine ? 'e' : 'i');
  else if (plural && /es$/.test(word) && !/enses$/.test(word)) inflected = word.replace(/es$/, 'i');
  else if (/es$/.test(word) && !plural) inflected = word.replace(/es$/, 'e');
  else {
    const rule = LEMMA_ENDINGS.find(([ending]) => ending.test(word));
    inflected = rule ? word.replace(rule[0], rule[1]) : word;
  }
  const italian = italianizeSpelling(inflected);
  return italian.charAt(0).toUpperCase() + italian.slice(1);
}

/** A lemma as Collatinus keys are spelt: lower case, u for v, i for j, no homograph digit. */
function normalizeName(lemma: string): string {
  return lemma.normalize('NFD').replace(/\p{M}/gu, '').replace(/\d+$/, '').toLowerCase().replace(/v/g, 'u').replace(/j/g, 'i');
}
