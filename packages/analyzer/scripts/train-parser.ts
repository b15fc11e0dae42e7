/**
 * Trains the Latin dependency parser (decision 068) on the UD Latin train and dev files the tagger trains on (with
 * `--commercial` only the commercially usable ones) and writes `<data>/models/lat-parser[-commercial].json`.
 * With `--evaluate` it holds out every fifth sentence of each file instead, trains on the rest and prints the
 * held-out attachment scores (UAS / LAS, punctuation included), on gold tags and on the shipped tagger's tags.
 *   node --import tsx packages/analyzer/scripts/train-parser.ts [--commercial] [--epochs N] [--evaluate [--gold-only]]
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ParserExample } from '../src/core/parser/model';
import { trainParser, type DependencyParser } from '../src/core/parser/model';
import { parseFeats } from '../src/core/types';
import { normalizeLatin } from '../src/latin/normalize';
import { parserExampleOf, parserWords } from '../src/latin/parser/examples';
import { parserModelBase } from '../src/latin/parser/paths';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { latinTreebankFiles, readTreebank, treebankFileLabel } from '../src/latin/ud/treebanks';
import { latinTagOf } from '../src/latin/ud/training';

const commercial = process.argv.includes('--commercial');
const evaluate = process.argv.includes('--evaluate');
const epochsAt = process.argv.indexOf('--epochs');
const epochs = epochsAt > 0 ? Number(process.argv[epochsAt + 1]) : 10;
const files = latinTreebankFiles({ commercial });
type Example = ParserExample & { forms: string[]; tags: string[] };
const byFile = files.map((f) => ({ label: treebankFileLabel(f), sentences: readTreebank(f).map((s) => parserExampleOf(s, f.treebank)).filter((s): s is Example => s !== null) }));
const held = (k: number) => evaluate && k % 5 === 0;
const training = byFile.flatMap((f) => f.sentences.filter((_, k) => !held(k)));
console.log(`parser on ${byFile.map((f) => f.label).join(', ')}: ${training.length} sentences`);
const started = process.cpuUsage();
const parser = trainParser(training, { epochs, log: (l) => console.log(l) });
const cpu = process.cpuUsage(started);
console.log(`trained in ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`);

/** Attachment scores of `parser` over examples, each read with the tags `tagsOf` gives. */
function score(p: DependencyParser, examples: readonly Example[], tagsOf: (ex: Example) => readonly string[]): { uas: number; las: number; tokens: number; micros: number } {
  let right = 0;
  let labelled = 0;
  let tokens = 0;
  let micros = 0;
  for (const ex of examples) {
    const words = parserWords(ex.forms.map(normalizeLatin), tagsOf(ex));
    const t = process.cpuUsage();
    const parse = p.parse(words);
    const d = process.cpuUsage(t);
    micros += d.user + d.system;
    for (let i = 1; i < ex.heads.length; i++) {
      tokens++;
      if (parse.heads[i] !== ex.heads[i]) continue;
      right++;
      if (parse.relations[i] === ex.relations[i]) labelled++;
    }
  }
  return { uas: (100 * right) / tokens, las: (100 * labelled) / tokens, tokens, micros };
}

if (evaluate) {
  // `--gold-only`: without the tagger's tags (before the tagger is built).
  const tagger = process.argv.includes('--gold-only') ? null : createLatinAnalyzer({ commercial });
  const predicted = (ex: Example) => (tagger ? tagger.tagForms(ex.forms).map((t) => latinTagOf(t.upos, parseFeats(t.feats))) : ex.tags);
  const sum = { gold: [0, 0, 0], predicted: [0, 0, 0], micros: 0 };
  for (const f of byFile) {
    const test = f.sentences.filter((_, k) => held(k));
    const g = score(parser, test, (ex) => ex.tags);
    const p = score(parser, test, predicted);
    sum.gold = [sum.gold[0]! + g.uas * g.tokens, sum.gold[1]! + g.las * g.tokens, sum.gold[2]! + g.tokens];
    sum.predicted = [sum.predicted[0]! + p.uas * p.tokens, sum.predicted[1]! + p.las * p.tokens, sum.predicted[2]! + p.tokens];
    sum.micros += g.micros;
    console.log(`${f.label}: ${g.tokens} tokens, gold tags UAS ${g.uas.toFixed(2)} LAS ${g.las.toFixed(2)}; tagger's tags UAS ${p.uas.toFixed(2)} LAS ${p.las.toFixed(2)}`);
  }
  const [gu, gl, n] = sum.gold;
  const [pu, pl] = sum.predicted;
  console.log(`all: ${n} tokens, gold tags UAS ${(gu! / n!).toFixed(2)} LAS ${(gl! / n!).toFixed(2)}; tagger's tags UAS ${(pu! / n!).toFixed(2)} LAS ${(pl! / n!).toFixed(2)}; ${(sum.micros / n!).toFixed(2)} µs of CPU per token`);
} else {
  const base = parserModelBase(commercial);
  mkdirSync(dirname(base), { recursive: true });
  parser.save(base, { commercial, epochs, sources: byFile.map((f) => f.label) });
  console.log(`weights → ${base}.weights`);
}
