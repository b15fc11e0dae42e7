/**
 * Settings that do not change the tagger's weights, measured on one model per fold: trains on everything but
 * one fold of a treebank file, tags the fold in the treebank's convention once per variant, and prints one
 * score row per variant. A development tool; the reported figures come from `npm run evaluate`.
 *   --margins '40,25;60,40'     the grammar rules' finite-verb and subject margins (constraints.ts)
 *   --thresholds '3,0.9;2,0.8'  the occurrences and share a convention's part of speech for a lemma needs
 *                               (lemmatizer.ts, CONVENTION_UPOS_MIN and CONVENTION_UPOS_SHARE), then optionally
 *                               those of its own lemma for a lexicon lemma (CONVENTION_LEMMA_MIN, _SHARE): '2,0.8,2,0.6'
 *   --without 'people;'         grammar rules left out (constraints.ts RuleName, ',' between names; '' = all rules)
 *   node --import tsx packages/analyzer/scripts/eval/tagging-variants.ts --treebank perseus [--folds 5] --margins '40,25;60,40'
 */
import { readFileSync } from 'node:fs';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { CONVENTION_THRESHOLDS } from '../../src/core/tagger/lemmatizer';
import { TaggerModel } from '../../src/core/tagger/model';
import { buildLemmaTables, trainTagger, type TrainingSentence } from '../../src/core/tagger/train';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { createLatinAnalyzer, type CreateLatinAnalyzerOptions } from '../../src/latin/pipeline';
import { createLatinCandidates } from '../../src/latin/pipeline-candidates';
import { latinTreebankFiles } from '../../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../../src/latin/ud/training';
import { Score, SCORE_HEADER } from './score';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const pairs = (text: string) => text.split(';').map((s) => s.split(',').map(Number) as [number, number, number?, number?]);

const treebank = arg('--treebank') ?? 'perseus';
const folds = Number(arg('--folds') ?? 5);
const margins = arg('--margins');
const thresholds = arg('--thresholds');
const without = arg('--without');
if ([margins, thresholds, without].filter((x) => x !== undefined).length !== 1) throw new Error('give one of --margins, --thresholds, --without');
const names = without?.split(';');
const variants = names ? names.map(() => [0, 0] as [number, number]) : pairs(margins ?? thresholds!);

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const read = (path: string, tb: Parameters<typeof readTrainingSentences>[1]) => readTrainingSentences(path, tb, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass);
const files = latinTreebankFiles();
const target = files.find((f) => f.treebank === treebank && (f.split === 'dev' || treebank === 'perseus'));
if (!target) throw new Error(`no dev file for ${treebank}`);
const others: TrainingSentence[] = files.filter((f) => f !== target).flatMap((f) => read(f.path, f.treebank));
const own = read(target.path, target.treebank);
const gold = parseConllu(readFileSync(target.path, 'utf8')).map(wordRows).filter((r) => r.length > 0)
  .map((rows) => rows.map((c) => ({ form: c[1]!, lemma: c[2]!, upos: c[3]!, feats: c[5]! })));

const scores = variants.map(() => new Score());
for (let fold = 0; fold < folds; fold++) {
  const train = [...others];
  const test: number[] = [];
  own.forEach((s, i) => (i % folds === fold ? test.push(i) : train.push(s)));
  const model = trainTagger(train, { epochs: 4, seed: 1, ensemble: LATIN_ENSEMBLE, balanceTokens: LATIN_BALANCE_TOKENS });
  variants.forEach(([a, b, c, d], k) => {
    const options: CreateLatinAnalyzerOptions = { lexicon, convention: target.treebank };
    if (names) Object.assign(options, { model, withoutRules: new Set(names[k]!.split(',').filter(Boolean)) });
    else if (margins) Object.assign(options, { model, ruleMargins: { finiteVerb: a, subject: b } });
    else options.model = new TaggerModel(model.tagset, model.dict, model.weights, buildLemmaTables(train, { uposMin: a, uposShare: b, lemmaMin: c ?? CONVENTION_THRESHOLDS.lemmaMin, lemmaShare: d ?? CONVENTION_THRESHOLDS.lemmaShare }), model.meta);
    const analyzer = createLatinAnalyzer(options);
    for (const i of test) analyzer.tagForms(own[i]!.forms).forEach((p, j) => scores[k]!.add(target.treebank, gold[i]![j]!, p));
  });
  console.error(`fold ${fold + 1}/${folds}`);
}
console.log([names ? 'without' : margins ? 'margins' : 'thresholds', ...SCORE_HEADER].join('\t'));
variants.forEach((v, k) => console.log([names ? names[k] || '-' : v.join(','), ...scores[k]!.row()].join('\t')));
