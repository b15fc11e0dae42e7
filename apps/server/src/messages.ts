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
  // Lone surrogates and control characters are refused, never silently changed (http/safe-text.ts).
  invalidText: 'Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.',
  notFound: 'Errore 404: risorsa non trovata.',
  // The database does not answer (it restarts, or is unreachable): 503, try again shortly (decision 043).
  databaseDown: `Il database di ${PRODUCT} non risponde in questo momento: riprova tra qualche minuto.`,
  // Spec §5 "Analysis input with missing text or language" (the spec gives it in English).
  analysisInputRequired: 'Invalid input: text and language are required',
  textTooLong: 'Il testo è troppo lungo: al massimo 1500 caratteri.',
  // A language code that is neither Latin nor Greek (lat, grc and the spellings of decision 038).
  unsupportedLanguage: `${PRODUCT} analizza solo testi latini e greci.`,
  // POST /analyze/greek with a Latin language code.
  greekRouteOnly: `Questo indirizzo analizza solo il greco: per il latino usa /analyze/dynamic.`,
  analysisTooLarge: "L'analisi è troppo grande per essere salvata.",
  paradigmNotFound: 'Versio non conosce il paradigma di questo lemma.',
  // Analysis grants: one credit per text, carried by every chunk of its analysis.
  analysisGrantRequired: `Chiedi a ${PRODUCT} di analizzare il testo prima di leggerne l'analisi.`,
  analysisGrantInvalid: `Questa analisi è scaduta: chiedi di nuovo a ${PRODUCT}.`,
  analysisGrantMismatch: 'Queste parole non appartengono al testo che hai chiesto di analizzare.',
  analysisGrantExhausted: `Hai già ricevuto tutta l'analisi di questo testo: per rileggerla chiedi a ${PRODUCT} una nuova analisi.`,
  analysisChunkNotFound: "Questa parte dell'analisi non esiste: il testo ha meno parole.",
  // The analysis and translation threads are all busy and their queue is full (503).
  serverBusy: `${PRODUCT} è molto richiesto in questo momento: riprova tra qualche secondo.`,
  // Translation. Spec §8 "HTTP 400" and its Greek equivalent; spec §5 "Empty text".
  notLatin: `${PRODUCT} traduce solo testi latini!`,
  notGreek: `${PRODUCT} traduce solo testi greci!`,
  emptyText: `Cosa vuoi chiedere a ${PRODUCT}?`,
  translationTooLong: `Il testo è troppo lungo: ${PRODUCT} traduce al massimo 1500 caratteri alla volta.`,
  translationFallback: 'Il modello di traduzione non ha risposto in tempo.',
  forbidden: 'Non puoi accedere ai dati di un altro utente.',
  metricsForbidden: 'Le metriche si leggono solo da questa macchina o con il token METRICS_TOKEN.',
  outboxLocalOnly: 'La posta in uscita si legge solo da questo computer.',
  outboxTokenRequired: "La posta in uscita si apre dal link completo, con il suo token, stampato all'avvio di Versio.",
  // Requests refused before routing (canonical-path.ts, the one error handler for framework errors).
  invalidPath: 'Indirizzo non valido: togli "./", "../", le doppie barre e le barre rovesciate.',
  headersTooLarge: 'Le intestazioni della richiesta sono troppo grandi.',
  // A state-changing request from a page that is not Versio's (http/origins.ts).
  forbiddenOrigin: `Richiesta rifiutata: arriva da una pagina che non è di ${PRODUCT}. Apri ${PRODUCT} dal suo indirizzo e riprova.`,
  unauthenticated: 'Accedi a Versio per continuare.',
  notRegistered: 'Utente non registrato: completa la registrazione.',
  // Spec §8 "Login and reset".
  userNotFound: 'Utente non trovato!',
  wrongPassword: 'Email o password errati.',
  tooManyRequests: 'Troppe richieste, riprova più tardi.',
  invalidCredential: `${PRODUCT} non ti riconosce`,
  missingEmail: 'Scrivi la tua email',
  loginFailed: "Si è verificato un errore durante l'accesso.",
  // Spec §8 "Signup".
  emailAlreadyInUse: 'Email già in uso',
  weakPassword: 'Password troppo debole, deve contenere almeno 6 caratteri',
  invalidEmail: 'Email non valida',
  registrationFailed: 'Errore nella registrazione. Riprova.',
  googleFailed: "Errore nell'accesso con Google",
  // Spec §8: the terms could not be recorded (POST /user/terms-accepted for an account with no profile).
  termsFailed: `${PRODUCT} ti chiede di fare logout e login, oppure contattaci.`,
  // Reset and verification links that are wrong or used up (the spec gives no text; same tone).
  invalidToken: 'Il link non è valido o è scaduto: chiedine uno nuovo.',
  emailNotVerified: 'Verifica la tua email per continuare.',
  // The SMTP server does not answer (decision 043): the account is kept, the e-mail can be asked again.
  emailNotSent: `${PRODUCT} non riesce a inviare email in questo momento: riprova tra qualche minuto.`,
  signUpEmailNotSent: `Il tuo account è stato creato, ma ${PRODUCT} non è riuscito a inviarti l'email di verifica: chiedine una nuova dal profilo tra qualche minuto.`,
  passwordTooLong: 'Password troppo lunga.',
  // Spec §8 "Account and credit".
  latinLimitReached: 'Hai raggiunto il limite di analisi di latino per questo mese!',
  greekLimitReached: 'Hai raggiunto il limite di analisi di greco per questo mese!',
  cameraLimitReached: 'Passa a plus per usare scatta e traduci!',
  // Lessons. Spec §2 "/lezioni/{lessonId}": the locked state and the missing video.
  lessonNotFound: 'Questa lezione non esiste.',
  premiumRequired: 'Questa lezione è riservata agli utenti plus',
  videoMissing: 'Errore nel caricamento del video...',
  lessonLinkInvalid: 'Il link del video non è valido o è scaduto: riapri la lezione.',
  rangeNotSatisfiable: 'La parte del video richiesta non esiste.',
  // Managing the catalogue (administrators only, decision 033).
  adminRequired: 'Questa funzione è riservata agli amministratori di Versio.',
  lessonExists: 'Esiste già una lezione con questo codice.',
  invalidReorder: 'Elenca codici di lezioni esistenti, ognuno una volta sola.',
  invalidVideo: 'Il video deve essere un file MP4 o WebM.',
  videoStorageFull: 'Il disco dei video è pieno: il video non è stato salvato. Libera spazio e riprova.',
  videoTooLarge: 'Il video è più grande di quanto Versio accetti (LESSON_VIDEO_MAX_MB).',
  // Spec §5 "Checkout preconditions" and §8 "Checkout and lessons", "Account and credit".
  checkoutLoginRequired: 'Accedi per passare a plus!',
  checkoutEmailNotVerified: 'Verifica la tua email per passare a plus!',
  checkoutAlreadyMember: `Sei già nella community di ${PRODUCT}!`,
  checkoutUnavailable: 'Errore, plus al momento non disponibile',
  portalCustomerNotFound: 'Cliente non trovato, Se hai acquistato plus contattaci',
  portalFailed: 'Errore inaspettato, per favore riprova più tardi',
  // Versio's own, in the same tone.
  checkoutSessionNotFound: 'Non troviamo questo pagamento tra i tuoi.',
  checkoutSessionClosed: 'Questo pagamento non è più aperto: ricomincia dalla pagina dei piani.',
  webhookInvalid: 'Firma del webhook non valida.',
  // Spec §5 and §8 "Photo" (scatta e traduci), then Versio's own in the same tone.
  photoType: 'Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.',
  photoMissing: 'Seleziona una foto.',
  ocrFailed: 'Non è stato possibile leggere il testo dalla foto',
  // A decompression bomb (or a panorama) gets the spec's message: nothing more is worth telling.
  photoTooManyPixels: 'Non è stato possibile leggere il testo dalla foto',
  photoTooLarge: 'La foto è troppo pesante: scattane una con una risoluzione più bassa e riprova.',
  photoFilename: 'Nome della foto non valido: usa lettere, cifre, trattini e l’estensione del formato.',
  uploadLinkInvalid: 'Il link per caricare la foto non è valido o è scaduto: caricala di nuovo.',
  uploadLinkUsed: 'Il link per caricare la foto è già stato usato: caricala di nuovo.',
  uploadNotFound: 'Foto non trovata: caricala di nuovo.',
  // The upload store is full (decision 043): nothing was kept, the same link works again later.
  storageFull: `${PRODUCT} non ha spazio per salvare la foto in questo momento: riprova tra qualche minuto.`,
  ocrTesseractMissing: 'Scatta e traduci non è disponibile: sul server manca il programma di riconoscimento del testo (tesseract).',
  ocrLatinModelMissing: 'Scatta e traduci non è disponibile per il latino: sul server manca il modello di tesseract per il latino (lat).',
  ocrGreekModelMissing: 'Scatta e traduci non è disponibile per il greco: sul server manca il modello di tesseract per il greco (grc_hist o grc).',
  ocrTimedOut: 'La lettura della foto ha richiesto troppo tempo: ritaglia la foto sul testo e riprova.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
