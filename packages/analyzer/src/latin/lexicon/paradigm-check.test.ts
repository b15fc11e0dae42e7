import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { LatinLemmaInfo, LatinLexicon, ParadigmTable } from '../types';
import { createLatinLexicon } from './index';
import { withoutDoubleQuantity } from './inflect';
import { mostFrequentLemmaKeys, paradigmProblems } from './paradigm-check';
import { resolveLexiconPath } from './paths';
import { readLexiconStore } from './store';
import { loadTestStore } from './test-lexicon';

const store = existsSync(resolveLexiconPath()) ? readLexiconStore(resolveLexiconPath()) : loadTestStore();
const lexicon = createLatinLexicon(store);
const titles = (key: string) => lexicon.paradigm(key)?.sections.map((s) => s.title) ?? [];
const cell = (key: string, section: string, row: string) => lexicon.paradigm(key)?.sections.find((s) => s.title === section)?.rows.find((r) => r.label === row)?.forms;

describe('every paradigm and dictionary line of the 2,000 most frequent lemmas', () => {
  test('has no impossible form', () => {
    const keys = mostFrequentLemmaKeys(store, 2000);
    expect(keys).toHaveLength(2000);
    const problems = keys.flatMap((key) => paradigmProblems(lexicon, key).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  }, 120_000); // 2,000 paradigms: a few seconds alone, more on a shared machine
});

describe('the generator bugs the check found', () => {
  test('a vowel of common quantity is printed without marks (amo, contendo)', () => {
    expect(cell('amo', 'Indicativo presente attivo', '1ª singolare')).toEqual(['ămo']);
    expect(cell('contendo', 'Indicativo presente attivo', '1ª singolare')).toEqual(['cōntēndo']);
    expect(withoutDoubleQuantity('tĭmŭĕrī̆s')).toBe('tĭmŭĕris');
    expect(withoutDoubleQuantity('rŏsā')).toBe('rŏsā');
  });

  test('a noun is printed in its first spelling, the headword its nominative (iter, causa, honor)', () => {
    expect(cell('iter', 'Singolare', 'nominativo')).toEqual(['ĭtĕr']);
    expect(cell('iter', 'Singolare', 'genitivo')).toEqual(['ĭtĭnĕrĭs']);
    expect(cell('causa', 'Singolare', 'nominativo')).toEqual(['cāusă']);
    expect(cell('honor', 'Singolare', 'nominativo')).toEqual(['hŏnŏr']);
    expect(lexicon.lemma('honor')?.dictionaryLine).toBe('honor, honoris, m.');
  });

  test('a verb without a supine has none in its paradigm or dictionary line (timeo, fugio)', () => {
    expect(lexicon.lemma('timeo')?.dictionaryLine).toBe('timeo, times, timui, timere');
    expect(titles('timeo')).not.toContain('Supino');
    expect(titles('fugio')).not.toContain('Supino');
    expect(lexicon.lemma('amo')?.dictionaryLine).toBe('amo, amas, amavi, amatum, amare');
    expect(cell('amo', 'Supino', 'in -um')).toEqual(['ămātŭm']);
  });

  test('plural-only numerals are declined in the plural, without degrees (tres, duo)', () => {
    expect(lexicon.lemma('tres')?.dictionaryLine).toBe('tres, tria');
    expect(titles('tres')).toEqual(['Maschile plurale', 'Femminile plurale', 'Neutro plurale']);
    expect(lexicon.lemma('duo')?.dictionaryLine).toBe('duo, duae, duo');
    expect(titles('duo')).toEqual(['Maschile plurale', 'Femminile plurale', 'Neutro plurale']);
  });

  test('nos and vos have their objective genitive', () => {
    expect(cell('nos', 'Maschile plurale', 'genitivo')).toEqual(['nōstrŭm', 'nōstrī']);
  });
});

describe('the check itself', () => {
  const fake = (info: Partial<LatinLemmaInfo>, table: ParadigmTable): LatinLexicon => ({
    analyze: () => [], guess: () => [], isKnownForm: () => false, paradigm: () => table,
    lemma: () => ({ key: 'x', lemma: 'x', quantities: '', upos: 'NOUN', model: 'm', dictionaryLine: '', inflectionClass: null, frequency: 1, ...info }),
  });
  const section = (title: string, rows: [string, string[]][]) => ({ title, rows: rows.map(([label, forms]) => ({ label, forms })) });

  test('flags doubled marks, a nominative that is not the headword, and a line part outside the paradigm', () => {
    const table = { key: 'iter', title: 'iter, itineris, n.', sections: [section('Singolare', [['nominativo', ['ĭtĕr', 'ĭtĭnĕr']], ['genitivo', ['ĭtĭnĕrĭs']], ['ablativo', ['ĭtĭnĕrō̆']]])] };
    expect(paradigmProblems(fake({ key: 'iter', lemma: 'iter', dictionaryLine: 'iter, itineris, itiner' }, table), 'iter')).toEqual([
      'Singolare, ablativo: ĭtĭnĕrō̆ ha due segni di quantità',
      'nominativo ĭtĭnĕr diverso dal lemma iter',
    ]);
    expect(paradigmProblems(fake({ key: 'iter', lemma: 'iter', dictionaryLine: 'iter, itinera' }, table), 'iter')).toContain('itinera della voce "iter, itinera" non è nel paradigma');
  });

  test('flags the singular of a plural-only numeral and a first-conjugation supine elsewhere', () => {
    const tres = { key: 'tres', title: 'tres, tre', sections: [section('Neutro singolare', [['nominativo', ['trĕ']]]), section('Neutro plurale', [['nominativo', ['trĭă']]])] };
    expect(paradigmProblems(fake({ key: 'tres', lemma: 'tres', upos: 'NUM', dictionaryLine: 'tres, tre' }, tres), 'tres')).toContain('singolare di una parola solo plurale');
    const timeo = { key: 'timeo', title: '', sections: [section('Indicativo presente attivo', [['1ª singolare', ['tĭmĕo']]]), section('Supino', [['in -um', ['tĭmĕātŭm']]])] };
    expect(paradigmProblems(fake({ key: 'timeo', lemma: 'timeo', upos: 'VERB', inflectionClass: '2ª coniugazione', dictionaryLine: 'timeo' }, timeo), 'timeo'))
      .toEqual(['supino tĭmĕātŭm costruito come nella 1ª coniugazione']);
  });
});
