/**
 * The grammar rules' soft margins (constraints.ts) measured on one model per fold: trains on everything but
 * one fold of a treebank file, tags the fold with each set of margins in the treebank's convention, and
 * prints one score row per set. A development tool; the reported figures come from `npm run evaluate`.
 *   node --import tsx packages/analyzer/scripts/eval/rule-margins.ts --treebank perseus [--folds 5] [--sets '40,25;60,40']
 */
import { readFileSync } from 'node:fs';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { trainTagger, type TrainingSentence } from '../../src/core/tagger/train';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../../src/latin/pipeline';
import { createLatinCandidates } from '../../src/latin/pipeline-candidates';
import { latinTreebankFiles } from '../../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../../src/latin/ud/training';
import { Score, SCORE_HEADER } from './score';
function arg(name: string, fallback: string): string { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1]! : fallback; }
const treebank = arg('--treebank', 'perseus');
const folds = Number(arg('--folds', '5'));
const sets = arg('--sets', '40,25;60,40').split(';').map((s) => s.split(',').map(Number));
const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const files = latinTreebankFiles();
const target = files.find((f) => f.treebank === treebank && (f.split === 'dev' || treebank === 'perseus'))!;
const others: TrainingSentence[] = [];
for (const f of files) if (f !== target) others.push(...readTrainingSentences(f.path, f.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass));
const own = readTrainingSentences(target.path, target.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass);
const gold = parseConllu(readFileSync(target.path, 'utf8')).map(wordRows).filter((r) => r.length > 0).map((rows) => rows.map((c) => ({ form: c[1]!, lemma: c[2]!, upos: c[3]!, feats: c[5]! })));
const scores = sets.map(() => new Score());
for (let fold = 0; fold < folds; fold++) {
  const train = [...others];
  const test: number[] = [];
  own.forEach((s, i) => (i % folds === fold ? test.push(i) : train.push(s)));
  const model = trainTagger(train, { epochs: 4, seed: 1, ensemble: LATIN_ENSEMBLE, balanceTokens: LATIN_BALANCE_TOKENS });
  sets.forEach(([fv, sm], k) => {
    const analyzer = createLatinAnalyzer({ lexicon, model, convention: target.treebank, ruleMargins: { finiteVerb: fv!, subject: sm! } });
    for (const i of test) analyzer.tagForms(own[i]!.forms).forEach((p, j) => scores[k]!.add(target.treebank, gold[i]![j]!, p));
  });
  console.error(`fold ${fold} done`);
}
console.log(['margins', ...SCORE_HEADER].join('\t'));
sets.forEach((s, k) => console.log([s.join(','), ...scores[k]!.row()].join('\t')));
