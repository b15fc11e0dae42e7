/**
 * Lemma comparison key: treebanks write `Iuppiter`/`Juppiter`, `uideo`/`video`, `ēdo`, `edo2`;
 * all are the same headword for a student. The key ignores case, u/v, i/j, vowel-length marks
 * (any combining mark) and homograph digits.
 * Example: `lemmaMatchKey('Vīdeo2')` → `uideo`.
 */
export function lemmaMatchKey(lemma: string): string {
  const s = lemma.normalize('NFD').toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x300 && c <= 0x36f) continue; // combining diacritics (macron, breve, acute…)
    if (c >= 48 && c <= 57) continue; // homograph digits
    if (c === 106) out += 'i'; // j
    else if (c === 118) out += 'u'; // v
    else out += s[i];
  }
  return out;
}

/** True when two lemmas name the same headword under the comparison rules of {@link lemmaMatchKey}. */
export function isSameLemma(a: string, b: string): boolean {
  return lemmaMatchKey(a) === lemmaMatchKey(b);
}
