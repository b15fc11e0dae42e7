/**
 * Builds `.data/greek/grc-paradigms.tsv` (src/greek/paradigm/format.ts): for every Morpheus lemma, its
 * attested forms by paradigm cell (Morpheus' analyses inverted: form → lemma + morphology becomes lemma +
 * cell → forms), Attic and undialected forms only where the lemma has any, each cell's forms ranked by
 * their GLAUx corpus counts; the stem types of those forms; the attested principal parts. Beside it,
 * `grc-lemma-cards.tsv`: the same entries with only the cells a word card reads (dictionary line, labels).
 * The cells the corpus lacks are made when a table is asked for (src/greek/paradigm/generate.ts).
 * Run: `npm run -s build:greek-paradigms` (after `build:greek`). Sources: $VERSIO_GREEK_SOURCES.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../src/core/config';
import { displayLemma, greekBareKey, greekKey } from '../src/greek/normalize';
import { cellKeys, hasMarkedFlag, isStandardForm } from '../src/greek/paradigm/cells';
import { encodeLemmaEntry, isCardCell, PARADIGMS_HEADER, resolveGreekLemmaCardsPath, resolveGreekParadigmsPath } from '../src/greek/paradigm/format';
import { resolveGreekDir } from '../src/greek/lexicon/paths';
import { readXzLines } from './greek/xz-lines';

const SOURCES = analyzerConfig().greekSourcesDir;

/** Crasis writes a breathing (coronis) inside a word that starts with a consonant: τἀληθῆ, κἀγώ, ταὐτό. */
function isCrasis(form: string): boolean {
  const letters = form.normalize('NFD');
  return /^[βγδζθκλμνξπστφχψ]/u.test(letters.toLowerCase()) && /[\u0313\u0314]/u.test(letters);
}

/** Morpheus tenses as the AGDT tags of GLAUx write them. */
const TENSE_LETTERS: ReadonlyMap<string, string> = new Map([['pres', 'p'], ['imperf', 'i'], ['fut', 'f'], ['aor', 'a'], ['perf', 'r'], ['plup', 'l'], ['futperf', 't']]);

interface FormData {
  count: number;
  standard: boolean;
  ionic: boolean;
}

/**
 * Morpheus also reads some imperfects as second aorists of the present stem (ἤγγελλον for ἀγγέλλω): an
 * aorist indicative's form that is the imperfect of the same person goes, when the cell has another form.
 */
function dropImperfectsFromAorists(cells: Map<string, string[]>): void {
  for (const [key, forms] of cells) {
    if (!key.startsWith('aor.ind.')) continue;
    const imperfect = new Set(cells.get(key.replace(/^aor\.ind\.(act|mid|pass)/, (_, v: string) => `imperf.ind.${v === 'act' ? 'act' : 'mp'}`)) ?? []);
    const kept = forms.filter((f) => !imperfect.has(f));
    if (kept.length > 0 && kept.length < forms.length) cells.set(key, kept);
  }
}

/**
 * Crasis with the interjection ὦ (ὦγαθε, ὦνθρωπε) is no form of a noun's or adjective's table: a form of
 * a case cell that starts with ω where the lemma starts with another vowel goes, when the cell has another.
 */
function dropCrasisWithO(lemma: string, cells: Map<string, string[]>): void {
  const first = greekBareKey(lemma).charAt(0);
  if (first === 'ω' || !/[αεηιουω]/.test(first)) return;
  for (const [key, forms] of cells) {
    if (!/^(masc|fem|neut)\./.test(key)) continue;
    const kept = forms.filter((f) => greekBareKey(f).charAt(0) !== 'ω');
    if (kept.length > 0 && kept.length < forms.length) cells.set(key, kept);
  }
}

interface LemmaData {
  /** Cell → form → corpus count, standard (Attic or undialected), Ionic or epic with no poetic or late flag. */
  cells: Map<string, Map<string, FormData>>;
  stemTypes: Map<string, number>;
  standardForms: number;
}

async function main(): Promise<void> {
  const started = Date.now();
  // GLAUx counts of (form key, lemma), to rank the forms of a cell.
  const counts = new Map<string, number>();
  // GLAUx genders of noun lemmas (AGDT tag position 7): Morpheus gives many nouns as `masc/fem`.
  const genders = new Map<string, Map<string, number>>();
  const GENDER_NAMES: ReadonlyMap<string, string> = new Map([['m', 'masc'], ['f', 'fem'], ['n', 'neut']]);
  let header = true;
  for await (const line of readXzLines(join(SOURCES, 'glaux/glaux_forms.tsv.xz'))) {
    if (header) { header = false; continue; }
    const [form = '', lemma = '', tag = '', count = '0'] = line.split('\t');
    // Verb forms are counted by tense too (AGDT position 4), so that an imperfect Morpheus also reads as
    // an aorist (ἤγγελλον) does not outrank the aorist's own form in the aorist's cell.
    for (const key of [`${greekKey(form)}\t${lemma.normalize('NFC')}`, `${greekKey(form)}\t${lemma.normalize('NFC')}\t${tag[3] ?? '-'}`]) {
      counts.set(key, (counts.get(key) ?? 0) + Number(count));
    }
    const gender = GENDER_NAMES.get(tag[6] ?? '');
    if (tag[0] === 'n' && gender) {
      const byGender = genders.get(lemma.normalize('NFC')) ?? new Map<string, number>();
      byGender.set(gender, (byGender.get(gender) ?? 0) + Number(count));
      genders.set(lemma.normalize('NFC'), byGender);
    }
  }
  const lemmas = new Map<string, LemmaData>();
  header = true;
  for await (const line of readXzLines(join(SOURCES, 'morpheus-greek/morpheus_analyses.tsv.xz'))) {
    if (header) { header = false; continue; }
    const [form = '', , pos = '', lemmaRaw = '', , , morph = '', dialects = '', flags = '', stemtypes = ''] = line.split('\t');
    const lemma = displayLemma(lemmaRaw.normalize('NFC'));
    // Capitalised forms of common words, elided and crasis forms have no place in a table.
    if (!form || /['’]/.test(form) || (/^\p{Lu}/u.test(form) && !/^\p{Lu}/u.test(lemma)) || isCrasis(form)) continue;
    const keys = cellKeys(morph, pos);
    if (keys.length === 0) continue;
    const data = lemmas.get(lemma) ?? { cells: new Map(), stemTypes: new Map(), standardForms: 0 };
    lemmas.set(lemma, data);
    const standard = isStandardForm(dialects, flags);
    // Morpheus files some Attic forms as Ionic or epic only (βασιλέως, βέβληται); Doric and Aeolic ones are not Attic.
    const ionic = !hasMarkedFlag(flags) && /\b(ionic|epic)\b/.test(dialects);
    const nfc = form.normalize('NFC');
    const tense = TENSE_LETTERS.get(morph.split(' ')[0] ?? '');
    const count = counts.get(`${greekKey(nfc)}\t${lemma}${tense && pos !== 'N' ? `\t${tense}` : ''}`) ?? 0;
    if (standard) {
      data.standardForms++;
      for (const type of stemtypes.split(',').filter(Boolean)) data.stemTypes.set(type, (data.stemTypes.get(type) ?? 0) + 1);
    }
    for (const key of keys) {
      const cell = data.cells.get(key) ?? new Map<string, FormData>();
      data.cells.set(key, cell);
      const seen = cell.get(nfc);
      cell.set(nfc, { count: Math.max(count, seen?.count ?? 0), standard: standard || (seen?.standard ?? false), ionic: ionic || (seen?.ionic ?? false) });
    }
  }
  process.stdout.write(`Morpheus: ${lemmas.size} lemmi (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

  const principal = new Map<string, { freq: number; parts: string[] }>();
  for (const line of readFileSync(join(SOURCES, 'morpheus-greek/principal_parts_attested.tsv'), 'utf8').split('\n').slice(1)) {
    const [lemmaRaw = '', , freq = '0', ...parts] = line.split('\t');
    if (!lemmaRaw) continue;
    const lemma = displayLemma(lemmaRaw.normalize('NFC'));
    const seen = principal.get(lemma);
    // Only Attic or undialected parts: `ἔλυσα [epic]` is no school principal part.
    const clean = parts.slice(0, 6).map((p) => {
      const [form = '', dialects = ''] = p.trim().split(/\s*\[/);
      return dialects === '' || /\battic\b/.test(dialects) ? form.trim().normalize('NFC') : '';
    });
    while (clean.length < 6) clean.push('');
    if (!seen || seen.freq < Number(freq)) principal.set(lemma, { freq: Number(freq), parts: clean });
  }

  const lines: string[] = [];
  let cellsCount = 0;
  const attested = new Map<string, Map<string, string[]>>();
  for (const lemma of [...lemmas.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const data = lemmas.get(lemma)!;
    const useAll = data.standardForms === 0;
    const cells = new Map<string, string[]>();
    for (const [key, forms] of data.cells) {
      // Morpheus files some Attic forms under Ionic or epic only (βασιλέως, βέβληται): a cell without a
      // standard form takes the corpus's Ionic and epic forms that carry no poetic or late flag (not the
      // Doric λυσομένα).
      const hasStandard = [...forms.values()].some((f) => f.standard);
      const fits = (f: FormData) => useAll || f.standard || (!hasStandard && f.ionic && f.count > 0);
      const kept = [...forms].filter(([, f]) => fits(f)).sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1));
      // A cell shows the forms the corpus uses (those a twentieth as frequent as the first at least), else
      // Morpheus' first two; rare corpus spellings (ἀλαθῆ beside ἀληθῆ) stay out.
      const top = kept[0]?.[1].count ?? 0;
      const list = (top > 0 ? kept.filter(([, f]) => f.count * 20 >= top) : kept.slice(0, 2)).map(([form]) => form);
      if (list.length > 0) cells.set(key, list);
    }
    dropImperfectsFromAorists(cells);
    dropCrasisWithO(lemma, cells);
    if (cells.size > 0) attested.set(lemma, cells);
  }
  const cardLines: string[] = [];
  for (const [lemma, cells] of attested) {
    const data = lemmas.get(lemma)!;
    cellsCount += cells.size;
    const entry = { lemma, stemTypes: data.stemTypes, genders: genders.get(lemma) ?? new Map<string, number>(), principalParts: principal.get(lemma)?.parts ?? [], cells };
    lines.push(`${lemma}\t${encodeLemmaEntry(entry)}`);
    cardLines.push(`${lemma}\t${encodeLemmaEntry({ ...entry, cells: new Map([...cells].filter(([key]) => isCardCell(key))) })}`);
  }
  const dir = resolveGreekDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolveGreekParadigmsPath(dir), `${[PARADIGMS_HEADER, ...lines].join('\n')}\n`);
  writeFileSync(resolveGreekLemmaCardsPath(dir), `${[PARADIGMS_HEADER, ...cardLines].join('\n')}\n`);
  process.stdout.write(`paradigmi: ${lines.length} lemmi, ${cellsCount} caselle attestate (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`build-greek-paradigms: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
