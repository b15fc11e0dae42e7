/**
 * The dictionary line of a Greek lemma as school dictionaries print it: a noun with its genitive ending and
 * article (`λόγος, -ου, ὁ`; `πόλις, -εως, ἡ`; `φύλαξ, -ακος, ὁ`), an adjective with its feminine and neuter
 * endings (`ἀγαθός, -ή, -όν`; `ἀληθής, -ές`), a verb with its principal parts (`λύω, λύσω, ἔλυσα, λέλυκα,
 * λέλυμαι, ἐλύθην`), anything else as the lemma alone.
 */
import { greekBareKey } from '../normalize';
import type { GreekLemmaEntry } from './format';
import { cellForm, genitiveSingular, nounGenders } from './labels';

const VOWELS = new Set([...'αεηιουω']);
const DIPHTHONGS = new Set(['αι', 'ει', 'οι', 'υι', 'αυ', 'ευ', 'ηυ', 'ου']);
const ARTICLE: ReadonlyMap<string, string> = new Map([['masc', 'ὁ'], ['fem', 'ἡ'], ['neut', 'τό']]);

function isDiphthong(first: string | undefined, second: string | undefined): boolean {
  return first !== undefined && second !== undefined && DIPHTHONGS.has(first + second);
}

/** Each letter's accent-free lower-case base letter, found once per letter (an alphabet of a few hundred). */
const BASES = new Map<string, string>();

function baseOf(char: string): string {
  let base = BASES.get(char);
  if (base === undefined) BASES.set(char, (base = greekBareKey(char)));
  return base;
}

/** A word's letters, each with its accent-free lower-case base letter (final sigma as σ). */
function letters(word: string): { char: string; base: string }[] {
  return [...word.normalize('NFC')].map((char) => ({ char, base: baseOf(char) }));
}

/**
 * The ending of `form` as dictionaries cut it against `lemma`: from where the two part, taken back over the
 * vowels before that point. `ending('λόγος', 'λόγου')` → `-ου`; `ending('φύλαξ', 'φύλακος')` → `-ακος`;
 * `ending('σῶμα', 'σώματος')` → `-ατος`. The whole form when they share no letter.
 */
export function ending(lemma: string, form: string): string {
  const a = letters(lemma);
  const b = letters(form);
  let common = 0;
  while (common < a.length && common < b.length && a[common]!.base === b[common]!.base) common++;
  if (common === 0) return form;
  let start = common;
  if (common < b.length && !VOWELS.has(b[common]!.base)) {
    // A consonant-final stem part keeps the vowels before it (φύλα|κος → -ακος, χώρα|ς → -ας).
    while (start > 0 && VOWELS.has(b[start - 1]!.base)) start--;
  } else if (common > 0 && (isDiphthong(b[common - 1]?.base, b[common]?.base) || isDiphthong(a[common - 1]?.base, a[common]?.base))) {
    // A diphthong is not cut: λόγο|υ → -ου, βασιλε|ύς → -έως.
    start--;
  }
  // A form that ends where the lemma goes on (αὐτό beside αὐτός) keeps its last vowels.
  if (common === b.length) while (start > 0 && (start === common || VOWELS.has(b[start - 1]!.base))) start--;
  if (start === 0) return form;
  return `-${b.slice(start).map((l) => l.char).join('')}`;
}

/** `λόγος, -ου, ὁ`; a noun of two genders `ὁ, ἡ`; without a known genitive, the lemma and article alone. */
export function nounLine(entry: GreekLemmaEntry): string {
  const genitive = genitiveSingular(entry);
  const articles = nounGenders(entry).map((g) => ARTICLE.get(g)!).join(', ');
  return [entry.lemma, genitive ? ending(entry.lemma, genitive) : '', articles].filter(Boolean).join(', ');
}

/** `ἀγαθός, -ή, -όν`; `ἀληθής, -ές` (the feminine as the masculine); `μέγας, -άλη, -α`. */
export function adjectiveLine(entry: GreekLemmaEntry): string {
  const masculine = cellForm(entry, 'masc.nom.sg') ?? entry.lemma;
  const feminine = cellForm(entry, 'fem.nom.sg');
  const neuter = cellForm(entry, 'neut.nom.sg');
  if (!neuter) return entry.lemma;
  const parts = [entry.lemma];
  if (feminine && feminine !== masculine) parts.push(ending(entry.lemma, feminine));
  parts.push(ending(entry.lemma, neuter));
  return parts.join(', ');
}

/** Aorists of another root, filed by Morpheus as lemmas of their own: the dictionary line gives them. */
export const OTHER_ROOT_AORISTS: ReadonlyMap<string, string> = new Map([
  ['ὁράω', 'εἶδον'], ['λέγω', 'εἶπον'], ['φέρω', 'ἤνεγκα'], ['ἔρχομαι', 'ἦλθον'], ['ἐσθίω', 'ἔφαγον'], ['τρέχω', 'ἔδραμον'],
  ['αἱρέω', 'εἷλον'],
]);

/** Where each principal part is found among the cells: active, else middle (deponents). */
const PART_CELLS: readonly (readonly string[])[] = [
  ['pres.ind.act.1.sg', 'pres.ind.mp.1.sg'], ['fut.ind.act.1.sg', 'fut.ind.mid.1.sg'], ['aor.ind.act.1.sg', 'aor.ind.mid.1.sg'],
  ['perf.ind.act.1.sg'], ['perf.ind.mp.1.sg'], ['aor.ind.pass.1.sg'],
];

/**
 * A first person singular made from another person of the same tense, by its ending, when the corpus has
 * only that one: `τετίμηκε` → `τετίμηκα`, `τετίμηται` → `τετίμημαι` (vowel stems only), `ἐβλήθη` →
 * `ἐβλήθην`, `ἔλυσαν` → `ἔλυσα`, `ἔβαλον` → `ἔβαλον`, `λύσει` → `λύσω`. The accent stays where it is,
 * which these endings allow.
 */
const DERIVED: readonly (readonly [cell: string, from: RegExp, to: string])[][] = [
  [],
  [['fut.ind.act.3.sg', /([σξψ])ει$/u, '$1ω'], ['fut.ind.act.3.sg', /εῖ$/u, 'ῶ'], ['fut.ind.mid.3.sg', /([σξψ])εται$/u, '$1ομαι'], ['fut.ind.mid.3.sg', /εῖται$/u, 'οῦμαι']],
  [['aor.ind.act.3.pl', /αν$/u, 'α'], ['aor.ind.act.3.pl', /ον$/u, 'ον'], ['aor.ind.mid.3.pl', /αντο$/u, 'άμην']],
  [['perf.ind.act.3.sg', /κεν?$/u, 'κα']],
  [['perf.ind.mp.3.sg', /([αεηιουωάέήίόύώᾶῆῖῦῶ])ται$/u, '$1μαι']],
  [['aor.ind.pass.3.sg', /η$/u, 'ην'], ['aor.ind.pass.3.pl', /ησαν$/u, 'ην']],
];

function derived(entry: GreekLemmaEntry, part: number): string | undefined {
  for (const [cell, from, to] of DERIVED[part] ?? []) {
    const form = cellForm(entry, cell);
    if (form && from.test(form)) return form.replace(from, to);
  }
  return undefined;
}

/**
 * The principal parts of a verb: the lemma; then future, aorist, perfect active, perfect middle, aorist
 * passive, each the first form of its cell, else the attested principal part, else one made from another
 * person (`''` when none).
 */
export function principalParts(entry: GreekLemmaEntry): string[] {
  return PART_CELLS.map((cells, i) => {
    if (i === 0) return entry.lemma;
    const own = cells.map((key) => cellForm(entry, key)).find((f) => f !== undefined);
    return (i === 2 ? OTHER_ROOT_AORISTS.get(entry.lemma) : undefined) || own || entry.principalParts[i] || derived(entry, i) || '';
  });
}

/**
 * `λύω, λύσω, ἔλυσα, λέλυκα, λέλυμαι, ἐλύθην`: the principal parts, a missing one left out (a dictionary
 * line shows what the verb has); the lemma alone without any.
 */
export function verbLine(entry: GreekLemmaEntry): string {
  return [...new Set(principalParts(entry).filter(Boolean))].join(', ');
}
