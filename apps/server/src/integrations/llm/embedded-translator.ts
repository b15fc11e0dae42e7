// The embedded default: the analyzer's literal Latin and Greek translators, no network. Each analyzer
// loads its lexicon once, on the first translation in its language (Latin about two seconds, Greek
// under one).
import { createGreekTranslator, createLatinTranslator, LITERAL_TRANSLATION_NOTICE } from '@versio/analyzer';
import type { LiteralTranslator, TranslationReport } from '@versio/analyzer';
import { getGreekAnalyzer } from '../../analyzer/greek';
import { getLatinAnalyzer } from '../../analyzer/latin';
import type { WordReading } from './prompt';
import type { TranslateRequest, TranslateResult, Translator } from './translator';

export const EMBEDDED_PROVIDER = 'embedded';

/** The analyzer's reading of every word (Latin or Greek, by the request's language), for the model prompt. */
export function readWords(request: TranslateRequest): WordReading[] {
  if (request.lang === 'grc') {
    return getGreekAnalyzer().analyzeText(request.text)
      .filter((t) => t.kind === 'word')
      .map((t) => ({ form: t.form, lemma: t.lemma, upos: t.upos, feats: t.feats, meaning: t.senses || t.meaning }));
  }
  return getLatinAnalyzer().analyzeText(request.text)
    .filter((t) => t.kind === 'word')
    .map((t) => ({ form: t.form, lemma: t.lemma, upos: t.upos, feats: t.feats, meaning: t.card.significato }));
}

/** The embedded translator; `report` gives the same translation with what each sentence's clauses rendered. */
export interface EmbeddedTranslator extends Translator {
  report(request: TranslateRequest): TranslationReport;
}

export function createEmbeddedTranslator(): EmbeddedTranslator {
  const translators = new Map<TranslateRequest['lang'], LiteralTranslator>();
  const translatorFor = (lang: TranslateRequest['lang']): LiteralTranslator => {
    let translator = translators.get(lang);
    if (!translator) {
      translator = lang === 'grc' ? createGreekTranslator(getGreekAnalyzer()) : createLatinTranslator(getLatinAnalyzer());
      translators.set(lang, translator);
    }
    return translator;
  };
  return {
    async translate({ text, lang }: TranslateRequest): Promise<TranslateResult> {
      return { translatedText: translatorFor(lang).translate(text), provider: EMBEDDED_PROVIDER, notice: LITERAL_TRANSLATION_NOTICE };
    },
    report: ({ text, lang }) => translatorFor(lang).report(text),
  };
}
