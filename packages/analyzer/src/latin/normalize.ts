/**
 * Look-up keys for Latin forms: the lexicon, the tokenizer and the meanings all compare words
 * through `normalizeLatin`, so that `Rōmă`, `ROMA` and `roma` meet, and so do `iuvenis`/`juvenis`/`iuuenis`.
 */

/** Characters that fold to another string (precomposed letters, ligatures, Cyrillic ў used by Collatinus for y̆). */
const FOLD = buildFoldTable();

function buildFoldTable(): Map<number, string> {
  const table = new Map<number, string>();
  // Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional hold every precomposed vowel with a
  // macron, breve, diaeresis or accent that editions use; decompose each once, here, not per token.
  const ranges: [number, number][] = [[0xc0, 0x24f], [0x1e00, 0x1eff]];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      const base = String.fromCharCode(code).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base !== String.fromCharCode(code)) table.set(code, foldPlain(base));
    }
  }
  table.set(0xe6, 'ae'); // æ
  table.set(0xc6, 'ae'); // Æ
  table.set(0x153, 'oe'); // œ
  table.set(0x152, 'oe'); // Œ
  // Collatinus writes some letters with Cyrillic look-alikes: ў (y-breve), у (y), і (i), ѕ (s).
  table.set(0x45e, 'y'); // ў
  table.set(0x40e, 'y'); // Ў
  table.set(0x443, 'y'); // у
  table.set(0x423, 'y'); // У
  table.set(0x456, 'i'); // і
  table.set(0x406, 'i'); // І
  table.set(0x455, 's'); // ѕ
  return table;
}

function foldPlain(text: string): string {
  return text.toLowerCase().replace(/j/g, 'i').replace(/v/g, 'u');
}

/**
 * The look-up key of a Latin form: no macrons, breves, diaeresis or accents, j→i, v→u, lower case.
 * Digits (homograph numbers such as `edo2`) are kept. Example: `normalizeLatin('Iūlĭŭs')` → `iulius`.
 */
export function normalizeLatin(form: string): string {
  // Fast path: plain lower-case ASCII without j/v is already a key (the common case in running text).
  let plain = true;
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if (c < 0x61 || c > 0x7a || c === 0x6a || c === 0x76) {
      if (c >= 0x30 && c <= 0x39) continue;
      plain = false;
      break;
    }
  }
  if (plain) return form;
  let out = '';
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) out += c === 0x6a ? 'i' : c === 0x76 ? 'u' : form[i];
    else if (c >= 0x41 && c <= 0x5a) out += c === 0x4a ? 'i' : c === 0x56 ? 'u' : String.fromCharCode(c + 32);
    else if (c >= 0x300 && c <= 0x36f) continue; // combining mark (decomposed input)
    else {
      const folded = FOLD.get(c);
      out += folded ?? form[i]!.toLowerCase();
    }
  }
  return out;
}

/** True when the form starts with a capital letter (`Caesar`, `Ōstia`), which hints at a proper noun or a sentence start. */
export function isCapitalized(form: string): boolean {
  const first = form.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}
