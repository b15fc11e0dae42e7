// Prompts for Italian school translation. Bump PROMPT_VERSION whenever the wording changes: it is
// part of the cache key, so old answers are not served for a new prompt.
import type { Lang } from '@versio/analyzer';

export const PROMPT_VERSION = 'it-school-2';

/** The analyzer's reading of one word, given to the model so that it does not misread forms. */
export type WordReading = { form: string; lemma: string; upos: string; feats: string; meaning: string };

const LANGUAGE_NAME: Record<Lang, string> = { lat: 'latino', grc: 'greco antico' };

export function buildSystemPrompt(lang: Lang): string {
  return [
    `Sei un docente di liceo che traduce versioni di ${LANGUAGE_NAME[lang]} in italiano per i suoi studenti.`,
    'Traduci in modo fedele alla sintassi dell’originale (stessi soggetti, tempi, modi e subordinate) ma in un italiano scorrevole e corretto.',
    'Rispondi soltanto con la traduzione: niente commenti, note, titoli, virgolette o testo originale.',
    'Mantieni la stessa divisione in righe e paragrafi del testo originale: una riga tradotta per ogni riga di partenza, righe vuote comprese.',
  ].join('\n');
}

export function buildUserPrompt(text: string, readings: readonly WordReading[]): string {
  if (readings.length === 0) return `Testo da tradurre:\n${text}`;
  const lines = readings.map((r) => `${r.form}: ${r.lemma} (${r.upos}${r.feats && r.feats !== '_' ? `, ${r.feats}` : ''}) = ${r.meaning}`);
  return [
    'Analisi morfologica di ogni parola (forma: lemma (categoria, tratti) = significato), da usare per non fraintendere le forme:',
    ...lines,
    '',
    'Testo da tradurre:',
    text,
  ].join('\n');
}
