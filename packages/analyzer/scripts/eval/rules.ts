/**
 * What each Latin grammar rule earns, by ablation: every evaluated file (the UD dev files and Perseus train, as
 * `npm run evaluate` scores them) is cut into k folds; fold j of every file is tagged by one model trained on
 * the other folds of every file and on the other training files (so k models in all; --with-proiel-export adds
 * PROIEL's classical texts), once with every rule and
 * once with each rule module (latin/rules/modules.ts) left out and once with each rule of a module of several
 * (--ablate modules: the modules only; none: only the accuracy with every rule, to compare trainings). A cell
 * is the number of tokens more that the rules get right than the run without them, UPOS/lemma/core features
 * (negative: the rule costs tokens), in Versio's convention (evaluate's headline columns) and in the file's own
 * (its "conv" columns, where the rules for one treebank's habits work).
 *   npm run evaluate:rules -- [--ablate each|modules|none] [--folds 3] [--epochs 4] [--cache DIR] [--extra FILE.conllu ...]
 *     [--fold J] [--rules a,b] [--out FILE.md] [--with-proiel-export]
 * --rules leaves out only the rules named, each alone. --fold J scores fold J alone (0-based; one model). --cache keeps each fold's model (delete DIR when the training changes); --extra scores a further CoNLL-U
 * file (a development set outside the training data: the school canon) with the first fold's model.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { TaggerModel } from '../../src/core/tagger/model';
import { trainTagger, type TrainingSentence } from '../../src/core/tagger/train';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../../src/latin/pipeline';
import { createLatinCandidates } from '../../src/latin/pipeline-candidates';
import { RULE_MODULES } from '../../src/latin/rules/modules';
import type { RuleName } from '../../src/latin/rules/registry';
import { latinTreebankFiles, readTreebank } from '../../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, trainingSentenceOf } from '../../src/latin/ud/training';
import { treebankOfFile, type LatinTreebank } from '../../src/latin/ud/normalize';
import { Score } from './score';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const folds = Number(arg('--folds') ?? 3);
const epochs = Number(arg('--epochs') ?? 4);
const cache = arg('--cache');
const out = arg('--out');
const extras = process.argv.flatMap((a, i) => (a === '--extra' ? [process.argv[i + 1]!] : []));
/** `each` (default): each module and each rule of a module of several left out; `modules`: modules only; `none`: no ablation. */
const depth = arg('--ablate') ?? 'each';
/** Score one fold only (its model alone is trained or loaded): a third of the run's time, a third of its tokens. */
const onlyFold = arg('--fold') === undefined ? undefined : Number(arg('--fold'));
const started = Date.now();

/** The runs: every rule, then each module, then each rule of a module of several, left out. */
const variants: { label: string; without: ReadonlySet<RuleName> }[] = [{ label: 'all rules', without: new Set() }];
/** `--rules a,b`: only those rules left out, each alone (a quick recheck). */
const chosenRules = arg('--rules')?.split(',').filter(Boolean) as RuleName[] | undefined;
for (const name of chosenRules ?? []) variants.push({ label: name, without: new Set([name]) });
for (const [module, names] of depth === 'none' || chosenRules ? [] : RULE_MODULES) {
  variants.push({ label: module, without: new Set(names) });
  if (depth === 'each' && names.length > 1) for (const name of names) variants.push({ label: `${module}: ${name}`, without: new Set([name]) });
}

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
interface Set_ { name: string; treebank: LatinTreebank; sentences: TrainingSentence[]; gold: { upos: string; lemma: string; feats: string }[][] }
const read = (name: string, treebank: LatinTreebank, conllu: ReturnType<typeof parseConllu>): Set_ => {
  const sentences: TrainingSentence[] = [];
  const gold: Set_['gold'] = [];
  for (const s of conllu) {
    const t = trainingSentenceOf(s, treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass);
    if (!t) continue;
    sentences.push(t);
    gold.push(wordRows(s).map((c) => ({ lemma: c[2]!, upos: c[3]!, feats: c[5]! })));
  }
  return { name, treebank, sentences, gold };
};
const files = latinTreebankFiles({ proielExport: process.argv.includes('--with-proiel-export') });
const evaluated = files.filter((f) => f.split === 'dev' || f.treebank === 'perseus').map((f) => read(`${f.treebank}-${f.split}`, f.treebank, readTreebank(f)));
const training = files.filter((f) => !(f.split === 'dev' || f.treebank === 'perseus')).flatMap((f) => read(f.treebank, f.treebank, readTreebank(f)).sentences);
const extraSets = extras.map((path) => read(path.replace(/^.*\//, ''), treebankOfFile(path), parseConllu(readFileSync(path, 'utf8'))));

/**
 * The two runs scored: Versio's convention (evaluate's headline columns, the students' cards) and the file's
 * own (evaluate's "conv" columns, the CoNLL-U command), where the rules kept for one treebank's habits work.
 */
const CONVENTIONS = ['Versio', 'own'] as const;
/** scores[convention][set][variant] */
const scores = CONVENTIONS.map(() => [...evaluated, ...extraSets].map(() => variants.map(() => new Score())));

function score(model: TaggerModel, set: Set_, s: number, indexes: number[]): void {
  CONVENTIONS.forEach((convention, c) => {
    if (convention === 'own' && set.treebank === 'versio') return;
    variants.forEach((variant, v) => {
      const analyzer = createLatinAnalyzer({ lexicon, model, withoutRules: variant.without, ...(convention === 'own' ? { convention: set.treebank } : {}) });
      for (const i of indexes) analyzer.tagForms(set.sentences[i]!.forms).forEach((p, k) => scores[c]![s]![v]!.add(set.treebank, set.gold[i]![k]!, p));
    });
  });
}

for (let fold = 0; fold < folds; fold++) {
  if (onlyFold !== undefined && fold !== onlyFold) continue;
  const train = [...training];
  for (const set of evaluated) set.sentences.forEach((t, i) => i % folds !== fold && train.push(t));
  const base = cache ? join(cache, `rules-${folds}-${fold}`) : undefined;
  let model: TaggerModel;
  if (base && existsSync(`${base}.weights`)) model = TaggerModel.load(base);
  else {
    model = trainTagger(train, { epochs, ensemble: LATIN_ENSEMBLE, balanceTokens: LATIN_BALANCE_TOKENS });
    if (base) {
      mkdirSync(cache!, { recursive: true });
      model.save(base);
    }
  }
  evaluated.forEach((set, s) => score(model, set, s, set.sentences.flatMap((_, i) => (i % folds === fold ? [i] : []))));
  if (fold === (onlyFold ?? 0)) extraSets.forEach((set, e) => score(model, set, evaluated.length + e, set.sentences.map((_, i) => i)));
  process.stderr.write(`fold ${fold + 1}/${folds} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

const names = [...evaluated, ...extraSets].map((s) => s.name);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const lines: string[] = [];
CONVENTIONS.forEach((convention, c) => {
  lines.push(`${convention} convention: tokens the rule gets right more than the run without it, UPOS/lemma/core features`, '');
  lines.push(`| rule left out | ${names.join(' | ')} | total |`, `| --- | ${names.map(() => '---:').join(' | ')} | ---: |`);
  variants.forEach((variant, v) => {
    if (v === 0) {
      lines.push(`| (accuracy with every rule, UPOS/lemma/core %) | ${scores[c]!.map((row) => { const r = row[0]!.row(); return `${r[1]}/${r[3]}/${r[4]}`; }).join(' | ')} | |`);
      return;
    }
    const total = [0, 0, 0];
    const cells = scores[c]!.map((row) => {
      const d = [row[0]!.upos - row[v]!.upos, row[0]!.lemma - row[v]!.lemma, row[0]!.core - row[v]!.core];
      d.forEach((x, i) => (total[i]! += x));
      return d.map(signed).join('/');
    });
    lines.push(`| ${variant.label} | ${cells.join(' | ')} | ${total.map(signed).join('/')} |`);
  });
  lines.push('');
});
const tokens = scores[0]!.map((row) => row[0]!.tokens);
lines.push(`Tokens: ${names.map((n, i) => `${n} ${tokens[i]}`).join(', ')}. ${onlyFold === undefined ? `${folds} folds` : `fold ${onlyFold + 1} of ${folds}`}, ${epochs} epochs; ${((Date.now() - started) / 60000).toFixed(1)} min.`);
console.log(lines.join('\n'));
if (out) writeFileSync(out, lines.join('\n') + '\n');
