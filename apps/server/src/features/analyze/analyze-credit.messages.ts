// Italian texts of the analysis credit (the monthly-limit texts are spec §8 and live in messages.ts).
// Kept beside the feature so that it lands without touching the shared catalogue.
import { PRODUCT } from '../../messages';

export const ANALYZE_CREDIT_MESSAGES = {
  grantRequired: `Chiedi a ${PRODUCT} di analizzare il testo prima di leggerne l'analisi.`,
  grantInvalid: `Questa analisi è scaduta: chiedi di nuovo a ${PRODUCT}.`,
  grantMismatch: `Queste parole non appartengono al testo che hai chiesto di analizzare.`,
} as const;
