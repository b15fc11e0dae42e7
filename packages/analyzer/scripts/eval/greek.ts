/**
 * Accuracy of the Greek analyzer on the UD Ancient Greek dev files, always with a model that never saw the scored
 * sentences: the shipped model on Perseus and PTNK dev, and a dev file that is part of the training data (PROIEL's,
 * ud/treebanks.ts) by k-fold cross-validation with --greek-proiel-folds N (a model per fold, trained on every other
 * file and the other folds, as train-greek-tagger.ts trains; without it the file is not scored). UPOS, lemma,
 * features (as the CoNLL-U command writes them, compared on Versio's core set by greek/ud/features.ts: multiple gold values accept
 * any, a gender, person or degree the file does not write is not counted) and cards (a word's card is
 * right when its lemma, UPOS and every feature are); the first three over all tokens, cards over words. Each file
 * is scored in its own convention (perseus, proiel, ptnk: greek/ud/output.ts) and in Versio's ("versio UPOS").
 * Also: the agreement of the AGDT-tag mapping (agdt.ts) with UD Perseus' own UPOS and FEATS, and with
 * --greek-folds N, N-fold cross-validation on AGDT (costly: a model per fold). Cross-validation trains `epochs`
 * epochs (evaluate.ts --epochs).
 */
import { parseConllu, wordRows } from '../../src/core/conllu';
import { trainTagger } from '../../src/core/tagger/train';
import { loadGreekLexicon, type GreekLexicon } from '../../src/greek/lexicon/index';
import { loadGreekMeanings } from '../../src/greek/meanings';
import { createGreekAnalyzer, type GreekAnalyzer } from '../../src/greek/pipeline';
import { taggingConvention } from '../../src/greek/cli';
import { learnGreekConventions, type GreekConventionTables } from '../../src/greek/tagger/conventions';
import { loadGreekTagger } from '../../src/greek/tagger/model';
import { pruneGreekLemmaTables } from '../../src/greek/tagger/prune';
import { dropFalseImperfectTags } from '../../src/greek/lexicon/false-imperfects';
import { GREEK_TRAIN_OPTIONS } from '../../src/greek/tagger/train-options';
import { agdtToUd, treebankLemma } from '../../src/greek/ud/agdt';
import { sameFeats, type GreekConvention } from '../../src/greek/ud/features';
import { sentenceInConvention, type GreekOutputConvention, type OutputToken, type TreebankReading } from '../../src/greek/ud/output';
import { greekDevFiles, greekFold, greekTrainingFiles, readConlluText, type GreekTreebankFile } from '../../src/greek/ud/treebanks';
import { readGreekTrainingSentences, withPlainCopies, type GreekTrainingSentence } from '../../src/greek/ud/training';

export interface Gold {
  form: string;
  lemma: string;
  upos: string;
  feats: string;
}

export class GreekScore {
  tokens = 0;
  words = 0;
  upos = 0;
  versioUpos = 0;
  lemma = 0;
  feats = 0;
  cards = 0;
  guessed = 0;

  row(): string[] {
    const pct = (n: number, d: number) => (d === 0 ? '-' : ((100 * n) / d).toFixed(2));
    return [String(this.tokens), pct(this.upos, this.tokens), pct(this.lemma, this.tokens), pct(this.feats, this.tokens), pct(this.cards, this.words), pct(this.versioUpos, this.tokens), pct(this.guessed, this.words)];
  }
}

export const GREEK_SCORE_HEADER = ['tokens', 'UPOS', 'lemma', 'feats', 'cards', 'versio UPOS', 'guessed'];

export const OUTPUT: Readonly<Record<GreekConvention, GreekOutputConvention & GreekConvention>> = { agdt: 'perseus', perseus: 'perseus', proiel: 'proiel', ptnk: 'ptnk' };

/** A token as the scoring reads it (the analyzer's tokens; eval/greek-proiel-cv.ts keeps them on disk). */
export type ScoredToken = OutputToken & { kind: string; uncertain?: boolean };

/** Adds a tagged sentence, written as the CoNLL-U command writes it in the file's convention, to a score. */
export function scoreSentence(score: GreekScore, tokens: readonly ScoredToken[], gold: readonly Gold[], convention: GreekConvention, tables: GreekConventionTables): TreebankReading[] {
  // Written as the CoNLL-U command writes the sentence (cli.ts).
  const outs = sentenceInConvention(tokens, OUTPUT[convention], tables);
  tokens.forEach((t, i) => {
    const g = gold[i]!;
    const out = outs[i]!;
    const isWord = g.upos !== 'PUNCT';
    const upos = out.upos === g.upos || (!isWord && t.kind === 'punct');
    const lemma = out.lemma.normalize('NFC') === g.lemma || (!isWord && t.kind === 'punct');
    // The features as the CoNLL-U command writes them, read in the convention written.
    const feats = sameFeats(out.feats, g.feats, convention, OUTPUT[convention]);
    score.tokens++;
    if (upos) score.upos++;
    if (t.upos === g.upos || (!isWord && t.kind === 'punct')) score.versioUpos++;
    if (lemma) score.lemma++;
    if (feats) score.feats++;
    if (isWord) {
      score.words++;
      if (upos && lemma && feats) score.cards++;
      if (t.uncertain) score.guessed++;
    }
  });
  return outs;
}

function scoreSentences(analyzer: GreekAnalyzer, sentences: readonly Gold[][], convention: GreekConvention): GreekScore {
  const score = new GreekScore();
  const tables = analyzer.tagger?.conventions ?? { upos: new Map(), lemmas: new Map() };
  for (const gold of sentences) scoreSentence(score, analyzer.analyzeForms(gold.map((g) => g.form)), gold, convention, tables);
  return score;
}

/** A form as typed without diacritics: `ἀνθρώπῳ` → `ανθρωπω`. */
function stripDiacritics(form: string): string {
  return form.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').normalize('NFC');
}

export function readGold(path: string, agdt: boolean): Gold[][] {
  return parseConllu(readConlluText(path)).map(wordRows).filter((r) => r.length > 0).map((rows) => rows.map((c) => {
    const ud = agdt ? agdtToUd(c[4]!, c[2]!) : { upos: c[3]!, feats: c[5]! };
    return { form: c[1]!.normalize('NFC'), lemma: treebankLemma(c[2]!), upos: ud.upos, feats: ud.feats };
  }));
}

/** Agreement of agdtToUd with the UPOS and FEATS of UD Perseus (a conversion of the same treebank). */
function mappingAgreement(path: string): string {
  let n = 0;
  let upos = 0;
  let feats = 0;
  for (const s of parseConllu(readConlluText(path))) {
    for (const c of wordRows(s)) {
      const m = agdtToUd(c[4]!, c[2]!);
      n++;
      if (m.upos === c[3]) upos++;
      if (m.feats === c[5]) feats++;
    }
  }
  return `AGDT tag → UD mapping on ${path.split('/').pop()}: UPOS ${((100 * upos) / n).toFixed(2)} %, FEATS ${((100 * feats) / n).toFixed(2)} % of ${n} tokens`;
}

function crossValidate(lexicon: GreekLexicon, folds: number, epochs: number): GreekScore {
  const total = new GreekScore();
  const files = greekTrainingFiles();
  const agdt = files.find((f) => f.convention === 'agdt');
  if (!agdt) return total;
  const own = readGreekTrainingSentences(agdt.path, 'agdt', lexicon);
  const others = files.filter((f) => f !== agdt).flatMap((f) => readGreekTrainingSentences(f.path, f.convention, lexicon));
  const gold = readGold(agdt.path, true);
  const meanings = loadGreekMeanings();
  for (let fold = 0; fold < folds; fold++) {
    const train: GreekTrainingSentence[] = [...others];
    const test: Gold[][] = [];
    own.forEach((s, i) => (i % folds === fold ? test.push(gold[i]!) : train.push(s)));
    const model = trainTagger(train, { ...GREEK_TRAIN_OPTIONS, epochs });
    const analyzer = createGreekAnalyzer({ lexicon, meanings, tagger: { model, conventions: learnGreekConventions(train) } });
    const s = scoreSentences(analyzer, test, 'agdt');
    addScore(total, s);
    process.stderr.write(`agdt fold ${fold + 1}/${folds}: ${s.row().join('  ')}\n`);
  }
  return total;
}

export function addScore(total: GreekScore, s: GreekScore): void {
  for (const k of ['tokens', 'words', 'upos', 'versioUpos', 'lemma', 'feats', 'cards', 'guessed'] as const) total[k] += s[k];
}

/**
 * A dev file of the training data scored by k-fold cross-validation: each fold by a model trained as the shipped
 * one (plain copies, options, conventions, pruned) on every other training file and the file's other folds, the fold
 * tagged and written as the CoNLL-U command does for the file's convention.
 */
function crossValidateDevFile(lexicon: GreekLexicon, file: GreekTreebankFile, folds: number, epochs: number): GreekScore {
  const total = new GreekScore();
  const files = greekTrainingFiles();
  const own = readGreekTrainingSentences(file.path, file.convention, lexicon);
  const others = files.filter((f) => f.path !== file.path).flatMap((f) => readGreekTrainingSentences(f.path, f.convention, lexicon));
  const gold = readGold(file.path, false);
  const meanings = loadGreekMeanings();
  for (let fold = 0; fold < folds; fold++) {
    const t = Date.now();
    const train: GreekTrainingSentence[] = [...others];
    const test: Gold[][] = [];
    own.forEach((s, i) => (greekFold(i, folds) === fold ? test.push(gold[i]!) : train.push(s)));
    const model = trainTagger(withPlainCopies(train, lexicon), { ...GREEK_TRAIN_OPTIONS, epochs });
    const conventions = learnGreekConventions(train);
    pruneGreekLemmaTables(model, lexicon, conventions);
    dropFalseImperfectTags(model);
    const tagger = { model, conventions };
    const analyzer = createGreekAnalyzer({ lexicon, meanings, tagger, convention: taggingConvention(OUTPUT[file.convention]) });
    const s = scoreSentences(analyzer, test, file.convention);
    addScore(total, s);
    process.stderr.write(`${file.convention}-${file.split} fold ${fold + 1}/${folds}: ${s.row().join('  ')}  ${((Date.now() - t) / 1000).toFixed(0)} s\n`);
  }
  return total;
}

/** The Greek table of `npm run evaluate` (lines to print). */
export function evaluateGreek(options: { folds: number; devFolds: number; epochs: number }): string[] {
  const lines: string[] = [];
  const dev = greekDevFiles();
  const perseus = dev.find((f) => f.convention === 'perseus');
  if (perseus) lines.push(mappingAgreement(perseus.path));
  const lexicon = loadGreekLexicon();
  const t0 = Date.now();
  const meanings = loadGreekMeanings();
  const tagger = loadGreekTagger();
  const rows: string[][] = [];
  const model = tagger ? 'tagger' : 'lexicon ranking (no model)';
  const training = new Set(greekTrainingFiles().map((f) => f.path));
  for (const f of dev) {
    const t = Date.now();
    if (training.has(f.path)) {
      const how = options.devFolds > 0 ? `${options.devFolds}-fold CV` : 'in training: --greek-proiel-folds N';
      const score = options.devFolds > 0 ? crossValidateDevFile(lexicon, f, options.devFolds, options.epochs).row() : GREEK_SCORE_HEADER.map(() => '-');
      rows.push([`grc-${f.convention}-dev`, how, ...score, `${((Date.now() - t) / 1000).toFixed(0)} s`]);
      continue;
    }
    // Tagged as the CoNLL-U command tags for the file's convention (cli.ts).
    const analyzer = createGreekAnalyzer({ lexicon, meanings, tagger: tagger ?? null, convention: taggingConvention(OUTPUT[f.convention]) });
    const gold = readGold(f.path, false);
    rows.push([`grc-${f.convention}-dev`, model, ...scoreSentences(analyzer, gold, f.convention).row(), `${((Date.now() - t) / 1000).toFixed(0)} s`]);
    if (f.convention !== 'perseus') continue;
    // The same file typed without accents, breathings or iota subscripts (λογος, ανθρωπος): the tagger chooses
    // among every accented spelling's readings.
    const plain = gold.map((s) => s.map((g) => ({ ...g, form: stripDiacritics(g.form) })));
    rows.push([`grc-${f.convention}-dev, no accents`, model, ...scoreSentences(analyzer, plain, f.convention).row(), `${((Date.now() - t) / 1000).toFixed(0)} s`]);
  }
  if (options.folds > 0) rows.push(['agdt-train', `${options.folds}-fold CV`, ...crossValidate(lexicon, options.folds, options.epochs).row(), `${((Date.now() - t0) / 1000).toFixed(0)} s`]);
  const header = ['file', 'method', ...GREEK_SCORE_HEADER, 'time'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  lines.push(line(header), ...rows.map(line));
  return lines;
}
