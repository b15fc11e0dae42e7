import { describe, expect, test } from 'vitest';
import { NOM_PLUR, NOM_SING, VERB_PLUR, VERB_SING, clauseContexts, clauseRoleOf } from './clause';

describe('clause roles', () => {
  test.each([
    ['VERB|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', VERB_PLUR],
    ['AUX|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin', VERB_SING],
    ['PROPN|Case=Nom|Gender=Masc|Number=Plur', NOM_PLUR],
    ['PRON|Case=Nom|Gender=Masc|Number=Sing|PronType=Rel', NOM_SING],
    // Not a subject or a finite third-person verb: no role.
    ['PROPN|Case=Gen|Gender=Masc|Number=Sing', 0],
    ['VERB|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act', 0],
    ['VERB|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass', 0],
    ['ADV', 0],
  ])('%s', (tag, role) => {
    expect(clauseRoleOf(tag)).toBe(role);
  });
});

describe('what a clause offers a token', () => {
  test('quarum unam incolunt Belgae , aliam Aquitani Celtaeque', () => {
    // quarum, unam: no role; incolunt: plural verb; Belgae: nominative plural (or genitive singular);
    // the comma closes the clause; Aquitani and Celtae are nominatives plural with no verb of their own.
    const offers = Uint8Array.from([0, 0, VERB_PLUR, NOM_PLUR, 0, 0, NOM_PLUR, NOM_PLUR]);
    const boundary = Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0]);
    const out = new Uint8Array(8);
    clauseContexts(offers, boundary, 8, out);
    expect(Array.from(out)).toEqual([
      VERB_PLUR | NOM_PLUR,
      VERB_PLUR | NOM_PLUR,
      NOM_PLUR, // the verb sees its subject…
      VERB_PLUR, // …and the subject its verb, not itself
      0,
      NOM_PLUR,
      NOM_PLUR, // each nominative sees the other one
      NOM_PLUR,
    ]);
  });
});
