/**
 * Trains the Latin tagger on the UD Latin train+dev files (all of them, with --with-proiel-export also PROIEL's
 * classical texts; or with --commercial only the commercially usable LLCT and CIRCSE) with the lexicon's
 * candidates, and writes
 * .data/models/lat-tagger.{json,weights} (or lat-tagger-commercial.*) and the convention classifier beside it
 * (lat-tagger.conventions.json).
 *   node --import tsx packages/analyzer/scripts/train-tagger.ts [--commercial] [--epochs N] [--with-proiel-export]
 *     [--conventions-only]   only the convention classifier, written beside the model already there
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConventionClassifier } from '../src/core/convention-classifier';
import { trainTagger } from '../src/core/tagger/train';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { latinModelBase } from '../src/latin/pipeline-model';
import { loadLaslaPrior } from '../src/latin/lasla-prior';
import { latinConventionPath } from '../src/latin/ud/convention';
import { latinTreebankFiles, treebankFileLabel } from '../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../src/latin/ud/training';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const commercial = process.argv.includes('--commercial');
const epochs = Number(argValue('--epochs') ?? 6);
const started = Date.now();
const candidates = createLatinCandidates(loadLatinLexicon());
// PROIEL's classical texts only when asked for (decision 040), and never for the commercial model.
const files = latinTreebankFiles({ commercial, proielExport: !commercial && process.argv.includes('--with-proiel-export') });
if (files.length === 0) {
  console.error('Nessun file UD latino trovato (VERSIO_UD_DIR).');
  process.exit(2);
}
const sentences = files.flatMap((f) => readTrainingSentences(f, f.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass));
const tokens = sentences.reduce((n, s) => n + s.keys.length, 0);
console.log(`training on ${files.map(treebankFileLabel).join(', ')}: ${sentences.length} sentences, ${tokens} tokens`);
const base = latinModelBase(commercial);
mkdirSync(dirname(base), { recursive: true });
// The document classifier that tells the CLI which treebank's conventions a CoNLL-U input follows. The full
// model's is calibrated on runs of sentences (decision 084): it knows every UD Latin treebank, so a document is
// most likely one of them; the commercial model's knows two of six and keeps the stricter interleaved calibration.
ConventionClassifier.train(sentences, { calibrate: true, contiguous: !commercial }).save(latinConventionPath(base));
if (process.argv.includes('--conventions-only')) {
  console.log(`wrote ${latinConventionPath(base)}`);
  process.exit(0);
}
// The commercial model, short of classical training data, also learns with the LASLA tag-sequence prior.
const historyPrior = commercial ? loadLaslaPrior() : undefined;
if (commercial && !historyPrior) console.warn('tags.la (Collatinus) non trovato: modello commerciale senza il prior LASLA');
const model = trainTagger(sentences, {
  epochs,
  balanceTokens: LATIN_BALANCE_TOKENS,
  ensemble: LATIN_ENSEMBLE,
  ...(historyPrior ? { historyPrior } : {}),
  onEpoch: (e, acc) => console.log(`  epoch ${e}: training accuracy ${(acc * 100).toFixed(2)}%`),
  meta: { commercial, sources: files.map(treebankFileLabel), tokens },
});
model.save(base);
const cpu = process.cpuUsage();
console.log(`wrote ${base}.{json,weights,conventions.json} (${model.tagset.size} tags) in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
