import { describe, expect, test } from 'vitest';
import { italianizeLatinName } from './italian-names';

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
