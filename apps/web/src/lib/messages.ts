// User-facing messages quoted verbatim from the product spec (§5 validation, §8 error catalogue),
// kept in one place. {product} is Versio.
export const SHARE_MESSAGES = {
  shared: 'Message shared successfully!',
  copied: 'Message copied to clipboard! Now you can paste it on social media.',
  failed: 'Copying failed. Please try again.',
} as const;

/** Spec §5: what the forms say before anything is sent. */
export const VALIDATION_MESSAGES = {
  loginMissing: 'Inserisci email e password',
  incompleteFields: 'Completa tutti i campi prima di continuare!',
  completeSignupTerms: 'Accetta i termini e condizioni per registrarti',
  googleTerms: 'Accetta i termini per entrare in Versio',
  termsPopup: 'Accetta i termini per continuare',
  weakPassword: 'Password troppo debole, deve contenere almeno 6 caratteri',
  missingEmail: 'Scrivi la tua email',
} as const;

/** Spec §8 "Login and reset" and "Signup". */
export const AUTH_MESSAGES = {
  userNotFound: 'Utente non trovato!',
  wrongPassword: 'Email o password errati.',
  tooManyRequests: 'Troppe richieste, riprova più tardi.',
  invalidCredential: 'Versio non ti riconosce',
  missingEmail: 'Scrivi la tua email',
  loginFailed: "Si è verificato un errore durante l'accesso.",
  emailAlreadyInUse: 'Email già in uso',
  weakPassword: 'Password troppo debole, deve contenere almeno 6 caratteri',
  invalidEmail: 'Email non valida',
  registrationFailed: 'Errore nella registrazione. Riprova.',
  googleFailed: "Errore nell'accesso con Google",
  termsFailed: 'Versio ti chiede di fare logout e login, oppure contattaci.',
  // The spec gives no text for a used or expired e-mail link; same tone as the others.
  invalidToken: 'Il link non è valido o è scaduto: chiedine uno nuovo.',
} as const;

/** Spec §8 "Translate and analyse": answers that any call can get. */
export const SERVICE_MESSAGES = {
  rateLimited: 'Versio ha lavorato troppo per te oggi, torna domani.',
  lost: 'Versio si è perso nel labirinto e non può aiutarti ora.',
  noResponse: 'Versio non risponde',
  // Every analysis thread is busy and their queue full (503 server_busy): the server's own text.
  serverBusy: 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.',
  // The text holds a control character or half of an emoji (400 invalid_text): the server's own text.
  invalidText: 'Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.',
  // The same grant asked for more chunks than its text has (429 analysis_grant_exhausted): the server's own text.
  analysisGrantExhausted: "Hai già ricevuto tutta l'analisi di questo testo: per rileggerla chiedi a Versio una nuova analisi.",
  // The server refused a request sent from a page that is not Versio's (code forbidden_origin).
  forbiddenOrigin: 'Richiesta rifiutata: arriva da una pagina che non è di Versio. Apri Versio dal suo indirizzo e riprova.',
} as const;

/** Spec §8 "Account and credit". */
export const ACCOUNT_MESSAGES = {
  deleteConfirm: 'Sei sicuro di voler eliminare il tuo account? Questa azione non può essere annullata.',
  deleteFailed: "Errore durante l'eliminazione dell'account. Prova a effettuare nuovamente l'accesso.",
  limitsUpdated: 'Limiti aggiornati correttamente',
  limitsNotLoaded: 'Dati non caricati correttamente',
  limitsFailed: "C'è qualcosa che non va",
  portalNotFound: 'Cliente non trovato, Se hai acquistato plus contattaci',
  portalFailed: 'Errore inaspettato, per favore riprova più tardi',
  verificationSent: 'Email inviata, controlla anche la posta indesiderata',
  // The spec gives no text for the notice after a deletion; same tone as the others.
  deleted: 'Il tuo account è stato eliminato, con tutti i tuoi dati. Ti abbiamo inviato un’email di conferma.',
} as const;

/** Spec §5 "Checkout preconditions" and §8 "Checkout and lessons". */
export const CHECKOUT_MESSAGES = {
  loginRequired: 'Accedi per passare a plus!',
  emailNotVerified: 'Verifica la tua email per passare a plus!',
  alreadyMember: 'Sei già nella community di Versio!',
  unavailable: 'Errore, plus al momento non disponibile',
} as const;

/** Spec §2 "/lezioni" and "/lezioni/{lessonId}". */
export const LESSON_MESSAGES = {
  searchPlaceholder: 'Cerca tra le lezioni...',
  search: 'Cerca',
  empty: 'Nessuna lezione trovata...',
  premium: 'Contenuto Premium',
  loading: 'Caricamento...',
  lockedTitle: 'Questa lezione è riservata agli utenti plus',
  lockedText: 'Abbonati per accedere a contenuti esclusivi.',
  plans: 'Scopri i piani!',
  videoError: 'Errore nel caricamento del video...',
} as const;

/** Spec §5 and §8 "Photo" (scatta e traduci), and the prompt of the upload modal (§2). */
export const PHOTO_MESSAGES = {
  wrongType: 'Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.',
  cropIncomplete: 'Completa il ritaglio prima di confermare.',
  noPhoto: 'Seleziona una foto.',
  ocrFailed: 'Non è stato possibile leggere il testo dalla foto',
  cropFailed: "Si è verificato un errore durante il ritaglio dell'immagine.",
  rotateFailed: "Si è verificato un errore durante la rotazione dell'immagine.",
  editFailed: "Si è verificato un errore durante la modifica dell'immagine.",
  selectArea: "Seleziona l'area che contiene il testo",
  cameraLimit: 'Passa a plus per usare scatta e traduci!',
  // Versio's own, same tone: the server's refusals a student can do something about.
  tooLarge: 'La foto è troppo pesante: scattane una con una risoluzione più bassa e riprova.',
  unavailable: 'Scatta e traduci non è disponibile in questo momento: scrivi il testo o riprova più tardi.',
  busy: 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.',
  heicNoEdit: 'Le foto HEIC si caricano così come sono: ritaglio e rotazione non sono disponibili.',
} as const;
