// The one place that talks HTTP to the Versio server (same origin; Vite proxies it in development).
// Sessions travel as the better-auth cookie, so every call sends credentials.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The server's machine-readable code from `{ error: { code } }`, '' when the body had none. */
    readonly code = '',
    /** Seconds the server asks to wait before trying again (its Retry-After header), null without one. */
    readonly retryAfterSeconds: number | null = null,
    /** The whole JSON body of the answer, when it had one (a 403 may carry data for the page it locks). */
    readonly body: unknown = null,
  ) {
    super(`Richiesta ${path} fallita con stato ${status}${code ? ` (${code})` : ''}`);
    this.name = 'ApiError';
  }
}

/** Thrown when the server could not be reached at all (spec §8 "No response"). */
export class NetworkError extends Error {
  constructor(readonly path: string) {
    super(`Il server non risponde (${path})`);
    this.name = 'NetworkError';
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return requestJson<T>('GET', path, undefined, signal);
}

export async function postJson<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return requestJson<T>('POST', path, body, signal);
}

/** PUTs a form (a photo as multipart/form-data) to a link the server gave. */
export async function putForm(path: string, form: FormData, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'PUT', credentials: 'include', body: form, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(path);
  }
  if (!response.ok) throw new ApiError(response.status, path, await readErrorCode(response));
}

async function requestJson<T>(method: 'GET' | 'POST', path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: method === 'POST' ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body) : null,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(path);
  }
  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new ApiError(response.status, path, readErrorCode(body), readRetryAfter(response), body);
  }
  const text = await response.text();
  return (text.length > 0 ? JSON.parse(text) : null) as T;
}

function readRetryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function readErrorCode(body: unknown): string {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : '';
}
