/**
 * Builds the compact Latin lexicon from the Collatinus data:
 *   node --import tsx packages/analyzer/scripts/build-lexicon.ts
 * Reads COLLATINUS_DIR (default `.data/collatinus`), writes `.data/lexicon/lat-lexicon.json`
 * (or under VERSIO_DATA_DIR). The output is generated: never edit it by hand.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readDataLines } from './lexicon/read-lines';
import { estimateMissingCounts, parseCoreVocabulary, type CoreWord } from './lexicon/count-estimates';
import { EXTRA_IRREGULAR_LINES, EXTRA_LEMMA_LINES } from './lexicon/extra-lemmas';
import { listAncestors, listEndings, parseModels } from './lexicon/parse-models';
import { parseLemmaLine, type ParsedLemma } from './lexicon/parse-lemmas';
import { parseGlosses, parseIrregular, parsePairs } from './lexicon/parse-extras';
import { LEXICON_FORMAT, encodeLemma, packStem, type GlossData, type IrregularEntry, type LemmaEntry, type LexiconData, type StemRow } from '../src/latin/lexicon/data-format';
import { toLookupKey } from '../src/latin/lexicon/normalize';
import { resolveCollatinusDir, resolveGlossesPath, resolveLexiconPath, resolveSharedDataDir } from '../src/latin/lexicon/paths';

/** The Dickinson core vocabulary (ranks of the 997 commonest lemmas), for the counts Collatinus lacks. */
const CORE_VOCABULARY = join(resolveSharedDataDir(), 'dcc-core', 'DCC_latin_core_vocab.json');

/** The core vocabulary's words, or none (with a warning) when the shared data is not there. */
export function readCoreVocabulary(path = CORE_VOCABULARY): CoreWord[] {
  if (existsSync(path)) return parseCoreVocabulary(readFileSync(path, 'utf8'));
  console.warn(`vocabolario di base non trovato (${path}): il lessico tiene i conteggi di Collatinus così come sono`);
  return [];
}

/** Reads every Collatinus file and assembles the generated lexicon. */
export function buildLexicon(dir: string, core: readonly CoreWord[] = []): { lexicon: LexiconData; glosses: GlossData } {
  const parsedModels = parseModels(readDataLines(dir, 'modeles.la'));
  const modelIndex = new Map(parsedModels.map((m, i) => [m.name, i]));
  const modelsByName = new Map(parsedModels.map((m) => [m.name, m]));

  const lemmas: { lemma: ParsedLemma; extended: 0 | 1 }[] = [];
  const seen = new Set<string>();
  const sources = [[readDataLines(dir, 'lemmes.la'), 0], [readDataLines(dir, 'lem_ext.la', true), 1], [EXTRA_LEMMA_LINES, 0]] as const;
  for (const [lines, extended] of sources) {
    for (const line of lines) {
      const lemma = parseLemmaLine(line, modelsByName);
      // lem_ext.la only adds lemmas the main list lacks, as in Collatinus.
      if (!lemma || seen.has(lemma.key)) continue;
      seen.add(lemma.key);
      lemmas.push({ lemma, extended });
    }
  }

  const glosses = {
    it: parseGlosses(readDataLines(dir, 'lemmes.it', true)),
    en: parseGlosses([...readDataLines(dir, 'lemmes.en', true), ...readDataLines(dir, 'lem_ext.en', true)]),
    fr: parseGlosses([...readDataLines(dir, 'lemmes.fr', true), ...readDataLines(dir, 'lem_ext.fr', true)]),
  };
  const lemmaIndex = new Map(lemmas.map(({ lemma }, i) => [lemma.key, i]));
  const glossRows: GlossData['glosses'] = lemmas.map(({ lemma }) =>
    [glosses.it.get(lemma.key) ?? '', glosses.en.get(lemma.key) ?? '', glosses.fr.get(lemma.key) ?? '']);
  const lemmaEntries: LemmaEntry[] = lemmas.map(({ lemma, extended }, i) => {
    const stems = new Map([...lemma.stems].sort((a, b) => a[0] - b[0]));
    const glossed = glossRows[i]!.some((g) => g !== '') ? 1 : 0;
    return [lemma.key, lemma.quantities, modelIndex.get(lemma.model.name) ?? 0, stems, lemma.info, lemma.frequency, extended, glossed];
  });

  const lemmaCounts = parsedModels.map(() => 0);
  for (const entry of lemmaEntries) lemmaCounts[entry[2]] = (lemmaCounts[entry[2]] ?? 0) + 1;

  const irregulars: IrregularEntry[] = [];
  for (const line of [...readDataLines(dir, 'irregs.la'), ...EXTRA_IRREGULAR_LINES]) {
    const irr = parseIrregular(line);
    const index = irr ? lemmaIndex.get(irr.lemmaKey) : undefined;
    if (irr && index !== undefined) irregulars.push([irr.form, index, irr.slots, irr.exclusive ? 1 : 0]);
  }

  if (parsedModels.length > 255 || lemmaEntries.length >= 1 << 17) throw new Error('troppi modelli o lemmi per il formato delle radici');
  const lexicon: LexiconData = {
    format: LEXICON_FORMAT,
    source: 'Collatinus (Yves Ouvrard, Philippe Verkerk), GPL; dati di lemmes.la, lem_ext.la, modeles.la, irregs.la',
    models: parsedModels.map((m, i) => ({
      name: m.name, ancestors: listAncestors(m), pos: m.pos, endings: listEndings(m), lemmaCount: lemmaCounts[i] ?? 0,
    })),
    lemmas: lemmaEntries.map(encodeLemma).join('\n'),
    stemIndex: indexStems(lemmaEntries),
    irregulars,
    contractions: parsePairs(readDataLines(dir, 'contractions.la')),
    assimilations: parsePairs(readDataLines(dir, 'assimilations.la')),
    abbreviations: readDataLines(dir, 'abreviations.la', true),
    countEstimates: [...estimateMissingCounts(core, lemmas.map(({ lemma }) => ({ key: lemma.key, frequency: lemma.frequency, note: lemma.info })))],
  };
  return { lexicon, glosses: { format: LEXICON_FORMAT, glosses: glossRows } };
}

/** Stem look-up key → packed lemma/radical numbers, in first-seen order, as text lines. */
function indexStems(lemmas: LemmaEntry[]): string {
  const rows = new Map<string, StemRow>();
  lemmas.forEach((entry, index) => {
    for (const [radical, stems] of entry[3]) {
      for (const stem of stems) {
        const key = toLookupKey(stem);
        const packed = packStem(index, entry[2], radical);
        const row = rows.get(key);
        if (!row) rows.set(key, [packed]);
        else if (!row.includes(packed)) row.push(packed);
      }
    }
  });
  return [...rows].map(([key, row]) => `${key}\t${row.join(',')}`).join('\n');
}

function main(): void {
  const started = performance.now();
  const { lexicon, glosses } = buildLexicon(resolveCollatinusDir(), readCoreVocabulary());
  const out = resolveLexiconPath();
  mkdirSync(dirname(out), { recursive: true });
  const json = JSON.stringify(lexicon);
  writeFileSync(out, json);
  writeFileSync(resolveGlossesPath(), JSON.stringify(glosses));
  const ms = Math.round(performance.now() - started);
  console.log(`lessico latino: ${glosses.glosses.length} lemmi, ${lexicon.models.length} modelli, ${lexicon.stemIndex.split('\n').length} radici, ${lexicon.irregulars.length} forme irregolari, ${lexicon.countEstimates.length} conteggi stimati → ${out} (${(json.length / 1e6).toFixed(1)} MB, ${ms} ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
