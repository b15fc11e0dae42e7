/**
 * Where the analyzer goes wrong: trains on everything except one fold of one treebank file, tags that fold
 * and prints the scores, then the most frequent UPOS confusions and lemma errors (gold → predicted, with
 * the form). A development tool for error analysis; the reported figures come from `npm run evaluate`.
 *   node --import tsx packages/analyzer/scripts/eval/fold-errors.ts --treebank perseus [--folds 5] [--fold 0] [--top 40] [--convention] [--no-rules] [--lasla weight, 0 = none] [--commercial] [--context REGEX] [--beam 3] [--seed 1] [--ensemble 2] [--balance 40000]
 */
import { readFileSync } from 'node:fs';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { TAGGING_BEAM_WIDTH } from '../../src/core/tagger/decode';
import { trainTagger, type TrainingSentence } from '../../src/core/tagger/train';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../../src/latin/pipeline';
import { createLatinCandidates } from '../../src/latin/pipeline-candidates';
import { latinTreebankFiles } from '../../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../../src/latin/ud/training';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { LASLA_PRIOR_WEIGHT, loadLaslaPrior } from '../../src/latin/lasla-prior';
import { Score, SCORE_HEADER } from './score';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const treebank = arg('--treebank', 'perseus');
const folds = Number(arg('--folds', '5'));
const fold = Number(arg('--fold', '0'));
const top = Number(arg('--top', '40'));
const epochs = Number(arg('--epochs', '4'));
const withConvention = process.argv.includes('--convention');
const rules = !process.argv.includes('--no-rules');
// --context REGEX: print the sentence of each UPOS error whose "gold→predicted  form" matches.
const context = process.argv.includes('--context') ? new RegExp(arg('--context', '')) : undefined;
const contexts: string[] = [];

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const files = latinTreebankFiles();
const target = files.find((f) => f.treebank === treebank && (f.split === 'dev' || treebank === 'perseus'));
if (!target) throw new Error(`no dev file for ${treebank}`);

const train: TrainingSentence[] = [];
// --commercial: only the commercially usable treebanks train (the target's other folds only if it is one of them).
const commercial = process.argv.includes('--commercial');
for (const f of files) if (f !== target && (!commercial || f.commercial)) train.push(...readTrainingSentences(f, f.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass));
const own = readTrainingSentences(target.path, target.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass);
const gold = parseConllu(readFileSync(target.path, 'utf8')).map(wordRows).filter((r) => r.length > 0)
  .map((rows) => rows.map((c) => ({ form: c[1]!, lemma: c[2]!, upos: c[3]!, feats: c[5]! })));
const test: number[] = [];
own.forEach((s, i) => (i % folds === fold ? test.push(i) : !commercial || target.commercial ? train.push(s) : undefined));

const t0 = Date.now();
const laslaWeight = Number(arg('--lasla', process.argv.includes('--commercial') ? String(LASLA_PRIOR_WEIGHT) : '0'));
const historyPrior = laslaWeight > 0 ? loadLaslaPrior(laslaWeight) : undefined;
// --seed: another shuffle of the training sentences, to see how far retraining alone moves the figures.
const model = trainTagger(train, { epochs, seed: Number(arg('--seed', '1')), ensemble: Number(arg('--ensemble', String(LATIN_ENSEMBLE))), balanceTokens: Number(arg('--balance', String(LATIN_BALANCE_TOKENS))), ...(historyPrior ? { historyPrior } : {}) });
model.beamWidth = Number(arg('--beam', String(TAGGING_BEAM_WIDTH)));
const analyzer = createLatinAnalyzer({ lexicon, model, rules, ...(withConvention ? { convention: target.treebank } : {}) });
const score = new Score();
const uposErrors = new Map<string, number>();
const lemmaErrors = new Map<string, number>();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
for (const i of test) {
  const predicted = analyzer.tagForms(own[i]!.forms);
  predicted.forEach((p, k) => {
    const g = gold[i]![k]!;
    score.add(target.treebank, g, p);
    if (g.upos !== p.upos) {
      const key = `${g.upos}→${p.upos}  ${g.form.toLowerCase()}`;
      bump(uposErrors, key);
      if (context?.test(key)) contexts.push(`${key}\t${gold[i]!.map((w, j) => (j === k ? `[${w.form}]` : w.upos === predicted[j]!.upos ? w.form : `${w.form}/${w.upos}>${predicted[j]!.upos}`)).join(' ')}`);
    }
    if (lemmaMatchKey(g.lemma) !== lemmaMatchKey(p.lemma)) bump(lemmaErrors, `${g.lemma}→${p.lemma}  ${g.form.toLowerCase()} (${p.source})`);
  });
}
console.log(`${target.treebank} fold ${fold}/${folds}, ${epochs} epochs, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(SCORE_HEADER.join('\t'));
console.log(score.row().join('\t'));
const show = (title: string, m: Map<string, number>) => {
  const byPair = new Map<string, number>();
  for (const [k, n] of m) byPair.set(k.split('  ')[0]!, (byPair.get(k.split('  ')[0]!) ?? 0) + n);
  console.log(`\n${title}: ${[...m.values()].reduce((a, b) => a + b, 0)} errors`);
  if (title === 'UPOS') console.log([...byPair].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, n]) => `${n} ${k}`).join('\n'));
  console.log('--');
  console.log([...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, n]) => `${n} ${k}`).join('\n'));
};
show('UPOS', uposErrors);
if (context) console.log(`\ncontexts:\n${contexts.join('\n')}`);
show('lemma', lemmaErrors);
