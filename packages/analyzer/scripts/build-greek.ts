/**
 * Builds Versio's Greek data in `.data/greek/` (see src/greek/lexicon/format.ts):
 *   grc-lexicon.tsv   every form Morpheus analyses (plus frequent GLAUx-only forms: crasis, elisions,
 *                     names), each with its analyses ranked by GLAUx corpus counts;
 *   grc-bare.tsv      accent-free key → its accented keys, most frequent first, for texts written without accents;
 *   grc-meanings.tsv  a meaning per lemma (scripts/greek/meanings.ts): Versio's own glossary, then GLAUx
 *                     noun senses, LSJ short definitions via WordNet, Greek–Italian WordNet joins, then the
 *                     English LSJ short definition.
 * Run: `npm run -s build:greek` (`--missing` lists the most frequent lemmas without Italian).
 * Sources: $VERSIO_GREEK_SOURCES or ../shared/data next to the repository.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzerConfig } from '../src/core/config';
import { formatFeats, parseFeats } from '../src/core/types';
import { encodeEntry, LEXICON_HEADER, type EncodedAnalysis } from '../src/greek/lexicon/format';
import { resolveGreekBarePath, resolveGreekDir, resolveGreekLexiconPath } from '../src/greek/lexicon/paths';
import { isCompatible, readAgdtTag, readMorpheusMorph } from '../src/greek/lexicon/tags';
import { uposOfMorpheus } from '../src/greek/lexicon/upos';
import { displayLemma, greekBareKey, greekKey } from '../src/greek/normalize';
import { writeGreekMeanings } from './greek/meanings';
import { readXzLines } from './greek/xz-lines';

const HERE = dirname(fileURLToPath(import.meta.url));
// The outside-data folder: VERSIO_GREEK_SOURCES, else VERSIO_SHARED_DATA, else ../shared/data beside the repository.
const SOURCES = analyzerConfig().greekSourcesDir;
const GLOSS_FILE = resolve(HERE, '../data/glosses-grc-it.tsv');

interface GlauxRow {
  lemma: string;
  upos: string;
  feats: Record<string, string>;
  tag: string;
  count: number;
}

/** Which AGDT part-of-speech letters a UPOS may correspond to. */
const POS_LETTERS: Readonly<Record<string, string>> = {
  VERB: 'v', AUX: 'v', NOUN: 'napml', PROPN: 'na', ADJ: 'anpm', PRON: 'pnal', DET: 'lpa', NUM: 'ma', ADV: 'd', ADP: 'rd',
  CCONJ: 'cbdg', SCONJ: 'cbdg', PART: 'gdcb', INTJ: 'i',
};

/** Homeric possessives (ὅς "his", ἑός) that share forms with the relative pronoun and would outrank it. */
const EPIC_POSSESSIVES = new Set(['ὅς2', 'ἑός']);

interface Reading {
  lemma: string;
  upos: string;
  feats: string;
  score: number;
  marked: boolean;
}

async function main(): Promise<void> {
  const started = Date.now();
  const glaux = new Map<string, GlauxRow[]>();
  const lemmaCount = new Map<string, number>();
  const lemmaPos = new Map<string, Map<string, number>>();
  let header = true;
  for await (const line of readXzLines(join(SOURCES, 'glaux/glaux_forms.tsv.xz'))) {
    if (header) { header = false; continue; }
    const [form = '', lemmaRaw = '', tag = '', countText = '0'] = line.split('\t');
    if (!tag || tag[0] === 'u' || tag[0] === 'z') continue;
    const count = Number(countText);
    const lemma = lemmaRaw.normalize('NFC');
    const key = greekKey(form);
    const { upos, feats } = readAgdtTag(tag);
    const rows = glaux.get(key) ?? [];
    rows.push({ lemma, upos, feats: parseFeats(feats) as Record<string, string>, tag, count });
    glaux.set(key, rows);
    lemmaCount.set(lemma, (lemmaCount.get(lemma) ?? 0) + count);
    const byPos = lemmaPos.get(lemma) ?? new Map<string, number>();
    byPos.set(tag[0]!, (byPos.get(tag[0]!) ?? 0) + count);
    lemmaPos.set(lemma, byPos);
  }
  const dominantPos = (lemma: string): string | undefined => {
    const byPos = lemmaPos.get(lemma);
    if (!byPos) return undefined;
    return [...byPos].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  process.stdout.write(`GLAUx: ${glaux.size} forme (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

  const readings = new Map<string, Reading[]>();
  /** GLAUx rows that some Morpheus reading of the same lemma accounts for. */
  const matched = new Set<GlauxRow>();
  header = true;
  for await (const line of readXzLines(join(SOURCES, 'morpheus-greek/morpheus_analyses.tsv.xz'))) {
    if (header) { header = false; continue; }
    const [form = '', , pos = '', lemmaRaw = '', , , morph = '', dialects = '', flags = '', stemtypes = ''] = line.split('\t');
    const key = greekKey(form);
    const morpheusLemma = lemmaRaw.normalize('NFC');
    if (EPIC_POSSESSIVES.has(morpheusLemma)) continue;
    const lemma = displayLemma(morpheusLemma);
    const marked = (dialects !== '' && !dialects.split(' ').includes('attic')) || /\b(unaugmented|poetic|epic|homeric)\b/.test(flags);
    const rows = glaux.get(key) ?? [];
    for (const reading of readMorpheusMorph(morph, pos)) {
      const upos = uposOfMorpheus(pos, morpheusLemma, stemtypes, reading.adverbial, dominantPos(lemma));
      const letters = POS_LETTERS[upos] ?? '';
      const fits = (row: GlauxRow) => letters.includes(row.tag[0]!) && isCompatible(reading.feats, row.feats, reading.mediopassive);
      let exact = 0;
      let other = 0;
      let passive = 0;
      let middle = 0;
      for (const row of rows) {
        if (!fits(row)) continue;
        if (row.lemma === lemma) {
          matched.add(row);
          exact += row.count;
          if (row.feats.Voice === 'Pass') passive += row.count;
          else middle += row.count;
        } else {
          other += row.count;
        }
      }
      // An adverb from an adjective (καλῶς) goes under the adverb's own lemma when the corpus has one.
      const adverb = reading.adverbial ? rows.filter((r) => r.tag[0] === 'd').sort((a, b) => b.count - a.count)[0] : undefined;
      const readingLemma = adverb?.lemma ?? lemma;
      const feats = { ...reading.feats };
      if (reading.mediopassive) feats.Voice = passive > middle ? 'Pass' : 'Mid';
      const frequency = Math.min(99, Math.round(Math.log2(1 + (lemmaCount.get(readingLemma) ?? 0)) * 4));
      const list = readings.get(key) ?? [];
      // A dialect-only reading that the corpus attests (Morpheus files Attic βασιλέως as Ionic) is kept.
      list.push({ lemma: readingLemma, upos, feats: formatFeats(feats), score: exact * 100 + other * 20 + frequency, marked: marked && exact === 0 });
      readings.set(key, list);
    }
  }
  // Forms Morpheus does not analyse (crasis, names) come from GLAUx when seen twice; readings Morpheus
  // lacks for a form it knows (πρέσβεις, accusative plural of πρέσβυς) when seen three times.
  let glauxOnly = 0;
  let glauxAdded = 0;
  const fromGlaux = (r: GlauxRow): Reading => ({ lemma: r.lemma, upos: /^\p{Lu}/u.test(r.lemma) && r.upos === 'NOUN' ? 'PROPN' : r.upos, feats: formatFeats(r.feats), score: r.count * 100, marked: false });
  for (const [key, rows] of glaux) {
    const known = readings.get(key);
    if (known) {
      const missing = rows.filter((r) => r.count >= 3 && !matched.has(r));
      glauxAdded += missing.length;
      known.push(...missing.map(fromGlaux));
      continue;
    }
    const kept = rows.filter((r) => r.count >= 2);
    if (kept.length === 0) continue;
    glauxOnly++;
    readings.set(key, kept.map(fromGlaux));
  }

  const lemmaIndex = new Map<string, number>();
  const tagIndex = new Map<string, number>();
  const indexOf = (map: Map<string, number>, value: string) => {
    let i = map.get(value);
    if (i === undefined) map.set(value, (i = map.size));
    return i;
  };
  const lines: string[] = [];
  const bare = new Map<string, { key: string; score: number }[]>();
  let analysesCount = 0;
  for (const [key, list] of [...readings].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const unmarked = list.filter((r) => !r.marked);
    const kept = unmarked.length > 0 ? unmarked : list;
    const best = new Map<string, Reading>();
    for (const r of kept) {
      const id = `${r.lemma}|${r.upos}|${r.feats}`;
      const seen = best.get(id);
      if (!seen || seen.score < r.score) best.set(id, r);
    }
    const ranked = [...best.values()].sort((a, b) => b.score - a.score);
    const encoded: EncodedAnalysis[] = ranked.map((r) => ({ lemma: indexOf(lemmaIndex, r.lemma), tag: indexOf(tagIndex, `${r.upos}|${r.feats}`), score: r.score }));
    analysesCount += encoded.length;
    const bareKey = greekBareKey(key);
    const top = ranked[0]?.score ?? 0;
    if (bareKey !== key) {
      const keys = bare.get(bareKey);
      if (keys) keys.push({ key, score: top });
      else bare.set(bareKey, [{ key, score: top }]);
    }
    lines.push(`${key}\t${encodeEntry(encoded)}`);
  }
  const dir = resolveGreekDir();
  mkdirSync(dir, { recursive: true });
  const out = [LEXICON_HEADER, JSON.stringify([...lemmaIndex.keys()]), JSON.stringify([...tagIndex.keys()]), ...lines].join('\n');
  writeFileSync(resolveGreekLexiconPath(dir), `${out}\n`);
  const bareLines = [...bare].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([b, keys]) => `${b}\t${keys.sort((x, y) => y.score - x.score).map((k) => k.key).join(',')}`);
  writeFileSync(resolveGreekBarePath(dir), `${bareLines.join('\n')}\n`);
  process.stdout.write(`lessico: ${lines.length} forme (${glauxOnly} solo da GLAUx), ${analysesCount} analisi (${glauxAdded} aggiunte da GLAUx), ${lemmaIndex.size} lemmi, ${tagIndex.size} etichette\n`);

  writeGreekMeanings(SOURCES, lemmaIndex, lemmaCount, dir, process.argv.includes('--missing'));
  process.stdout.write(`fatto in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (!existsSync(GLOSS_FILE)) throw new Error(`manca ${GLOSS_FILE}`);
main().catch((error: unknown) => {
  process.stderr.write(`build-greek: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
