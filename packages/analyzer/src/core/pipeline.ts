/**
 * The analysis pipeline, its stages in order, each entered once per text, the data flowing forward only:
 *   tokenize    the text (or given forms) into tokens and sentences
 *   candidates  what each form may be: the lexicon's analyses, guesses, the tagger's candidate tags
 *   tag         the tagger's lattice of each sentence (candidates and their scores)
 *   constrain   the reading of each sentence under the language's grammar rules
 *   choose      the analysis and lemma of each token, given its reading
 *   describe    the answer for each token: the Italian card, the alternatives
 * A language (language.ts) supplies the stages; a flow (the type parameter) names what each one hands on.
 * Example: `runPipeline(stages, 'Gallia est omnis divisa')` → one analysed token per word.
 */

/** What each stage hands to the next. */
export interface Flow {
  input: unknown;
  tokens: unknown;
  candidates: unknown;
  lattice: unknown;
  path: unknown;
  chosen: unknown;
  out: unknown;
}

/** The stages, named as in {@link STAGE_ORDER}; each reads what the stages before it produced. */
export interface Stages<F extends Flow> {
  tokenize(input: F['input']): F['tokens'];
  candidates(tokens: F['tokens']): F['candidates'];
  tag(tokens: F['tokens'], candidates: F['candidates']): F['lattice'];
  constrain(tokens: F['tokens'], candidates: F['candidates'], lattice: F['lattice']): F['path'];
  choose(tokens: F['tokens'], candidates: F['candidates'], path: F['path']): F['chosen'];
  describe(tokens: F['tokens'], candidates: F['candidates'], path: F['path'], chosen: F['chosen']): F['out'];
}

export const STAGE_ORDER = ['tokenize', 'candidates', 'tag', 'constrain', 'choose', 'describe'] as const satisfies readonly (keyof Stages<Flow>)[];

/** Runs the stages in order over one input. */
export function runPipeline<F extends Flow>(stages: Stages<F>, input: F['input']): F['out'] {
  return runFromTokens(stages, stages.tokenize(input));
}

/** Runs the stages after tokenize over tokens already made (a part of a text tokenized as a whole). */
export function runFromTokens<F extends Flow>(stages: Stages<F>, tokens: F['tokens']): F['out'] {
  const candidates = stages.candidates(tokens);
  const lattice = stages.tag(tokens, candidates);
  const path = stages.constrain(tokens, candidates, lattice);
  const chosen = stages.choose(tokens, candidates, path);
  return stages.describe(tokens, candidates, path, chosen);
}

/** Sentences of a text as token ranges: sentence k is [starts[k], starts[k + 1]). */
export function sentenceRanges(count: number, startsSentence: (i: number) => boolean): number[] {
  const starts = [0];
  for (let i = 1; i < count; i++) if (startsSentence(i)) starts.push(i);
  if (count > 0) starts.push(count);
  return starts;
}
