// A stand-in for the Versio server in component tests: fetch is replaced by a function that answers
// the API paths the web app calls, from an in-memory account. Each test can override any route.
import { vi } from 'vitest';
import type { AuthUser, UserData } from '../features/session';
import type { UserType } from '../lib/user-type';

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = (body: Record<string, unknown>, url: URL) => FakeReply | Promise<FakeReply>;
export type FakeCall = { method: string; path: string; body: Record<string, unknown> };

export const PLANS_BODY = {
  plans: [
    plan('normal', 'Gratis', 5, 3, false, null),
    plan('premium', 'Plus', 30, null, true, null),
    plan('lifetime', 'Lifetime', 30, null, true, 1000),
  ],
};

function plan(type: string, name: string, monthlyAnalyses: number, monthlyCamera: number | null, premiumFeatures: boolean, seats: number | null) {
  const money = { currency: 'EUR', vatText: 'IVA inclusa' };
  const prices = type === 'premium' ? { annualCents: 3000, monthlyCents: 299, ...money } : { annualCents: null, monthlyCents: null, ...money };
  return { type, name, monthlyAnalyses, monthlyCamera, unlimitedTranslations: true, premiumFeatures, prices, seats };
}

export function createAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { id: 'u-livia', email: 'livia@example.it', name: 'Livia Drusilla', emailVerified: true, ...overrides };
}

export function createUserData(overrides: Partial<UserData> = {}): UserData {
  return {
    isRegistered: true,
    uid: 'u-livia',
    email: 'livia@example.it',
    emailVerified: true,
    type: 'normal',
    nome: 'Livia',
    scuola: 'classico',
    anno: 3,
    membership: null,
    termsAccepted: true,
    latinoCount: 5,
    grecoCount: 4,
    cameraCount: 3,
    // 15 January 2026, 10:00 UTC.
    lastUpdate: { _seconds: 1768471200, _nanoseconds: 0 },
    ...overrides,
  };
}

export type FakeAccount = { user: AuthUser | null; userData: UserData | null };

/** The account a renderRoute user type stands for: anonymous has none. */
export function createAccount(userType: UserType | 'unregistered', name = 'Livia'): FakeAccount {
  if (userType === 'anonymous') return { user: null, userData: null };
  const user = createAuthUser({ name });
  if (userType === 'unregistered') return { user, userData: null };
  return { user, userData: createUserData({ type: userType, nome: name }) };
}

/** Installs the fake server as fetch; returns the account (mutable), the recorded calls and `on` to override. */
export function installFakeServer(account: FakeAccount) {
  const calls: FakeCall[] = [];
  const overrides = new Map<string, FakeHandler>();
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/get-session': () => ({ status: 200, body: account.user ? { user: account.user, session: { id: 's1' } } : null }),
    'GET /user/data': () => (account.userData ? { status: 200, body: account.userData } : { status: 404, body: error('not_registered') }),
    'GET /api/plans': () => ({ status: 200, body: PLANS_BODY }),
    'GET /api/site': () => ({ status: 500, body: error('internal') }),
    'POST /api/auth/sign-up/email': (body) => {
      account.user = createAuthUser({ email: String(body.email), name: String(body.name), emailVerified: false });
      return { status: 200, body: { token: 't', user: account.user } };
    },
    'POST /user/data': (body) => {
      if (!account.user) return { status: 401, body: error('unauthenticated') };
      const { user_uid: _uid, phoneNumber: _phone, ...profile } = body;
      account.userData = createUserData({ ...profile, uid: account.user.id, email: account.user.email, termsAccepted: false });
      return { status: 200, body: account.userData };
    },
    'POST /api/auth/sign-out': () => {
      account.user = null;
      account.userData = null;
      return { status: 200, body: { success: true } };
    },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const handler = overrides.get(key) ?? routes[key];
    const reply = handler ? await handler(body, url) : { status: 404, body: error('not_found') };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    account,
    calls,
    on(key: string, handler: FakeHandler) {
      overrides.set(key, handler);
    },
    /** The bodies sent to one route, in order. */
    bodiesOf(key: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
    },
  };
}

export type FakeServer = ReturnType<typeof installFakeServer>;

export function error(code: string): { error: { code: string; message: string } } {
  return { error: { code, message: code } };
}
