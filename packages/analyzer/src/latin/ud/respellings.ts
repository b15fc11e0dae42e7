/**
 * Medieval spellings of forms the lexicon knows as written (`anime` for animae, `que` for quae; see
 * lexicon/spelling-variants.ts, `medievalRespellings`) are candidates only in the conventions whose training
 * data writes them: training counts, per treebank, the tokens whose gold tag only a respelling gives, and a
 * treebank with at least RESPELLING_SHARE of such tokens trains and tags with the respelt candidates. The
 * model keeps the list (meta `respellings`), which the analyzer reads for a CoNLL-U input in that convention
 * (decision 075: UDante and LLCT, not the classical treebanks nor ITTB).
 */
import type { ModelMeta } from '../../core/tagger/model';
import type { TrainingSentence } from '../../core/tagger/train';
import type { LatinCandidates } from '../pipeline-candidates';

/** Share of a treebank's tokens whose tag only a respelling gives, for the treebank to read respellings. */
export const RESPELLING_SHARE = 0.001;

/** The conventions a model reads medieval respellings in (meta `respellings`). */
export function respellingConventions(model: { meta: ModelMeta }): readonly string[] {
  const list = model.meta.respellings;
  return Array.isArray(list) ? (list as string[]) : [];
}

/**
 * Finds the conventions whose sentences need the respelt candidates `respelt` (createLatinCandidates with
 * `respell`) and gives their sentences those candidates, priors and lexicon lemmas; returns them, sorted.
 */
export function learnRespellings(sentences: TrainingSentence[], respelt: LatinCandidates): string[] {
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
  for (const s of sentences) {
    if (!s.convention || !chosen.includes(s.convention)) continue;
    s.candidates = s.forms.map((form) => respelt.tags(form));
    s.priors = s.forms.map((form) => respelt.priors(form));
    s.lexiconLemmaKeys = s.forms.map((form, i) => respelt.lemmaKeyFor(form, s.tags[i]!));
  }
  return chosen;
}
