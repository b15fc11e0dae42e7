/**
 * The gender an adjective or determiner standing for a noun takes, per case and number (rule 45, rules/noun-phrase.ts):
 * learnt from the training files of the treebanks of classical texts (Perseus, PROIEL, CIRCSE), where such a word is mostly people
 * (`omnium`, `suis`: masculine); the later treebanks' (ITTB, UDante, LLCT) are mostly things (neuter), as the
 * tagger trained on all of them reads them. The table is data (data/latin/substantive-genders.tsv), which
 * `scripts/learn-substantive-genders.ts` computes by the rule below (decision 081).
 */
import type { TrainingSentence } from '../../core/tagger/train';
import { infoOf } from '../../core/constraints/tag-info';
import { standsAlone, substantiveKey } from '../rules/noun-phrase';

/** The treebanks of classical texts, whose words standing alone the table learns. */
export const CLASSICAL_CONVENTIONS: ReadonlySet<string> = new Set(['perseus', 'proiel', 'circse']);
/** Words of a case and number, at least, for the table to give them a gender. */
export const SUBSTANTIVE_MIN_COUNT = 20;

/**
 * Per case and number (`abl-plur`), the gender more than half of the adjectives and determiners standing alone
 * (`standsAlone` on the gold tags) have in the classical treebanks' sentences, when at least
 * SUBSTANTIVE_MIN_COUNT of them have one gender; with every count, sorted by key.
 */
export function learnSubstantiveGenders(sentences: readonly Pick<TrainingSentence, 'tags' | 'convention'>[]): { chosen: [string, string][]; counts: Map<string, Map<string, number>> } {
  const counts = new Map<string, Map<string, number>>();
  for (const s of sentences) {
    if (!s.convention || !CLASSICAL_CONVENTIONS.has(s.convention)) continue;
    const tags = s.tags.map(infoOf);
    tags.forEach((t, i) => {
      if ((t.upos !== 'ADJ' && t.upos !== 'DET') || !t.case || !t.number || !t.gender || t.gender.includes(',') || !standsAlone(tags, i)) return;
      const key = substantiveKey(t.case, t.number);
      let c = counts.get(key);
      if (!c) counts.set(key, (c = new Map()));
      c.set(t.gender, (c.get(t.gender) ?? 0) + 1);
    });
  }
  const chosen: [string, string][] = [];
  for (const [key, c] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const n = [...c.values()].reduce((a, b) => a + b, 0);
    const [gender, top] = [...c].sort((a, b) => b[1] - a[1])[0]!;
    if (n >= SUBSTANTIVE_MIN_COUNT && 2 * top > n) chosen.push([key, gender]);
  }
  return { chosen, counts };
}
