// The Italian texts of the translate flow, verbatim from the product spec (§5, §8) where it gives
// them; {product} is Versio.
import type { Lang } from '../../analysis/api/analysis-types';

export const TRANSLATE_MESSAGES = {
  // Spec §5.
  empty: 'Cosa vuoi chiedere a Versio?',
  sameAsLast: 'Cambia il testo da chiedere a Versio!',
  // The spec blocks the flow while user data loads without giving a text; same tone.
  notReady: 'Un attimo: Versio sta caricando i tuoi dati.',
  // Spec §8 "Translate and analyse".
  notLatin: 'Versio traduce solo testi latini!',
  notGreek: 'Versio traduce solo testi greci!',
  rateLimited: 'Versio ha lavorato troppo per te oggi, torna domani.',
  lost: 'Versio si è perso nel labirinto e non può aiutarti ora.',
  noResponse: 'Versio non risponde',
  latinLimit: 'Hai raggiunto il limite di analisi di latino per questo mese!',
  greekLimit: 'Hai raggiunto il limite di analisi di greco per questo mese!',
  upgrade: 'Passa a plus',
  partialAnalysis: 'Alcune parole non sono state analizzate:',
} as const;

export const PLACEHOLDERS: Record<Lang, string> = {
  lat: 'Scrivi qui la tua versione di latino',
  grc: 'Scrivi qui la tua versione di greco',
};

export function describeLimit(lang: Lang): string {
  return lang === 'lat' ? TRANSLATE_MESSAGES.latinLimit : TRANSLATE_MESSAGES.greekLimit;
}
