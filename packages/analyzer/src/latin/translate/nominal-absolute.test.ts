import { describe, expect, test } from 'vitest';
import { nominalAbsolutes } from './nominal-absolute';
import { words } from './test-words';

describe('the ablative absolute of a name and a title', () => {
  test('between the start and a comma it is said "essendo console Cicerone"', () => {
    const read = nominalAbsolutes(words('Cicerone Cicero PROPN Case=Abl|Number=Sing Cicerone; consule consul NOUN Case=Abl|Number=Sing console; , , PUNCT _ ,; coniuratio coniuratio NOUN Case=Nom congiura'));
    expect(read.map((w) => w.meaning)).toEqual(['essendo console Cicerone', ',', 'congiura']);
    expect(read[0]!.fixed).toBe(true);
  });

  test('two names with a plural title', () => {
    const read = nominalAbsolutes(words('Messalla Messalla PROPN Case=Abl Messalla; et et CCONJ _ e; Pisone Piso PROPN Case=Abl Pisone; consulibus consul NOUN Case=Abl|Number=Plur console; , , PUNCT _ ,'));
    expect(read[0]!.meaning).toBe('essendo consoli Messalla e Pisone');
  });

  test('not closed by a comma, or with another word, the words stay', () => {
    const open = words('Cicerone Cicero PROPN Case=Abl Cicerone; consule consul NOUN Case=Abl console; venit venio VERB VerbForm=Fin venire');
    expect(nominalAbsolutes(open)).toHaveLength(3);
    const other = words('cum cum ADP _ con; Cicerone Cicero PROPN Case=Abl Cicerone; consule consul NOUN Case=Abl console; , , PUNCT _ ,');
    expect(nominalAbsolutes(other)).toHaveLength(4);
  });

  test('inside a clause, names before a title in the ablative are one between commas', () => {
    const read = nominalAbsolutes(words('Helvetii Helvetii PROPN Case=Nom|Number=Plur Elvezi; Orgetorige Orgetorix PROPN Case=Abl|Number=Sing Orgetorige; duce dux NOUN Case=Abl|Number=Sing comandante; fines finis NOUN Case=Acc|Number=Plur confine'));
    expect(read.map((w) => w.meaning)).toEqual(['Elvezi', ',', 'essendo comandante Orgetorige', ',', 'confine']);
  });

  test('not after a preposition', () => {
    const read = nominalAbsolutes(words('cum cum ADP _ con; Caesare Caesar PROPN Case=Abl|Number=Sing Cesare; duce dux NOUN Case=Abl|Number=Sing comandante; venit venio VERB VerbForm=Fin venire'));
    expect(read).toHaveLength(4);
  });
});
