/**
 * Splitting a written word into host + enclitic (`armaque` → `arma` + `que`, `mecum` → `me` + `cum`,
 * `factust` → `factus` + `est`). A word is split only when the whole is not a known form and the host is.
 */
import { isCapitalized, normalizeLatin } from './normalize';
import { CUM_HOSTS, ENCLITICS, NEVER_SPLIT } from './tokenize-data';

/** The two parts of a split word, as written (the clitic keeps its spelling: `que`, `ve`, `ue`, `cum`). */
export interface EncliticSplit {
  host: string;
  clitic: string;
}

/** True when the lexicon knows the form, also as lower case at a sentence start (`Armaque` → `arma`). */
function isKnown(form: string, isKnownForm: (form: string) => boolean): boolean {
  if (isKnownForm(form)) return true;
  return isCapitalized(form) && isKnownForm(form.toLowerCase());
}

/** Cuts `letters` letters off the end of `form`, counting combining marks with their base letter. */
function cutLetters(form: string, letters: number): [string, string] {
  let i = form.length;
  let counted = 0;
  while (i > 0 && counted < letters) {
    i--;
    const c = form.charCodeAt(i);
    if (c < 0x300 || c > 0x36f) counted++;
  }
  return [form.slice(0, i), form.slice(i)];
}

/**
 * Splits an enclitic off a word, or returns null when the word stands alone.
 * Example: `splitEnclitic('populusque', known)` → `{ host: 'populus', clitic: 'que' }`; `itaque` → null.
 */
export function splitEnclitic(form: string, isKnownForm: (form: string) => boolean): EncliticSplit | null {
  const key = normalizeLatin(form);
  if (NEVER_SPLIT.has(key)) return null;
  // mecum, tecum, secum, nobiscum, vobiscum, quocum, quibuscum: always pronoun + cum, as the treebanks split them.
  if (key.endsWith('cum') && CUM_HOSTS.has(key.slice(0, -3))) {
    const [host, clitic] = cutLetters(form, 3);
    return { host, clitic };
  }
  // Most words cannot hide an enclitic: answer without asking the lexicon (the tokenizer runs on every word).
  if (!ENCLITICS.some((enclitic) => key.endsWith(enclitic)) && !key.endsWith('st')) return null;
  if (isKnown(form, isKnownForm)) return null;
  for (const enclitic of ENCLITICS) {
    if (!key.endsWith(enclitic) || key.length < enclitic.length + 2) continue;
    const [host, clitic] = cutLetters(form, enclitic.length);
    if (isKnown(host, isKnownForm)) return { host, clitic };
  }
  return splitElidedEst(form, key, isKnownForm);
}

/** `amatumst` → `amatum` + `est`, `necessest` → `necesse` + `est`, `factust` → `factus` + `est` (prodelision of est). */
function splitElidedEst(form: string, key: string, isKnownForm: (form: string) => boolean): EncliticSplit | null {
  if (!key.endsWith('st') || key.length < 5) return null;
  // -us est and -is est lose the s of the host: try `factus` before `factu` (a supine, also a form).
  const hosts = key.endsWith('ust') || key.endsWith('ist')
    ? [cutLetters(form, 1)[0], cutLetters(form, 2)[0]]
    : [cutLetters(form, 2)[0]];
  for (const host of hosts) {
    if (isKnown(host, isKnownForm)) return { host, clitic: 'est' };
  }
  return null;
}
