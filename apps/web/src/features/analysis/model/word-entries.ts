// From the analyzer's answer to what the analysis panel shows: one entry per word (spec §3 map
// keyed by word), the part-of-speech chips, the search, and the lines of a word card (spec §2).
import type { AnalysisMap, RichAnalysis, WordCard, WordEntry } from '../api/analysis-types';

/** At most this many other readings per word: more would bury the likely ones. */
const MAX_ALTERNATIVES = 4;
export const ALL_CHIP = 'All';

/** The word map of one chunk: the first occurrence of each word, with its lemma key and other readings. */
export function toAnalysisMap(analysis: RichAnalysis): AnalysisMap {
  const map: AnalysisMap = {};
  for (const token of analysis.tokens) {
    if (token.kind !== 'word' || !token.card || token.word === '' || token.word in map) continue;
    const chosenKey = `${token.chosen.lemma}|${token.chosen.upos}|${token.chosen.feats}`;
    const alternatives = token.alternatives
      .filter((alt) => `${alt.lemma}|${alt.upos}|${alt.feats}` !== chosenKey)
      .slice(0, MAX_ALTERNATIVES)
      .map((alt) => ({ card: alt.card, lemmaKey: alt.lemmaKey }));
    map[token.word] = { word: token.word, card: token.card, lemmaKey: token.chosen.lemmaKey, uncertain: token.uncertain, alternatives };
  }
  return map;
}

/** Spec §4: results are merged as each chunk arrives; a word seen in an earlier chunk keeps its entry. */
export function mergeAnalysis(current: AnalysisMap | null, next: AnalysisMap): AnalysisMap {
  return { ...next, ...(current ?? {}) };
}

/** Spec §2: the chip of a pos is its first word ('congiunzione coordinante' → 'congiunzione'). */
export function toPosChip(pos: string): string {
  return pos.trim().split(/\s+/u)[0] ?? pos;
}

/** 'All' plus the first word of each pos found, in order of first appearance. */
export function listPosChips(map: AnalysisMap): string[] {
  const chips = new Set<string>();
  for (const entry of Object.values(map)) chips.add(toPosChip(entry.card.pos));
  return [ALL_CHIP, ...chips];
}

/** Spec §2: prefix match on the word, case-insensitive, and the chosen chip. */
export function filterEntries(map: AnalysisMap, search: string, chip: string): WordEntry[] {
  const prefix = search.trim().toLocaleLowerCase('it');
  return Object.values(map).filter((entry) =>
    entry.word.toLocaleLowerCase('it').startsWith(prefix) && (chip === ALL_CHIP || toPosChip(entry.card.pos) === chip));
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
