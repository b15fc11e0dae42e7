import { describe, expect, test } from 'vitest';
import { cleanText } from './clean-text';

describe('cleanText', () => {
  test.each([
    ['a hyphen at a line end joins the word', 'Gallia est omnis di-\nvisa in partes tres', 'Gallia est omnis divisa in partes tres'],
    ['line ends inside a paragraph become spaces', 'quarum unam incolunt\nBelgae, aliam Aquitani', 'quarum unam incolunt Belgae, aliam Aquitani'],
    ['a hyphen before a capital stays', 'bellum Helvetio-\nRomanum', 'bellum Helvetio- Romanum'],
    ['margin line numbers go', 'Horum omnium fortissimi sunt Belgae, 5\npropterea quod a cultu', 'Horum omnium fortissimi sunt Belgae, propterea quod a cultu'],
    ['numbers at the start of a line go', '10 minimeque ad eos mercatores', 'minimeque ad eos mercatores'],
    ['paragraphs stay', 'Prima pars.\n\nSecunda pars.', 'Prima pars.\n\nSecunda pars.'],
    ['a running head with the page number goes', 'CAESAR, DE BELLO GALLICO I 12\n\nGallia est omnis divisa', 'Gallia est omnis divisa'],
    ['a running head in capitals goes', 'LIBER PRIMVS\n\nGallia est omnis divisa', 'Gallia est omnis divisa'],
    ['a page number alone goes', 'Gallia est omnis divisa\n\n12\n', 'Gallia est omnis divisa'],
    ['a 1 or 0 inside a word is a letter', 'omnis divisa 1n partes tres, qu0rum', 'omnis divisa in partes tres, quorum'],
    ['numbers alone stay', 'anno 52 a.C.n. vixit', 'anno 52 a.C.n. vixit'],
    ['a line of specks goes', '. E E A 5v 5 -. EE o\nGallia est omnis divisa', 'Gallia est omnis divisa'],
    ['a short line of real words stays', 'Gallia est omnis\nin ea', 'Gallia est omnis in ea'],
    ['specks read as rules go', 'Gallia est\n|\nomnis divisa', 'Gallia est omnis divisa'],
  ])('Latin: %s', (_name, raw, expected) => {
    expect(cleanText(raw, 'lat')).toBe(expected);
  });

  test.each([
    ['decomposed accents are composed (NFC)', 'Δαρει\u0342ος', 'Δαρεῖος'],
    ['oxia becomes tonos, as NFC has it', 'ἐτελε\u1f7bτησε', 'ἐτελεύτησε'],
    ['Latin look-alikes inside a Greek word become Greek', 'Δαpεῖος καὶ Пαρύσατιδoς', 'Δαρεῖος καὶ Пαρύσατιδος'],
    ['o inside a Greek word', 'Κῦpoς', 'Κῦρος'],
    ['a Latin word in a Greek text stays Latin', 'Pogretra καὶ Κῦρος', 'Pogretra καὶ Κῦρος'],
    ['hyphenated Greek joins', 'γίγνον-\nται παῖδες δύο', 'γίγνονται παῖδες δύο'],
  ])('Greek: %s', (_name, raw, expected) => {
    expect(cleanText(raw, 'grc')).toBe(expected);
  });
});
