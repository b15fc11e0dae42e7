// What the benchmark measures of one HTTP exchange, as a browser would see it on the network: the time
// from sending the request to the last byte of the answer, the bytes of the request and of the answer
// (status line and headers included) as they travel, compressed when the server compresses, and the
// body once decompressed. Node's fetch decompresses silently, so this uses node:http directly.
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type Exchange = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
  /** Request line, headers and body. */
  sentBytes: number;
  /** Status line, headers and body as received (compressed if the server compressed it). */
  wireBytes: number;
  /** The body as received. */
  bodyBytes: number;
  /** The body decompressed. */
  body: Buffer;
  json<T>(): T;
};

export type Encoding = 'br' | 'gzip' | 'identity';

export type HttpClient = {
  send(method: 'GET' | 'POST', path: string, options?: { body?: unknown; cookie?: string; encoding?: Encoding }): Promise<Exchange>;
  close(): void;
};

/** A keep-alive client of `base` (http://host:port), sending the site's own origin as a browser does. */
export function createHttpClient(base: string): HttpClient {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  function send(method: 'GET' | 'POST', path: string, options: { body?: unknown; cookie?: string; encoding?: Encoding } = {}): Promise<Exchange> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body), 'utf8');
    const headers: Record<string, string> = {
      host: url.host,
      origin: base,
      accept: 'application/json',
      'accept-encoding': options.encoding === 'identity' ? 'identity' : options.encoding ?? 'gzip, deflate, br',
    };
    if (options.cookie) headers.cookie = options.cookie;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const sentBytes = Buffer.byteLength(`${method} ${path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`)
      + (payload?.length ?? 0);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest({ agent, host: url.hostname, port: url.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            ms,
            sentBytes,
            wireBytes: headerBytes + raw.length,
            bodyBytes: raw.length,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type Figures = { median: number; p95: number; worst: number };

export function summarise(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1] ?? NaN };
}

export const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
export const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
