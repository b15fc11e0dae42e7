/**
 * The Greek treebank files Versio trains and evaluates on: AGDT (outside data, `agdt-greek/`, CoNLL-U with the
 * AGDT tag in XPOS, compressed with xz) and UD PTNK train for training; the UD Perseus, PROIEL and PTNK dev files
 * for evaluation only. Test splits are held out.
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

const TRAIN: [GreekConvention, 'shared' | 'ud', string][] = [
  ['agdt', 'shared', 'agdt-greek/agdt-greek-train.conllu.xz'],
  ['ptnk', 'ud', 'UD_Ancient_Greek-PTNK/grc_ptnk-ud-train.conllu'],
];
const DEV: [GreekConvention, string][] = [
  ['perseus', 'UD_Ancient_Greek-Perseus/grc_perseus-ud-dev.conllu'],
  ['proiel', 'UD_Ancient_Greek-PROIEL/grc_proiel-ud-dev.conllu'],
  ['ptnk', 'UD_Ancient_Greek-PTNK/grc_ptnk-ud-dev.conllu'],
];

/** The training files present on this machine. */
export function greekTrainingFiles(): GreekTreebankFile[] {
  const { sharedDataDir, udDir } = analyzerConfig();
  return TRAIN.map(([convention, base, rel]) => ({ convention, split: 'train' as const, path: join(base === 'shared' ? sharedDataDir : udDir, rel) }))
    .filter((f) => existsSync(f.path));
}

/** The dev files present on this machine (evaluation only). */
export function greekDevFiles(): GreekTreebankFile[] {
  const { udDir } = analyzerConfig();
  return DEV.map(([convention, rel]) => ({ convention, split: 'dev' as const, path: join(udDir, rel) })).filter((f) => existsSync(f.path));
}

/** A CoNLL-U file's text, decompressed with xz when it ends in `.xz`. */
export function readConlluText(path: string): string {
  if (!path.endsWith('.xz')) return readFileSync(path, 'utf8');
  return execFileSync('xz', ['-dc', path], { encoding: 'utf8', maxBuffer: 1 << 30 });
}
