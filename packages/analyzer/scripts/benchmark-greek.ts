/**
 * Speed and memory of the Greek analyzer on one core, against the targets (≥ 100,000 tokens/s warm on the text
 * path, load ≤ 2 s): load time (lexicon, tagger model, meanings); the whole path of the text CLI (`--lang grc
 * --input text --output json`: text → tokens → readings → cards → JSON) on texts of about 1,500 characters made
 * of the UD Ancient Greek dev sentences, first pass (empty caches) and warm (median of three passes); the
 * CoNLL-U path (given forms); RSS; and the text CLI from outside in a fresh process given every text but the first
 * (less one given the first alone), as a tool measuring it on held-out text finds it. Run by `npm run benchmark` in a process of its own, or alone:
 *   node --import tsx packages/analyzer/scripts/benchmark-greek.ts [--limit 50000]
 */
import { parseConllu, wordRows } from '../src/core/conllu';
import { loadGreekLexicon } from '../src/greek/lexicon/index';
import { loadGreekMeanings } from '../src/greek/meanings';
import { createGreekAnalyzer } from '../src/greek/pipeline';
import { formatGreekTokensJson } from '../src/greek/token-json';
import { greekDevFiles, readConlluText } from '../src/greek/ud/treebanks';
import { freshCliRate } from './cli-cpu';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg >= 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const MB = 1024 * 1024;
const TEXT_CHARS = 1500;
const WARM_PASSES = 3;

const sentences: string[][] = [];
let tokens = 0;
for (const f of greekDevFiles()) {
  for (const s of parseConllu(readConlluText(f.path))) {
    const forms = wordRows(s).map((c) => c[1]!);
    if (forms.length === 0 || tokens >= limit) continue;
    sentences.push(forms);
    tokens += forms.length;
  }
}
const texts: string[] = [];
for (const t of sentences.map((s) => s.join(' '))) {
  const last = texts.length - 1;
  if (last >= 0 && texts[last]!.length + 1 + t.length <= TEXT_CHARS) texts[last] += ` ${t}`;
  else texts.push(t);
}

const t0 = performance.now();
const loadCpu0 = process.cpuUsage();
const analyzer = createGreekAnalyzer({ lexicon: loadGreekLexicon(), meanings: loadGreekMeanings() });
const loadS = (performance.now() - t0) / 1000;
const loadCpu = process.cpuUsage(loadCpu0);
console.log(`Greek: ${sentences.length} sentences, ${tokens} tokens (UD Ancient Greek dev splits), ${texts.length} texts of ≤ ${TEXT_CHARS} characters; ${analyzer.tagger ? 'tagger' : 'no tagger model: lexicon ranking'}`);
console.log(`load (lexicon + tagger model + meanings)     ${loadS.toFixed(2)} s wall, ${((loadCpu.user + loadCpu.system) / 1e6).toFixed(2)} s CPU, RSS ${(process.memoryUsage().rss / MB).toFixed(0)} MB`);

/** One pass: tokens, wall seconds, CPU seconds (what a shared machine's load does not inflate as much). */
function pass(run: () => number): { count: number; s: number; cpuS: number } {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const count = run();
  const cpu = process.cpuUsage(cpu0);
  return { count, s: (performance.now() - start) / 1000, cpuS: (cpu.user + cpu.system) / 1e6 };
}

const textPath = () => {
  let n = 0;
  for (const t of texts) {
    const out = analyzer.analyzeText(t);
    n += out.length;
    if (formatGreekTokensJson(out).length === 0) throw new Error('empty JSON');
  }
  return n;
};
const formsPath = () => {
  let n = 0;
  for (const s of sentences) n += analyzer.analyzeForms(s).length;
  return n;
};

for (const [label, run] of [['text → JSON', textPath], ['CoNLL-U forms → readings', formsPath]] as const) {
  const first = pass(run);
  const warm = Array.from({ length: WARM_PASSES }, () => pass(run)).sort((a, b) => a.s - b.s)[1]!;
  const rate = (p: { count: number; s: number; cpuS: number }) => `${(p.count / p.s).toFixed(0).padStart(7)} wall, ${(p.count / p.cpuS).toFixed(0).padStart(7)} CPU`;
  console.log(`${label.padEnd(28)} tokens/s: first pass ${rate(first)}; warm ${rate(warm)} (median of ${WARM_PASSES}; ${warm.count} tokens)`);
}
const mem = process.memoryUsage();
console.log(`RSS after the run ${(mem.rss / MB).toFixed(0)} MB, heap used ${(mem.heapUsed / MB).toFixed(0)} MB (targets: warm ≥ 100,000 tokens/s, load ≤ 2 s)`);

// The CLI from outside, fresh: tokens as the analyzer counts them (punctuation included), median of three runs.
let cliTokens = 0;
for (const t of texts.slice(1)) cliTokens += analyzer.analyzeText(t).length;
const fresh = freshCliRate('grc', texts[0]!, texts.slice(1).join('\n\n'), cliTokens, 3);
console.log(`text CLI from outside (npm run -s analyze), fresh process on text not seen: ${fresh.rate.toFixed(0)} tokens/s CPU (${cliTokens} tokens; runs ${fresh.runs.map((r) => (r / 1000).toFixed(1)).join('/')}k)`);
