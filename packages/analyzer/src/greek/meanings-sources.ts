/**
 * Readers of the Italian-meaning sources for Greek lemmas, used by `scripts/build-greek.ts`: Versio's
 * own gloss file, GLAUx noun senses (WordNet → MultiWordNet/ItalWordNet) and the LSJ short definitions
 * mapped through WordNet (`city→città/metropoli | town→…`).
 */

/**
 * Versio's gloss file: `lemma<TAB>meaning, meaning…`, `#` comments. A lemma may carry a case after a
 * colon for prepositions (`ἐν:Dat`), which the file keeps for the translator; here only the plain lemma
 * lines are meanings. Example: `λέγω\tdire, parlare` → [`λέγω`, [`dire`, `parlare`]].
 */
export function parseGlossFile(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [lemma = '', meaning = ''] = line.split('\t');
    if (!lemma || !meaning || lemma.includes(':')) continue;
    out.set(lemma.normalize('NFC'), meaning.split(',').map((m) => m.trim()).filter(Boolean));
  }
  return out;
}

/** Case-specific renderings of the gloss file: `ἐν:Dat\tin` → key `ἐν:Dat`. */
export function parseCaseGlosses(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const [lemma = '', meaning = ''] = raw.trim().split('\t');
    if (lemma.includes(':') && meaning && !lemma.startsWith('#')) out.set(lemma.normalize('NFC'), meaning.split(',')[0]!.trim());
  }
  return out;
}

/**
 * For each lemma of `glaux_senses_it.tsv`, the Italian words of its most frequent sense that has any
 * (rows are lemma, sense, count, offset, English, MultiWordNet Italian, ItalWordNet Italian).
 */
export function pickItalianSense(rows: readonly string[]): Map<string, string[]> {
  const best = new Map<string, { count: number; words: string[] }>();
  for (const row of rows) {
    const [lemma = '', , count = '0', , , mwn = '', iwn = ''] = row.split('\t');
    const words = [...mwn.split(','), ...iwn.split(',')].map((w) => w.trim()).filter((w) => w && w !== 'GAP!');
    if (!lemma || words.length === 0) continue;
    const key = lemma.normalize('NFC');
    const seen = best.get(key);
    if (!seen || seen.count < Number(count)) best.set(key, { count: Number(count), words });
  }
  return new Map([...best].map(([lemma, { words }]) => [lemma, words]));
}

/** `city→città/metropoli | town→città` → [`città`, `metropoli`]: the Italian of the first English sense first. */
export function readItalianCandidates(cell: string): string[] {
  return cell.split('|').flatMap((part) => (part.split('→')[1] ?? '').split('/')).map((w) => w.trim()).filter(Boolean);
}

/**
 * The LSJ `.dat` files of the short definitions and entry ids: `lemma|value` lines; a lemma with homographs
 * has `lemma|@` and its values on `@lemma|value` lines (the first of them kept for the bare lemma).
 * Example: `λόγος|n63772` → key `λόγος`, value `n63772`.
 */
export function parseLsjDat(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const bar = raw.indexOf('|');
    if (bar <= 0) continue;
    const lemma = raw.slice(raw.startsWith('@') ? 1 : 0, bar).normalize('NFC');
    const value = raw.slice(bar + 1).trim();
    if (!lemma || !value || value === '@' || lemma.includes('<') || out.has(lemma)) continue;
    out.set(lemma, value);
  }
  return out;
}
