import { describe, expect, test } from 'vitest';
import { adjectiveLine, ending, nounLine, verbLine } from './dictionary-line';
import type { GreekLemmaEntry } from './format';
import { adjectiveClass, aoristKind, nounClass, verbClass } from './labels';
import { greekCardStore } from './store';

describe('endings as dictionaries cut them', () => {
  test.each([
    ['λόγος', 'λόγου', '-ου'], ['φύλαξ', 'φύλακος', '-ακος'], ['σῶμα', 'σώματος', '-ατος'], ['πόλις', 'πόλεως', '-εως'],
    ['βασιλεύς', 'βασιλέως', '-έως'], ['γένος', 'γένους', '-ους'], ['χώρα', 'χώρας', '-ας'], ['θάλασσα', 'θαλάσσης', '-ης'],
    ['νεανίας', 'νεανίου', '-ου'], ['ἀγαθός', 'ἀγαθή', '-ή'], ['ἀγαθός', 'ἀγαθόν', '-όν'], ['αὐτός', 'αὐτό', '-ό'], ['ὁ', 'τό', 'τό'],
  ])('%s, %s → %s', (lemma, form, expected) => {
    expect(ending(lemma, form)).toBe(expected);
  });
});

function entry(lemma: string, cells: Record<string, string>, extra: Partial<GreekLemmaEntry> = {}): GreekLemmaEntry {
  return {
    lemma, stemTypes: new Map(), genders: new Map(), principalParts: [],
    cells: new Map(Object.entries(cells).map(([k, v]) => [k, [v]])), ...extra,
  };
}

describe('dictionary lines from cells (no data needed)', () => {
  test('a noun of two genders, an adjective of two endings, a verb with a part missing', () => {
    expect(nounLine(entry('θεός', { 'masc.gen.sg': 'θεοῦ' }, { genders: new Map([['masc', 90], ['fem', 10]]) }))).toBe('θεός, -οῦ, ὁ, ἡ');
    expect(adjectiveLine(entry('ἀληθής', { 'masc.nom.sg': 'ἀληθής', 'fem.nom.sg': 'ἀληθής', 'neut.nom.sg': 'ἀληθές' }))).toBe('ἀληθής, -ές');
    expect(verbLine(entry('βάλλω', { 'fut.ind.act.1.sg': 'βαλῶ' }, { principalParts: ['βάλλω', '', 'ἔβαλον', 'βέβληκα', '', ''] }))).toBe('βάλλω, βαλῶ, ἔβαλον, βέβληκα');
  });
});

// The textbook lemmas of Italian school grammars, read from the built paradigm data (scripts/build-greek-paradigms.ts).
describe('dictionary lines and labels of textbook lemmas', () => {
  // The cards' store: it must hold every cell the lines and labels read.
  const store = greekCardStore();
  const of = (lemma: string) => {
    const found = store.entry(lemma);
    if (!found) throw new Error(`${lemma} manca nei dati dei paradigmi`);
    return found;
  };

  test.each([
    ['λόγος', 'λόγος, -ου, ὁ', '2ª declinazione (temi in -ο-)'],
    ['χώρα', 'χώρα, -ας, ἡ', '1ª declinazione (temi in -α puro)'],
    ['θάλασσα', 'θάλασσα, -ης, ἡ', '1ª declinazione (temi in -α impuro)'],
    ['δόξα', 'δόξα, -ης, ἡ', '1ª declinazione (temi in -α impuro)'],
    ['πολίτης', 'πολίτης, -ου, ὁ', '1ª declinazione (maschili in -ης)'],
    ['νεανίας', 'νεανίας, -ου, ὁ', '1ª declinazione (maschili in -ας)'],
    ['δῶρον', 'δῶρον, -ου, τό', '2ª declinazione (temi in -ο-)'],
    ['φύλαξ', 'φύλαξ, -ακος, ὁ', '3ª declinazione (temi in gutturale)'],
    ['σῶμα', 'σῶμα, -ατος, τό', '3ª declinazione (temi in dentale)'],
    ['πόλις', 'πόλις, -εως, ἡ', '3ª declinazione (temi in vocale)'],
    ['βασιλεύς', 'βασιλεύς, -έως, ὁ', '3ª declinazione (temi in dittongo)'],
    ['γένος', 'γένος, -ους, τό', '3ª declinazione (temi in -σ-)'],
  ])('%s: %s, %s', (lemma, line, label) => {
    expect(nounLine(of(lemma))).toBe(line);
    expect(nounClass(of(lemma))).toBe(label);
  });

  test.each([
    ['ἀγαθός', 'ἀγαθός, -ή, -όν', 'aggettivo della 1ª classe (a tre uscite)'],
    ['ἀληθής', 'ἀληθής, -ές', 'aggettivo della 2ª classe (a due uscite)'],
  ])('%s: %s, %s', (lemma, line, label) => {
    expect(adjectiveLine(of(lemma))).toBe(line);
    expect(adjectiveClass(of(lemma))).toBe(label);
  });

  test.each([
    ['λύω', 'λύω, λύσω, ἔλυσα, λέλυκα, λέλυμαι, ἐλύθην', 'verbo in -ω', 'aoristo sigmatico'],
    ['τιμάω', 'τιμάω, τιμήσω, ἐτίμησα, τετίμηκα, τετίμημαι, ἐτιμήθην', 'verbo contratto in -άω', 'aoristo sigmatico'],
    ['ποιέω', 'ποιέω, ποιήσω, ἐποίησα, πεποίηκα, πεποίημαι, ἐποιήθην', 'verbo contratto in -έω', 'aoristo sigmatico'],
    ['δηλόω', 'δηλόω, δηλώσω, ἐδήλωσα, δεδήλωκα, δεδήλωμαι, ἐδηλώθην', 'verbo contratto in -όω', 'aoristo sigmatico'],
    ['δίδωμι', 'δίδωμι, δώσω, ἔδωκα, δέδωκα, δέδομαι, ἐδόθην', 'verbo in -μι', 'aoristo cappatico'],
    ['τίθημι', 'τίθημι, θήσω, ἔθηκα, τέθεικα, τέθειμαι, ἐτέθην', 'verbo in -μι', 'aoristo cappatico'],
    ['ἵστημι', 'ἵστημι, στήσω, ἔστησα, ἕστηκα, ἕσταμαι, ἐστάθην', 'verbo in -μι', 'aoristo sigmatico'],
    ['εἰμί', 'εἰμί, ἔσομαι', 'verbo in -μι', undefined],
    ['λείπω', 'λείπω, λείψω, ἔλιπον, λέλοιπα, λέλειμμαι, ἐλείφθην', 'verbo in -ω', 'aoristo forte (2° aoristo)'],
    ['βάλλω', 'βάλλω, βαλῶ, ἔβαλον, βέβληκα, βέβλημαι, ἐβλήθην', 'verbo in -ω', 'aoristo forte (2° aoristo)'],
  ])('%s: %s, %s, %s', (lemma, line, label, aorist) => {
    expect(verbLine(of(lemma))).toBe(line);
    expect(verbClass(lemma)).toBe(label);
    expect(aoristKind(of(lemma), 'Act')).toBe(aorist);
  });

  test('the passive aorists: weak in -θη-, strong in -η-', () => {
    expect(aoristKind(of('λύω'), 'Pass')).toBe('aoristo passivo debole (in -θη-)');
    expect(aoristKind(of('γράφω'), 'Pass')).toBe('aoristo passivo forte (in -η-)');
    expect(aoristKind(of('ἀγγέλλω'), 'Act')).toBe('aoristo asigmatico');
    expect(aoristKind(of('βαίνω'), 'Act')).toBe('aoristo fortissimo (3° aoristo)');
  });

  test('deponents', () => {
    expect(verbClass('βούλομαι')).toBe('verbo in -ω, deponente');
    expect(verbClass('δύναμαι')).toBe('verbo in -μι, deponente');
    expect(verbClass('ἡγέομαι')).toBe('verbo contratto in -έω, deponente');
  });
});
