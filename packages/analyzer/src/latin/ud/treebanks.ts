/**
 * The UD Latin files Versio trains and evaluates on (train and dev splits; test splits are held out),
 * with their licence: only CC BY-SA treebanks may train the model of a commercial deployment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import type { LatinTreebank } from './normalize';

export interface TreebankFile {
  treebank: LatinTreebank;
  split: 'train' | 'dev';
  path: string;
  /** True when the licence allows commercial use (CC BY-SA 4.0: LLCT, CIRCSE). */
  commercial: boolean;
}

/** Where the UD data lives: `VERSIO_UD_DIR`, else `ud/` of the outside data folder. */
export function udDirectory(): string {
  return analyzerConfig().udDir;
}

const FILES: [LatinTreebank, string, 'train' | 'dev', boolean][] = [
  ['ittb', 'UD_Latin-ITTB/la_ittb-ud-dev.conllu', 'dev', false],
  ['proiel', 'UD_Latin-PROIEL/la_proiel-ud-dev.conllu', 'dev', false],
  ['perseus', 'UD_Latin-Perseus/la_perseus-ud-train.conllu', 'train', false],
  ['llct', 'UD_Latin-LLCT/la_llct-ud-dev.conllu', 'dev', true],
  ['udante', 'UD_Latin-UDante/la_udante-ud-train.conllu', 'train', false],
  ['udante', 'UD_Latin-UDante/la_udante-ud-dev.conllu', 'dev', false],
  ['circse', 'UD_Latin-CIRCSE/la_circse-ud-train.conllu', 'train', true],
  ['circse', 'UD_Latin-CIRCSE/la_circse-ud-dev.conllu', 'dev', true],
];

/** Every Latin train/dev file present on this machine (optionally only the commercially usable ones). */
export function latinTreebankFiles(options: { commercial?: boolean; dir?: string } = {}): TreebankFile[] {
  const dir = options.dir ?? udDirectory();
  return FILES.filter(([, , , commercial]) => !options.commercial || commercial)
    .map(([treebank, rel, split, commercial]) => ({ treebank, split, commercial, path: join(dir, rel) }))
    .filter((f) => existsSync(f.path));
}
