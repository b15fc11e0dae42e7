// The work done on the pool's threads, by name. Each thread loads this module once: it loads the Latin
// analyzer at start (the Greek one on its first Greek task), then runs tasks the event loop sends as
// { name, input } (plain data both ways).
// Heavier work still to come (OCR) is one more entry in createTasks.
import { workerData } from 'node:worker_threads';
import type { Lang } from '@versio/analyzer';
import { getGreekAnalyzer } from '../analyzer/greek';
import { getLatinAnalyzer, selectAnalyzerModel } from '../analyzer/latin';
import type { AnalyzerModel } from '../analyzer/latin';
import { AppError } from '../errors';
import type { AnalysisInput } from '../features/analyze/analyze-input';
import { createAnalyzeService } from '../features/analyze/analyze.service';
import { findGreekParadigm } from '../features/analyze/greek-tokens';
import { isTextInLanguage } from '../features/translate/language-check';
import { createEmbeddedTranslator, readWords } from '../integrations/llm/embedded-translator';

/** What the event loop gives every thread when it starts it. */
export type WorkerOptions = { model: AnalyzerModel };

type TextInput = { text: string; lang: Lang };

function createTasks({ model }: WorkerOptions) {
  selectAnalyzerModel(model);
  const analysis = createAnalyzeService({ model });
  const literal = createEmbeddedTranslator();
  return {
    analyzeChunks: (input: AnalysisInput) => analysis.toChunks(input),
    analyzeWords: (input: AnalysisInput) => analysis.toWordMap(input),
    analyzeLemmas: (input: AnalysisInput) => analysis.toLemmaList(input),
    analyzeRich: (input: AnalysisInput) => analysis.toRich(input),
    findGreekParadigm: ({ lemma }: { lemma: string }) => findGreekParadigm(getGreekAnalyzer(), lemma) ?? null,
    translateLiteral: ({ text, lang }: TextInput) => literal.translate({ text, lang }),
    checkLanguage: ({ text, lang }: TextInput) => isTextInLanguage(text, lang, getLatinAnalyzer),
    readWords: ({ text, lang }: TextInput) => readWords({ text, lang }),
  };
}

export type Tasks = ReturnType<typeof createTasks>;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;
export type TaskMessage = { [K in TaskName]: { name: K; input: TaskInput<K> } }[TaskName];

/** An AppError cannot cross threads as itself (a cloned Error keeps only its message): it crosses as data. */
export type TaskOutcome =
  | { ok: true; value: unknown }
  | { ok: false; error: { code: string; httpStatus: number; message: string } };

let tasks: Tasks | undefined;

/** The thread's entry point (see worker.mjs). Other errors are thrown as they are and become 500s. */
export async function runTask({ name, input }: TaskMessage): Promise<TaskOutcome> {
  tasks ??= createTasks(workerData as WorkerOptions);
  const task = tasks[name] as (input: TaskInput<typeof name>) => unknown;
  try {
    return { ok: true, value: await task(input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, error: { code: error.code, httpStatus: error.httpStatus, message: error.message } };
  }
}

/** Loads the analyzer as the thread starts, so that the first student does not wait for it. */
export function prepareThread(): void {
  tasks ??= createTasks(workerData as WorkerOptions);
}
