/**
 * Trains the Greek tagger on AGDT (424k tokens, outside data), UD PTNK train and UD PROIEL dev (ud/treebanks.ts),
 * with the Greek lexicon's readings as candidates, and writes `<data>/greek/grc-tagger.{json,weights}` and
 * `grc-tagger.conventions.json` (the data folder: VERSIO_DATA_DIR, default .data). Needs the Greek lexicon
 * (`npm run build:greek`) first.
 *   node --import tsx packages/analyzer/scripts/train-greek-tagger.ts [--epochs N] [--out <base>] [--conventions-only]
 * (--conventions-only learns and writes the conventions again, keeping the model; --prune-only drops the lemma
 * tables it does not need from a saved model, tagger/prune.ts, as training does before saving.)
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { trainTagger } from '../src/core/tagger/train';
import { loadGreekLexicon } from '../src/greek/lexicon/index';
import { TaggerModel } from '../src/core/tagger/model';
import { learnGreekConventions, loadGreekConventions, saveGreekConventions } from '../src/greek/tagger/conventions';
import { pruneGreekLemmaTables } from '../src/greek/tagger/prune';
import { dropFalseImperfectTags } from '../src/greek/lexicon/false-imperfects';
import { greekConventionsPath, greekModelBase } from '../src/greek/tagger/model';
import { isWordForm } from '../src/greek/tagger/form-info';
import { GREEK_TRAIN_OPTIONS } from '../src/greek/tagger/train-options';
import { greekClassifierPath, trainGreekConventionClassifier } from '../src/greek/ud/convention';
import { greekTrainingFiles } from '../src/greek/ud/treebanks';
import { readGreekTrainingSentences, withPlainCopies } from '../src/greek/ud/training';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const started = Date.now();
const epochs = Number(argValue('--epochs') ?? GREEK_TRAIN_OPTIONS.epochs);
const lexicon = loadGreekLexicon();
const base = argValue('--out') ?? greekModelBase();
mkdirSync(dirname(base), { recursive: true });
if (process.argv.includes('--prune-only')) {
  const saved = TaggerModel.load(base);
  const { before, after } = pruneGreekLemmaTables(saved, lexicon, loadGreekConventions(greekConventionsPath(base)));
  saved.save(base);
  console.log(`pruned ${base}: ${before} → ${after} lemma entries`);
  process.exit(0);
}
const files = greekTrainingFiles();
if (files.length === 0) {
  console.error('Nessun treebank greco trovato (agdt-greek nei dati esterni, UD PTNK in VERSIO_UD_DIR).');
  process.exit(2);
}
const treebankSentences = files.flatMap((f) => readGreekTrainingSentences(f.path, f.convention, lexicon));
const sentences = withPlainCopies(treebankSentences, lexicon);
const tokens = treebankSentences.reduce((n, s) => n + s.keys.length, 0);
const matched = treebankSentences.reduce((n, s) => n + s.lexiconLemmas.filter((l) => l !== null).length, 0);
const words = treebankSentences.reduce((n, s) => n + s.forms.filter(isWordForm).length, 0);
console.log(`training on ${files.map((f) => `${f.convention}-${f.split}`).join(', ')}: ${sentences.length} sentences, ${tokens} tokens, ${((100 * matched) / words).toFixed(1)} % of the ${words} words matched to a lexicon reading`);
if (process.argv.includes('--conventions-only')) {
  saveGreekConventions(learnGreekConventions(treebankSentences), greekConventionsPath(base));
  trainGreekConventionClassifier(treebankSentences).save(greekClassifierPath(base));
  console.log(`wrote ${greekConventionsPath(base)} and ${greekClassifierPath(base)}`);
  process.exit(0);
}
const model = trainTagger(sentences, {
  ...GREEK_TRAIN_OPTIONS,
  epochs,
  onEpoch: (e, acc) => console.log(`  epoch ${e}: training accuracy ${(acc * 100).toFixed(2)}%`),
  meta: { language: 'grc', sources: files.map((f) => `${f.convention}-${f.split}`), tokens },
});
const conventions = learnGreekConventions(treebankSentences);
const pruned = pruneGreekLemmaTables(model, lexicon, conventions);
console.log(`false imperfects left out of the tag dictionary: ${dropFalseImperfectTags(model)}`);
console.log(`lemma tables: ${pruned.before} → ${pruned.after} entries`);
model.save(base);
saveGreekConventions(conventions, greekConventionsPath(base));
// Which treebank a CoNLL-U document follows, for the CLI's default convention (ud/convention.ts).
trainGreekConventionClassifier(treebankSentences).save(greekClassifierPath(base));
const cpu = process.cpuUsage();
console.log(`wrote ${base}.{json,weights,conventions.json,classifier.json} (${model.tagset.size} tags) in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
