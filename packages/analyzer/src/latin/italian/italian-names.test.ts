import { describe, expect, test } from 'vitest';
import { italianizeLatinName, italianizeNameLemma } from './italian-names';

// [Collatinus key, model, first radical, note] as lemmes.la gives them → the Italian name.
describe('italianizeLatinName', () => {
  test.each([
    ['Metellus', 'lupus', '', 'i, m.', 'Metello'],
    ['Uitellius', 'filius', '', 'i, m.', 'Vitellio'],
    ['Domitius', 'filius', '', 'i, m.', 'Domizio'],
    ['Quinctius', 'filius', '', 'i, m.', 'Quinzio'],
    ['Octauius', 'filius', '', 'ii, m.', 'Ottavio'],
    ['Iulius', 'filius', '', 'i, m.', 'Giulio'],
    ['Pompeius', 'lupus', '', 'i, m.', 'Pompeo'],
    ['Caesar', 'miles', 'Caesar', 'aris, m.', 'Cesare'],
    ['Cicero', 'miles', 'Ciceron', 'onis, m.', 'Cicerone'],
    ['Hector', 'aer', 'Hector', 'oris, m.', 'Ettore'],
    ['Uercingetorix', 'miles', 'Uercingetorig', 'igis, m.', 'Vercingetorige'],
    ['Achilles', 'ciuis', '', 'is, m.', 'Achille'],
    ['Alexander', 'ager', '', 'dri, m.', 'Alessandro'],
    ['Iugurtha', 'roma', '', 'ae, m.', 'Giugurta'],
    ['Philotas', 'aeneas', '', 'ae, m.', 'Filota'],
    ['Anchises', 'cometes', '', 'ae, m., npr.', 'Anchise'],
    ['Theseus', 'perseus', '', 'i, m.', 'Teseo'],
    ['Heluetii', 'liberi', '', 'orum, m.', 'Elvezi'],
    ['Allobroges', 'miles', 'Allobrog', 'um, m. pl.', 'Allobrogi'],
    ['Athenae', 'epulae', '', 'arum, f. pl.', 'Atene'],
    // a people named in the first declension is masculine: Belgi, not Belge
    ['Belgae', 'epulae', '', 'arum, m.', 'Belgi'],
    ['Celtae', 'epulae', '', 'arum, m.', 'Celti'],
    ['Lilybaeum', 'templum', '', 'i, n.', 'Lilibeo'],
    // a traditional Italian form the rules cannot know: Tarentum is Taranto
    ['Tarentum', 'templum', '', 'i, n.', 'Tarento'],
    ['Ptolemaeus', 'lupus', '', 'i, m.', 'Tolemeo'],
  ])('%s (%s) → %s', (key, model, stem, info, expected) => {
    expect(italianizeLatinName(key, model, stem, info)).toBe(expected);
  });

  test('a lemma whose model is not a name model gets no name', () => {
    expect(italianizeLatinName('Ab', 'inv', '', 'prép.')).toBeUndefined();
  });
});

// [dictionary form, plural, feminine] → the Italian name, with no paradigm at hand (the translator at run time).
describe('italianizeNameLemma', () => {
  test.each([
    ['Domitius', false, false, 'Domizio'],
    ['Metellus', false, false, 'Metello'],
    ['Tusculum', false, false, 'Tusculo'],
    ['Hasdrubal', false, false, 'Asdrubale'],
    ['Hamilcar', false, false, 'Amilcare'],
    ['Hector', false, false, 'Ettore'],
    ['Dumnorix', false, false, 'Dumnorige'],
    ['Scipio', false, false, 'Scipione'],
    ['Carthago', false, false, 'Cartagine'],
    ['Cimon', false, false, 'Cimone'],
    ['Alexander', false, false, 'Alessandro'],
    ['Epaminondas', false, false, 'Epaminonda'],
    ['Miltiades', false, false, 'Milziade'],
    ['Clemens', false, false, 'Clemente'],
    ['Garumna', false, true, 'Garumna'],
    // peoples named in the plural: -i, a plural town in the first declension -e
    ['Heluetii', true, false, 'Elvezi'],
    ['Belgae', true, false, 'Belgi'],
    ['Athenae', true, true, 'Atene'],
    ['Allobroges', true, false, 'Allobrogi'],
    ['Druides', true, false, 'Druidi'],
    ['Athenienses', true, false, 'Ateniesi'],
    ['Atheniensis', false, false, 'Ateniese'],
    // v and u: written either way, consonantal only where Latin has it
    ['Octavius', false, false, 'Ottavio'],
    ['Seruius', false, false, 'Servio'],
  ])('%s → %s', (lemma, plural, feminine, expected) => {
    expect(italianizeNameLemma(lemma, plural, feminine)).toBe(expected);
  });

  test('a lemma that is no Latin word in letters gets no name', () => {
    expect(italianizeNameLemma('X', false)).toBeUndefined();
    expect(italianizeNameLemma('Ro-ma', false)).toBeUndefined();
  });
});
