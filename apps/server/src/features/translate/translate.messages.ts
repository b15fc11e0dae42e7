// Italian texts of the translation feature (spec §5 and §8 where the spec gives them). To be merged
// into messages.ts by its owner; kept here so that this feature lands without touching shared files.
import { PRODUCT } from '../../messages';

export const TRANSLATE_MESSAGES = {
  // Spec §8 "HTTP 400", and its Greek equivalent.
  notLatin: `${PRODUCT} traduce solo testi latini!`,
  notGreek: `${PRODUCT} traduce solo testi greci!`,
  // Spec §5 "Empty text".
  emptyText: `Cosa vuoi chiedere a ${PRODUCT}?`,
  tooLong: `Il testo è troppo lungo: ${PRODUCT} traduce al massimo 1500 caratteri alla volta.`,
  greekUnavailable: `La traduzione dal greco non è ancora disponibile senza un modello di traduzione configurato.`,
  providerFallback: 'Il modello di traduzione non ha risposto in tempo.',
} as const;
