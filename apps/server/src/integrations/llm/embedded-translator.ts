// The embedded default: the analyzer's literal Latin translator, no network. The analyzer loads its
// lexicon and model once (about two seconds), on the first translation.
import { createLatinTranslator, LITERAL_TRANSLATION_NOTICE } from '@versio/analyzer';
import { getLatinAnalyzer } from '../../analyzer/latin';
import { AppError } from '../../errors';
import type { WordReading } from './prompt';
import type { TranslateRequest, TranslateResult, Translator } from './translator';
import { MESSAGES } from '../../messages';

export const EMBEDDED_PROVIDER = 'embedded';

export { getLatinAnalyzer };

/** The analyzer's reading of every word, for the model prompt. */
export function readLatinWords(request: TranslateRequest): WordReading[] {
  return getLatinAnalyzer().analyzeText(request.text)
    .filter((t) => t.kind === 'word')
    .map((t) => ({ form: t.form, lemma: t.lemma, upos: t.upos, feats: t.feats, meaning: t.card.significato }));
}

export function createEmbeddedTranslator(): Translator {
  let latin: ReturnType<typeof createLatinTranslator> | undefined;
  return {
    async translate({ text, lang }: TranslateRequest): Promise<TranslateResult> {
      // Greek analysis does not exist yet: without a model there is nothing honest to offer.
      if (lang !== 'lat') throw new AppError('greek_unavailable', 400, MESSAGES.greekTranslationUnavailable);
      latin ??= createLatinTranslator(getLatinAnalyzer());
      return { translatedText: latin.translate(text), provider: EMBEDDED_PROVIDER, notice: LITERAL_TRANSLATION_NOTICE };
    },
  };
}
