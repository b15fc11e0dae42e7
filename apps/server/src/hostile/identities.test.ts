// Forged and expired credentials against every endpoint that needs one: sessions, analysis grants,
// upload links, lesson video links; another student's ids; Stripe webhooks with a wrong or stale
// signature. Each is refused calmly (4xx, Versio's error shape, an Italian message) and changes nothing.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { asCookie, signIn } from '../features/auth/auth-test-client';
import { askUploadLink, putPhoto } from '../features/ocr/ocr-test-client';
import { createStripeTestApp, deliver, signUpVerified, WEBHOOK_SECRET } from '../features/payments/payments-test-client';
import type { StripeTestApp } from '../features/payments/payments-test-client';
import { writeFakeVideo } from '../features/lessons/lessons-test-kit';
import { HOSTILE_LESSON, defaultEndpoints } from './endpoints';
import { changedTables, createHostileApp, expectRefusal, ownBody, snapshot } from './hostile-kit';
import type { HostileApp } from './hostile-kit';

/** Changes one character in the middle of a token: same length and alphabet, wrong signature. */
function tamper(token: string): string {
  const at = Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

describe('forged and expired credentials', () => {
  let h: HostileApp;
  let video: string;
  beforeAll(async () => {
    // Date alone is fake, from the start, so that links and sessions can be made to expire; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    h = await createHostileApp();
    const upload = await h.app.inject({ method: 'PUT', url: `/api/admin/lessons/${HOSTILE_LESSON}/video`, headers: { ...asCookie(h.admin), 'content-type': 'video/mp4' },
      payload: writeFakeVideo(h.lessonsDir, 'seed.mp4') });
    expect(upload.statusCode).toBe(200);
    const detail = await h.app.inject({ url: `/api/lessons/${HOSTILE_LESSON}`, headers: asCookie(h.livia) });
    video = detail.json().link;
    expect([detail.statusCode, video]).toEqual([200, expect.stringMatching(/\/video\?/)]);
  }, 60_000);
  afterAll(async () => {
    await h.cleanup();
    vi.useRealTimers();
  });

  const guarded = defaultEndpoints().filter((endpoint) => endpoint.caller !== 'anyone');

  test.each(guarded.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))('%s refuses forged sessions', async (_name, endpoint) => {
    const cookieName = h.livia.cookie.split('=')[0]!;
    const forged: Array<[string, Record<string, string>]> = [
      ['a tampered cookie', { cookie: `${cookieName}=${tamper(h.livia.cookie.slice(cookieName.length + 1))}` }],
      ['a made-up cookie', { cookie: `${cookieName}=abc.def` }],
      ['a tampered bearer token', { authorization: `Bearer ${tamper(h.livia.token)}` }],
      ['a bearer of nonsense', { authorization: 'Bearer ../../etc/passwd' }],
      ['another site\'s cookie name', { cookie: `better-auth.session_token=${h.livia.cookie.slice(cookieName.length + 1)}` }],
    ];
    for (const [name, headers] of forged) {
      const before = await snapshot(h.db);
      const response = await h.app.inject({ method: endpoint.method, url: endpoint.url, headers, ...(endpoint.kind === 'json' ? { payload: ownBody(h, endpoint) } : {}) });
      expectRefusal(response, name);
      expect([name, response.statusCode]).toEqual([name, 401]);
      expect(changedTables(before, await snapshot(h.db)), name).toEqual([]);
    }
  });

  test('another student\'s ids are refused', async () => {
    const marco = h.marco.userId;
    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/user/data', { user_uid: marco, nome: 'Marco', scuola: 'classico', anno: '3', phoneNumber: '' }],
      ['POST', '/user/complete-signup', { user_uid: marco }],
      ['POST', '/user/delete', { uid: marco }],
      ['POST', '/ocr/update-limit', { uid: marco }],
    ];
    for (const [method, url, payload] of attempts) {
      const before = await snapshot(h.db);
      const response = await h.app.inject({ method: method as 'POST', url, payload, headers: asCookie(h.livia) });
      expectRefusal(response, url);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(changedTables(before, await snapshot(h.db))).toEqual([]);
    }
    // Marco's photo: his upload link is not Livia's, nor is his file hers to read.
    const link: string = (await askUploadLink(h.app, h.marco, 'foto-marco.jpg')).json().uploadLink;
    const before = await snapshot(h.db);
    expectRefusal(await putPhoto(h.app, h.livia, link, Buffer.from('ffd8ffe0', 'hex')), 'upload link of another');
    const read = await h.app.inject({ method: 'POST', url: '/ocr/generate', headers: asCookie(h.livia), payload: { filename: 'foto-marco.jpg', filetype: 'image/jpeg', language: 'lat' } });
    expectRefusal(read, 'photo of another');
    expect(changedTables(before, await snapshot(h.db))).toEqual([]);
    // Marco's analysis grant: Livia cannot spend it.
    const grant: string = (await h.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(h.marco), payload: { lang: 'lat', text: 'Roma aeterna' } })).json().grant;
    const words = await h.app.inject({ method: 'POST', url: '/analyze/dynamic', headers: { ...asCookie(h.livia), 'x-analysis-grant': grant }, payload: { lang: 'lat', text: 'Roma aeterna', grant } });
    expect(words.statusCode).toBeLessThan(500);
    if (words.statusCode >= 400) expectRefusal(words, 'grant of another');
  });

  test('signed links: tampered, re-aimed or expired ones are refused and nothing is written', async () => {
    const grant: string = (await h.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(h.livia), payload: { lang: 'lat', text: 'Gallia est omnis divisa' } })).json().grant;
    const upload: string = (await askUploadLink(h.app, h.livia, 'foto-livia.jpg')).json().uploadLink;
    const photo = Buffer.from('ffd8ffe000104a464946', 'hex');
    const before = await snapshot(h.db);
    const token = new URL(upload, 'http://x').searchParams.get('token')!;
    const refusals = [
      await h.app.inject({ method: 'POST', url: '/api/analysis/chunk', payload: { grant: tamper(grant), chunk: 0 } }),
      await h.app.inject({ method: 'POST', url: '/api/analysis/chunk', payload: { grant: `${grant}x`, chunk: 0 } }),
      await putPhoto(h.app, h.livia, upload.replace(token, tamper(token)), photo),
      await putPhoto(h.app, h.livia, upload.replace('foto-livia.jpg', '..%2F..%2Fetc%2Fpasswd'), photo),
      await h.app.inject({ url: video.replace(/s=[^&]+/, (s) => tamper(s)) }),
      await h.app.inject({ url: video.replace(/e=\d+/, 'e=9999999999') }),
      await h.app.inject({ url: video.replace(HOSTILE_LESSON, 'la-altra') }),
    ];
    refusals.forEach((response, index) => expectRefusal(response, `forgery ${index}`));
    // Three hours later every link has expired; the session (seven days) has not.
    vi.setSystemTime(Date.now() + 3 * 3600 * 1000);
    const late = [
      await h.app.inject({ method: 'POST', url: '/api/analysis/chunk', payload: { grant, chunk: 0 } }),
      await putPhoto(h.app, h.livia, upload, photo),
      await h.app.inject({ url: video }),
    ];
    late.forEach((response, index) => expectRefusal(response, `expired ${index}`));
    expect(changedTables(before, await snapshot(h.db))).toEqual([]);
    // An expired session: the account's sessions end in the past.
    const session = await signIn(h.app, 'marco@example.org');
    vi.setSystemTime(Date.now() + 30 * 24 * 3600 * 1000);
    expectRefusal(await h.app.inject({ url: '/user/data', headers: asCookie(session) }), 'expired session');
  });
});

describe('forged Stripe webhooks', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp('sqlite');
  }, 60_000);
  afterAll(async () => t.cleanup());

  test('a wrong secret, a stale or missing signature, a tampered body: 400 and nothing applied', async () => {
    const livia = await signUpVerified(t, 'livia@example.org');
    const event = { id: 'cs_forged', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', status: 'complete',
      client_reference_id: livia.userId, customer: 'cus_x', subscription: 'sub_x', metadata: { userId: livia.userId, period: 'annual' } };
    const before = await snapshot(t.db);
    const now = Math.floor(Date.now() / 1000);
    const answers = [
      await deliver(t, 'checkout.session.completed', event, { secret: 'whsec_forged' }),
      await deliver(t, 'checkout.session.completed', event, { secret: WEBHOOK_SECRET, timestamp: now - 3600 }),
      await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: event } }), headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{"id":', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` } }),
      await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: Buffer.alloc(10 * 1024 * 1024, 0x7b), headers: { 'content-type': 'application/json', 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` } }),
    ];
    answers.forEach((response, index) => expectRefusal(response, `webhook ${index}`));
    expect(answers.slice(0, 4).map((response) => response.json().error.code)).toEqual(Array(4).fill('invalid_signature'));
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });
});
