/**
 * How often the Latin convention classifier (core/convention-classifier.ts) names the right treebank for a text it
 * never saw, calibrated on interleaved or on contiguous held-out parts (decision 084). Each UD Latin file is held
 * out whole when its treebank has another file (UDante dev: trained on UDante train and the rest), else in five
 * runs of consecutive sentences; each held-out document is classified whole and in chunks of `--chunk` sentences.
 * With --commercial: the commercial model's training files (LLCT, CIRCSE) so, and the other treebanks' files as
 * documents it should answer in Versio's own convention.
 *   node --import tsx packages/analyzer/scripts/eval/convention-detection.ts [--commercial] [--chunk 50]
 */
import { ConventionClassifier, type LabelledSentence } from '../../src/core/convention-classifier';
import { wordRows } from '../../src/core/conllu';
import { normalizeLatin } from '../../src/latin/normalize';
import { latinTreebankFiles, readTreebank, treebankFileLabel, type TreebankFile } from '../../src/latin/ud/treebanks';

const commercial = process.argv.includes('--commercial');
const chunkAt = process.argv.indexOf('--chunk');
const CHUNK = chunkAt >= 0 ? Number(process.argv[chunkAt + 1]) : 50;
const PARTS = 5;

const files = latinTreebankFiles({});
const sentencesOf = new Map<TreebankFile, LabelledSentence[]>(files.map((f) => [f, readTreebank(f).map((s) => ({ keys: wordRows(s).map((r) => normalizeLatin(r[1]!)), convention: f.treebank }))]));
const known = files.filter((f) => !commercial || f.commercial);

/** 0: the right convention, 1: none (Versio's), 2: another one. */
function outcome(clf: ConventionClassifier, doc: readonly LabelledSentence[], expected: string | undefined): number {
  const c = clf.classify(doc.map((s) => s.keys)).convention;
  return c === expected ? 0 : c === undefined ? 1 : 2;
}

function chunks(clf: ConventionClassifier, doc: readonly LabelledSentence[], expected: string | undefined): number[] {
  const out = [0, 0, 0];
  for (let i = 0; i < doc.length; i += CHUNK) out[outcome(clf, doc.slice(i, i + CHUNK), expected)]!++;
  return out;
}

for (const contiguous of [false, true]) {
  console.log(`calibration on ${contiguous ? 'contiguous' : 'interleaved'} parts (outcomes right / Versio's / wrong)`);
  const whole = [0, 0, 0];
  const parts = [0, 0, 0];
  for (const f of known) {
    const own = sentencesOf.get(f)!;
    const others = known.filter((g) => g !== f).flatMap((g) => sentencesOf.get(g)!);
    const docs: { held: LabelledSentence[]; train: LabelledSentence[] }[] = [];
    if (known.some((g) => g !== f && g.treebank === f.treebank)) docs.push({ held: own, train: others });
    else {
      for (let p = 0; p < PARTS; p++) {
        const [a, b] = [Math.floor((p * own.length) / PARTS), Math.floor(((p + 1) * own.length) / PARTS)];
        docs.push({ held: own.slice(a, b), train: [...others, ...own.slice(0, a), ...own.slice(b)] });
      }
    }
    for (const d of docs) {
      const clf = ConventionClassifier.train(d.train, { calibrate: true, contiguous });
      const guess = clf.classify(d.held.map((s) => s.keys));
      whole[outcome(clf, d.held, f.treebank)]!++;
      const c = chunks(clf, d.held, f.treebank);
      c.forEach((n, i) => (parts[i]! += n));
      console.log(`  ${treebankFileLabel(f)}: threshold ${clf.minMargin.toFixed(3)}, whole ${guess.convention ?? 'versio'} (margin ${guess.margin.toFixed(3)}), chunks ${c.join(' / ')}`);
    }
  }
  console.log(`  held-out documents whole ${whole.join(' / ')}, chunks of ${CHUNK} sentences ${parts.join(' / ')}`);
  if (!commercial) continue;
  const clf = ConventionClassifier.train(known.flatMap((g) => sentencesOf.get(g)!), { calibrate: true, contiguous });
  for (const f of files.filter((g) => !g.commercial)) {
    const doc = sentencesOf.get(f)!;
    const guess = clf.classify(doc.map((s) => s.keys));
    console.log(`  not in training ${treebankFileLabel(f)}: threshold ${clf.minMargin.toFixed(3)}, whole ${guess.convention ?? 'versio'} (margin ${guess.margin.toFixed(3)}), chunks (Versio's expected) ${chunks(clf, doc, undefined).join(' / ')}`);
  }
}
