// Versio's metrics in Prometheus's text format (prom-client), one registry per app so that tests and
// several apps in one process never mix their counts. What an operator watches: requests and their
// latency by route, the work pool's queue, the analyzer's throughput, OCR time and credit spends.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type CreditKind = 'lat' | 'grc' | 'camera';

export type Metrics = {
  readonly registry: Registry;
  /** One answered request: method, the route's pattern (never the raw URL), status, seconds. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One task on the work pool (analysis, translation…): its name, outcome and seconds. */
  task(name: string, outcome: 'ok' | 'error' | 'busy', seconds: number): void;
  /** Words analysed (the analyzer's throughput is their rate). */
  wordsAnalysed(lang: string, count: number): void;
  /** One photo read by the OCR pool. */
  ocr(lang: string, outcome: 'ok' | 'error' | 'busy', seconds: number): void;
  creditSpent(kind: CreditKind): void;
  /** Reads the pool's queue at every scrape. */
  watchQueue(name: string, load: () => { pending: number; queued: number }): void;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OCR_BUCKETS = [0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60];

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'versio_' });
  const registers = [registry];
  const requests = new Counter({ name: 'versio_http_requests_total', help: 'Richieste HTTP risposte', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({ name: 'versio_http_request_duration_seconds', help: 'Durata delle richieste HTTP', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers });
  const tasks = new Histogram({ name: 'versio_worker_task_duration_seconds', help: 'Durata dei compiti sul pool di lavoro', labelNames: ['task', 'outcome'], buckets: LATENCY_BUCKETS, registers });
  const words = new Counter({ name: 'versio_analyzer_words_total', help: 'Parole analizzate', labelNames: ['lang'], registers });
  const ocr = new Histogram({ name: 'versio_ocr_duration_seconds', help: 'Durata del riconoscimento di una foto', labelNames: ['lang', 'outcome'], buckets: OCR_BUCKETS, registers });
  const credits = new Counter({ name: 'versio_credits_spent_total', help: 'Crediti spesi', labelNames: ['kind'], registers });
  const queues = new Map<string, () => { pending: number; queued: number }>();
  // Gauges are read when scraped, so the figures are those of the moment.
  const gauge = (name: string, help: string, field: 'pending' | 'queued') => new Gauge({
    name, help, labelNames: ['pool'], registers,
    collect() {
      for (const [pool, load] of queues) this.set({ pool }, load()[field]);
    },
  });
  gauge('versio_worker_pending', 'Compiti dati al pool e non ancora finiti', 'pending');
  gauge('versio_worker_queued', 'Compiti in attesa di un thread', 'queued');
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    task: (name, outcome, seconds) => tasks.observe({ task: name, outcome }, seconds),
    wordsAnalysed: (lang, count) => words.inc({ lang }, count),
    ocr: (lang, outcome, seconds) => ocr.observe({ lang, outcome }, seconds),
    creditSpent: (kind) => credits.inc({ kind }),
    watchQueue: (name, load) => queues.set(name, load),
  };
}
