// The translation provider interface: every translator (a chat model, the embedded literal one)
// turns a Latin or Greek text into Italian and says who translated it.
import type { Lang } from '@versio/analyzer';

export type TranslateRequest = {
  text: string;
  lang: Lang;
  /** Aborts the translation (client gone, time-out). */
  signal?: AbortSignal;
};

export type TranslateResult = {
  translatedText: string;
  /** `embedded` for the literal translator, `llm:<model>` for a chat model. */
  provider: string;
  /** Italian notice the UI shows above the translation (literal translation, fallback). */
  notice?: string;
  /** Beside a model's translation: the working translation built from the analysis, as a study aid. */
  literalText?: string;
};

export interface Translator {
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

/** A provider failure that the caller may answer with the embedded translator. */
export class ProviderError extends Error {
  constructor(message: string, readonly status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
