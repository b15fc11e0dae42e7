// Every message the server sends to people, in Italian, in one place. Where the product spec gives
// the text (§8), it is copied exactly; the others follow its tone.
export const PRODUCT = 'Versio';

export const MESSAGES = {
  // Spec §8 "Any other status".
  internal: `${PRODUCT} si è perso nel labirinto e non può aiutarti ora.`,
  // Spec §8 "HTTP 429".
  rateLimited: `${PRODUCT} ha lavorato troppo per te oggi, torna domani.`,
  invalidInput: 'I dati inviati non sono validi: controlla e riprova.',
  invalidJson: 'Il corpo della richiesta non è JSON valido.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  badRequest: 'Richiesta non valida.',
  notFound: 'Errore 404: risorsa non trovata.',
  databaseDown: 'Il database non risponde.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
