import { describe, expect, test } from 'vitest';
import { loadTestLexicon } from './test-lexicon';

const lexicon = loadTestLexicon();

/** The forms of one row of one section, by titles. */
function cell(key: string, section: string, row: string): string[] | undefined {
  return lexicon.paradigm(key)?.sections.find((s) => s.title === section)?.rows.find((r) => r.label === row)?.forms;
}

describe('paradigm of rosa (1ª declinazione)', () => {
  test('titled by its dictionary line, singular and plural sections', () => {
    const table = lexicon.paradigm('rosa');
    expect(table?.title).toBe('rosa, rosae, f.');
    expect(table?.sections.map((s) => s.title)).toEqual(['Singolare', 'Plurale']);
  });

  test.each([
    ['Singolare', 'nominativo', ['rŏsă']], ['Singolare', 'genitivo', ['rŏsāe']], ['Singolare', 'dativo', ['rŏsāe']],
    ['Singolare', 'accusativo', ['rŏsăm']], ['Singolare', 'vocativo', ['rŏsă']], ['Singolare', 'ablativo', ['rŏsā']],
    ['Plurale', 'nominativo', ['rŏsāe']], ['Plurale', 'genitivo', ['rŏsārŭm']], ['Plurale', 'dativo', ['rŏsīs']],
    ['Plurale', 'accusativo', ['rŏsās']], ['Plurale', 'ablativo', ['rŏsīs']],
  ])('%s %s: %j', (section, row, forms) => {
    expect(cell('rosa', section, row)).toEqual(forms);
  });
});

describe('paradigm of amo (1ª coniugazione)', () => {
  test.each([
    ['Indicativo presente attivo', '1ª singolare', ['ămo']], // ămō̆ in Collatinus: a common quantity is left unmarked
    ['Indicativo presente attivo', '3ª plurale', ['ămānt']],
    ['Indicativo imperfetto attivo', '2ª singolare', ['ămābās']],
    ['Indicativo futuro semplice attivo', '3ª plurale', ['ămābūnt']],
    ['Indicativo perfetto attivo', '3ª singolare', ['ămāvĭt']],
    ['Indicativo perfetto attivo', '3ª plurale', ['ămāvērūnt', 'ămāvērĕ']],
    ['Indicativo piuccheperfetto attivo', '3ª plurale', ['ămāvĕrānt']],
    ['Congiuntivo presente attivo', '1ª singolare', ['ămĕm']],
    ['Congiuntivo imperfetto attivo', '3ª singolare', ['ămārĕt']],
    ['Congiuntivo piuccheperfetto attivo', '3ª singolare', ['ămāvīssĕt']],
    ['Imperativo presente attivo', '2ª plurale', ['ămātĕ']],
    ['Indicativo presente passivo', '3ª singolare', ['ămātŭr']],
    ['Indicativo perfetto passivo', '3ª singolare', ['ămātŭs ēst']],
    ['Congiuntivo imperfetto passivo', '3ª plurale', ['ămārēntŭr']],
    ['Infinito', 'presente attivo', ['ămārĕ']],
    ['Infinito', 'perfetto attivo', ['ămāvīssĕ', 'ămāssĕ']],
    ['Infinito', 'presente passivo', ['ămārī']],
    ['Participio', 'perfetto', ['ămātŭs', 'ămātă', 'ămātŭm']],
    ['Gerundio', 'genitivo', ['ămāndī']],
    ['Supino', 'in -um', ['ămātŭm']],
  ])('%s, %s: %j', (section, row, forms) => {
    expect(cell('amo', section, row)).toEqual(forms);
  });
});

describe('paradigms of other classes', () => {
  test.each([
    ['hortor', 'Indicativo presente', '3ª singolare', ['hōrtātŭr']],
    ['hortor', 'Indicativo perfetto', '3ª singolare', ['hōrtātŭs ēst']],
    ['hortor', 'Imperativo futuro', '3ª plurale', ['hōrtāntŏr']],
    ['fero', 'Indicativo perfetto attivo', '3ª singolare', ['tŭlĭt']],
    ['fero', 'Infinito', 'presente attivo', ['fērrĕ']],
    ['sum', 'Indicativo presente attivo', '3ª singolare', ['ēst']],
    ['fortis', 'Comparativo maschile singolare', 'nominativo', ['fōrtĭŏr']],
    ['fortis', 'Superlativo femminile plurale', 'genitivo', ['fōrtīssĭmārŭm']],
    ['Roma', 'Locativo', 'locativo', ['Rōmāe']],
    ['hic', 'Femminile singolare', 'nominativo', ['hāec']],
    ['hic', 'Neutro plurale', 'genitivo', ['hōrŭm']],
    ['hic', 'Maschile singolare', 'nominativo', ['hīc']],
    ['hic', 'Maschile singolare', 'genitivo', ['hūiŭs']],
    ['ego', 'Maschile singolare', 'dativo', ['mĭhĭ', 'mī']],
  ])('%s: %s, %s', (key, section, row, forms) => {
    expect(cell(key, section, row)).toEqual(forms);
  });

  test('a deponent has no active perfect or passive sections', () => {
    const titles = lexicon.paradigm('hortor')?.sections.map((s) => s.title) ?? [];
    expect(titles).not.toContain('Indicativo perfetto attivo');
    expect(titles).not.toContain('Indicativo presente passivo');
  });

  test('invariable words and unknown keys have no paradigm', () => {
    expect(lexicon.paradigm('et')).toBeUndefined();
    expect(lexicon.paradigm('xyzzy')).toBeUndefined();
  });
});
