// Puts the metrics (metrics.ts) around the pieces that do the work: every answered request, the work
// pool's tasks and the OCR pool's photos. Nothing here changes what those pieces do or answer.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { OcrPool } from '../workers/ocr-pool';
import type { TaskInput, TaskName, TaskOutput } from '../workers/tasks';
import type { WorkPool } from '../workers/work-pool';
import type { Metrics } from './metrics';

const WORD = /\p{L}+/gu;

const outcomeOf = (error: unknown): 'busy' | 'error' => (error instanceof AppError && error.httpStatus === 503 ? 'busy' : 'error');
const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Counts every answered request by its route's pattern (unknown paths share one label). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

export function instrumentWorkPool(pool: WorkPool, metrics: Metrics): WorkPool {
  metrics.watchQueue('lavoro', () => pool.load());
  return {
    ...pool,
    async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
      const start = process.hrtime.bigint();
      try {
        const output: TaskOutput<K> = await pool.run(name, input);
        metrics.task(name, 'ok', secondsSince(start));
        if (name.startsWith('analyze')) {
          const { text, lang } = input as { text: string; lang: string };
          metrics.wordsAnalysed(lang, text.match(WORD)?.length ?? 0);
        }
        return output;
      } catch (error) {
        metrics.task(name, outcomeOf(error), secondsSince(start));
        throw error;
      }
    },
  };
}

export function instrumentOcrPool(pool: OcrPool, metrics: Metrics): OcrPool {
  return {
    ...pool,
    async recognize(bytes, lang) {
      const start = process.hrtime.bigint();
      try {
        const text = await pool.recognize(bytes, lang);
        metrics.ocr(lang, 'ok', secondsSince(start));
        return text;
      } catch (error) {
        metrics.ocr(lang, outcomeOf(error), secondsSince(start));
        throw error;
      }
    },
  };
}
