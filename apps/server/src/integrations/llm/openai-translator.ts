// Translator over any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, vLLM, Ollama,
// llama.cpp server). Streams (SSE) when the server does, reads plain JSON when it does not; retries
// 429, 5xx and network errors a bounded number of times; never waits longer than timeoutMs in total.
import { createHash } from 'node:crypto';
import { LruCache } from './lru-cache';
import { buildSystemPrompt, buildUserPrompt, PROMPT_VERSION, type WordReading } from './prompt';
import { ProviderError, type TranslateRequest, type TranslateResult, type Translator } from './translator';

export type OpenAiTranslatorOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  cacheSize?: number;
  /** The analyzer's reading of each word (Latin), added to the prompt; the server reads them on its work pool. */
  readWords?: (request: TranslateRequest) => WordReading[] | Promise<WordReading[]>;
};

type ChatChunk = { choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[] };

const RETRY_DELAY_MS = 200;

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Reads an SSE stream of chat-completion chunks into the whole text. */
async function readEventStream(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return text;
      const parsed = JSON.parse(data) as ChatChunk;
      text += parsed.choices?.[0]?.delta?.content ?? '';
    }
  }
  return text;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

export function createOpenAiTranslator(options: OpenAiTranslatorOptions): Translator {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const cache = new LruCache<string>(options.cacheSize ?? 500);
  const provider = `llm:${options.model}`;
  let streams = true;

  async function requestOnce(body: object, signal: AbortSignal): Promise<string> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ ...body, stream: streams }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`chat completions: HTTP ${response.status}`, response.status);
    }
    if (response.body && (response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return readEventStream(response.body);
    }
    const json = (await response.json()) as ChatChunk;
    return json.choices?.[0]?.message?.content ?? '';
  }

  async function complete(request: TranslateRequest, signal: AbortSignal): Promise<string> {
    const readings = options.readWords ? await options.readWords(request) : [];
    const body = {
      model: options.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: buildSystemPrompt(request.lang) },
        { role: 'user', content: buildUserPrompt(request.text, readings) },
      ],
    };
    let lastError: unknown;
    for (let attempt = 0; attempt <= options.maxRetries; attempt++) {
      if (attempt > 0) await wait(RETRY_DELAY_MS * attempt, signal);
      try {
        return await requestOnce(body, signal);
      } catch (error) {
        if (signal.aborted) throw new ProviderError('chat completions: time-out', undefined, { cause: error });
        lastError = error;
        if (error instanceof ProviderError && error.status !== undefined) {
          // Some servers refuse `stream: true`; ask again without streaming (not counted as a retry).
          if (error.status === 400 && streams) {
            streams = false;
            attempt--;
            continue;
          }
          if (!isRetryable(error.status)) throw error;
        }
      }
    }
    throw lastError instanceof ProviderError ? lastError : new ProviderError('chat completions: network error', undefined, { cause: lastError });
  }

  return {
    async translate(request): Promise<TranslateResult> {
      const key = createHash('sha256').update(`${PROMPT_VERSION}\n${options.model}\n${request.lang}\n${request.text}`).digest('hex');
      const cached = cache.get(key);
      if (cached !== undefined) return { translatedText: cached, provider };
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      const text = (await complete(request, signal)).trim();
      if (text === '') throw new ProviderError('chat completions: empty answer');
      cache.set(key, text);
      return { translatedText: text, provider };
    },
  };
}
