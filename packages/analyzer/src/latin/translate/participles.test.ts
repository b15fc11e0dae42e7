import { describe, expect, test } from 'vitest';
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
