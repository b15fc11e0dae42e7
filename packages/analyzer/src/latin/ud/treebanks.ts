/**
 * The UD Latin files Versio trains and evaluates on (train and dev splits; test splits are held out),
 * with their licence: only CC BY-SA treebanks may train the model of a commercial deployment. Asked for, the full
 * model also trains on PROIEL's classical texts in PROIEL's own export (outside data `proiel-latin/`, mapped to
 * UD by proiel-conllx.ts; CC BY-NC-SA, so never in the commercial model). Off by default: measured, they raise
 * PROIEL and lower ITTB in Versio's convention (decision 040).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import { parseConllu, type ConlluSentence } from '../../core/conllu';
import type { LatinTreebank } from './normalize';
import { readProielConllx } from './proiel-conllx';

export interface TreebankFile {
  treebank: LatinTreebank;
  split: 'train' | 'dev';
  path: string;
  /** True when the licence allows commercial use (CC BY-SA 4.0: LLCT, CIRCSE). */
  commercial: boolean;
  /** PROIEL's own CoNLL-X export rather than a UD file (read with readTreebank). */
  proielExport?: boolean;
}

/** Where PROIEL's classical texts are, in the outside data folder `shared`. */
export function proielClassicalPath(shared: string): string {
  return join(shared, 'proiel-latin', 'proiel-latin-classical.conll.xz');
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

/**
 * Every Latin train/dev file present on this machine (optionally only the commercially usable ones); with
 * `proielExport` the full set also has PROIEL's classical texts, when present.
 */
export function latinTreebankFiles(options: { commercial?: boolean; dir?: string; proielExport?: boolean } = {}): TreebankFile[] {
  const dir = options.dir ?? udDirectory();
  const files: TreebankFile[] = FILES.filter(([, , , commercial]) => !options.commercial || commercial)
    .map(([treebank, rel, split, commercial]) => ({ treebank, split, commercial, path: join(dir, rel) }));
  if (!options.commercial && options.proielExport === true) {
    files.push({ treebank: 'proiel', split: 'train', commercial: false, path: proielClassicalPath(analyzerConfig().sharedDataDir), proielExport: true });
  }
  return files.filter((f) => existsSync(f.path));
}

/** How a file is named in a model's sources and in evaluation rows: `proiel-dev`, `proiel-classical`. */
export function treebankFileLabel(f: TreebankFile): string {
  return f.proielExport ? `${f.treebank}-classical` : `${f.treebank}-${f.split}`;
}

/** The sentences of a treebank file, as UD CoNLL-U. */
export function readTreebank(f: TreebankFile): ConlluSentence[] {
  return f.proielExport ? readProielConllx(f.path) : parseConllu(readFileSync(f.path, 'utf8'));
}
