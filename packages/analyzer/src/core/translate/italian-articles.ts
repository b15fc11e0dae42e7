/**
 * Italian articles and articulated prepositions, chosen by the sound the next word starts with:
 * `articleFor('M', 'S', 'soldato')` → `il`; `… 'S', 'scudo'` → `lo`; `… 'agricoltore'` → `l'`.
 */
export type ItGender = 'M' | 'F';
export type ItNumber = 'S' | 'P';

/** Words that take lo/gli/uno: s + consonant, z, gn, ps, pn, x, y, i + vowel. */
function isImpure(word: string): boolean {
  return /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i.test(word);
}

function startsWithVowel(word: string): boolean {
  return /^[aeiouàèéìòùh]/i.test(word) && !/^i[aeiou]/i.test(word);
}

/** The definite article before `next` (the word that follows it, not necessarily the noun). */
export function articleFor(gender: ItGender, number: ItNumber, next: string): string {
  if (gender === 'F') return number === 'S' ? (startsWithVowel(next) ? "l'" : 'la') : 'le';
  // `dei` (gods) takes `gli`: "gli dei", "degli dei".
  if (number === 'P') return startsWithVowel(next) || isImpure(next) || /^dei(\s|$)/.test(next) ? 'gli' : 'i';
  if (startsWithVowel(next)) return "l'";
  return isImpure(next) ? 'lo' : 'il';
}

/** The indefinite article before `next` (singular only; plural predicates go without). */
export function indefiniteArticleFor(gender: ItGender, next: string): string {
  if (gender === 'F') return startsWithVowel(next) ? "un'" : 'una';
  return isImpure(next) ? 'uno' : 'un';
}

const ARTICULATED: ReadonlyMap<string, string> = new Map(Object.entries({ di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' }));

/** Joins a preposition and an article as Italian writes them: `di` + `il` → `del`, `in` + `l'` → `nell'`. */
export function joinPreposition(preposition: string, article: string): string {
  // A phrase ending in a simple preposition joins by its last word: `fino a` + `il` → `fino al`.
  const space = preposition.lastIndexOf(' ');
  if (space > 0) return `${preposition.slice(0, space)} ${joinPreposition(preposition.slice(space + 1), article)}`;
  const stem = ARTICULATED.get(preposition);
  if (!stem) return `${preposition} ${article}`;
  if (article === 'il') return `${stem}l`;
  if (article === 'i') return `${stem}i`;
  if (article === 'gli') return `${stem}gli`;
  if (article === "l'") return `${stem}ll'`;
  // lo, la, le double the l: dello, alla, sulle.
  return `${stem}l${article}`;
}

const QUELLO_BY_ARTICLE: ReadonlyMap<string, string> = new Map(Object.entries({
  il: 'quel', lo: 'quello', "l'": "quell'", i: 'quei', gli: 'quegli', la: 'quella', le: 'quelle',
}));

/** `quello` before a noun, built like the article: il → quel, lo → quello, l' → quell', i → quei, gli → quegli. */
export function quelloFor(gender: ItGender, number: ItNumber, next: string): string {
  const article = articleFor(gender, number, next);
  return QUELLO_BY_ARTICLE.get(article) ?? 'quel';
}

/** Writes `article + word` with elision: `l'` and `un'` take no space after them. */
export function attach(before: string, word: string): string {
  if (before === '') return word;
  return before.endsWith("'") ? `${before}${word}` : `${before} ${word}`;
}
