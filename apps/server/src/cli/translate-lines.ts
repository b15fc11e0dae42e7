import type { Translator } from '../integrations/llm/translator';

/** One output line per input line: a model answer spread over several lines is joined into one. */
export async function translateLines(translator: Translator, text: string, lang: 'lat' | 'grc'): Promise<string[]> {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') out.push('');
    else out.push((await translator.translate({ text: line, lang })).translatedText.replace(/\s*\r?\n\s*/g, ' ').trim());
  }
  return out;
}
