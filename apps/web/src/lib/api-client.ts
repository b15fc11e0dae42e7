// The one place that talks HTTP to the Versio server (same origin; Vite proxies it in development).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Richiesta ${path} fallita con stato ${status}`);
    this.name = 'ApiError';
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiError(response.status, path);
  return (await response.json()) as T;
}
