/**
 * Cleaning of the Collatinus Italian glosses (lemmes.it), which were machine-translated from French:
 * numbered senses run together (`1. allontanare2. deviare`), French abbreviations and names are left in
 * (`prép.`, `+ gén`, `Zéthos`), articles precede nouns. The card wants a short meaning: `terra, suolo, paese`.
 */

const MAX_SENSES = 3;
const MAX_LENGTH = 60;
/** Italian words of one letter that are whole meanings (`et` → `e`, `ad` → `a`, `vel` → `o`). */
const SINGLE_LETTER_WORDS = new Set(['a', 'e', 'o']);

/** Letters or words that only French leaves behind (Italian writes é/è only on the last letter). */
const FRENCH_MARKS = /[çêâîôûëïüœ]|[éè]\p{L}|\b(?:prép|péj|gén|qqn|qqch|adj|adv|subj|ind|comp|cf|etc|conj|pron|interj|impers|fig|poét|arch|abl|acc|dat|gen|inf|sup|pf|pl|sg|fam|lat|gr)\b\.?/iu;
// `un po'` is not an article + noun; `dell'`, `d'` are prepositions and stay.
const LEADING_ARTICLE = /^(?:il|lo|la|i|gli|le|un(?!\s+po['’])|uno|una)\s+|^(?:l|un)['’]\s*/iu;
const CASE_GOVERNMENT = /\+\s*(?:acc|abl|dat|gén|gen|inf|subj|ind|cong|congiuntivo|infinito)\.?/giu;
const NUMBERING = /(?:^|\s|\p{L}|[.,;])(?:\d+|[IVX]+(?=\.))\s*[.)-]+\s*/gu;

/** Splits a gloss into candidate senses on numbering, semicolons, commas, colons and dashes between spaces. */
function splitSenses(gloss: string): string[] {
  const withoutParens = gloss.replace(/\([^)]*\)?/g, ' ').replace(/\.\.\.|…/g, ' ');
  const numbered = withoutParens.replace(NUMBERING, (match) => {
    const first = match.charAt(0);
    return /\p{L}/u.test(first) ? `${first};` : ';';
  });
  return numbered.split(/[;,:]|\s-\s|\.\s/).map((sense) => sense.trim());
}

/** Tidies one sense: no case-government notes, no leading article, no trailing dots. Empty when unusable. */
function tidySense(sense: string, lemmaKey: string): string {
  let text = sense.replace(CASE_GOVERNMENT, ' ').replace(/\s+/g, ' ').trim();
  text = text.replace(/^[.\-–\s]+|[.\-–\s]+$/g, '');
  if (FRENCH_MARKS.test(text)) return '';
  text = text.replace(LEADING_ARTICLE, '');
  // French "qui nuit" became "chi nuoce": outside the pronouns a relative clause gloss means "che".
  if (!lemmaKey.startsWith('qu')) text = text.replace(/^chi\s/u, 'che ');
  if (SINGLE_LETTER_WORDS.has(text)) return text;
  if (text.length < 2 || !/\p{L}{2}/u.test(text)) return '';
  return text;
}

/**
 * A short Italian meaning from a Collatinus gloss, or undefined when nothing Italian is left. `frenchSenses`
 * are the lower-case senses of the same lemma in lemmes.fr, whose untranslated copies are dropped.
 * Example: `cleanCollatinusGloss('acervus', "il mucchio, il mucchio, l'ammasso,")` → `mucchio, ammasso`.
 */
export function cleanCollatinusGloss(lemmaKey: string, gloss: string, frenchSenses: ReadonlySet<string> = new Set()): string | undefined {
  const plainLemma = lemmaKey.replace(/\d+$/, '').toLowerCase();
  const isName = lemmaKey.charAt(0) !== lemmaKey.charAt(0).toLowerCase();
  const senses: string[] = [];
  const seen = new Set<string>();
  for (const raw of splitSenses(gloss)) {
    const sense = tidySense(raw, plainLemma);
    const key = sense.toLowerCase();
    // The Italian file was translated from the French one: a sense copied verbatim (`Antoine`, `arrondissement`) is French.
    if (sense === '' || seen.has(key) || frenchSenses.has(key)) continue;
    seen.add(key);
    // A name repeated as is (`Burrus:Burrus`) is Latin, not Italian, unless it ends like an Italian word (`Roma`).
    if (isName && !/[aeiou]$/.test(key) && key.replace(/[vj]/g, (c) => (c === 'v' ? 'u' : 'i')) === plainLemma.replace(/[vj]/g, (c) => (c === 'v' ? 'u' : 'i'))) continue;
    const length = senses.join(', ').length + sense.length + 2;
    if (senses.length > 0 && (senses.length >= MAX_SENSES || length > MAX_LENGTH)) break;
    senses.push(sense);
  }
  return senses.length > 0 ? senses.join(', ') : undefined;
}
