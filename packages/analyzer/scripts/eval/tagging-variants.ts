/**
 * Settings that do not change the tagger's weights, measured on one model per fold: trains on everything but
 * one fold of a treebank file, tags the fold in the treebank's convention once per variant, and prints one
 * score row per variant. A development tool; the reported figures come from `npm run evaluate`.
 *   --margins '40,25;60,40,80,25'  the grammar rules' finite-verb, subject and (optionally) one-finite-verb and
 *                               hyperbaton margins (latin/rules: clause-verbs.ts, subjects.ts, agreement.ts)
 *   --thresholds '3,0.9;2,0.8'  the occurrences and share a convention's part of speech for a lemma needs
 *                               (lemmatizer.ts, CONVENTION_UPOS_MIN and CONVENTION_UPOS_SHARE), then optionally
 *                               those of its own lemma for a lexicon lemma (CONVENTION_LEMMA_MIN, _SHARE): '2,0.8,2,0.6'
 *   --without 'people;'         grammar rules left out (latin/rules/registry.ts RuleName, ',' between names; '' leaves none out)
 *   --cache DIR                 keep each fold's model in DIR (trained once, loaded on later runs: delete DIR
 *                               when the training changes)
 *   --errors FILE               write every UPOS, lemma and (same UPOS) features error of each variant (variant, gold →
 *                               predicted, form, sentence)
 *   node --import tsx packages/analyzer/scripts/eval/tagging-variants.ts --treebank perseus [--folds 5] --margins '40,25;60,40'
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { CONVENTION_THRESHOLDS } from '../../src/core/tagger/lemmatizer';
import { TaggerModel } from '../../src/core/tagger/model';
import { buildLemmaTables, trainTagger, type TrainingSentence } from '../../src/core/tagger/train';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { RULE_NAMES, type RuleName } from '../../src/latin/rules/registry';
import { createLatinAnalyzer, type CreateLatinAnalyzerOptions } from '../../src/latin/pipeline';
import { createLatinCandidates } from '../../src/latin/pipeline-candidates';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { latinTreebankFiles } from '../../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../../src/latin/ud/training';
import { Score, SCORE_HEADER } from './score';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const numbers = (text: string) => text.split(';').map((s) => s.split(',').map(Number));

const treebank = arg('--treebank') ?? 'perseus';
const folds = Number(arg('--folds') ?? 5);
const margins = arg('--margins');
const thresholds = arg('--thresholds');
const without = arg('--without');
const cache = arg('--cache');
const errorsFile = arg('--errors');
const errors: string[] = [];
if ([margins, thresholds, without].filter((x) => x !== undefined).length !== 1) throw new Error('give one of --margins, --thresholds, --without');

/** One setting to measure: its label and the analyzer options it gives a fold's model (trained on `train`). */
interface Variant {
  label: string;
  options(model: TaggerModel, train: readonly TrainingSentence[]): CreateLatinAnalyzerOptions;
}
const variants: Variant[] = margins !== undefined
  ? numbers(margins).map(([finiteVerb, subject, oneFiniteVerb, hyperbaton]) => ({
    label: [finiteVerb, subject, oneFiniteVerb, hyperbaton].filter((x) => x !== undefined).join(','),
    options: (model) => ({ model, ruleMargins: { finiteVerb: finiteVerb!, subject: subject!, ...(oneFiniteVerb !== undefined ? { oneFiniteVerb } : {}), ...(hyperbaton !== undefined ? { hyperbaton } : {}) } }),
  }))
  : thresholds !== undefined
    ? numbers(thresholds).map(([uposMin, uposShare, lemmaMin, lemmaShare]) => ({
      label: [uposMin, uposShare, lemmaMin, lemmaShare].filter((x) => x !== undefined).join(','),
      options: (model, train) => ({
        model: new TaggerModel(model.tagset, model.dict, model.weights, buildLemmaTables(train, { uposMin: uposMin!, uposShare: uposShare!, lemmaMin: lemmaMin ?? CONVENTION_THRESHOLDS.lemmaMin, lemmaShare: lemmaShare ?? CONVENTION_THRESHOLDS.lemmaShare }), model.meta),
      }),
    }))
    : without!.split(';').map((list) => {
      const rules = list.split(',').filter(Boolean);
      for (const r of rules) if (!RULE_NAMES.includes(r as RuleName)) throw new Error(`unknown rule ${r} (${RULE_NAMES.join(', ')})`);
      return { label: list || '-', options: (model) => ({ model, withoutRules: new Set(rules as RuleName[]) }) };
    });

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const read = (path: Parameters<typeof readTrainingSentences>[0], tb: Parameters<typeof readTrainingSentences>[1]) => readTrainingSentences(path, tb, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass);
const files = latinTreebankFiles();
const target = files.find((f) => f.treebank === treebank && (f.split === 'dev' || treebank === 'perseus'));
if (!target) throw new Error(`no dev file for ${treebank}`);
const others: TrainingSentence[] = files.filter((f) => f !== target).flatMap((f) => read(f, f.treebank));
const own = read(target.path, target.treebank);
const gold = parseConllu(readFileSync(target.path, 'utf8')).map(wordRows).filter((r) => r.length > 0)
  .map((rows) => rows.map((c) => ({ form: c[1]!, lemma: c[2]!, upos: c[3]!, feats: c[5]! })));

const scores = variants.map(() => new Score());
for (let fold = 0; fold < folds; fold++) {
  const train = [...others];
  const test: number[] = [];
  own.forEach((s, i) => (i % folds === fold ? test.push(i) : train.push(s)));
  const base = cache ? join(cache, `${treebank}-${folds}-${fold}`) : undefined;
  let model: TaggerModel;
  if (base && existsSync(`${base}.weights`)) model = TaggerModel.load(base);
  else {
    model = trainTagger(train, { epochs: 4, seed: 1, ensemble: LATIN_ENSEMBLE, balanceTokens: LATIN_BALANCE_TOKENS });
    if (base) {
      mkdirSync(cache!, { recursive: true });
      model.save(base);
    }
  }
  variants.forEach((variant, k) => {
    const analyzer = createLatinAnalyzer({ lexicon, convention: target.treebank, ...variant.options(model, train) });
    for (const i of test) {
      const tagged = analyzer.tagForms(own[i]!.forms);
      tagged.forEach((p, j) => {
        scores[k]!.add(target.treebank, gold[i]![j]!, p);
        const g = gold[i]![j]!;
        const context = () => own[i]!.forms.map((f, m) => (m === j ? `[${f}]` : f)).join(' ');
        if (errorsFile && g.upos !== p.upos) errors.push([variant.label, `${g.upos}→${p.upos}`, g.form, context()].join('\t'));
        if (errorsFile && g.upos === p.upos && g.feats !== p.feats) errors.push([variant.label, `feats ${g.feats}→${p.feats} (${g.upos})`, g.form, context()].join('\t'));
        if (errorsFile && lemmaMatchKey(g.lemma) !== lemmaMatchKey(p.lemma)) errors.push([variant.label, `lemma ${g.lemma}→${p.lemma} (${g.upos}→${p.upos}, ${p.source})`, g.form, context()].join('\t'));
      });
    }
  });
  console.error(`fold ${fold + 1}/${folds}`);
}
console.log([without !== undefined ? 'without' : margins !== undefined ? 'margins' : 'thresholds', ...SCORE_HEADER].join('\t'));
variants.forEach((v, k) => console.log([v.label, ...scores[k]!.row()].join('\t')));
if (errorsFile) writeFileSync(errorsFile, errors.join('\n') + '\n');
