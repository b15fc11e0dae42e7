// The photo-recognition pool: OCR_THREADS threads (default 1) with a queue of OCR_QUEUE_MAX photos in
// front; beyond it a photo is refused at once with 503 and Retry-After (10 s), as the analysis pool does
// (decision 025). A pool of its own because a recognition takes seconds, not milliseconds, and holds
// OpenCV instead of the analyzer: mixed in one queue, a few photos would hold up every analysis.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { Env } from '../config/env';
import { AppError } from '../errors';
import { createOcrSettings } from '../integrations/ocr/ocr-settings';
import type { OcrLang } from '../integrations/ocr/ocr-errors';
import type { OcrSettings } from '../integrations/ocr/pipeline';
import { MESSAGES } from '../messages';
import type { OcrTask } from './ocr-tasks';
import type { TaskOutcome } from './tasks';
import { QUEUE_FULL } from './work-pool';

/** A recognition takes a few seconds: a full queue drains in tens of them. */
export const OCR_BUSY_RETRY_AFTER_SECONDS = 10;

export type OcrPool = {
  /** The photo's text; rejects with the pipeline's AppError, or 503 when the queue is full. */
  recognize(bytes: Uint8Array, lang: OcrLang): Promise<string>;
  start(): void;
  close(): Promise<void>;
};

const OCR_ENTRY = new URL('./ocr-worker.mjs', import.meta.url).href;

export function createOcrPool(options: { threads: number; queueMax: number; settings: OcrSettings; log?: Pick<FastifyBaseLogger, 'error'> }): OcrPool {
  let piscina: Piscina<OcrTask, TaskOutcome> | undefined;
  let closed = false;
  const open = () => {
    if (closed) throw new Error('ocr pool closed');
    piscina ??= new Piscina<OcrTask, TaskOutcome>({
      filename: OCR_ENTRY,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.queueMax,
      workerData: options.settings,
    });
    piscina.on('error', (error: unknown) => options.log?.error({ err: error }, 'thread di riconoscimento terminato con un errore'));
    return piscina;
  };
  return {
    async recognize(bytes, lang) {
      let outcome: TaskOutcome;
      try {
        outcome = await open().run({ bytes, lang });
      } catch (error) {
        if (error instanceof Error && error.message === QUEUE_FULL) {
          throw new AppError('server_busy', 503, MESSAGES.serverBusy, OCR_BUSY_RETRY_AFTER_SECONDS);
        }
        throw error;
      }
      if (!outcome.ok) throw new AppError(outcome.error.code, outcome.error.httpStatus, outcome.error.message);
      return outcome.value as string;
    },
    start() {
      open();
    },
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}

export function registerOcrPool(app: FastifyInstance, env: Env): OcrPool {
  const pool = createOcrPool({ threads: env.OCR_THREADS, queueMax: env.OCR_QUEUE_MAX, settings: createOcrSettings(env), log: app.log });
  app.addHook('onClose', async () => pool.close());
  return pool;
}
