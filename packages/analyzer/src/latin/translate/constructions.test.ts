import { describe, expect, test } from 'vitest';
import { readConstructions } from './constructions';
import { words } from './test-words';

const said = (list: readonly { form: string; meaning: string }[]) => list.map((w) => `${w.form}:${w.meaning}`);

describe('constructions read over the sentence', () => {
  test('ad before a number is "circa"', () => {
    const sentence = words('vicos vicus NOUN Case=Acc|Number=Plur villaggio; ad ad ADP _ a; quadringentos quadringenti ADJ Case=Acc|Number=Plur quattrocento; incendunt incendo VERB VerbForm=Fin incendiare');
    expect(said(readConstructions(sentence))).toEqual(['vicos:villaggio', 'quadringentos:circa quattrocento', 'incendunt:incendiare']);
  });

  test('omnino beside a number is "in tutto", elsewhere it keeps its meaning', () => {
    const counted = words('Erant sum AUX VerbForm=Fin essere; omnino omnino ADV _ completamente; itinera iter NOUN Case=Nom|Number=Plur via; duo duo NUM _ due');
    expect(readConstructions(counted)[1]!.meaning).toBe('in tutto');
    const alone = words('omnino omnino ADV _ completamente; tacuit taceo VERB VerbForm=Fin tacere');
    expect(readConstructions(alone)[0]!.meaning).toBe('completamente');
  });

  test('ad before a noun stays a preposition', () => {
    const sentence = words('ad ad ADP _ a; Caesarem Caesar PROPN Case=Acc Cesare');
    expect(readConstructions(sentence).map((w) => w.form)).toEqual(['ad', 'Caesarem']);
  });

  test('a relative repeating its antecedent’s noun says it once', () => {
    const sentence = words('itinera iter NOUN Case=Nom|Number=Plur via; duo duo NUM _ due; quibus qui PRON Case=Abl|PronType=Rel che; itineribus iter NOUN Case=Abl|Number=Plur via; exire exeo VERB VerbForm=Inf uscire');
    expect(readConstructions(sentence).map((w) => w.form)).toEqual(['itinera', 'duo', 'quibus', 'exire']);
  });

  test('curo with a gerundive is "fare" + infinitive', () => {
    const sentence = words('pontem pons NOUN Case=Acc ponte; faciendum facio VERB Case=Acc|VerbForm=Gdv|Voice=Pass fare; curat curo VERB VerbForm=Fin|Mood=Ind|Person=3 curare');
    const read = readConstructions(sentence);
    expect(read[2]!.meaning).toBe('fare');
    expect(read[1]!.feats).toMatchObject({ VerbForm: 'Inf', Voice: 'Act' });
    expect(read[1]!.feats.Case).toBeUndefined();
  });
});

describe('quod after a verb and a comma', () => {
  test('is "because", not the relative', () => {
    const sentence = words('persuasit persuadeo VERB VerbForm=Fin persuadere; , , PUNCT _ ,; quod qui PRON Case=Acc|PronType=Rel che; continentur contineo VERB VerbForm=Fin contenere');
    expect(readConstructions(sentence)[2]).toMatchObject({ upos: 'SCONJ', lemma: 'quod' });
  });

  test('read as "because" after a neuter singular noun, it is the relative', () => {
    const sentence = words('Bellum bellum NOUN Case=Acc|Gender=Neut|Number=Sing guerra; scripturus scribo VERB VerbForm=Part scrivere; sum sum AUX VerbForm=Fin essere; quod quod SCONJ _ perché; populus populus NOUN Case=Nom|Number=Sing popolo; gessit gero VERB VerbForm=Fin portare');
    expect(readConstructions(sentence)[3]).toMatchObject({ upos: 'PRON', meaning: 'che', feats: { PronType: 'Rel', Case: 'Acc' } });
  });

  test('read as "because" after a masculine noun or a comma, it stays "because"', () => {
    const after = (first: string) => readConstructions(words(`${first}; quod quod SCONJ _ perché; venit venio VERB VerbForm=Fin venire`))[1];
    expect(after('gaudium gaudium NOUN Case=Acc|Gender=Masc|Number=Sing gioia')).toMatchObject({ upos: 'SCONJ' });
    expect(readConstructions(words('bellum bellum NOUN Case=Acc|Gender=Neut|Number=Sing guerra; , , PUNCT _ ,; quod quod SCONJ _ perché; venit venio VERB VerbForm=Fin venire'))[2]).toMatchObject({ upos: 'SCONJ' });
  });

  test('after a comma whose nearest noun is not neuter singular, it is "because"', () => {
    const sabinis = words('in in ADP _ in; Sabinis Sabini PROPN Case=Abl|Gender=Masc|Number=Plur Sabini; , , PUNCT _ ,; quod qui PRON Case=Acc|Gender=Neut|Number=Sing|PronType=Rel che; habebat habeo VERB VerbForm=Fin avere');
    expect(readConstructions(sabinis)[3]).toMatchObject({ upos: 'SCONJ', meaning: 'perché' });
    const bellum = words('bellum bellum NOUN Case=Nom|Gender=Neut|Number=Sing guerra; , , PUNCT _ ,; quod qui PRON Case=Acc|Gender=Neut|Number=Sing|PronType=Rel che; gerebant gero VERB VerbForm=Fin portare');
    expect(readConstructions(bellum)[2]).toMatchObject({ upos: 'PRON' });
  });

  test('after a noun it stays the relative', () => {
    const sentence = words('id is PRON Case=Acc ciò; quod qui PRON Case=Acc|PronType=Rel che; constituerant constituo VERB VerbForm=Fin stabilire');
    expect(readConstructions(sentence)[1]).toMatchObject({ upos: 'PRON' });
  });
});

describe('quam diu', () => {
  const howLong = { form: 'Quam', lemma: '', upos: 'ADV', meaning: 'per quanto tempo', fixed: true };
  test('in a statement opens a clause, "finché"', () => {
    const sentence = [{ ...words('x x ADV _ x')[0]!, ...howLong }, ...words('erit sum AUX VerbForm=Fin essere; , , PUNCT _ ,; vives vivo VERB VerbForm=Fin vivere; . . PUNCT _ .')];
    expect(readConstructions(sentence)[0]).toMatchObject({ upos: 'SCONJ', meaning: 'finché' });
  });

  test('in a question asks "per quanto tempo"', () => {
    const sentence = [{ ...words('x x ADV _ x')[0]!, ...howLong }, ...words('eludet eludo VERB VerbForm=Fin schivare; ? ? PUNCT _ ?')];
    expect(readConstructions(sentence)[0]).toMatchObject({ upos: 'ADV', meaning: 'per quanto tempo' });
  });
});
