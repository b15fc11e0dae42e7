/**
 * Does a development sentence occur in the training data? Every Latin UD train/dev file the tagger learns from
 * (treebanks.ts) and the PROIEL classical texts (`proiel-latin/` of the outside data), read as word sequences
 * normalised for spelling (lower case, u for v, i for j, letters only, enclitic -que/-ne/-ve joined back). A
 * sentence overlaps when it shares a run of OVERLAP_WORDS words with a training sentence, when the whole of it
 * (if shorter) occurs in one, or when a whole training sentence of MIN_WORDS words or more occurs in it (a
 * treebank may cut a period at a colon where the development set does not, or the other way round).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../src/core/config';
import { latinTreebankFiles } from '../../src/latin/ud/treebanks';

export const OVERLAP_WORDS = 6;
export const MIN_WORDS = 3;

const CLITICS = new Set(['que', 'ne', 've', 'ue']);

/** One word as compared: `Iulium` → `iulium`, `Vrbem` → `urbem`. */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').toLowerCase().replace(/[^a-z]/g, '').replace(/v/g, 'u').replace(/j/g, 'i');
}

/** A sentence's words as compared, clitics split off by a treebank joined back to their host. */
export function normalizeWords(forms: readonly string[]): string[] {
  const out: string[] = [];
  for (const form of forms) {
    const w = normalizeWord(form);
    if (w === '') continue;
    if (CLITICS.has(w) && out.length > 0 && form.startsWith('-')) out[out.length - 1] += w;
    else if (CLITICS.has(w) && out.length > 0 && form === w && /que$/.test(w)) out[out.length - 1] += w;
    else out.push(w);
  }
  return out;
}

/** The words of a plain-text sentence. */
export function wordsOfText(text: string): string[] {
  return normalizeWords(text.split(/[\s.,;:!?"'()«»“”‘’\-—–]+/));
}

export class OverlapIndex {
  private readonly whole = new Set<string>();
  /** Runs of MIN_WORDS to OVERLAP_WORDS words of every training sentence. */
  private readonly grams = new Set<string>();

  add(words: readonly string[]): void {
    this.whole.add(words.join(' '));
    for (let n = MIN_WORDS; n <= OVERLAP_WORDS; n++) {
      for (let i = 0; i + n <= words.length; i++) this.grams.add(words.slice(i, i + n).join(' '));
    }
  }

  /** The first shared run of words found in the index, else undefined. */
  find(words: readonly string[]): string | undefined {
    const all = words.join(' ');
    if (this.whole.has(all)) return all;
    if (words.length < OVERLAP_WORDS) {
      if (words.length >= MIN_WORDS && this.grams.has(all)) return all;
    } else {
      for (let i = 0; i + OVERLAP_WORDS <= words.length; i++) {
        const gram = words.slice(i, i + OVERLAP_WORDS).join(' ');
        if (this.grams.has(gram)) return gram;
      }
    }
    for (let n = MIN_WORDS; n < Math.min(OVERLAP_WORDS, words.length); n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const run = words.slice(i, i + n).join(' ');
        if (this.whole.has(run)) return run;
      }
    }
    return undefined;
  }
}

/** Adds the sentences of a CoNLL-U or CoNLL-X text (FORM in the second column; multiword ranges skipped). */
export function addConllText(index: OverlapIndex, text: string): number {
  let forms: string[] = [];
  let count = 0;
  const flush = () => {
    if (forms.length > 0) {
      index.add(normalizeWords(forms));
      count++;
    }
    forms = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    if (line.trim() === '') {
      flush();
      continue;
    }
    const cols = line.split('\t');
    if (cols.length < 2 || !/^\d+$/.test(cols[0]!)) continue;
    forms.push(cols[1]!);
  }
  flush();
  return count;
}

/** The training files found on this machine (UD Latin train/dev, PROIEL classical), by path. */
export function trainingFiles(): string[] {
  const files = latinTreebankFiles().map((f) => f.path);
  const proiel = join(analyzerConfig().sharedDataDir, 'proiel-latin', 'proiel-latin-classical.conll.xz');
  if (existsSync(proiel)) files.push(proiel);
  return files;
}

/** An index of every training sentence present on this machine (empty when no training data is present). */
export function loadTrainingIndex(files: readonly string[] = trainingFiles()): OverlapIndex {
  const index = new OverlapIndex();
  for (const path of files) {
    const text = path.endsWith('.xz') ? execFileSync('xz', ['-dc', path], { maxBuffer: 1 << 28 }).toString('utf8') : readFileSync(path, 'utf8');
    addConllText(index, text);
  }
  return index;
}
