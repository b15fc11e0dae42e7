import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { italianNameOf } from './names';

const NO_GLOSS = 'significato non ancora disponibile';

function analysis(lemma: string, upos: Analysis['upos'], feats: Analysis['feats'] = {}, source: Analysis['source'] = 'lexicon'): Analysis {
  return { lemma, lemmaKey: lemma, upos, feats, source };
}

describe('italianNameOf', () => {
  test('the list of classical names comes before a gloss that names someone else or reads an adjective', () => {
    expect(italianNameOf(analysis('Tullius', 'PROPN'), 'Cicerone', true, 'Tullius')).toBe('Tullio');
    expect(italianNameOf(analysis('Atticus', 'PROPN'), 'Ateniese', true, 'Atticus')).toBe('Attico');
    expect(italianNameOf(analysis('Garumna', 'PROPN'), NO_GLOSS, true, 'Garumna')).toBe('Garonna');
  });

  test('the list is read with the look-up key: Genava, Genaua and GENAVA meet', () => {
    expect(italianNameOf(analysis('Genaua', 'PROPN'), NO_GLOSS, true, 'Genauam')).toBe('Ginevra');
    expect(italianNameOf(analysis('Suevi', 'PROPN', { Number: 'Plur' }), 'Suevi', true, 'Suevorum')).toBe('Svevi');
  });

  test('a name with no gloss is given its Italian form from the dictionary form, not the form of the sentence', () => {
    expect(italianNameOf(analysis('Domitius', 'PROPN', { Case: 'Abl' }), NO_GLOSS, true, 'Domitio')).toBe('Domizio');
    expect(italianNameOf(analysis('Nervii', 'PROPN', { Number: 'Plur' }), '', true, 'Nerviis')).toBe('Nervi');
  });

  test('a name with a gloss of its own keeps it', () => {
    expect(italianNameOf(analysis('Metellus', 'PROPN'), 'Metello', true, 'Metellus')).toBeUndefined();
  });

  test('a word not read as a name, or a guess whose lemma is only its form, is left to the gloss', () => {
    expect(italianNameOf(analysis('Tullius', 'PROPN'), 'Cicerone', false, 'Tullius')).toBeUndefined();
    expect(italianNameOf(analysis('Caelio', 'PROPN', {}, 'guess'), NO_GLOSS, true, 'Caelio')).toBeUndefined();
  });
});
