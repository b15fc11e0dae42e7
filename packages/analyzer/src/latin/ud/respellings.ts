/**
 * Medieval spellings (`anime` for animae, `ymaginem` for imaginem; see lexicon/spelling-variants.ts) are read at
 * tagging time only, in the conventions whose training data writes them, and only for forms the model did not
 * train on (its training data already says how those are tagged: `que` stays qui PRON in UDante). The list is
 * data (data/latin/respelling-conventions.txt), which `learn-respellings.ts` computes from the training files by
 * the rule below. The tagger's training candidates never have them, so the models do not depend on the list
 * (decisions 075, 078: UDante and LLCT, not the classical treebanks nor ITTB).
 */
import type { TrainingSentence } from '../../core/tagger/train';
import type { LatinCandidates } from '../pipeline-candidates';
import { RESPELLING_CONVENTIONS } from '../rules/word-lists.generated';

/** Share of a treebank's tokens whose tag only a respelling gives, for the treebank to read respellings. */
export const RESPELLING_SHARE = 0.001;

/** True when CoNLL-U input in `convention` is read with the medieval respellings. */
export function readsRespellings(convention: string | undefined): boolean {
  return convention !== undefined && RESPELLING_CONVENTIONS.has(convention);
}

/**
 * The conventions whose sentences have at least RESPELLING_SHARE of tokens whose gold tag the respelt candidates
 * `respelt` (createLatinCandidates with `respell`) give and the sentence's own candidates do not; sorted, with
 * each convention's count. The sentences are left as they are.
 */
export function learnRespellings(sentences: readonly TrainingSentence[], respelt: LatinCandidates): { chosen: string[]; counts: Map<string, { tokens: number; respelt: number }> } {
  const counts = new Map<string, { tokens: number; respelt: number }>();
  for (const s of sentences) {
    if (!s.convention) continue;
    let c = counts.get(s.convention);
    if (!c) counts.set(s.convention, (c = { tokens: 0, respelt: 0 }));
    c.tokens += s.forms.length;
    s.forms.forEach((form, i) => {
      const plain = s.candidates[i];
      if (plain && !plain.includes(s.tags[i]!) && respelt.tags(form)?.includes(s.tags[i]!)) c.respelt++;
    });
  }
  const chosen = [...counts].filter(([, c]) => c.respelt >= RESPELLING_SHARE * c.tokens).map(([convention]) => convention).sort();
  return { chosen, counts };
}
