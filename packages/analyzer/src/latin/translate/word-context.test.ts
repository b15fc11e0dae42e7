import { describe, expect, test } from 'vitest';
import { itNumberOfNoun } from './noun-phrase';
import { words } from './test-words';
import { readInContext } from './word-context';

describe('senses the words around give', () => {
  test('`ager` and `fines` beside a people are its territory, one territory in Italian', () => {
    const field = readInContext(words('per per ADP _ attraverso; agrum ager NOUN Case=Acc|Gender=Masc|Number=Sing campo; Sequanorum Sequani PROPN Case=Gen|Gender=Masc|Number=Plur Sequani'));
    expect(field[1]!.meaning).toBe('territorio');
    const ends = readInContext(words('in in ADP _ in; Santonum Santoni PROPN Case=Gen|Gender=Masc|Number=Plur Santoni; fines finis NOUN Case=Acc|Gender=Masc|Number=Plur confine'));
    expect([ends[2]!.meaning, itNumberOfNoun(ends[2]!)]).toEqual(['territorio', 'S']);
  });

  test('a field of no people stays a field', () => {
    const field = readInContext(words('agricola agricola NOUN Case=Nom|Gender=Masc|Number=Sing agricoltore; agrum ager NOUN Case=Acc|Gender=Masc|Number=Sing campo; arat aro VERB VerbForm=Fin arare'));
    expect(field[1]!.meaning).toBe('campo');
  });
});

describe('perfects that say a present state', () => {
  test('`consuerunt` is "sono soliti", `consueverant` "erano soliti"; other perfects stay perfects', () => {
    const [perfect] = readInContext(words('consuerunt consuesco VERB VerbForm=Fin|Aspect=Perf|Tense=Past|Person=3|Number=Plur abituarsi'));
    expect([perfect!.meaning, perfect!.feats['Tense'], perfect!.feats['Aspect']]).toEqual(['essere solito', 'Pres', undefined]);
    const [pluperfect] = readInContext(words('consueverant consuesco VERB VerbForm=Fin|Aspect=Perf|Tense=Pqp|Person=3|Number=Plur abituarsi'));
    expect([pluperfect!.feats['Tense'], pluperfect!.feats['Aspect']]).toEqual(['Past', 'Imp']);
    const [other] = readInContext(words('vicerunt vinco VERB VerbForm=Fin|Aspect=Perf|Tense=Past|Person=3|Number=Plur vincere'));
    expect([other!.meaning, other!.feats['Tense']]).toEqual(['vincere', 'Past']);
  });
});
