import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { describeAuthError, describeServiceError, type ErrorContext } from './error-messages';

describe('describeAuthError', () => {
  test.each<[ErrorContext, unknown, string]>([
    ['login', new ApiError(401, '/x', 'wrong_password'), 'Email o password errati.'],
    ['login', new ApiError(404, '/x', 'user_not_found'), 'Utente non trovato!'],
    ['login', new ApiError(429, '/x', 'rate_limited'), 'Troppe richieste, riprova più tardi.'],
    ['login', new ApiError(401, '/x', 'invalid_credential'), 'Versio non ti riconosce'],
    ['login', new ApiError(400, '/x', 'missing_email'), 'Scrivi la tua email'],
    ['login', new ApiError(500, '/x', 'internal'), "Si è verificato un errore durante l'accesso."],
    ['signup', new ApiError(422, '/x', 'email_already_in_use'), 'Email già in uso'],
    ['signup', new ApiError(400, '/x', 'weak_password'), 'Password troppo debole, deve contenere almeno 6 caratteri'],
    ['signup', new ApiError(400, '/x', 'invalid_email'), 'Email non valida'],
    ['signup', new ApiError(500, '/x', 'internal'), 'Errore nella registrazione. Riprova.'],
    ['google', new ApiError(400, '/x', 'invalid_input'), "Errore nell'accesso con Google"],
    ['google', new Error('rotto'), "Errore nell'accesso con Google"],
    ['reset', new ApiError(400, '/x', 'invalid_token'), 'Il link non è valido o è scaduto: chiedine uno nuovo.'],
    ['login', new NetworkError('/x'), 'Versio non risponde'],
  ])('%s: %o → %s', (context, error, message) => {
    expect(describeAuthError(error, context)).toBe(message);
  });
});

describe('describeServiceError', () => {
  test.each([
    [new ApiError(429, '/limit/', 'rate_limited'), 'Versio ha lavorato troppo per te oggi, torna domani.'],
    [new ApiError(500, '/limit/', 'internal'), 'Versio si è perso nel labirinto e non può aiutarti ora.'],
    [new NetworkError('/limit/'), 'Versio non risponde'],
    [new ApiError(503, '/api/analysis/chunk', 'server_busy', 5), 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.'],
    [new ApiError(400, '/save', 'invalid_text'), 'Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.'],
    [new ApiError(429, '/api/analysis/chunk', 'analysis_grant_exhausted'), "Hai già ricevuto tutta l'analisi di questo testo: per rileggerla chiedi a Versio una nuova analisi."],
  ])('%o → %s', (error, message) => {
    expect(describeServiceError(error)).toBe(message);
  });
});
