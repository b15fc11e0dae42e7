/**
 * Speed and memory of the Latin analyzer on one core, against the targets (≥ 100,000 tokens/s once loaded,
 * ≥ 20 times Whitaker's Words, load ≤ 1.5 s, resident memory ≤ 400 MB without a heap cap): load time (lexicon,
 * tagger model, meanings); the whole path of the text CLI (`--input text --output json`: text → tokens →
 * cards → JSON) on texts of about 1,500 characters, in tokens/s and ms per text; the tagging path (`tagForms`:
 * lexicon candidates + tagger + lemma choice, what the CoNLL-U CLI uses); the pipeline with Italian cards
 * (`analyzeTokens` on the same sentences, `analyzeText` on them as text); RSS and heap; and Whitaker's Words on
 * the same words, side by side, when it is installed (its CPU time, as ours).
 * Data: the dev splits of the UD Latin treebanks (gold tokenisation; the texts are their sentences joined).
 * "First pass" starts with empty caches (every form is new, the code not yet optimised: what one file through
 * the CLI costs); the text path's first pass runs in a process of its own, since the passes below warm the
 * code. "Warm" reuses the caches (a server that has seen the words before) and is the median of WARM_PASSES
 * runs, since a shared machine's speed drifts by ±15 % from one run to the next.
 * "From outside" runs the text CLI as a user does (`npm run -s analyze`, which runs the bundle of decision 041 when it
 * is built): the CPU time of a process given some texts once, and of one given them 1 + CLI_REPEATS times, whose
 * difference is the warm path of a loaded CLI (load, npm and the first pass cancel out); and of one given, after the
 * same texts, CLI_REPEATS times as many other texts (the texts that follow them in the dev sets), whose difference is
 * a loaded CLI reading text it has not seen; and "fresh": a process given only those other texts, less one given
 * one short text, as a tool measuring the CLI on held-out text finds it (the code not yet optimised, every form new);
 * medians of CLI_RUNS runs.
 * Then the Greek analyzer, in a process of its own (benchmark-greek.ts).
 *   npm run benchmark -- [--limit 50000]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parseConllu, wordRows } from '../src/core/conllu';
import { writeTokensJson } from '../src/core/token-json';
import { loadLatinMeanings } from '../src/latin/italian/meanings';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { latinTreebankFiles } from '../src/latin/ud/treebanks';
import { cliCpu, freshCliRate, median, withTextFiles } from './cli-cpu';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg >= 0 ? Number(process.argv[limitArg + 1]) : Infinity;
/** Set in the child process that measures the text path's first pass. */
const FIRST_PASS_CHILD = '--text-first-pass';
const isChild = process.argv.includes(FIRST_PASS_CHILD);
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
/** The length of a text a student pastes: a paragraph or two of a version. */
const TEXT_CHARS = 1500;
const longTexts: string[] = [];
for (const t of texts) {
  const last = longTexts.length - 1;
  if (last >= 0 && longTexts[last]!.length + 1 + t.length <= TEXT_CHARS) longTexts[last] += ` ${t}`;
  else longTexts.push(t);
}

const t0 = performance.now();
const lexicon = loadLatinLexicon();
const analyzer = createLatinAnalyzer({ lexicon });
loadLatinMeanings();
const loadS = (performance.now() - t0) / 1000;

/** Warm runs of each path; the median is reported. */
const WARM_PASSES = 5;

interface Timing { count: number; s: number; cpuS: number }

/** Wall and CPU time of one run of `run` (which returns the tokens it handled). */
function measure(run: () => number): Timing {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const count = run();
  const cpu = process.cpuUsage(cpu0);
  return { count, s: (performance.now() - start) / 1000, cpuS: (cpu.user + cpu.system) / 1e6 };
}

/**
 * Wall time, and CPU time of this (single-threaded) process: on a shared machine the CPU figure is the
 * speed on one core, the wall figure what a user waited. With `passes` > 1 the path runs that many times
 * and the run with the median CPU time is reported. Returns tokens/s of CPU time.
 */
function timeIt(label: string, run: () => Timing, passes = 1): number {
  const runs: Timing[] = [];
  for (let p = 0; p < passes; p++) runs.push(run());
  runs.sort((a, b) => a.cpuS - b.cpuS);
  const { count, s, cpuS } = runs[(runs.length - 1) >> 1]!;
  const spread = passes > 1 ? `, median of ${passes}: ${runs.map((r) => (r.count / r.cpuS / 1000).toFixed(0)).join('/')}k` : '';
  console.log(`${label.padEnd(44)} ${(count / s).toFixed(0).padStart(8)} tokens/s wall, ${(count / cpuS).toFixed(0).padStart(8)} tokens/s CPU  (${count} tokens, ${s.toFixed(2)} s, RSS ${mb(process.memoryUsage().rss)}${spread})`);
  return count / cpuS;
}

/** The text CLI's path: each text analysed and printed as JSON. */
const textToJson = () => {
  let count = 0;
  for (const t of longTexts) {
    const out = analyzer.analyzeText(t);
    count += out.length;
    if (writeTokensJson(out).length === 0) throw new Error('no JSON');
  }
  return count;
};

if (isChild) {
  process.stdout.write(JSON.stringify(measure(textToJson)));
  process.exit(0);
}

/** The text path's first pass, measured in a fresh process (see the header). */
function textFirstPass(): Timing {
  const args = [...process.execArgv, process.argv[1]!, FIRST_PASS_CHILD, ...(limitArg >= 0 ? ['--limit', String(limit)] : [])];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: MB })) as Timing;
}

const tagForms = () => measure(() => {
  for (const s of sentences) analyzer.tagForms(s);
  return tokens;
});
const analyzeTokens = () => measure(() => {
  for (const s of sentences) analyzer.analyzeTokens(s);
  return tokens;
});
const analyzeText = () => measure(() => {
  let count = 0;
  for (const t of texts) count += analyzer.analyzeText(t).length;
  return count;
});

console.log(`${sentences.length} sentences, ${tokens} tokens (UD Latin dev splits), ${longTexts.length} texts of ≤ ${TEXT_CHARS} characters`);
console.log(`load (lexicon + tagger model + meanings)     ${loadS.toFixed(2)} s, RSS ${mb(process.memoryUsage().rss)}`);
const textFirst = timeIt('text → JSON cards (text CLI), first pass', textFirstPass);
const tag = [timeIt('tagging (tagForms), first pass', tagForms), timeIt('tagging (tagForms), warm', tagForms, WARM_PASSES)];
const full = [timeIt('pipeline + cards (analyzeTokens), first pass', analyzeTokens), timeIt('pipeline + cards (analyzeTokens), warm', analyzeTokens, WARM_PASSES)];
const text = timeIt('pipeline + cards (analyzeText), caches warm', analyzeText, WARM_PASSES);
const textTokens = measure(textToJson).count;
const textWarm = timeIt('text → JSON cards (text CLI), warm', () => measure(textToJson), WARM_PASSES);
const mem = process.memoryUsage();
const heap = getHeapStatistics();
// The live heap is what the analyzer keeps; the rest of the heap is garbage not yet collected.
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const live = gc ? mb(process.memoryUsage().heapUsed) : 'n/a (run node with --expose-gc)';

/** Milliseconds of CPU per text at `tokensPerS` tokens/s. */
const textMs = (tokensPerS: number) => ((textTokens / tokensPerS / longTexts.length) * 1000).toFixed(2).padStart(8);
const fmt = (n: number) => n.toFixed(0).padStart(8);
console.log(`
figures (CPU time on one core)       target        first pass  warm (median)
  text → JSON cards (text CLI)       ≥ 100,000      ${fmt(textFirst)}     ${fmt(textWarm)} tokens/s
    per text of ≤ ${TEXT_CHARS} characters                ${textMs(textFirst)}     ${textMs(textWarm)} ms
  tagging path (tagForms)                           ${fmt(tag[0]!)}     ${fmt(tag[1]!)} tokens/s
  pipeline with cards (analyzeTokens)               ${fmt(full[0]!)}     ${fmt(full[1]!)} tokens/s
  pipeline with cards (analyzeText)                              ${fmt(text)} tokens/s
  load                               ≤ 1.5 s        ${loadS.toFixed(2)} s
  RSS after the run                  ≤ 400 MB       ${mb(mem.rss)}
  heap used / heap size              (no cap)       ${mb(heap.used_heap_size)} / ${mb(heap.total_heap_size)}, live after GC ${live}, array buffers ${mb(mem.arrayBuffers)}
`);

/** Copies of the texts the second process of a pair reads after the first, and pairs run. */
const CLI_REPEATS = 4;
const CLI_RUNS = 3;
/** Tokens of the texts given to the CLI from outside (the output of the longer run is ~1 KB a token). */
const CLI_TOKENS = 15_000;

/** Texts from `from` on, of about `tokens` tokens: the texts and their tokens. */
function textsOf(from: number, tokens: number): { texts: string[]; count: number } {
  const chosen: string[] = [];
  let count = 0;
  for (let i = from; i < longTexts.length && count < tokens; i++) {
    chosen.push(longTexts[i]!);
    count += analyzer.analyzeText(longTexts[i]!).length;
  }
  return { texts: chosen, count };
}

/** The text CLI from outside, warm, on text not seen and fresh (see the header): tokens/s of CPU and each run's figures. */
function cliFromOutside(): { warm: number; unseen: number; fresh: number; runs: string } {
  const first = textsOf(0, CLI_TOKENS);
  const other = textsOf(first.texts.length, CLI_TOKENS * CLI_REPEATS);
  const once = `${first.texts.join('\n\n')}\n\n`;
  const files = { 'once.txt': once, 'more.txt': once.repeat(1 + CLI_REPEATS), 'other.txt': `${once}${other.texts.join('\n\n')}\n\n` };
  const warm: number[] = [];
  const unseen: number[] = [];
  withTextFiles(files, (path) => {
    for (let r = 0; r < CLI_RUNS; r++) {
      const base = cliCpu('lat', path('once.txt'));
      warm.push((first.count * CLI_REPEATS) / (cliCpu('lat', path('more.txt')) - base));
      unseen.push(other.count / (cliCpu('lat', path('other.txt')) - base));
    }
  });
  const fresh = freshCliRate('lat', first.texts[0]!, other.texts.join('\n\n'), other.count, CLI_RUNS);
  const k = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(0)).join('/');
  return {
    warm: median(warm), unseen: median(unseen), fresh: fresh.rate,
    runs: `${first.count} tokens, then ${CLI_REPEATS} × as many: median of ${CLI_RUNS}, warm ${k(warm)}k, not seen ${k(unseen)}k, fresh ${k(fresh.runs)}k`,
  };
}

const cli = cliFromOutside();
console.log(`text CLI from outside (npm run -s analyze)   ${fmt(cli.warm)} tokens/s CPU warm, ${fmt(cli.unseen)} on text not seen, ${fmt(cli.fresh)} fresh  (${cli.runs})
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
  // bash's `time` gives the child's CPU time, comparable with ours on a shared machine.
  const start = performance.now();
  const run = spawnSync('bash', ['-c', 'TIMEFORMAT="%U %S"; time "$0" "$1" >/dev/null 2>&1', words, input], { cwd: dataDir ?? dir, encoding: 'utf8', timeout: 600_000 });
  const s = (performance.now() - start) / 1000;
  const [user, system] = run.stderr.trim().split(/\s+/).map(Number);
  if (run.status !== 0 || user === undefined || system === undefined || Number.isNaN(user + system)) {
    console.log(`Whitaker's Words failed to run: ${run.error?.message ?? run.stderr.split('\n')[0]}`);
  } else {
    const whitaker = list.length / (user + system);
    console.log(`Whitaker's Words                             ${(list.length / s).toFixed(0).padStart(8)} words/s wall, ${whitaker.toFixed(0).padStart(8)} words/s CPU  (${list.length} distinct words, ${s.toFixed(2)} s)`);
    const times = (n: number) => `${(n / whitaker).toFixed(1)}×`;
    console.log(`Versio against it, CPU (target ≥ 20×)        text → JSON ${times(textFirst)} first pass, ${times(textWarm)} warm; text CLI from outside ${times(cli.warm)} warm, ${times(cli.unseen)} not seen, ${times(cli.fresh)} fresh; tagging ${times(tag[0]!)} first pass, ${times(tag[1]!)} warm`);
    const vs = performance.now();
    for (const w of list) lexicon.analyze(w);
    const vsS = (performance.now() - vs) / 1000;
    console.log(`Versio lexicon, same distinct words          ${(list.length / vsS).toFixed(0).padStart(8)} words/s`);
  }
}

// Greek, in a process of its own (its load time and memory are its own): benchmark-greek.ts.
if (!isChild) {
  console.log('');
  spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'benchmark-greek.ts'), ...(limitArg >= 0 ? ['--limit', String(limit)] : [])], { stdio: 'inherit' });
}
