import { describe, expect, test } from 'vitest';
import { historicalInfinitive, supplyCopula } from './nominal';
import { words } from './test-words';

const said = (list: readonly { form: string; lemma: string }[]) => list.map((w) => (w.lemma === 'sum' ? 'est' : w.form));

describe('the unsaid copula of a nominal sentence', () => {
  test('goes after the subject when its stretch says something of it', () => {
    const sentence = words('Historia historia NOUN Case=Nom|Number=Sing storia; vero vero ADV _ ma; testis testis NOUN Case=Nom|Number=Sing testimone; temporum tempus NOUN Case=Gen|Number=Plur tempo');
    expect(said(supplyCopula(sentence))).toEqual(['Historia', 'vero', 'est', 'testis', 'temporum']);
  });

  test('opens the last stretch when the subject’s own says nothing else', () => {
    const sentence = words('Themistocles Themistocles PROPN Case=Nom|Number=Sing Temistocle; , , PUNCT _ ,; Neocli Neocles PROPN Case=Gen Neocle; filius filius NOUN Case=Nom figlio; , , PUNCT _ ,; Atheniensis Atheniensis ADJ Case=Nom ateniese');
    const out = supplyCopula(sentence);
    expect(said(out)).toEqual(['Themistocles', ',', 'Neocli', 'filius', ',', 'est', 'Atheniensis']);
    expect(out.find((w) => w.lemma === 'sum')).toMatchObject({ unsaid: true, feats: { VerbForm: 'Fin', Tense: 'Pres', Number: 'Sing' } });
  });

  test('is not said in an exclamation, nor where a verb or a participle is', () => {
    const exclamation = words('O o INTJ _ o; tempora tempus NOUN Case=Nom|Number=Plur tempo; , , PUNCT _ ,; o o INTJ _ o; mores mos NOUN Case=Nom|Number=Plur costume');
    expect(supplyCopula(exclamation)).toHaveLength(exclamation.length);
    const verb = words('Caesar Caesar PROPN Case=Nom Cesare; venit venio VERB VerbForm=Fin|Mood=Ind|Person=3 venire');
    expect(supplyCopula(verb)).toHaveLength(verb.length);
  });

  test('a perfect participle the analysis read in another case agrees with the nominative when its form allows', () => {
    const sentence = words('milia mille NUM Case=Nom|Gender=Neut|Number=Plur mille; in in ADP _ in; acie acies NOUN Case=Abl|Gender=Fem|Number=Sing schiera; caesa caedo VERB Aspect=Perf|Case=Abl|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass uccidere');
    const caesa = sentence[3]!;
    caesa.token = { ...caesa.token, alternatives: [{ analysis: { lemma: 'caedo', upos: 'VERB', feats: { Case: 'Nom', Gender: 'Neut', Number: 'Plur', Aspect: 'Perf', VerbForm: 'Part' } } }] } as unknown as typeof caesa.token;
    expect(supplyCopula(sentence)[3]!.feats).toMatchObject({ Case: 'Nom', Number: 'Plur', Gender: 'Neut' });
  });
});

describe('the historical infinitive', () => {
  test('with a subject in the nominative and no finite verb it is an imperfect', () => {
    const clause = words('Caesar Caesar PROPN Case=Nom|Number=Sing Cesare; frumentum frumentum NOUN Case=Acc grano; flagitare flagito VERB VerbForm=Inf|Tense=Pres chiedere');
    expect(historicalInfinitive(clause)[2]!.feats).toMatchObject({ VerbForm: 'Fin', Mood: 'Ind', Tense: 'Past', Aspect: 'Imp', Person: '3', Number: 'Sing' });
  });

  test('beside a finite verb the infinitive stays', () => {
    const clause = words('Caesar Caesar PROPN Case=Nom Cesare; proficisci proficiscor VERB VerbForm=Inf partire; maturat maturo VERB VerbForm=Fin|Mood=Ind|Person=3 affrettarsi');
    expect(historicalInfinitive(clause)[1]!.feats.VerbForm).toBe('Inf');
  });
});
