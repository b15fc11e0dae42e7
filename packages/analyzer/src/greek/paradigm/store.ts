/**
 * The Greek paradigm data, read once from `.data/greek/grc-paradigms.tsv` (the tables) or
 * `grc-lemma-cards.tsv` (what the word cards read) (format.ts): the file's text is
 * searched by lemma and an entry is decoded on first use. A missing file gives a store that knows no lemma
 * (cards then lack their paradigm line, and no table is offered). A lemma that Morpheus files under another
 * spelling is found through it: `νεανίας` under `νεανίης`, `θάλαττα` under `θάλασσα`.
 */
import { readFileSync } from 'node:fs';
import { createSortedLines, type SortedLines } from '../lexicon/sorted-lines';
import { decodeLemmaEntry, PARADIGMS_HEADER, resolveGreekLemmaCardsPath, resolveGreekParadigmsPath, type GreekLemmaEntry } from './format';

export interface GreekParadigmStore {
  /** The entry of a lemma (as the lexicon spells it), undefined when unknown. */
  entry(lemma: string): GreekLemmaEntry | undefined;
  readonly size: number;
}

/** Other spellings under which Morpheus may file a lemma: Ionic -ης for Attic -ας, σσ for ττ, ρσ for ρρ. */
function spellings(lemma: string): string[] {
  const out: string[] = [];
  if (/ίας$/.test(lemma)) out.push(lemma.replace(/ίας$/, 'ίης'));
  if (/ττ/.test(lemma)) out.push(lemma.replace(/ττ/g, 'σσ'));
  if (/σσ/.test(lemma)) out.push(lemma.replace(/σσ/g, 'ττ'));
  if (/ρρ/.test(lemma)) out.push(lemma.replace(/ρρ/g, 'ρσ'));
  return out;
}

export function createGreekParadigmStore(lines: SortedLines): GreekParadigmStore {
  const decoded = new Map<string, GreekLemmaEntry | undefined>();
  const find = (lemma: string): GreekLemmaEntry | undefined => {
    // The entry answers with the lemma as asked, so that its line and label read the student's spelling.
    const own = lines.get(lemma);
    if (own !== undefined) return decodeLemmaEntry(lemma, own);
    for (const spelling of spellings(lemma)) {
      const text = lines.get(spelling);
      if (text !== undefined) return decodeLemmaEntry(lemma, text);
    }
    return undefined;
  };
  return {
    size: lines.size,
    entry(lemma) {
      const known = decoded.get(lemma);
      if (known !== undefined || decoded.has(lemma)) return known;
      const entry = find(lemma.normalize('NFC'));
      decoded.set(lemma, entry);
      return entry;
    },
  };
}

export function loadGreekParadigmStore(path = resolveGreekParadigmsPath()): GreekParadigmStore {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    // Without the file, no lemma has a paradigm.
  }
  if (!text.startsWith(`${PARADIGMS_HEADER}\n`)) text = '';
  return createGreekParadigmStore(createSortedLines(text, 1));
}

let shared: GreekParadigmStore | undefined;
let cards: GreekParadigmStore | undefined;

/** The full tables of this process's data folder (every attested cell), loaded on the first table asked for. */
export function greekParadigmStore(): GreekParadigmStore {
  shared ??= loadGreekParadigmStore();
  return shared;
}

/** The entries with only the cells word cards read (isCardCell), loaded with the first Greek card. */
export function greekCardStore(): GreekParadigmStore {
  cards ??= loadGreekParadigmStore(resolveGreekLemmaCardsPath());
  return cards;
}
