import { describe, expect, test } from 'vitest';
import { createGreekAnalyzer } from '../pipeline';
import { createGreekTranslator } from './translate-greek';

const translator = createGreekTranslator(createGreekAnalyzer());

describe('literal Greek → Italian translation of school sentences', () => {
  test.each([
    // subject–verb–object order, articles agreeing with the Italian nouns; λέγω + accusative stays literal
    ['ὁ στρατηγὸς τοὺς στρατιώτας λέγει.', 'Il comandante dice i soldati.'],
    // aorist → passato remoto, dative → "a" + article
    ['ὁ Κῦρος τοῖς στρατιώταις ἔδωκε τὰ ὅπλα.', 'Ciro diede le armi ai soldati.'],
    // a people's name keeps the article, a person's name does not
    ['οἱ Ἀθηναῖοι ἐνίκησαν τοὺς Πέρσας.', 'Gli Ateniesi vinsero i Persiani.'],
    // genitive inside the article phrase, predicative adjective with εἰμί
    ['ἡ τοῦ βασιλέως θυγάτηρ καλή ἐστιν.', 'La figlia del re è bella.'],
    // passive aorist with agent (ὑπό + genitive → "da")
    ['οἱ στρατιῶται ὑπὸ τοῦ στρατηγοῦ ἐπαιδεύθησαν.', 'I soldati furono educati dal comandante.'],
    // a verb whose object is in the genitive
    ['οἱ πολῖται τοῦ ῥήτορος ἀκούουσιν.', "I cittadini ascoltano l'oratore."],
    // ano teleia → semicolon; δέ opens the clause; Greek ; → ?
    ['οἱ πολέμιοι ἔφυγον· ὁ δὲ στρατηγὸς τοὺς στρατιώτας ἐπῄνεσεν.', 'I nemici fuggirono; e il comandante lodò i soldati.'],
    ['τί λέγεις;', 'Che cosa dici?'],
    // ἐν + dative
    ['οἱ παῖδες ἐν τῇ οἰκίᾳ μένουσιν.', 'I ragazzi rimangono nella casa.'],
  ])('%s', (greek, italian) => {
    expect(translator.translate(greek)).toBe(italian);
  });

  test('keeps one output line for every input line, empty lines included', () => {
    const output = translator.translate('τί λέγεις;\n\nὁ στρατηγὸς λέγει.\n');
    expect(output.split('\n')).toEqual(['Che cosa dici?', '', 'Il comandante dice.', '']);
  });
});
