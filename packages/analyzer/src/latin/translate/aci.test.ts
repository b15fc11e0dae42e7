import { describe, expect, test } from 'vitest';
import { splitAci } from './aci';
import { words } from './test-words';

describe('the accusative and infinitive as a che clause', () => {
  test('governed by the clause’s own verb: the rest stays with the verb', () => {
    const clause = words('Patere pateo VERB VerbForm=Inf|Tense=Pres essere aperto; tua tuus DET Case=Acc|Number=Plur tuo; consilia consilium NOUN Case=Acc|Number=Plur piano; non non PART _ non; sentis sentio VERB VerbForm=Fin|Mood=Ind|Tense=Pres|Person=2 accorgersi');
    const split = splitAci(clause, [])!;
    expect(split.main.map((w) => w.form)).toEqual(['non', 'sentis']);
    expect(split.aci.map((w) => [w.form, w.feats.Case ?? w.feats.VerbForm])).toEqual([['Patere', 'Fin'], ['tua', 'Nom'], ['consilia', 'Nom']]);
    expect(split.aci[0]!.feats).toMatchObject({ Mood: 'Ind', Tense: 'Pres', Number: 'Plur', Person: '3' });
  });

  test('a clause without a verb of its own, after a verb of saying in the past: imperfect, or pluperfect for a perfect infinitive', () => {
    const previous = words('nuntiatum nuntio VERB VerbForm=Part|Case=Nom annunciare; esset sum AUX VerbForm=Fin|Mood=Sub|Tense=Past essere');
    const present = splitAci(words('eos is PRON Case=Acc|Number=Plur loro; conari conor VERB VerbForm=Inf|Tense=Pres tentare'), previous)!;
    expect(present.main).toEqual([]);
    expect(present.aci[1]!.feats).toMatchObject({ VerbForm: 'Fin', Tense: 'Past', Aspect: 'Imp' });
    const perfect = splitAci(words('hostes hostis NOUN Case=Acc|Number=Plur nemico; vicisse uinco VERB VerbForm=Inf|Tense=Past|Aspect=Perf vincere'), previous)!;
    expect(perfect.aci[1]!.feats).toMatchObject({ Tense: 'Pqp' });
  });

  test('after volo the subjunctive; with the reflexive subject the infinitive stays ("di")', () => {
    const wanted = splitAci(words('Pontem pons NOUN Case=Acc ponte; vult volo VERB VerbForm=Fin|Mood=Ind|Tense=Pres volere; rescindi rescindo VERB VerbForm=Inf|Tense=Pres|Voice=Pass tagliare'), [])!;
    expect(wanted.aci.find((w) => w.form === 'rescindi')!.feats).toMatchObject({ Mood: 'Sub', Tense: 'Pres' });
    const reflexive = splitAci(words('se sui PRON Case=Acc sé; putat puto VERB VerbForm=Fin|Mood=Ind|Person=3 credere; posse possum VERB VerbForm=Inf|Tense=Pres potere'), [])!;
    expect([reflexive.link, reflexive.aci.map((w) => w.form)]).toEqual(['di', ['posse']]);
  });

  test('after iubeo "di" + infinitive: a passive one active with its subject for object, the person ordered in the dative', () => {
    const passive = splitAci(words('Pontem pons NOUN Case=Acc ponte; iubet iubeo VERB VerbForm=Fin|Mood=Ind|Tense=Pres ordinare; rescindi rescindo VERB VerbForm=Inf|Tense=Pres|Voice=Pass tagliare'), [])!;
    expect(passive.link).toBe('di');
    expect(passive.aci.map((w) => [w.form, w.feats.Case ?? w.feats.Voice])).toEqual([['Pontem', 'Acc'], ['rescindi', 'Act']]);
    const active = splitAci(words('milites miles NOUN Case=Acc|Number=Plur soldato; castra castra NOUN Case=Acc|Number=Plur accampamento; munire munio VERB VerbForm=Inf|Tense=Pres fortificare; iussit iubeo VERB VerbForm=Fin|Mood=Ind|Tense=Past ordinare'), [])!;
    expect(active.main.map((w) => [w.form, w.feats.Case])).toEqual([['iussit', undefined], ['milites', 'Dat']]);
    expect(active.aci.map((w) => w.form)).toEqual(['castra', 'munire']);
  });

  test('no AcI without an accusative subject or after a verb that takes none', () => {
    expect(splitAci(words('maturat maturo VERB VerbForm=Fin affrettarsi; proficisci proficiscor VERB VerbForm=Inf partire'), [])).toBeUndefined();
    expect(splitAci(words('pontem pons NOUN Case=Acc ponte; facere facio VERB VerbForm=Inf fare; curat curo VERB VerbForm=Fin curare'), [])).toBeUndefined();
  });
});
