import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { analyzerConfig } from '../../core/config';
import { greekKey } from '../normalize';
import { completeEntry, greekParadigm } from './index';
import { greekParadigmStore } from './store';
import { buildGreekParadigm, cellForms } from './table';
import { parseTextbookFixtures } from './textbook-fixtures';

const store = greekParadigmStore();
const shared = analyzerConfig().sharedDataDir;

describe('Greek paradigm tables', () => {
  test('a noun: cases in the school order, singular, plural and dual', () => {
    const table = greekParadigm('λόγος')!;
    expect(table.title).toBe('λόγος, -ου, ὁ');
    expect(table.sections.map((s) => s.title)).toEqual(['Singolare', 'Plurale', 'Duale']);
    expect(table.sections[0]!.rows).toEqual([
      { label: 'nominativo', forms: ['λόγος'] }, { label: 'genitivo', forms: ['λόγου'] }, { label: 'dativo', forms: ['λόγῳ'] },
      { label: 'accusativo', forms: ['λόγον'] }, { label: 'vocativo', forms: ['λόγε'] },
    ]);
  });

  test('an adjective by gender, a verb by mood, tense and voice, with infinitives and participles', () => {
    const adjective = greekParadigm('ἀγαθός')!;
    expect(adjective.sections[0]!.title).toBe('Maschile singolare');
    expect(adjective.sections[0]!.rows.slice(0, 2)).toEqual([{ label: 'nominativo', forms: ['ἀγαθός'] }, { label: 'genitivo', forms: ['ἀγαθοῦ'] }]);
    const verb = greekParadigm('λύω')!;
    const titles = verb.sections.map((s) => s.title);
    for (const title of ['Indicativo presente attivo', 'Indicativo presente medio-passivo', 'Indicativo aoristo attivo', 'Indicativo aoristo passivo', 'Congiuntivo presente attivo', 'Ottativo aoristo attivo', 'Infinito', 'Participio']) {
      expect(titles).toContain(title);
    }
    const present = verb.sections.find((s) => s.title === 'Indicativo presente attivo')!;
    expect(present.rows.find((r) => r.label === '3ª plurale')!.forms).toEqual(['λύουσι(ν)']);
    expect(verb.sections.find((s) => s.title === 'Participio')!.rows.find((r) => r.label === 'presente attivo')!.forms).toEqual(['λύων', 'λύουσα', 'λῦον']);
  });

  test('the article by gender, a personal pronoun by number only', () => {
    const article = greekParadigm('ὁ')!;
    expect(article.title).toBe('ὁ, ἡ, τό');
    expect(article.sections.slice(0, 3).map((s) => [s.title, s.rows[0]!.forms[0]])).toEqual([['Maschile singolare', 'ὁ'], ['Femminile singolare', 'ἡ'], ['Neutro singolare', 'τό']]);
    const pronoun = greekParadigm('ἐγώ')!;
    expect(pronoun.sections.map((s) => s.title)).toEqual(['Singolare', 'Plurale', 'Duale']);
    expect(pronoun.sections[1]!.rows[0]!.forms).toContain('ἡμεῖς');
  });

  test('movable nu: one form written X(ν)', () => {
    const entry = { lemma: 'x', stemTypes: new Map(), genders: new Map(), principalParts: [], cells: new Map([['k', ['λύουσιν', 'λύουσι', 'λύει']]]) };
    expect(cellForms(entry, 'k')).toEqual(['λύουσι(ν)', 'λύει']);
  });

  // Textbook paradigms (Dik, Pratt, Keller–Russell via greek-inflexion) as fixtures: of the cells both give,
  // the table's forms include the textbook's; and the attested cells cover most of the textbook's.
  test('cells agree with the textbook paradigms of greek-inflexion', () => {
    let textbook = 0;
    let shown = 0;
    let agreeing = 0;
    for (const file of ['dik_test.yaml', 'pratt_test.yaml', 'ltrg_test.yaml']) {
      const fixtures = parseTextbookFixtures(readFileSync(join(shared, 'greek-inflexion-stems/test_data', file), 'utf8'));
      for (const [lemma, cells] of fixtures) {
        const found = store.entry(lemma);
        if (!found) continue;
        const entry = completeEntry(found, store);
        for (const [key, forms] of cells) {
          textbook++;
          const ours = entry.cells.get(key);
          if (!ours) continue;
          shown++;
          const allowed = new Set(forms.map(greekKey));
          if (ours.some((f) => allowed.has(greekKey(f)))) agreeing++;
        }
      }
    }
    expect(textbook).toBeGreaterThan(1500);
    expect(agreeing / shown).toBeGreaterThan(0.94);
    expect(shown / textbook).toBeGreaterThan(0.65);
  });

  test('the 500 most frequent lemmas of the UD Perseus dev file: tables with forms, NFC, no doubled diacritics', () => {
    const counts = new Map<string, number>();
    for (const line of readFileSync(join(analyzerConfig().udDir, 'UD_Ancient_Greek-Perseus/grc_perseus-ud-dev.conllu'), 'utf8').split('\n')) {
      const [id = '', , lemma = '', upos = ''] = line.split('\t');
      if (!/^\d+$/.test(id) || upos === 'PUNCT' || !lemma) continue;
      counts.set(lemma.normalize('NFC'), (counts.get(lemma.normalize('NFC')) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 500).map(([lemma]) => lemma);
    let tables = 0;
    const problems: string[] = [];
    for (const lemma of top) {
      const entry = store.entry(lemma);
      if (!entry) continue;
      const table = buildGreekParadigm(completeEntry(entry, store));
      if (!table) continue;
      tables++;
      if (table.sections.length === 0) problems.push(`${lemma}: nessuna sezione`);
      for (const section of table.sections) {
        if (section.rows.length === 0) problems.push(`${lemma} ${section.title}: sezione vuota`);
        for (const row of section.rows) {
          if (row.forms.length === 0) problems.push(`${lemma} ${section.title} ${row.label}: casella vuota`);
          for (const form of row.forms) {
            if (form !== form.normalize('NFC')) problems.push(`${lemma}: ${form} non NFC`);
            if (/([\u0300-\u036f])\1/u.test(form.normalize('NFD'))) problems.push(`${lemma}: ${form} con un diacritico doppio`);
            if (form.trim() === '') problems.push(`${lemma}: forma vuota`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Indeclinable words (particles, conjunctions, most adverbs and prepositions) have no table.
    expect(tables).toBeGreaterThan(350);
  });
});
