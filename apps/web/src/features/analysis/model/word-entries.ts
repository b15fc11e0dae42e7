// From the analysis chunks to what the analysis panel shows: every occurrence in text order (a word
// that comes back is a card again, read in its own context), the part-of-speech chips, the search, the
// headwords a student may look up, and the lines of a word card (spec §2).
import type { AnalysisChunk, AnalysisResult, LemmaEntry, Occurrence, WordCard } from '../api/analysis-types';
import { FREE_LEMMA_WORDS } from './chunks';

export const ALL_CHIP = 'All';

/** Spec §4: results are merged as each chunk arrives, here appended in order; a sentence across two chunks is kept once. */
export function appendChunk(current: AnalysisResult | null, chunk: Pick<AnalysisChunk, 'occurrences' | 'sentences'>): AnalysisResult {
  const sentences = [...(current?.sentences ?? [])];
  const known = new Set(sentences.map((sentence) => sentence.index));
  for (const sentence of chunk.sentences) if (!known.has(sentence.index)) sentences.push(sentence);
  return { occurrences: [...(current?.occurrences ?? []), ...chunk.occurrences], sentences };
}

/**
 * Spec §4 "Lemma lookup": the headwords to look up of one chunk — every word's for premium and lifetime,
 * for normal users the first chunk's first five words only. One entry per word, found with a Set (a
 * plain object would take constructor or toString for words it already has).
 */
export function selectLookedUp(chunk: Pick<AnalysisChunk, 'chunk' | 'occurrences'>, everyWord: boolean): LemmaEntry[] {
  if (!everyWord && chunk.chunk !== 0) return [];
  // The parts of a split word (armaque → arma, -que) share its offsets: five written words, not five tokens.
  const starts = [...new Set(chunk.occurrences.map((o) => o.start))].slice(0, everyWord ? undefined : FREE_LEMMA_WORDS);
  const allowed = new Set(starts);
  const seen = new Set<string>();
  const entries: LemmaEntry[] = [];
  for (const o of chunk.occurrences) {
    if (!allowed.has(o.start) || o.word === '' || seen.has(o.word)) continue;
    seen.add(o.word);
    entries.push({ lemma: o.card.cercaCome, text: o.word });
  }
  return entries;
}

/** Spec §2: the chip of a pos is its first word ('congiunzione coordinante' → 'congiunzione'). */
export function toPosChip(pos: string): string {
  return pos.trim().split(/\s+/u)[0] ?? pos;
}

/** 'All' plus the first word of each pos found, in order of first appearance. */
export function listPosChips(occurrences: readonly Occurrence[]): string[] {
  const chips = new Set<string>();
  for (const occurrence of occurrences) chips.add(toPosChip(occurrence.card.pos));
  return [ALL_CHIP, ...chips];
}

/**
 * A word as the search compares it: lower case, without accents, breathings, iota subscripts or macrons,
 * and with one sigma ('Λόγος' → 'λογοσ'), so that a Greek word typed on a keyboard without accents is found.
 */
export function foldForSearch(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase('it').replace(/ς/gu, 'σ');
}

/** Spec §2: prefix match on the word, case- and accent-insensitive, and the chosen chip; each with its place in the text. */
export function filterOccurrences(occurrences: readonly Occurrence[], search: string, chip: string): { occurrence: Occurrence; index: number }[] {
  const prefix = foldForSearch(search.trim());
  return occurrences
    .map((occurrence, index) => ({ occurrence, index }))
    .filter(({ occurrence }) => foldForSearch(occurrence.word).startsWith(prefix)
      && (chip === ALL_CHIP || toPosChip(occurrence.card.pos) === chip));
}

/** Spec §2: the lemma is shown without digits and punctuation (Collatinus numbers homographs: 'est1'). */
export function stripLemma(lemma: string): string {
  return lemma.replace(/[\p{N}\p{P}\p{S}]+/gu, '').trim();
}

const OTHER_FEATURES = ['caso', 'numero', 'genere', 'tempo', 'modo', 'diatesi', 'grado', 'forma', 'altro'] as const;

/** Spec §2: the other grammatical features joined by commas ('' when there are none). */
export function joinOtherFeatures(card: WordCard): string {
  return OTHER_FEATURES.map((key) => card[key]).filter((value): value is string => Boolean(value)).join(', ');
}

/** Spec §2: persona shown as '{value} persona'. */
export function describePersona(card: WordCard): string | null {
  return card.persona ? `${card.persona} persona` : null;
}

/** The declension (Latin) or paradigm (Greek) line, whichever the card has. */
export function describeInflection(card: WordCard): { label: 'declinazione' | 'paradigma'; value: string } | null {
  if (card.declinazione) return { label: 'declinazione', value: card.declinazione };
  if (card.paradigma) return { label: 'paradigma', value: card.paradigma };
  return null;
}
