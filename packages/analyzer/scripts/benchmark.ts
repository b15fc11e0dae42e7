/**
 * Speed and memory of the Latin analyzer on one core: load time (lexicon + tagger model), tokens/s of the
 * tagging path (lexicon candidates + tagger + lemma choice) and of the whole pipeline (with Italian cards),
 * RSS; and Whitaker's Words on the same word list, side by side, when it is installed.
 *   npm run benchmark -- [--limit 50000]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConllu, wordRows } from '../src/core/conllu';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { latinTreebankFiles } from '../src/latin/ud/treebanks';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg >= 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

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

const t0 = performance.now();
const lexicon = loadLatinLexicon();
const analyzer = createLatinAnalyzer({ lexicon });
const loadMs = performance.now() - t0;

// Wall time, and CPU time of this (single-threaded) process: on a shared machine the CPU figure is the
// speed on one core, the wall figure what a user waited.
function timeIt(label: string, run: () => void): void {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  run();
  const s = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  console.log(`${label.padEnd(38)} ${(tokens / s).toFixed(0).padStart(8)} tokens/s wall, ${(tokens / cpuS).toFixed(0).padStart(8)} tokens/s CPU  (${tokens} tokens, ${s.toFixed(2)} s, RSS ${mb(process.memoryUsage().rss)})`);
}

console.log(`load (lexicon + tagger model)          ${loadMs.toFixed(0)} ms, RSS ${mb(process.memoryUsage().rss)}`);
timeIt('tagging, cold caches', () => sentences.forEach((s) => analyzer.tagForms(s)));
timeIt('tagging, warm caches', () => sentences.forEach((s) => analyzer.tagForms(s)));
timeIt('whole pipeline with cards, cold cards', () => sentences.forEach((s) => analyzer.analyzeTokens(s)));
timeIt('whole pipeline with cards, warm', () => sentences.forEach((s) => analyzer.analyzeTokens(s)));
// Collect garbage first when allowed (node --expose-gc), so that RSS shows what the analyzer keeps.
(globalThis as { gc?: () => void }).gc?.();
const mem = process.memoryUsage();
console.log(`RSS ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}, array buffers ${mb(mem.arrayBuffers)}`);

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
    console.log(`Whitaker's Words                       ${(list.length / s).toFixed(0).padStart(8)} words/s  (${list.length} distinct words, ${s.toFixed(2)} s)`);
    const vs = performance.now();
    for (const w of list) lexicon.analyze(w);
    const vsS = (performance.now() - vs) / 1000;
    console.log(`Versio lexicon, same distinct words    ${(list.length / vsS).toFixed(0).padStart(8)} words/s`);
  } catch (error) {
    console.log(`Whitaker's Words failed to run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
