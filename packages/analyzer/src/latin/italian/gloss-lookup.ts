/**
 * Look-up of an Italian meaning by lemma, shared by the gloss build (coverage figures) and the analyzer
 * (meanings.ts), so that both find exactly the same meanings. Keys are Collatinus lemma keys: no vowel
 * marks, u for v, i for j, a capital for proper nouns, a homograph digit (`edo2`).
 */
import { isCapitalized, normalizeLatin } from '../normalize';

/** The key a lemma is stored under: `Iūlĭus` → `Iulius`, `vĭdĕo` → `uideo`, `edo2` stays. */
export function toGlossKey(lemma: string): string {
  const key = normalizeLatin(lemma);
  return isCapitalized(lemma) ? key.charAt(0).toUpperCase() + key.slice(1) : key;
}

/**
 * Prefix assimilations (`inpono` = `impono`, `adcedo` = `accedo`), as Collatinus assimilations.la lists them:
 * editions and treebanks spell compounds either way, the glosses only one way.
 */
const ASSIMILATIONS: readonly [string, string][] = [
  ['adc', 'acc'], ['adf', 'aff'], ['adg', 'agg'], ['adl', 'all'], ['adn', 'ann'], ['adp', 'app'], ['adq', 'acq'],
  ['adr', 'arr'], ['adst', 'ast'], ['adsc', 'asc'], ['adsp', 'asp'], ['ads', 'ass'], ['adt', 'att'], ['aps', 'abs'],
  ['conb', 'comb'], ['conl', 'coll'], ['conm', 'comm'], ['conp', 'comp'], ['conr', 'corr'], ['exs', 'ex'],
  ['inb', 'imb'], ['inl', 'ill'], ['inm', 'imm'], ['inp', 'imp'], ['inr', 'irr'], ['obc', 'occ'], ['obf', 'off'],
  ['obp', 'opp'], ['obt', 'opt'], ['ops', 'obs'], ['subc', 'succ'], ['subf', 'suff'], ['subg', 'sugg'],
  ['subm', 'summ'], ['subp', 'supp'], ['supt', 'subt'],
];

/** The other spellings of a compound: `inpono` → [`impono`]; `accedo` → [`adcedo`]. */
export function listAssimilationVariants(word: string): string[] {
  const variants: string[] = [];
  for (const [plain, assimilated] of ASSIMILATIONS) {
    if (word.startsWith(plain)) variants.push(assimilated + word.slice(plain.length));
    else if (word.startsWith(assimilated)) variants.push(plain + word.slice(assimilated.length));
  }
  return variants;
}

const ROMAN_VALUES: ReadonlyMap<string, number> = new Map(Object.entries({ I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }));

/** The value of a Roman numeral of two or more letters (`XII` → 12); undefined for anything else. */
export function readRomanNumeral(text: string): number | undefined {
  if (text.length < 2 || !/^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/.test(text)) return undefined;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN_VALUES.get(text[i]!)!;
    const next = ROMAN_VALUES.get(text[i + 1] ?? '') ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const SINGLE_LETTER_NUMERALS: ReadonlyMap<string, number> = new Map([['V', 5], ['X', 10]]);

/** Finds the meaning of a lemma given its lexicon key and/or its plain form. */
export type MeaningLookup = (lemmaKey: string | null, lemma: string) => string | undefined;

/**
 * Builds the look-up over stored meanings: the exact key first, then the same word in the other case
 * (a treebank may write `Liber` or `liber`), then without the homograph digit.
 */
export function createMeaningLookup(meanings: ReadonlyMap<string, string>): MeaningLookup {
  const byLowerCase = new Map<string, string>();
  for (const [key, meaning] of meanings) {
    const lower = key.toLowerCase();
    if (!byLowerCase.has(lower)) byLowerCase.set(lower, meaning);
  }
  const find = (text: string): string | undefined => {
    const key = toGlossKey(text);
    return meanings.get(key) ?? byLowerCase.get(key.toLowerCase());
  };
  return (lemmaKey, lemma) => {
    if (lemmaKey) {
      const byKey = find(lemmaKey);
      if (byKey !== undefined) return byKey;
    }
    const direct = find(lemma) ?? find(lemma.replace(/\d+$/, ''));
    if (direct !== undefined) return direct;
    // V and X alone are numerals too when the analyzer reads them so (`a.d. V Kal.`).
    const numeral = readRomanNumeral(lemma) ?? SINGLE_LETTER_NUMERALS.get(lemma);
    if (numeral !== undefined) return String(numeral);
    // Abbreviations keep their dot in the text (`L.` → Lucius): the glosses list them without it.
    if (lemma.endsWith('.') && lemma.length > 1) {
      const bare = lemma.slice(0, -1);
      const abbreviation = find(bare) ?? find(bare.charAt(0).toUpperCase() + bare.slice(1));
      if (abbreviation !== undefined) return abbreviation;
    }
    // Treebank spellings: `sub-moveo`, `dext(e)ra`, and compounds with or without assimilation.
    const plain = lemma.replace(/-/g, '');
    const spellings = [plain, plain.replace(/\(([^)]*)\)/g, '$1'), plain.replace(/\([^)]*\)/g, '')];
    for (const spelling of new Set(spellings)) {
      const found = find(spelling) ?? listAssimilationVariants(toGlossKey(spelling)).map(find).find((m) => m !== undefined);
      if (found !== undefined) return found;
    }
    // An adjective used as a noun has its own headword in the lexicon (humanum, i, n.; boni, orum, m.) that the
    // glosses may lack: the adjective's meaning (humanus, umano) says what it is.
    for (const [ending, adjective] of SUBSTANTIVE_ENDINGS) {
      if (lemma.length > ending.length + 2 && lemma.endsWith(ending)) {
        const found = find(lemma.slice(0, -ending.length) + adjective);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
}

/** Headword endings of adjectives used as nouns, with the adjective's own: neuter, masculine and feminine plural. */
const SUBSTANTIVE_ENDINGS: readonly [string, string][] = [['um', 'us'], ['a', 'us'], ['i', 'us'], ['ae', 'us'], ['ia', 'is'], ['e', 'is'], ['es', 'is']];
