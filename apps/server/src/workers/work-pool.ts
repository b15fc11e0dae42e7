// The pool of threads that do Versio's CPU-heavy work (analysis, the embedded translation, the language
// check), so that the event loop keeps answering everything else. A bounded queue in front of it: when
// every thread is busy and WORKER_QUEUE_MAX tasks already wait, a new task is refused at once with a
// 503 and Retry-After, rather than making every student wait longer (decision 025).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { Env } from '../config/env';
import { AppError } from '../errors';
import { MESSAGES } from '../messages';
import type { TaskInput, TaskMessage, TaskName, TaskOutcome, TaskOutput, WorkerOptions } from './tasks';

/** Long enough for the queue to drain a little at 10–40 ms a chunk, short enough for a student to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export type WorkPoolOptions = {
  threads: number;
  queueMax: number;
  model: WorkerOptions['model'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};

export type WorkPool = {
  /** Runs a task on a thread; rejects with the task's AppError, or a 503 AppError when the queue is full. */
  run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<TaskOutput<K>>;
  /** Starts every thread now (each loads the analyzer); otherwise the first task starts them. */
  start(): void;
  /** Tasks given to the pool and not finished yet, and how many of them wait for a thread. */
  load(): { pending: number; queued: number };
  close(): Promise<void>;
};

const WORKER_ENTRY = new URL('./worker.mjs', import.meta.url).href;

// piscina 5 has no error classes: it rejects with this message (the queue at its limit). WORKER_QUEUE_MAX
// is at least 1, because with no queue piscina refuses a task and still runs it later.
export const QUEUE_FULL = 'Task queue is at limit';

export function createWorkPool({ threads, queueMax, model, log }: WorkPoolOptions): WorkPool {
  let piscina: Piscina<TaskMessage, TaskOutcome> | undefined;
  let pending = 0;
  let closed = false;

  function open(): Piscina<TaskMessage, TaskOutcome> {
    if (closed) throw new Error('work pool closed');
    if (piscina) return piscina;
    piscina = new Piscina<TaskMessage, TaskOutcome>({
      filename: WORKER_ENTRY,
      // Every thread is kept (none idles out): starting one costs the analyzer's load, ~0.3 s and ~300 MB.
      minThreads: threads,
      maxThreads: threads,
      maxQueue: queueMax,
      workerData: { model } satisfies WorkerOptions,
    });
    // A thread that dies is replaced by piscina; unheard, the 'error' event would end the process.
    piscina.on('error', (error: unknown) => log?.error({ err: error }, 'thread di lavoro terminato con un errore'));
    return piscina;
  }

  return {
    async run(name, input) {
      const message = { name, input } as TaskMessage;
      pending += 1;
      let outcome: TaskOutcome;
      try {
        outcome = await open().run(message);
      } catch (error) {
        if (error instanceof Error && error.message === QUEUE_FULL) {
          throw new AppError('server_busy', 503, MESSAGES.serverBusy, BUSY_RETRY_AFTER_SECONDS);
        }
        throw error;
      } finally {
        pending -= 1;
      }
      if (!outcome.ok) throw new AppError(outcome.error.code, outcome.error.httpStatus, outcome.error.message);
      return outcome.value as TaskOutput<typeof name>;
    },

    start() {
      open();
    },

    load() {
      return { pending, queued: piscina?.queueSize ?? 0 };
    },

    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's work pool, for tests and metrics; features receive it as an option. */
    workPool: WorkPool;
  }
}

/** The app's pool: its threads start when the server listens (not in in-memory tests) and stop on close. */
export function registerWorkPool(app: FastifyInstance, env: Pick<Env, 'WORKER_THREADS' | 'WORKER_QUEUE_MAX' | 'ANALYZER_MODEL'>): WorkPool {
  const pool = createWorkPool({ threads: env.WORKER_THREADS, queueMax: env.WORKER_QUEUE_MAX, model: env.ANALYZER_MODEL, log: app.log });
  app.decorate('workPool', pool);
  app.addHook('onListen', async () => pool.start());
  app.addHook('onClose', async () => pool.close());
  return pool;
}
