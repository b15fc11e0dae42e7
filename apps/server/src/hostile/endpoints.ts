// Every endpoint of the app, as the hostile-input tests drive it: the route (method and Fastify's
// path), a concrete address, who may call it, and a well-formed body whose fields the tests replace
// one at a time with hostile values. routes.test.ts fails when the app has a route this table lacks.

export type Caller = 'anyone' | 'student' | 'admin';

/** How the route reads its input. */
export type BodyKind =
  | 'json'     // a JSON object (the fields of `body`)
  | 'none'     // nothing but the address (GET, or a POST that ignores its body)
  | 'photo'    // the bytes of an image (PUT of the upload link)
  | 'video'    // the bytes of a lesson video
  | 'webhook'; // Stripe's signed raw bytes

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify knows it (`:param`, `*`). */
  route: string;
  /** A concrete address to call. */
  url: string;
  caller: Caller;
  kind: BodyKind;
  /** A well-formed body (json); the hostile tests start from it. */
  body?: Record<string, unknown>;
  /** Fields of `body` that hold free text, stored or echoed. */
  textFields?: readonly string[];
  /** Query parameters that hold free text (GET routes). */
  textQuery?: Record<string, string>;
  /** Present only in some configurations (the table covers the union). */
  only?: 'stripe' | 'sandbox' | 'outbox' | 'docs';
};

const LESSON = 'la-hostile';
/** The outbox page's token in the hostile app (hostile-kit.ts). */
export const HOSTILE_OUTBOX_TOKEN = 'hostile-outbox-token-0123';

export const ENDPOINTS: readonly Endpoint[] = [
  // System and site.
  { method: 'GET', route: '/api/health', url: '/api/health', caller: 'anyone', kind: 'none' },
  { method: 'GET', route: '/metrics', url: '/metrics', caller: 'anyone', kind: 'none' },
  { method: 'GET', route: '/api/site', url: '/api/site', caller: 'anyone', kind: 'none' },
  { method: 'GET', route: '/api/plans', url: '/api/plans', caller: 'anyone', kind: 'none' },
  // Analysis and translation.
  { method: 'POST', route: '/api/analysis/start', url: '/api/analysis/start', caller: 'student', kind: 'json',
    body: { lang: 'lat', text: 'Gallia est omnis divisa' }, textFields: ['text'] },
  { method: 'POST', route: '/api/analysis/chunk', url: '/api/analysis/chunk', caller: 'anyone', kind: 'json',
    body: { grant: 'x.y', chunk: 0 }, textFields: ['grant'] },
  { method: 'POST', route: '/analyze/dynamic', url: '/analyze/dynamic', caller: 'anyone', kind: 'json',
    body: { lang: 'lat', text: 'Gallia est omnis divisa' }, textFields: ['text'] },
  { method: 'POST', route: '/analyze/lemmas', url: '/analyze/lemmas', caller: 'anyone', kind: 'json',
    body: { lang: 'lat', text: 'Gallia est omnis divisa' }, textFields: ['text'] },
  { method: 'POST', route: '/api/analyze', url: '/api/analyze', caller: 'anyone', kind: 'json',
    body: { lang: 'lat', text: 'Gallia est omnis divisa' }, textFields: ['text'] },
  { method: 'POST', route: '/analyze/greek', url: '/analyze/greek', caller: 'anyone', kind: 'json',
    body: { lang: 'gre', text: 'ὁ λόγος' }, textFields: ['text'] },
  { method: 'GET', route: '/api/paradigm/:lang/:key', url: '/api/paradigm/lat/rosa', caller: 'anyone', kind: 'none' },
  { method: 'POST', route: '/translate', url: '/translate', caller: 'student', kind: 'json',
    body: { lang: 'lat', text: 'Gallia est omnis divisa' }, textFields: ['text'] },
  // History.
  { method: 'GET', route: '/history', url: '/history?lang=lat', caller: 'student', kind: 'none', textQuery: { lang: 'lat' } },
  { method: 'POST', route: '/save', url: '/save', caller: 'student', kind: 'json',
    body: { input: 'Gallia est omnis divisa', translation: 'La Gallia è tutta divisa', analysis: null, lang: 'lat' }, textFields: ['input', 'translation'] },
  // Photos.
  { method: 'GET', route: '/ocr/upload', url: '/ocr/upload?filename=foto.jpg&filetype=image/jpeg', caller: 'student', kind: 'none',
    textQuery: { filename: 'foto.jpg', filetype: 'image/jpeg' } },
  { method: 'PUT', route: '/ocr/upload/:filename', url: '/ocr/upload/foto.jpg?token=x.y', caller: 'student', kind: 'photo' },
  { method: 'POST', route: '/ocr/generate', url: '/ocr/generate', caller: 'student', kind: 'json',
    body: { filename: 'foto.jpg', filetype: 'image/jpeg', language: 'lat' }, textFields: ['filename', 'filetype'] },
  // The student's account and credit.
  { method: 'GET', route: '/user/data', url: '/user/data', caller: 'student', kind: 'none' },
  { method: 'POST', route: '/user/data', url: '/user/data', caller: 'student', kind: 'json',
    body: { user_uid: '$self', nome: 'Livia Drusilla', scuola: 'classico', anno: '3', phoneNumber: '' }, textFields: ['nome', 'phoneNumber'] },
  { method: 'POST', route: '/user/complete-signup', url: '/user/complete-signup', caller: 'student', kind: 'json', body: { user_uid: '$self' } },
  // Reads no body: the session names the student.
  { method: 'POST', route: '/user/terms-accepted', url: '/user/terms-accepted', caller: 'student', kind: 'none' },
  { method: 'POST', route: '/user/delete', url: '/user/delete', caller: 'student', kind: 'json', body: { uid: '$self' } },
  { method: 'POST', route: '/user/customer-portal', url: '/user/customer-portal', caller: 'student', kind: 'none' },
  { method: 'POST', route: '/limit/', url: '/limit/', caller: 'student', kind: 'json', body: { lang: 'lat' } },
  { method: 'POST', route: '/ocr/update-limit', url: '/ocr/update-limit', caller: 'student', kind: 'json', body: { uid: '$self' } },
  // Accounts (better-auth behind /api/auth).
  { method: 'POST', route: '/api/auth/sign-up/email', url: '/api/auth/sign-up/email', caller: 'anyone', kind: 'json',
    body: { email: 'nuovo@example.org', password: 'roma753', name: 'Nuovo' }, textFields: ['email', 'name', 'password'] },
  { method: 'POST', route: '/api/auth/sign-in/email', url: '/api/auth/sign-in/email', caller: 'anyone', kind: 'json',
    body: { email: 'livia@example.org', password: 'sbagliata' }, textFields: ['email', 'password'] },
  { method: 'POST', route: '/api/auth/sign-in/social', url: '/api/auth/sign-in/social', caller: 'anyone', kind: 'json',
    body: { provider: 'google', callbackURL: '/profilo' }, textFields: ['provider', 'callbackURL'] },
  { method: 'POST', route: '/api/auth/send-verification-email', url: '/api/auth/send-verification-email', caller: 'anyone', kind: 'json',
    body: { email: 'livia@example.org' }, textFields: ['email'] },
  { method: 'POST', route: '/api/auth/request-password-reset', url: '/api/auth/request-password-reset', caller: 'anyone', kind: 'json',
    body: { email: 'livia@example.org', redirectTo: '/reimposta-password' }, textFields: ['email', 'redirectTo'] },
  { method: 'POST', route: '/api/auth/reset-password', url: '/api/auth/reset-password', caller: 'anyone', kind: 'json',
    body: { token: 'falso', newPassword: 'roma753' }, textFields: ['token', 'newPassword'] },
  { method: 'GET', route: '/api/auth/*', url: '/api/auth/get-session', caller: 'anyone', kind: 'none' },
  { method: 'POST', route: '/api/auth/*', url: '/api/auth/update-user', caller: 'student', kind: 'json',
    body: { name: 'Livia' }, textFields: ['name'] },
  // Lessons.
  { method: 'GET', route: '/api/lessons', url: '/api/lessons', caller: 'anyone', kind: 'none', textQuery: { search: 'supino' } },
  { method: 'GET', route: '/api/lessons/:lessonId', url: `/api/lessons/${LESSON}`, caller: 'anyone', kind: 'none' },
  { method: 'GET', route: '/api/lessons/:lessonId/video', url: `/api/lessons/${LESSON}/video`, caller: 'anyone', kind: 'none',
    textQuery: { e: '1', u: 'x', s: 'x' } },
  { method: 'GET', route: '/api/admin/lessons', url: '/api/admin/lessons', caller: 'admin', kind: 'none' },
  { method: 'POST', route: '/api/admin/lessons', url: '/api/admin/lessons', caller: 'admin', kind: 'json',
    body: { codice: 'la-nuova', title: 'Lezione nuova', description: 'Una lezione' }, textFields: ['codice', 'title', 'description'] },
  { method: 'PATCH', route: '/api/admin/lessons/:lessonId', url: `/api/admin/lessons/${LESSON}`, caller: 'admin', kind: 'json',
    body: { title: 'Titolo cambiato', description: 'Descrizione cambiata' }, textFields: ['title', 'description'] },
  { method: 'DELETE', route: '/api/admin/lessons/:lessonId', url: '/api/admin/lessons/la-inesistente', caller: 'admin', kind: 'none' },
  { method: 'POST', route: '/api/admin/lessons/reorder', url: '/api/admin/lessons/reorder', caller: 'admin', kind: 'json',
    body: { codici: [LESSON] } },
  { method: 'PUT', route: '/api/admin/lessons/:lessonId/video', url: `/api/admin/lessons/${LESSON}/video`, caller: 'admin', kind: 'video' },
  // Payments.
  { method: 'POST', route: '/api/create-checkout-session', url: '/api/create-checkout-session', caller: 'student', kind: 'json',
    body: { isAnnual: true } },
  { method: 'GET', route: '/api/checkout-sessions/:id', url: '/api/checkout-sessions/cs_inesistente', caller: 'student', kind: 'none' },
  { method: 'POST', route: '/api/stripe/webhook', url: '/api/stripe/webhook', caller: 'anyone', kind: 'webhook', only: 'stripe' },
  { method: 'GET', route: '/api/sandbox/checkout/:id', url: '/api/sandbox/checkout/cs_inesistente', caller: 'student', kind: 'none', only: 'sandbox' },
  { method: 'POST', route: '/api/sandbox/checkout/:id/pay', url: '/api/sandbox/checkout/cs_inesistente/pay', caller: 'student', kind: 'none', only: 'sandbox' },
  { method: 'POST', route: '/api/sandbox/checkout/:id/cancel', url: '/api/sandbox/checkout/cs_inesistente/cancel', caller: 'student', kind: 'none', only: 'sandbox' },
  { method: 'GET', route: '/api/sandbox/portal', url: '/api/sandbox/portal', caller: 'student', kind: 'none', only: 'sandbox' },
  { method: 'POST', route: '/api/sandbox/portal/cancel', url: '/api/sandbox/portal/cancel', caller: 'student', kind: 'none', only: 'sandbox' },
  // The development outbox (only without SMTP) and the API documentation (only with API_DOCS).
  { method: 'GET', route: '/api/dev/outbox', url: `/api/dev/outbox?token=${HOSTILE_OUTBOX_TOKEN}`, caller: 'anyone', kind: 'none', only: 'outbox' },
  { method: 'GET', route: '/api/dev/outbox.json', url: `/api/dev/outbox.json?token=${HOSTILE_OUTBOX_TOKEN}`, caller: 'anyone', kind: 'none', only: 'outbox' },
  { method: 'GET', route: '/api/docs', url: '/api/docs', caller: 'anyone', kind: 'none', only: 'docs' },
  { method: 'GET', route: '/api/docs/static/index.html', url: '/api/docs/static/index.html', caller: 'anyone', kind: 'none', only: 'docs' },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', url: '/api/docs/static/swagger-initializer.js', caller: 'anyone', kind: 'none', only: 'docs' },
  { method: 'GET', route: '/api/docs/static/*', url: '/api/docs/static/swagger-ui.css', caller: 'anyone', kind: 'none', only: 'docs' },
  { method: 'GET', route: '/api/docs/json', url: '/api/docs/json', caller: 'anyone', kind: 'none', only: 'docs' },
  { method: 'GET', route: '/api/docs/yaml', url: '/api/docs/yaml', caller: 'anyone', kind: 'none', only: 'docs' },
];

export const HOSTILE_LESSON = LESSON;

/** `METHOD route`, the key the coverage test compares. */
export function routeKey(endpoint: Pick<Endpoint, 'method' | 'route'>): string {
  return `${endpoint.method} ${endpoint.route}`;
}

/** The endpoints present in the default test configuration (sandbox payments, outbox e-mail, no docs). */
export function defaultEndpoints(): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.only !== 'stripe' && endpoint.only !== 'docs');
}
