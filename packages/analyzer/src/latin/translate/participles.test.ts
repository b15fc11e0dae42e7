import { describe, expect, test } from 'vitest';
import { renderClause } from './clause';
import { participleLead, sayParticiple } from './participles';
import { words } from './test-words';

describe('participles with an unsaid subject before the verb', () => {
  const clause = words('His hic DET Case=Abl|Number=Plur questo; rebus res NOUN Case=Abl|Number=Plur cosa; adducti adduco VERB Aspect=Perf|Case=Nom|Gender=Masc|Number=Plur|Tense=Past|VerbForm=Part|Voice=Pass spingere; et et CCONJ _ e; auctoritate auctoritas NOUN Case=Abl|Number=Sing autorità; permoti permoveo VERB Aspect=Perf|Case=Nom|Gender=Masc|Number=Plur|Tense=Past|VerbForm=Part|Voice=Pass persuadere; constituerunt constituo VERB VerbForm=Fin|Mood=Ind|Number=Plur|Person=3 stabilire');

  test('each with the complements before it, joined as Latin joins them, the rest apart', () => {
    const lead = participleLead(clause)!;
    expect(lead.participles.map((p) => [p.conjunction?.form, p.complements.map((w) => w.form), p.participle.form])).toEqual([
      [undefined, ['His', 'rebus'], 'adducti'], ['et', ['auctoritate'], 'permoti'],
    ]);
    expect(lead.rest.map((w) => w.form)).toEqual(['constituerunt']);
    expect(sayParticiple(lead.participles[0]!.participle)).toBe('spinti');
  });

  test('not when the clause names its subject, nor when the number differs from the verb’s', () => {
    const named = words('Caesar Caesar PROPN Case=Nom|Number=Sing Cesare; hortatus hortor VERB Aspect=Perf|Case=Nom|Number=Sing|VerbForm=Part esortare; venit venio VERB VerbForm=Fin|Mood=Ind|Number=Sing|Person=3 venire');
    expect(participleLead(named)).toBeUndefined();
    const other = words('adductus adduco VERB Aspect=Perf|Case=Nom|Number=Sing|VerbForm=Part spingere; venerunt venio VERB VerbForm=Fin|Mood=Ind|Number=Plur|Person=3 venire');
    expect(participleLead(other)).toBeUndefined();
  });
});

describe('a perfect participle right before its subject (clause.ts)', () => {
  const sent = 'Missus mitto VERB Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass mandare; Hannibal Hannibal PROPN Case=Nom|Gender=Masc|Number=Sing Annibale';
  const verb = 'exercitum exercitus NOUN Case=Acc|Gender=Masc|Number=Sing esercito; convertit converto VERB VerbForm=Fin|Mood=Ind|Tense=Past|Number=Sing|Person=3 volgere';

  test('is said after the subject between commas, with the place right after the subject', () => {
    const clause = words(`${sent}; in in ADP _ in; Hispaniam Hispania PROPN Case=Acc|Gender=Fem|Number=Sing Spagna; ${verb}`);
    expect(renderClause(clause, { main: true }).replace(/ ,/g, ',')).toBe('Annibale, mandato in Spagna, volgeva l\'esercito');
  });

  test('takes the complements Latin puts before it rather than the phrase after the subject', () => {
    const clause = words('Fame fames NOUN Case=Abl|Gender=Fem|Number=Sing fame; coacta cogo VERB Aspect=Perf|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass costringere; vulpes vulpes NOUN Case=Nom|Gender=Fem|Number=Sing volpe; in in ADP _ in; vinea vinea NOUN Case=Abl|Gender=Fem|Number=Sing vigna; uvam uva NOUN Case=Acc|Gender=Fem|Number=Sing uva; appetebat appeto VERB VerbForm=Fin|Mood=Ind|Tense=Imp|Number=Sing|Person=3 cercare');
    const text = renderClause(clause, { main: true }).replace(/ ,/g, ',');
    expect(text).toMatch(/^la volpe, costretta dalla fame, cerc/);
    expect(text).toMatch(/nella vigna/);
  });

  test('a participle with another word between it and the noun stays the noun’s modifier', () => {
    const clause = words(`Missus mitto VERB Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass mandare; statim statim ADV _ subito; Hannibal Hannibal PROPN Case=Nom|Gender=Masc|Number=Sing Annibale; ${verb}`);
    expect(renderClause(clause, { main: true })).not.toMatch(/Annibale,/);
  });
});
