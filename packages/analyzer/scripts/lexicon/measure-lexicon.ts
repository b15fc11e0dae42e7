/**
 * Figures of the Latin lexicon alone: size, load time, memory, analysis speed and how often the
 * gold lemma / UPOS of a UD file is among the lexicon's candidates (the tagger's ceiling).
 *   node --import tsx packages/analyzer/scripts/lexicon/measure-lexicon.ts [file.conllu …]
 * Default file: ../shared/data/ud/UD_Latin-PROIEL/la_proiel-ud-dev.conllu. Speed is CPU time of
 * the best of 8 passes, so that other processes on the machine disturb it less.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAnalyzer } from '../../src/latin/lexicon/analyze';
import { createLatinLexicon, loadLatinLexicon } from '../../src/latin/lexicon/index';
import { readLexiconStore } from '../../src/latin/lexicon/store';
import { resolveLexiconPath } from '../../src/latin/lexicon/paths';
import { normalizeLatin } from '../../src/latin/normalize';

interface Word { form: string; lemma: string; upos: string }

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function readWords(path: string): Word[] {
  const words: Word[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length !== 10 || !/^\d+$/.test(f[0] ?? '')) continue;
    const [, form = '', lemma = '', upos = ''] = f;
    if (upos !== 'PUNCT' && /[a-zA-Z]/.test(form) && !/\d/.test(form)) words.push({ form, lemma, upos });
  }
  return words;
}

function main(): void {
  const files = process.argv.slice(2);
  if (files.length === 0) files.push(fileURLToPath(new URL('../../../../../shared/data/ud/UD_Latin-PROIEL/la_proiel-ud-dev.conllu', import.meta.url)));
  const c0 = cpuMs();
  const t0 = performance.now();
  const lexicon = loadLatinLexicon();
  globalThis.gc?.(); // with node --expose-gc, memory is measured after the file's text is collected
  console.log(`file ${(statSync(resolveLexiconPath()).size / 1e6).toFixed(1)} MB; load ${Math.round(performance.now() - t0)} ms wall, ${Math.round(cpuMs() - c0)} ms CPU; RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
  const store = readLexiconStore(resolveLexiconPath());
  const sameLemma = (a: string, b: string) => normalizeLatin(a).replace(/\d+$/, '') === normalizeLatin(b).replace(/\d+$/, '');
  for (const file of files) {
    const words = readWords(file);
    let known = 0, lemmaOk = 0, uposOk = 0, readings = 0;
    for (const w of words) {
      const analyses = lexicon.analyze(w.form);
      readings += analyses.length;
      if (analyses.length > 0) known++;
      if (analyses.some((a) => sameLemma(a.lemma, w.lemma))) lemmaOk++;
      if (analyses.some((a) => a.upos === w.upos)) uposOk++;
    }
    const pct = (n: number) => `${((n / words.length) * 100).toFixed(2)}%`;
    console.log(`${file.split('/').pop()}: ${words.length} words; known ${pct(known)}; gold lemma among candidates ${pct(lemmaOk)}; gold UPOS among candidates ${pct(uposOk)}; ${(readings / words.length).toFixed(1)} analyses per word`);
    // Raw speed: the analyzer without the lexicon's cache of recent answers.
    const raw = createAnalyzer(store);
    for (const [name, list] of [['running text', words.map((w) => w.form)], ['distinct forms', [...new Set(words.map((w) => w.form))]]] as const) {
      let best = Infinity;
      for (let pass = 0; pass < 8; pass++) {
        const c = cpuMs();
        for (const form of list) raw.analyze(form);
        best = Math.min(best, cpuMs() - c);
      }
      console.log(`  ${name}, uncached: ${list.length} forms, ${Math.round((list.length / best) * 1000)} forms/s (one core, CPU time)`);
    }
    const fresh = createLatinLexicon(store);
    const c = cpuMs();
    for (const w of words) fresh.analyze(w.form);
    console.log(`  running text, one cold pass through the cache: ${Math.round((words.length / (cpuMs() - c)) * 1000)} forms/s`);
  }
  globalThis.gc?.();
  console.log(`after analysis: RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
}

main();
