// For tests: a real OpenID Connect provider (the oidc-provider package) on a local port, standing
// in for Google, with one client and accounts whose id is their e-mail, plus a minimal browser
// that walks its login and consent pages the way a student's browser would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'versio-test', secret: 'versio-test-secret-0123456789abcdef' };

export type OidcTestProvider = {
  issuer: string;
  discoveryUrl: string;
  /** Follows an authorization URL through login (as `email`) and consent; returns the redirect back to Versio. */
  signIn: (authorizationUrl: string, email: string) => Promise<URL>;
  close: () => Promise<void>;
};

export async function startOidcTestProvider(redirectUri: string): Promise<OidcTestProvider> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: `Studente ${id.split('@')[0]}` }),
    }),
    pkce: { required: () => false },
    cookies: { keys: ['versio-test-cookie-key'] },
    // Explicit lifetimes keep the provider from printing a notice for each default it uses.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  provider.on('server_error', (_ctx, error) => console.error(error));
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    signIn: (authorizationUrl, email) => walkInteractions(authorizationUrl, email, redirectUri),
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}

async function walkInteractions(start: string, email: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    // A page with a form: the login form (any password) or the consent form.
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page from the OpenID provider (${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: email, password: 'any' } : { prompt });
  }
  throw new Error('the OpenID provider never redirected back');
}
