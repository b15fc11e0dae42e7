// Every error the analyzer throws, with a code from one catalogue, so that callers (the server,
// the command line, the build scripts) can tell a missing data file from a broken one.

export const ANALYZER_ERROR_CODES = {
  /** A generated file (lexicon, meanings, model) is not there: setup has not run. */
  data_missing: 'dati generati assenti: esegui npm run setup',
  /** A generated file has another format or version than this code reads: rebuild it. */
  data_format: 'formato dei dati generati inatteso: rigenera con npm run setup',
  /** A source file of the build (a word list, a glossary) is malformed. */
  source_invalid: 'file sorgente non valido',
  /** The tagger model and the code disagree on how it was trained. */
  model_mismatch: 'il modello del tagger non corrisponde al codice',
  /** An environment variable has a value the analyzer does not know. */
  invalid_config: 'configurazione non valida',
} as const;

export type AnalyzerErrorCode = keyof typeof ANALYZER_ERROR_CODES;

export class AnalyzerError extends Error {
  constructor(readonly code: AnalyzerErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${ANALYZER_ERROR_CODES[code]}: ${detail}`, options);
    this.name = 'AnalyzerError';
  }
}

/** True when `error` is the analyzer's, optionally with the given code. */
export function isAnalyzerError(error: unknown, code?: AnalyzerErrorCode): error is AnalyzerError {
  return error instanceof AnalyzerError && (code === undefined || error.code === code);
}
