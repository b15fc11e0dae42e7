/**
 * The Greek treebank files Versio trains and evaluates on: AGDT (outside data, `agdt-greek/`, CoNLL-U with the
 * AGDT tag in XPOS, compressed with xz), UD PTNK train and UD PROIEL dev for training (PROIEL has no train split
 * here: its dev file is the only one of its conventions, the evaluation scores it by k-fold cross-validation,
 * greekFold); the UD Perseus and PTNK dev files for evaluation only. Test splits are held out.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import type { GreekConvention } from './features';

export interface GreekTreebankFile {
  convention: GreekConvention;
  split: 'train' | 'dev';
  path: string;
}

const TRAIN: [GreekConvention, 'shared' | 'ud', 'train' | 'dev', string][] = [
  ['agdt', 'shared', 'train', 'agdt-greek/agdt-greek-train.conllu.xz'],
  ['ptnk', 'ud', 'train', 'UD_Ancient_Greek-PTNK/grc_ptnk-ud-train.conllu'],
  ['proiel', 'ud', 'dev', 'UD_Ancient_Greek-PROIEL/grc_proiel-ud-dev.conllu'],
];
const DEV: [GreekConvention, string][] = [
  ['perseus', 'UD_Ancient_Greek-Perseus/grc_perseus-ud-dev.conllu'],
  ['proiel', 'UD_Ancient_Greek-PROIEL/grc_proiel-ud-dev.conllu'],
  ['ptnk', 'UD_Ancient_Greek-PTNK/grc_ptnk-ud-dev.conllu'],
];

/** Where the treebanks are: the outside data folder (AGDT) and the UD folder. */
export interface GreekTreebankDirs {
  sharedDataDir: string;
  udDir: string;
}

/** Every training file, present or not. */
export function greekTrainingFileList({ sharedDataDir, udDir }: GreekTreebankDirs): GreekTreebankFile[] {
  return TRAIN.map(([convention, base, split, rel]) => ({ convention, split, path: join(base === 'shared' ? sharedDataDir : udDir, rel) }));
}

/** Every dev file, present or not. */
export function greekDevFileList({ udDir }: GreekTreebankDirs): GreekTreebankFile[] {
  return DEV.map(([convention, rel]) => ({ convention, split: 'dev' as const, path: join(udDir, rel) }));
}

/** The training files present on this machine. */
export function greekTrainingFiles(): GreekTreebankFile[] {
  return greekTrainingFileList(analyzerConfig()).filter((f) => existsSync(f.path));
}

/** The fold (of k) a file's sentence falls in for cross-validation: every k-th sentence, as the Latin evaluation. */
export function greekFold(sentenceIndex: number, folds: number): number {
  return sentenceIndex % folds;
}

/** The dev files present on this machine (PROIEL's is also training data). */
export function greekDevFiles(): GreekTreebankFile[] {
  return greekDevFileList(analyzerConfig()).filter((f) => existsSync(f.path));
}

/** A CoNLL-U file's text, decompressed with xz when it ends in `.xz`. */
export function readConlluText(path: string): string {
  if (!path.endsWith('.xz')) return readFileSync(path, 'utf8');
  return execFileSync('xz', ['-dc', path], { encoding: 'utf8', maxBuffer: 1 << 30 });
}
