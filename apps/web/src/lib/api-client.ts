// The one place that talks HTTP to the Versio server (same origin; Vite proxies it in development).
// Sessions travel as the better-auth cookie, so every call sends credentials.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The server's machine-readable code from `{ error: { code } }`, '' when the body had none. */
    readonly code = '',
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
  if (!response.ok) throw new ApiError(response.status, path, await readErrorCode(response));
  const text = await response.text();
  return (text.length > 0 ? JSON.parse(text) : null) as T;
}

async function readErrorCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } } | null;
    return typeof body?.error?.code === 'string' ? body.error.code : '';
  } catch {
    return '';
  }
}
