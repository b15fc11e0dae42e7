import { describe, expect, test } from 'vitest';
import { attractedRelatives, relativeConnectives } from './connectives';
import { words } from './test-words';

describe('the relative connective', () => {
  test('a relative adjective opening the sentence is a demonstrative (`Quibus rebus cognitis`)', () => {
    const read = relativeConnectives(words('Quibus qui DET Case=Abl|Gender=Fem|Number=Plur|PronType=Rel che; rebus res NOUN Case=Abl|Gender=Fem|Number=Plur cosa'));
    expect([read[0]!.lemma, read[0]!.meaning, read[0]!.feats['PronType']]).toEqual(['hic', 'questo', 'Dem']);
  });

  test('a relative pronoun opening the sentence is a personal pronoun (`Qui cum venisset`)', () => {
    const read = relativeConnectives(words('Qui qui PRON Case=Nom|Gender=Masc|Number=Sing|PronType=Rel che; cum cum SCONJ _ quando'));
    expect([read[0]!.lemma, read[0]!.feats['PronType']]).toEqual(['is', 'Prs']);
  });

  test('`Quod ubi` is "ciò" before the conjunction', () => {
    const read = relativeConnectives(words('Quod quod SCONJ _ poiché; ubi ubi SCONJ _ quando'));
    expect([read[0]!.upos, read[0]!.feats['Case']]).toEqual(['PRON', 'Acc']);
  });

  test('taken up by a demonstrative, or in a question, the relative stays', () => {
    const takenUp = words('Quae qui PRON Case=Acc|Gender=Neut|Number=Plur|PronType=Rel che; dixit dico VERB VerbForm=Fin dire; ea is PRON Case=Acc|Gender=Neut|Number=Plur quello');
    expect(relativeConnectives(takenUp)[0]!.lemma).toBe('qui');
    const question = words('Qui qui PRON Case=Nom|Gender=Masc|Number=Sing|PronType=Rel che; venit venio VERB VerbForm=Fin venire; ? ? PUNCT _ ?');
    expect(relativeConnectives(question)[0]!.lemma).toBe('qui');
  });
});

describe('the attracted relative', () => {
  test('the noun stands where the demonstrative stood, the relative clause after it', () => {
    const read = attractedRelatives(words('Aesopus Aesopus PROPN Case=Nom Esopo; quam qui DET Case=Acc|Gender=Fem|Number=Sing|PronType=Rel che; materiam materia NOUN Case=Acc|Gender=Fem|Number=Sing materia; repperit reperio VERB VerbForm=Fin trovare; , , PUNCT _ ,; hanc hic DET Case=Acc|Gender=Fem|Number=Sing|PronType=Dem questo; ego ego PRON Case=Nom io; polivi polio VERB VerbForm=Fin lucidare'));
    expect(read.map((w) => w.form)).toEqual(['materiam', ',', 'quam', 'Aesopus', 'repperit', ',', 'ego', 'polivi']);
    expect(read.map((w) => w.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
