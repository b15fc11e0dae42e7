/**
 * Syllables and accents of Greek words, for forms made by analogy (generate.ts): a word's vowel nuclei
 * (a diphthong is one), which of them bears the accent and of what kind, and the same word with its
 * accent moved. Works on NFD text: base letters and combining marks.
 * Example: `accentOf('ἐλύσαμεν')` → `{ nucleus: 2, fromEnd: 3, kind: 'acute' }`.
 */
const ACUTE = '\u0301';
const GRAVE = '\u0300';
const CIRCUMFLEX = '\u0342';
const DIAERESIS = '\u0308';
const VOWELS = new Set([...'αεηιουω']);
const DIPHTHONGS = new Set(['αι', 'ει', 'οι', 'υι', 'αυ', 'ευ', 'ηυ', 'ου']);

/** One letter of a word with its combining marks. */
interface Letter {
  base: string;
  marks: string;
}

export function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word.normalize('NFD')) {
    if (/\p{M}/u.test(ch) && out.length > 0) out[out.length - 1]!.marks += ch;
    else out.push({ base: ch, marks: '' });
  }
  return out;
}

export function join(list: readonly Letter[]): string {
  return list.map((l) => l.base + l.marks).join('').normalize('NFC');
}

/** The vowel nuclei of a word: letter indexes of each (one, or two for a diphthong). */
export function nuclei(list: readonly Letter[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < list.length; i++) {
    const base = list[i]!.base.toLowerCase();
    if (!VOWELS.has(base)) continue;
    const next = list[i + 1];
    if (next && DIPHTHONGS.has(base + next.base.toLowerCase()) && !next.marks.includes(DIAERESIS)) {
      out.push([i, i + 1]);
      i++;
    } else {
      out.push([i]);
    }
  }
  return out;
}

export type AccentKind = 'acute' | 'circumflex';

/** The accented nucleus: its index, its place counted from the word's end (1 = last), its kind. */
export function accentOf(word: string): { nucleus: number; fromEnd: number; kind: AccentKind } | undefined {
  const list = letters(word);
  const all = nuclei(list);
  for (let n = 0; n < all.length; n++) {
    for (const i of all[n]!) {
      const marks = list[i]!.marks;
      if (marks.includes(ACUTE) || marks.includes(GRAVE)) return { nucleus: n, fromEnd: all.length - n, kind: 'acute' };
      if (marks.includes(CIRCUMFLEX)) return { nucleus: n, fromEnd: all.length - n, kind: 'circumflex' };
    }
  }
  return undefined;
}

/** The word without accents (breathings, iota subscripts and diaereses kept). */
export function withoutAccent(word: string): string {
  return word.normalize('NFD').replace(/[\u0300\u0301\u0342]/gu, '').normalize('NFC');
}

/**
 * The word with an accent of `kind` on the nucleus `fromEnd` places from its end (on the second vowel of a
 * diphthong); undefined when the word has fewer nuclei.
 */
export function placeAccent(word: string, fromEnd: number, kind: AccentKind): string | undefined {
  const list = letters(withoutAccent(word));
  const all = nuclei(list);
  const nucleus = all[all.length - fromEnd];
  if (!nucleus) return undefined;
  const at = list[nucleus[nucleus.length - 1]!]!;
  // The accent goes before a iota subscript's mark order does not matter once recomposed (NFC).
  at.marks = `${at.marks}${kind === 'acute' ? ACUTE : CIRCUMFLEX}`;
  return join(list);
}

/** Whether a nucleus is long by its letters alone: a diphthong, η, ω, a iota subscript; undefined for α, ι, υ. */
export function isLongNucleus(word: string, fromEnd: number): boolean | undefined {
  const list = letters(word);
  const all = nuclei(list);
  const nucleus = all[all.length - fromEnd];
  if (!nucleus) return undefined;
  if (nucleus.length === 2) return true;
  const letter = list[nucleus[0]!]!;
  const base = letter.base.toLowerCase();
  if (base === 'η' || base === 'ω' || letter.marks.includes('\u0345') || letter.marks.includes(CIRCUMFLEX)) return true;
  if (base === 'ε' || base === 'ο') return false;
  return undefined;
}
