/**
 * Speed and memory of the Latin analyzer on one core, against the targets (≥ 100,000 tokens/s once loaded,
 * load ≤ 1.5 s, resident memory ≤ 400 MB without a heap cap): load time (lexicon + tagger model), tokens/s
 * of the tagging path (`tagForms`: lexicon candidates + tagger + lemma choice, what the CoNLL-U CLI uses),
 * of the whole pipeline with Italian cards (`analyzeTokens` on the same sentences, `analyzeText` on them as
 * text), RSS and heap; and Whitaker's Words on the same word list, side by side, when it is installed.
 * Data: the dev splits of the UD Latin treebanks (gold tokenisation). Each path runs twice on the same
 * analyzer: "first pass" starts with empty caches (every form is new, the code not yet optimised: what
 * one file through the CLI costs), "second pass" reuses them (a server that has seen the words before) and is
 * the median of WARM_PASSES runs, since a shared machine's speed drifts by ±15 % from one run to the next.
 *   npm run benchmark -- [--limit 50000]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parseConllu, wordRows } from '../src/core/conllu';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { latinTreebankFiles } from '../src/latin/ud/treebanks';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg >= 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const MB = 1024 * 1024;
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;

const sentences: string[][] = [];
let tokens = 0;
for (const f of latinTreebankFiles().filter((f) => f.split === 'dev')) {
  for (const s of parseConllu(readFileSync(f.path, 'utf8'))) {
    const forms = wordRows(s).map((c) => c[1]!);
    if (forms.length === 0 || tokens >= limit) continue;
    sentences.push(forms);
    tokens += forms.length;
  }
}
const texts = sentences.map((s) => s.join(' '));

const t0 = performance.now();
const lexicon = loadLatinLexicon();
const analyzer = createLatinAnalyzer({ lexicon });
const loadS = (performance.now() - t0) / 1000;

/** Warm runs of each path; the median is reported. */
const WARM_PASSES = 5;

/**
 * Wall time, and CPU time of this (single-threaded) process: on a shared machine the CPU figure is the
 * speed on one core, the wall figure what a user waited. With `passes` > 1 the path runs that many times
 * and the run with the median CPU time is reported. Returns tokens/s of CPU time.
 */
function timeIt(label: string, run: () => number, passes = 1): number {
  const runs: { count: number; s: number; cpuS: number }[] = [];
  for (let p = 0; p < passes; p++) {
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    const count = run();
    const cpu = process.cpuUsage(cpu0);
    runs.push({ count, s: (performance.now() - start) / 1000, cpuS: (cpu.user + cpu.system) / 1e6 });
  }
  runs.sort((a, b) => a.cpuS - b.cpuS);
  const { count, s, cpuS } = runs[(runs.length - 1) >> 1]!;
  const spread = passes > 1 ? `, median of ${passes}: ${runs.map((r) => (r.count / r.cpuS / 1000).toFixed(0)).join('/')}k` : '';
  console.log(`${label.padEnd(44)} ${(count / s).toFixed(0).padStart(8)} tokens/s wall, ${(count / cpuS).toFixed(0).padStart(8)} tokens/s CPU  (${count} tokens, ${s.toFixed(2)} s, RSS ${mb(process.memoryUsage().rss)}${spread})`);
  return count / cpuS;
}

const tagForms = () => {
  for (const s of sentences) analyzer.tagForms(s);
  return tokens;
};
const analyzeTokens = () => {
  for (const s of sentences) analyzer.analyzeTokens(s);
  return tokens;
};
const analyzeText = () => {
  let count = 0;
  for (const t of texts) count += analyzer.analyzeText(t).length;
  return count;
};

console.log(`${sentences.length} sentences, ${tokens} tokens (UD Latin dev splits)`);
console.log(`load (lexicon + tagger model)                ${loadS.toFixed(2)} s, RSS ${mb(process.memoryUsage().rss)}`);
const tag = [timeIt('tagging (tagForms), first pass', tagForms), timeIt('tagging (tagForms), warm', tagForms, WARM_PASSES)];
const full = [timeIt('pipeline + cards (analyzeTokens), first pass', analyzeTokens), timeIt('pipeline + cards (analyzeTokens), warm', analyzeTokens, WARM_PASSES)];
const text = timeIt('pipeline + cards (analyzeText), caches warm', analyzeText, WARM_PASSES);
const mem = process.memoryUsage();
const heap = getHeapStatistics();
// The live heap is what the analyzer keeps; the rest of the heap is garbage not yet collected.
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const live = gc ? mb(process.memoryUsage().heapUsed) : 'n/a (run node with --expose-gc)';

const fmt = (n: number) => n.toFixed(0).padStart(8);
console.log(`
figures (CPU time on one core)       target        first pass  warm (median)
  tagging path (tagForms)            ≥ 100,000      ${fmt(tag[0]!)}     ${fmt(tag[1]!)} tokens/s
  pipeline with cards (analyzeTokens)               ${fmt(full[0]!)}     ${fmt(full[1]!)} tokens/s
  pipeline with cards (analyzeText)                              ${fmt(text)} tokens/s
  load                               ≤ 1.5 s        ${loadS.toFixed(2)} s
  RSS after the run                  ≤ 400 MB       ${mb(mem.rss)}
  heap used / heap size              (no cap)       ${mb(heap.used_heap_size)} / ${mb(heap.total_heap_size)}, live after GC ${live}, array buffers ${mb(mem.arrayBuffers)}
`);

const words = '/usr/bin/whitakers-words';
if (!existsSync(words)) {
  console.log("Whitaker's Words: not installed (apt-get install whitakers-words), skipped");
} else {
  const list = [...new Set(sentences.flat().filter((w) => /^[A-Za-z]+$/.test(w)))].slice(0, 20000);
  const dir = mkdtempSync(join(tmpdir(), 'versio-words-'));
  const input = join(dir, 'words.txt');
  writeFileSync(input, `${list.join('\n')}\n`);
  const dataDir = ['/usr/share/whitakers-words', '/usr/lib/whitakers-words'].find((d) => existsSync(d));
  const start = performance.now();
  try {
    execFileSync(words, [input], { cwd: dataDir ?? dir, stdio: ['ignore', 'ignore', 'ignore'], timeout: 600_000 });
    const s = (performance.now() - start) / 1000;
    console.log(`Whitaker's Words                             ${(list.length / s).toFixed(0).padStart(8)} words/s  (${list.length} distinct words, ${s.toFixed(2)} s)`);
    const vs = performance.now();
    for (const w of list) lexicon.analyze(w);
    const vsS = (performance.now() - vs) / 1000;
    console.log(`Versio lexicon, same distinct words          ${(list.length / vsS).toFixed(0).padStart(8)} words/s`);
  } catch (error) {
    console.log(`Whitaker's Words failed to run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
