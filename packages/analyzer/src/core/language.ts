/**
 * What a language implements to plug into the pipeline (pipeline.ts). The engine — the stage runner, the
 * tagger, the decoding under constraints — knows no language; a language brings, stage by stage:
 *   tokenize    its tokenizer (enclitics, abbreviations, sentence ends)
 *   candidates  its candidate source (lexicon, guesses from endings, the tagger's candidate tags)
 *   tag         its tagger model over those candidates, or the lexicon's own ranking where it has none
 *   constrain   its grammar rules, applied by the constraint decoder
 *   choose      its view of a reading: the students' (school dictionary) or a treebank's convention
 *   describe    its Italian describer (the word cards)
 * and, beside the stages, the paradigms its cards link to and the treebank conventions its output can follow.
 * Example: `runPipeline(latin, 'Gallia est omnis divisa')`.
 */
import type { Flow, Stages } from './pipeline';
import type { Lang, ParadigmTable } from './types';

export interface Language<F extends Flow> extends Stages<F> {
  readonly code: Lang;
  /** The declension or conjugation of a lemma, by its lexicon key; undefined when unknown or not kept. */
  paradigm(lemmaKey: string): ParadigmTable | undefined;
  /** The treebanks whose annotation conventions the output can follow (empty: the language's own only). */
  readonly conventions: readonly string[];
}
