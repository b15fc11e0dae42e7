import { describe, expect, test } from 'vitest';
import { agreesWithSubject } from '../../core/translate/report';
import { createLatinAnalyzer } from '../pipeline';
import { createLatinTranslator } from './translate-latin';

const translator = createLatinTranslator(createLatinAnalyzer());

describe('what the Latin translator reports of its sentences', () => {
  test('the finite verb of each clause with its person and number, and the subject it agrees with', () => {
    const report = translator.report('Puellae rosas amant.');
    expect(report.text).toBe(translator.translate('Puellae rosas amant.'));
    expect(report.sentences).toHaveLength(1);
    const [clause] = report.sentences[0]!.clauses;
    expect(clause).toMatchObject({ main: true, verb: { text: 'amano', person: 3, number: 'P' }, subject: { text: 'le fanciulle', person: 3, number: 'P' } });
    expect(agreesWithSubject(clause!)).toBe(true);
  });

  test('a subordinate clause and its main clause are reported apart', () => {
    const { sentences } = translator.report('Milites, qui in castris erant, fortiter pugnabant.');
    const clauses = sentences[0]!.clauses;
    expect(clauses.map((c) => [c.main, c.verb?.text])).toEqual(expect.arrayContaining([[true, 'combattevano'], [false, 'erano']]));
  });

  test('a name without an Italian name is counted as a name, never as a word left in Latin', () => {
    const { sentences } = translator.report('Tum Vercassivellaunus venit.');
    expect(sentences[0]!.names).toEqual(['Vercassivellaunus']);
    expect(sentences[0]!.untranslated).toEqual([]);
  });

  test('one report per sentence, the text the same as the translation', () => {
    const text = 'Caesar venit.\n\nPuellae cantant. Agricola arat.';
    const report = translator.report(text);
    expect(report.text).toBe(translator.translate(text));
    expect(report.sentences.map((s) => s.clauses[0]?.verb?.number)).toEqual(['S', 'P', 'S']);
  });

  test('a disagreement is seen: a verb in another person than its subject', () => {
    expect(agreesWithSubject({ main: true, verb: { text: 'sii', person: 2, number: 'S' }, subject: { text: 'la salvezza', person: 3, number: 'S' } })).toBe(false);
  });
});
