import { describe, expect, test } from 'vitest';
import { splitNci } from './nci';
import { words } from './test-words';

describe('the nominative and infinitive', () => {
  test('a passive verb of saying is "si dice che", the infinitive a subjunctive of the nominative', () => {
    const clause = words('Romulus Romulus PROPN Case=Nom|Number=Sing Romolo; urbem urbs NOUN Case=Acc città; condidisse condo VERB Aspect=Perf|Tense=Past|VerbForm=Inf fondare; dicitur dico VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass dire');
    const split = splitNci(clause)!;
    expect(split.link).toBe('che');
    expect(split.main.map((w) => [w.form, w.meaning, w.feats.Voice])).toEqual([['dicitur', 'dirsi', 'Act']]);
    expect(split.aci.find((w) => w.form === 'condidisse')!.feats).toMatchObject({ VerbForm: 'Fin', Mood: 'Sub', Tense: 'Past', Aspect: 'Perf', Number: 'Sing' });
  });

  test('an active verb of saying, or a passive one without an infinitive, is no such clause', () => {
    expect(splitNci(words('dicunt dico VERB Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Act dire; esse sum AUX VerbForm=Inf essere'))).toBeUndefined();
    expect(splitNci(words('Romulus Romulus PROPN Case=Nom Romolo; dicitur dico VERB Mood=Ind|Person=3|VerbForm=Fin|Voice=Pass dire'))).toBeUndefined();
  });
});
