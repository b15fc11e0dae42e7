/**
 * Parsers of the Italian gloss sources, in the order of the fallback chain: Collatinus lemmes.it,
 * the WordNet joins of the outside data's wordnet-italian, Versio's own data/glosses-it.tsv.
 * Pure functions over the files' lines; scripts/build-glosses.ts does the reading and writing.
 */
import { normalizeLatin } from '../normalize';
import { cleanCollatinusGloss } from './clean-gloss';
import { toGlossKey } from './gloss-lookup';
import { italianizeLatinName } from './italian-names';
import { AnalyzerError } from '../../core/errors';

/**
 * Where a meaning comes from: `versio` (written by hand), `collatinus` (lemmes.it), `wordnet` (machine join),
 * `nome` (the Italian form of a proper name, derived by rule from its Collatinus paradigm).
 */
export type GlossSource = 'versio' | 'collatinus' | 'wordnet' | 'nome';

export interface GlossEntry {
  meaning: string;
  source: GlossSource;
}

/** lemmes.fr lines → lower-case senses by lemma key, to recognise French left untranslated in lemmes.it. */
export function parseFrenchSenses(lines: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (line.startsWith('!') || colon <= 0) continue;
    const senses = line.slice(colon + 1).split(/[,;:()]/)
      .map((sense) => sense.trim().toLowerCase().replace(/^(?:le|la|les|un|une)\s+|^l['’]\s*/u, ''))
      .filter((sense) => sense.length > 1);
    out.set(toGlossKey(line.slice(0, colon).trim()), new Set(senses));
  }
  return out;
}

/** lemmes.it lines `key:gloss` (comments start with `!`) → cleaned Italian meanings. */
export function parseCollatinusGlosses(lines: readonly string[], french: ReadonlyMap<string, Set<string>> = new Map()): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    if (line.startsWith('!')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = toGlossKey(line.slice(0, colon).trim());
    const meaning = cleanCollatinusGloss(key, line.slice(colon + 1), french.get(key));
    if (meaning !== undefined && !out.has(key)) out.set(key, meaning);
  }
  return out;
}

/** Letter pairs of a word, for the cognate test. */
function listBigrams(word: string): string[] {
  const letters = normalizeLatin(word);
  const out: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) out.push(letters.slice(i, i + 2));
  return out;
}

/**
 * True when an Italian word is plainly the heir of the Latin one (`liquidus`/`liquido`, `petra`/`pietra`):
 * Dice similarity of letter pairs above one half. The WordNet join goes through English synsets and picks
 * up senses the Latin word never had (`crista` → a body part, `pallens` → `verde`); a cognate is the
 * evidence that the sense is shared.
 */
export function isCognate(latin: string, italian: string): boolean {
  const a = listBigrams(latin);
  const b = listBigrams(italian);
  if (a.length === 0 || b.length === 0) return false;
  const pool = [...b];
  let common = 0;
  for (const pair of a) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      common++;
      pool.splice(at, 1);
    }
  }
  return (2 * common) / (a.length + b.length) > 0.5;
}

const MAX_WORDNET_WORDS = 3;

/**
 * lat_it_via_wordnet.tsv (`lemma  synset  italiano, italiano`) → the Italian words of the synsets that are
 * cognates of the Latin lemma, for single-word lemmas. The README calls the join machine-made and in need
 * of review: only the cognates, which carry their own evidence, are kept.
 */
export function parseWordnetGlosses(lines: readonly string[]): Map<string, string> {
  const words = new Map<string, string[]>();
  for (const line of lines.slice(1)) {
    const [lemma, , italian] = line.split('\t');
    if (!lemma || !italian || /[\s-]/.test(lemma)) continue;
    const key = toGlossKey(lemma);
    const list = words.get(key) ?? [];
    for (const word of italian.split(',').map((w) => w.trim())) {
      if (word !== '' && !list.includes(word) && isCognate(lemma, word) && normalizeLatin(word) !== normalizeLatin(lemma)) list.push(word);
    }
    words.set(key, list);
  }
  const out = new Map<string, string>();
  for (const [key, list] of words) if (list.length > 0) out.set(key, list.slice(0, MAX_WORDNET_WORDS).join(', '));
  return out;
}

/**
 * Capitalised lemmas of lemmes.la / lem_ext.la (`Metellus=Mĕtēllus|lupus|||i, m.|273`) → their Italian
 * form (`Metello`), for names that no source glosses.
 */
export function parseNameGlosses(lines: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    const first = line.charAt(0);
    if (first === '!' || first === first.toLowerCase()) continue;
    const [head = '', model = '', stem = '', , info = ''] = line.split('|');
    const key = toGlossKey(head.split('=')[0]!);
    const italian = italianizeLatinName(key, model, normalizeLatin(stem.split(',')[0] ?? ''), info);
    if (italian !== undefined && !out.has(key)) out.set(key, italian);
  }
  return out;
}

/** data/glosses-it.tsv: `lemma<TAB>meaning`, `#` comments, blank lines ignored. */
export function parseOwnGlosses(lines: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [lemma, meaning] = line.split('\t');
    if (!lemma || !meaning) throw new AnalyzerError('source_invalid', `glosses-it.tsv: riga senza tabulazione: ${line}`);
    const key = toGlossKey(lemma.trim());
    if (out.has(key)) throw new AnalyzerError('source_invalid', `glosses-it.tsv: lemma ripetuto: ${lemma}`);
    out.set(key, meaning.trim());
  }
  return out;
}

/**
 * Merges the sources. Versio's own glosses come first: they are written and checked by hand for the most
 * frequent lemmas, including those whose Collatinus gloss is wrong (`ille` → "questo"). Then Collatinus,
 * then the WordNet join, then the Italian form of proper names for what is still missing.
 */
export function mergeGlosses(
  own: Map<string, string>, collatinus: Map<string, string>, wordnet: Map<string, string>, names: Map<string, string>,
): Map<string, GlossEntry> {
  const out = new Map<string, GlossEntry>();
  const add = (source: GlossSource, map: Map<string, string>): void => {
    for (const [key, meaning] of map) if (!out.has(key)) out.set(key, { meaning, source });
  };
  add('versio', own);
  add('collatinus', collatinus);
  add('wordnet', wordnet);
  add('nome', names);
  return out;
}
