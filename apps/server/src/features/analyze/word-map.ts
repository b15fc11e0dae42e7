// The spec's two shapes of an analysis (§7): the map of /analyze/dynamic, one card per distinct word
// (the first occurrence's: the map cannot hold more), and the lemma list of /analyze/lemmas, one
// headword per distinct word. Built from occurrences in text order, whoever analysed them.
import type { WordCard } from '@versio/analyzer';
import type { OccurrenceCard } from './occurrences.schema';

export type WordMap = Record<string, WordCard>;
export type LemmaList = { data: { lemma: string; text: string }[] };

type Entry = { word: string; card: WordCard | OccurrenceCard };

export function toWordMap(entries: Iterable<Entry>): WordMap {
  // A Map while it is built: a plain object already "has" constructor or toString (decision 024).
  const map = new Map<string, WordCard>();
  // The spec's card always says whether it is a guess: an occurrence says so only when it is.
  for (const { word, card } of entries) if (word && !map.has(word)) map.set(word, { ...card, incerto: card.incerto === true });
  // fromEntries defines each word as an own property, even one named like Object.prototype's.
  return Object.fromEntries(map);
}

export function toLemmaList(entries: Iterable<Entry>): LemmaList {
  const seen = new Set<string>();
  const data: LemmaList['data'] = [];
  for (const { word, card } of entries) {
    if (!word || seen.has(word)) continue;
    seen.add(word);
    data.push({ lemma: card.cercaCome, text: word });
  }
  return { data };
}
