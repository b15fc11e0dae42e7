import { describe, expect, test } from 'vitest';
import { createLatinAnalyzer } from '../pipeline';
import { createLatinTranslator } from './translate-latin';

const translator = createLatinTranslator(createLatinAnalyzer());

describe('literal Latin → Italian translation of school sentences', () => {
  test.each([
    // subject–verb agreement and Italian word order (subject, verb, object)
    ['Agricola terram arat.', "L'agricoltore ara la terra."],
    ['Puellae rosas amant.', 'Le fanciulle amano le rose.'],
    // deponent perfect: passive form, active meaning, passato remoto
    ['Caesar milites hortatus est.', 'Cesare esortò i soldati.'],
    // ablative absolute as an implicit participial clause
    ['Oppido expugnato, hostes fugerunt.', 'Espugnata la città, i nemici fuggirono.'],
    // dative with "a" + article, genitive with "di" + article
    ['Magister pueris fabulam narrat.', 'Il maestro racconta la favola ai ragazzi.'],
    ['Filia agricolae rosas in silva videt.', "La figlia dell'agricoltore vede le rose nel bosco."],
    // passive with agent (a/ab → da), predicate noun with the indefinite article
    ['Hostes a Romanis victi sunt.', 'I nemici furono vinti dai Romani.'],
    // a people takes the article, a person's name does not
    ['Helvetii legatos ad Caesarem mittunt.', 'Gli Elvezi mandano gli ambasciatori a Cesare.'],
    ['Roma est magna urbs.', 'Roma è una grande città.'],
    // relative clause between commas, plurale tantum rendered singular
    ['Milites, qui in castris erant, fortiter pugnabant.', "I soldati, che erano nell'accampamento, combattevano coraggiosamente."],
    // passive periphrastic
    ['Carthago delenda est.', 'Cartagine deve essere distrutta.'],
  ])('%s', (latin, italian) => {
    expect(translator.translate(latin)).toBe(italian);
  });

  test('keeps one output line for every input line, empty lines included', () => {
    const output = translator.translate('Puellae rosas amant.\n\nAgricola terram arat.\n');
    expect(output.split('\n')).toEqual(['Le fanciulle amano le rose.', '', "L'agricoltore ara la terra.", '']);
  });
});
