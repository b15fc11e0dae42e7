/**
 * UD PROIEL dev's k-fold cross-validation (as `npm run evaluate -- --lang grc --greek-proiel-folds 5 --epochs 5`), with
 * each fold's tagging kept on disk: the first run trains a model per fold and saves what it tagged; later runs learn
 * only the conventions again on each fold's training side and write and score the fold as the CoNLL-U command does.
 * The tagging does not read the conventions' parts of speech or classifiers (only their lemmas, tagger/choose.ts), so a
 * change to those is measured in minutes. Prints the figures per fold and the most frequent (gold, written) errors.
 *   node --import tsx packages/analyzer/scripts/eval/greek-proiel-cv.ts --cache DIR [--folds 5] [--epochs 5] [--top 40]
 *     [--all-context]   learn every annotation's classifiers (default: UD PROIEL's alone, all its output reads)
 *     [--context REGEX] print the sentences of the errors whose "gold→written lemma" matches
 *     [--only 2,3,4]    run only these folds (1-based; one process per fold trains them side by side)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trainTagger } from '../../src/core/tagger/train';
import { taggingConvention } from '../../src/greek/cli';
import { dropFalseImperfectTags } from '../../src/greek/lexicon/false-imperfects';
import { loadGreekLexicon } from '../../src/greek/lexicon/index';
import { loadGreekMeanings } from '../../src/greek/meanings';
import { createGreekAnalyzer } from '../../src/greek/pipeline';
import { CONTEXT_POS_ANNOTATIONS, learnGreekConventions } from '../../src/greek/tagger/conventions';
import { pruneGreekLemmaTables } from '../../src/greek/tagger/prune';
import { GREEK_TRAIN_OPTIONS } from '../../src/greek/tagger/train-options';
import { greekFold, greekTrainingFiles } from '../../src/greek/ud/treebanks';
import { readGreekTrainingSentences, withPlainCopies, type GreekTrainingSentence } from '../../src/greek/ud/training';
import { addScore, GREEK_SCORE_HEADER, GreekScore, OUTPUT, readGold, scoreSentence, type Gold, type ScoredToken } from './greek';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const cache = arg('--cache', '');
if (!cache) throw new Error('--cache DIR: where the folds\' tagging is kept');
const folds = Number(arg('--folds', '5'));
const epochs = Number(arg('--epochs', '5'));
const top = Number(arg('--top', '40'));
const context = process.argv.includes('--context') ? new RegExp(arg('--context', ''), 'u') : undefined;
const annotations = process.argv.includes('--all-context') ? CONTEXT_POS_ANNOTATIONS : ['proiel'];
const only = process.argv.includes('--only') ? new Set(arg('--only', '').split(',').map(Number)) : undefined;
mkdirSync(cache, { recursive: true });

const lexicon = loadGreekLexicon();
const files = greekTrainingFiles();
const file = files.find((f) => f.convention === 'proiel');
if (!file) throw new Error('no UD PROIEL dev file');
const own = readGreekTrainingSentences(file.path, file.convention, lexicon);
const others = files.filter((f) => f.path !== file.path).flatMap((f) => readGreekTrainingSentences(f.path, f.convention, lexicon));
const gold = readGold(file.path, false);

/** What the scoring reads of a token. */
function slim(t: ScoredToken): ScoredToken {
  const out: ScoredToken = { lemma: t.lemma, upos: t.upos, feats: t.feats, kind: t.kind };
  if (t.uncertain) out.uncertain = true;
  if (t.analysis?.treebankLemma !== undefined || t.analysis?.treebankUpos !== undefined) {
    out.analysis = {};
    if (t.analysis.treebankLemma !== undefined) out.analysis.treebankLemma = t.analysis.treebankLemma;
    if (t.analysis.treebankUpos !== undefined) out.analysis.treebankUpos = t.analysis.treebankUpos;
  }
  return out;
}

const total = new GreekScore();
const errors = new Map<string, number>();
const shown: string[] = [];
for (let fold = 0; fold < folds; fold++) {
  if (only && !only.has(fold + 1)) continue;
  const t0 = process.cpuUsage();
  const train: GreekTrainingSentence[] = [...others];
  const test: Gold[][] = [];
  own.forEach((s, i) => (greekFold(i, folds) === fold ? test.push(gold[i]!) : train.push(s)));
  const path = join(cache, `proiel-${folds}-${epochs}-fold${fold + 1}.json`);
  if (!existsSync(path)) {
    const model = trainTagger(withPlainCopies(train, lexicon), { ...GREEK_TRAIN_OPTIONS, epochs });
    const full = learnGreekConventions(train, []);
    pruneGreekLemmaTables(model, lexicon, full);
    dropFalseImperfectTags(model);
    const analyzer = createGreekAnalyzer({ lexicon, meanings: loadGreekMeanings(), tagger: { model, conventions: full }, convention: taggingConvention(OUTPUT.proiel) });
    writeFileSync(path, JSON.stringify(test.map((g) => analyzer.analyzeForms(g.map((w) => w.form)).map(slim))));
  }
  const tagged = JSON.parse(readFileSync(path, 'utf8')) as ScoredToken[][];
  // The forms are the gold file's (the analyzer tagged them one for one), which the output reads (ud/proiel-adverbs.ts)
  // as the evaluate command's analyzer hands them on: not kept on disk.
  tagged.forEach((tokens, s) => tokens.forEach((t, k) => (t.form = test[s]![k]!.form)));
  const tables = learnGreekConventions(train, annotations);
  const score = new GreekScore();
  tagged.forEach((tokens, s) => {
    const outs = scoreSentence(score, tokens, test[s]!, 'proiel', tables);
    outs.forEach((o, k) => {
      const g = test[s]![k]!;
      if (o.upos === g.upos || g.upos === 'PUNCT') return;
      const key = `${g.upos}→${o.upos} ${g.lemma}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      if (context?.test(key)) shown.push(`${key}\t${test[s]!.map((w, j) => (j === k ? `[${w.form}]` : w.form)).join(' ')}`);
    });
  });
  addScore(total, score);
  const cpu = process.cpuUsage(t0);
  console.log(`fold ${fold + 1}/${folds}: ${score.row().join('  ')}  ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU`);
}
console.log(['', ...GREEK_SCORE_HEADER].join('  '));
console.log(`all  ${total.row().join('  ')}`);
const byPair = new Map<string, number>();
for (const [k, n] of errors) byPair.set(k.split(' ')[0]!, (byPair.get(k.split(' ')[0]!) ?? 0) + n);
console.log(`pairs: ${[...byPair].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, n]) => `${k} ${n}`).join(', ')}`);
for (const [k, n] of [...errors].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${n}\t${k}`);
for (const line of shown) console.log(line);
