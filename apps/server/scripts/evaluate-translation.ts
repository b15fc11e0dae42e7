/**
 * Translates the development set (packages/analyzer/data/eval/translation-dev.tsv) and prints chrF and
 * BLEU per language, kind (school sentences, authentic prose) and part — `tune`, the rows the translator
 * may be developed on, and `check`, the held-out rows (a fixed third of the set, chosen by a hash of the
 * source text, see `partOf`) — for the embedded literal translator and, when LLM_BASE_URL and LLM_MODEL
 * are set, for the model; and how many Greek words have an Italian meaning. Run from the repository root:
 *   node --import tsx apps/server/scripts/evaluate-translation.ts [--show] [--show-check] [--lang lat|grc] [--set NAME,…|-NAME,…]
 * `--show` prints the tuning rows' translations; `--show-check` the held-out ones too (read them only
 * after the last change). The file names its batches of rows (`# set NAME` lines): `--set 054` scores only
 * the rows of that batch, `--set -054` all the others, so that rows added later are reported apart.
 * The second table checks the embedded translation against what the issue asks of every sentence: a
 * finite Italian verb, agreeing in person and number with the subject the clause found, and no Latin or
 * Greek word left unless it is a name. The figures come from what the translator says it rendered
 * (`report`: each clause's finite verb with its person and number, its subject, the words it kept as
 * they were), not from reading the Italian back.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, REPO_ROOT } from '../src/config/env';
import { getGreekAnalyzer } from '../src/analyzer/greek';
import { computeBleu, computeChrf } from '../src/features/translate/metrics';
import { agreesWithSubject, type SentenceReport } from '@versio/analyzer';
import { createEmbeddedTranslator, readWords, type EmbeddedTranslator } from '../src/integrations/llm/embedded-translator';
import { createOpenAiTranslator } from '../src/integrations/llm/openai-translator';
import type { Translator } from '../src/integrations/llm/translator';

type Item = { lang: 'lat' | 'grc'; kind: string; part: 'tune' | 'check'; source: string; reference: string; set: string };

/** The held-out part: a third of the rows by an FNV-1a hash of the source, stable as rows are added. */
function partOf(source: string): 'tune' | 'check' {
  let hash = 0x811c9dc5;
  for (const char of source) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 3 === 0 ? 'check' : 'tune';
}

/** The rows, each with the batch it was added in (the last `# set NAME` line above it; `` before any). */
function readDevSet(): Item[] {
  const path = resolve(REPO_ROOT, 'packages/analyzer/data/eval/translation-dev.tsv');
  let set = '';
  const items: Item[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('#')) {
      set = /^#\s*set\s+(\S+)/.exec(line)?.[1] ?? set;
      continue;
    }
    const [lang, kind, source, reference] = line.split('\t');
    if ((lang !== 'lat' && lang !== 'grc') || !kind || !source || !reference) throw new Error(`riga non valida: ${line}`);
    items.push({ lang, kind: kind === 'school' ? 'school' : 'prose', part: partOf(source), source, reference, set });
  }
  return items;
}

/** `--set 054,042` keeps the rows of those batches; `--set -054` all rows but that batch's. */
function inSets(spec: string | undefined): (item: Item) => boolean {
  if (!spec) return () => true;
  const names = spec.split(',').filter(Boolean);
  const excluded = names.filter((n) => n.startsWith('-')).map((n) => n.slice(1));
  const included = names.filter((n) => !n.startsWith('-'));
  return (item) => !excluded.includes(item.set) && (included.length === 0 || included.includes(item.set));
}

async function evaluate(name: string, translator: Translator, items: Item[], show: (item: Item) => boolean): Promise<void> {
  const groups = new Map<string, { hyp: string[]; ref: string[] }>();
  for (const item of items) {
    let hypothesis = '';
    try {
      hypothesis = (await translator.translate({ text: item.source, lang: item.lang })).translatedText;
    } catch {
      // No translation (Greek without a model): scored as an empty answer.
    }
    if (show(item)) process.stdout.write(`[${item.part}] ${item.source}\n  → ${hypothesis}\n  = ${item.reference}\n`);
    for (const key of [`${item.lang} all`, `${item.lang} ${item.kind}`, `${item.lang} ${item.kind} ${item.part}`]) {
      const group = groups.get(key) ?? { hyp: [], ref: [] };
      group.hyp.push(hypothesis);
      group.ref.push(item.reference);
      groups.set(key, group);
    }
  }
  process.stdout.write(`\n${name}\n${'set'.padEnd(20)}${'n'.padStart(4)}${'chrF'.padStart(8)}${'BLEU'.padStart(8)}\n`);
  for (const [key, { hyp, ref }] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    process.stdout.write(`${key.padEnd(20)}${String(hyp.length).padStart(4)}${computeChrf(hyp, ref).toFixed(1).padStart(8)}${computeBleu(hyp, ref).toFixed(1).padStart(8)}\n`);
  }
}

type Checks = { n: number; finite: number; mainFinite: number; withSubject: number; agreeing: number; complete: number; left: number; names: number; omitted: number };

function checkSentence(sentence: SentenceReport): { finite: boolean; mainFinite: boolean; withSubject: number; agreeing: number } {
  const finite = sentence.clauses.some((c) => c.verb);
  const withSubject = sentence.clauses.filter((c) => c.verb && c.subject);
  return { finite, mainFinite: sentence.clauses.some((c) => c.main && c.verb), withSubject: withSubject.length, agreeing: withSubject.filter(agreesWithSubject).length };
}

/**
 * Per set: sentences with a finite Italian verb (in any clause, in a main clause), clauses whose verb and
 * subject agree in person and number, sentences meeting both (finite verb, every subject agreeing), and
 * the source words left as they were (not names), kept as names, or left out for want of a meaning.
 */
function reportChecks(translator: EmbeddedTranslator, items: Item[], show: (item: Item) => boolean): void {
  const groups = new Map<string, Checks>();
  for (const item of items) {
    const { sentences } = translator.report({ text: item.source, lang: item.lang });
    for (const sentence of sentences) {
      const check = checkSentence(sentence);
      const complete = check.finite && check.agreeing === check.withSubject;
      if (show(item) && (!complete || sentence.untranslated.length > 0)) {
        const wrong = sentence.clauses.filter((c) => !agreesWithSubject(c)).map((c) => `${c.subject?.text ?? ''} ≠ ${c.verb?.text ?? ''}`);
        process.stdout.write(`[${item.part}] ${sentence.text}\n  ${check.finite ? '' : 'senza verbo finito; '}${wrong.length > 0 ? `accordo: ${wrong.join('; ')}; ` : ''}${sentence.untranslated.length > 0 ? `non tradotte: ${sentence.untranslated.join(' ')}` : ''}\n`);
      }
      for (const key of [`${item.lang} ${item.kind}`, `${item.lang} ${item.kind} ${item.part}`]) {
        const g = groups.get(key) ?? { n: 0, finite: 0, mainFinite: 0, withSubject: 0, agreeing: 0, complete: 0, left: 0, names: 0, omitted: 0 };
        g.n++;
        g.finite += Number(check.finite);
        g.mainFinite += Number(check.mainFinite);
        g.withSubject += check.withSubject;
        g.agreeing += check.agreeing;
        g.complete += Number(complete);
        g.left += sentence.untranslated.length;
        g.names += sentence.names.length;
        g.omitted += sentence.omitted.length;
        groups.set(key, g);
      }
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}`;
  process.stdout.write(`\nVerbo finito e accordo (traduttore integrato; frasi = frasi della traduzione)\n${'set'.padEnd(20)}${'frasi'.padStart(6)}${'verbo%'.padStart(8)}${'princ%'.padStart(8)}${'accordo'.padStart(10)}${'acc%'.padStart(7)}${'tutto%'.padStart(8)}${'lat/gr'.padStart(8)}${'nomi'.padStart(6)}${'omesse'.padStart(8)}\n`);
  for (const [key, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    process.stdout.write(`${key.padEnd(20)}${String(g.n).padStart(6)}${pct(g.finite, g.n).padStart(8)}${pct(g.mainFinite, g.n).padStart(8)}${`${g.agreeing}/${g.withSubject}`.padStart(10)}${pct(g.agreeing, g.withSubject).padStart(7)}${pct(g.complete, g.n).padStart(8)}${String(g.left).padStart(8)}${String(g.names).padStart(6)}${String(g.omitted).padStart(8)}\n`);
  }
}

/** Share of the Greek running words whose lemma has an Italian meaning (the rest show the Greek form). */
function reportGreekMeaningCoverage(items: Item[]): void {
  const words = items.filter((i) => i.lang === 'grc').flatMap((i) => getGreekAnalyzer().analyzeText(i.source)).filter((t) => t.kind === 'word');
  const covered = words.filter((t) => t.meaning !== '').length;
  process.stdout.write(`\ngreco: ${covered}/${words.length} parole con un significato italiano (${((covered / Math.max(1, words.length)) * 100).toFixed(1)} %)\n`);
}

async function main(): Promise<void> {
  const showCheck = process.argv.includes('--show-check');
  const showTune = showCheck || process.argv.includes('--show');
  const show = (item: Item) => (item.part === 'check' ? showCheck : showTune);
  const langAt = process.argv.indexOf('--lang');
  const only = langAt > 0 ? process.argv[langAt + 1] : undefined;
  const setAt = process.argv.indexOf('--set');
  const wanted = inSets(setAt > 0 ? process.argv[setAt + 1] : undefined);
  const items = readDevSet().filter((item) => (!only || item.lang === only) && wanted(item));
  if (items.some((item) => item.lang === 'grc')) reportGreekMeaningCoverage(items);
  const embedded = createEmbeddedTranslator();
  await evaluate('Traduttore letterale integrato (embedded)', embedded, items, show);
  reportChecks(embedded, items, show);
  const env = loadEnv();
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    const model = createOpenAiTranslator({
      baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS, maxRetries: env.LLM_MAX_RETRIES,
      readWords: readWords, ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
    });
    await evaluate(`Modello ${env.LLM_MODEL}`, model, items, show);
  } else {
    process.stdout.write('\n(modello non configurato: imposta LLM_BASE_URL e LLM_MODEL per valutarlo)\n');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`evaluate-translation: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
