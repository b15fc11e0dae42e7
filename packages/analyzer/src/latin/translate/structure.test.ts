import { describe, expect, test } from 'vitest';
import { buildStructure, cutClauses } from './structure';
import { words } from './test-words';

const forms = (list: readonly { form: string }[]) => list.map((w) => w.form).join(' ');

describe('clause structure of a Latin sentence', () => {
  test('a word before a conjunction with no comma belongs to its clause', () => {
    const sentence = words('Caesari Caesar PROPN Case=Dat Cesare; cum cum SCONJ _ quando; id is PRON Case=Nom ciò; nuntiatum nuntio VERB VerbForm=Part|Case=Nom annunciare; esset sum AUX VerbForm=Fin|Mood=Sub essere; , , PUNCT _ ,; maturat maturo VERB VerbForm=Fin affrettarsi');
    expect(cutClauses(sentence).map((c) => forms(c.words))).toEqual(['cum Caesari id nuntiatum esset', 'maturat']);
  });

  test('a relative clause ends at its verb when the main verb follows', () => {
    const sentence = words('Helvetii Helvetii PROPN Case=Nom Elvezi; id is PRON Case=Acc ciò; quod qui PRON PronType=Rel che; constituerant constituo VERB VerbForm=Fin stabilire; facere facio VERB VerbForm=Inf fare; conantur conor VERB VerbForm=Fin tentare');
    const nodes = buildStructure(sentence);
    expect(nodes.map((n) => [n.kind, forms(n.words)])).toEqual([['main', 'Helvetii id facere conantur']]);
    expect([...nodes[0]!.relatives].map(([index, list]) => [index, list.map((n) => forms(n.words))])).toEqual([[1, ['quod constituerant']]]);
  });

  test('a main clause split by a subordinate one is one clause, the subordinate before it', () => {
    const sentence = words('Caesar Caesar PROPN Case=Nom Cesare; , , PUNCT _ ,; quod quod SCONJ _ poiché; timebat timeo VERB VerbForm=Fin temere; , , PUNCT _ ,; non non PART _ non; putabat puto VERB VerbForm=Fin ritenere');
    const nodes = buildStructure(sentence);
    expect(nodes.map((n) => forms(n.words))).toEqual(['Caesar non putabat']);
    expect(nodes[0]!.before.map((n) => [n.kind, forms(n.words)])).toEqual([['sub', 'quod timebat']]);
  });

  test('a clause cut by a vocative is joined again, the vocative first', () => {
    const sentence = words('abutere abutor VERB VerbForm=Fin abusare di; , , PUNCT _ ,; Catilina Catilina PROPN Case=Voc Catilina; , , PUNCT _ ,; patientia patientia NOUN Case=Abl pazienza');
    const nodes = buildStructure(sentence);
    expect(nodes.map((n) => forms(n.words))).toEqual(['abutere patientia']);
    expect(nodes[0]!.before.map((n) => n.kind)).toEqual(['voc']);
  });

  test('a relative clause hangs on the word given by the heads when the analysis has them', () => {
    const sentence = words('Pontem pons NOUN Case=Acc|Gender=Masc|Number=Sing ponte; , , PUNCT _ ,; qui qui PRON PronType=Rel|Gender=Masc|Number=Sing che; erat sum AUX VerbForm=Fin essere; , , PUNCT _ ,; iubet iubeo VERB VerbForm=Fin ordinare');
    expect([...buildStructure(sentence)[0]!.relatives.keys()]).toEqual([0]);
    const withHeads = sentence.map((w) => (w.form === 'qui' ? { ...w, head: 3 } : w.form === 'erat' ? { ...w, head: 5 } : w));
    expect([...buildStructure(withHeads)[0]!.relatives.keys()]).toEqual([5]);
  });

  test('words of one oblique case cut at the commas of a list are one clause, "e" before the last', () => {
    const sentence = words('lingua lingua NOUN Case=Abl|Number=Sing lingua; , , PUNCT _ ,; institutis institutum NOUN Case=Abl|Number=Plur istituzione; , , PUNCT _ ,; legibus lex NOUN Case=Abl|Number=Plur legge; differunt differo VERB VerbForm=Fin differire');
    const clauses = cutClauses(sentence);
    expect(clauses.map((c) => c.words.map((w) => w.meaning).join(' '))).toEqual(['lingua , istituzione e legge differire']);
  });

  test('nominatives cut at commas stay apart (a name and its apposition)', () => {
    const sentence = words('Caesar Caesar PROPN Case=Nom Cesare; , , PUNCT _ ,; dux dux NOUN Case=Nom comandante; , , PUNCT _ ,; venit venio VERB VerbForm=Fin venire');
    expect(cutClauses(sentence)).toHaveLength(3);
  });

  test('a subject named only after the second of two joined verbs goes with the first', () => {
    const sentence = words('condidere condo VERB VerbForm=Fin|Person=3|Number=Plur fondare; atque atque CCONJ _ e; habuere habeo VERB VerbForm=Fin|Person=3|Number=Plur avere; Troiani Troiani PROPN Case=Nom|Number=Plur Troiani');
    expect(cutClauses(sentence).map((c) => forms(c.words))).toEqual(['Troiani condidere', 'atque habuere']);
  });
});
