// POST /translate (spec §7): {text, lang} → {translatedText, provider, notice?}.
import { postJson } from '../../../lib/api-client';
import type { Lang } from '../../analysis/api/analysis-types';
import type { Translation } from '../model/translate-flow';

export function translateText(text: string, lang: Lang, signal?: AbortSignal): Promise<Translation> {
  return postJson<Translation>('/translate', { text, lang }, signal);
}
