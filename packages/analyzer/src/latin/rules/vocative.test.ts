import { describe, expect, test } from 'vitest';
import type { ConstraintToken } from '../../core/constraints/types';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the vocative', () => {
  const VERB3 = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';

  test('a vocative is not one when every finite verb is in the third person and nobody is named', () => {
    const helvetii = token('helvetii', ['PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Voc|Number=Plur']);
    const read = (verb: string, extra: ConstraintToken[] = []) => {
      const tokens = [helvetii, token(',', ['PUNCT']), ...extra, token('gerunt', [verb])];
      const scores = tokens.map((t, i) => (i === 0 ? { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 } : { [t.tags![0]!]: 1 }));
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), true))[0];
    };
    // Helvetii, … bellum gerunt: the subject
    expect(read('VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin')).toBe('PROPN|Case=Nom|Number=Plur');
    // Milites, pugnate! / … tibi …: someone is spoken to
    expect(read('VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin')).toBe('PROPN|Case=Voc|Number=Plur');
    expect(read('VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin', [token('tibi', ['NOUN|Case=Gen|Number=Sing'])])).toBe('PROPN|Case=Voc|Number=Plur');
    // … Atheniensis, … mittunt: set off by commas in the middle of the sentence, still nobody spoken to
    const middle = [token('miltiades', ['PROPN|Case=Nom|Number=Sing']), token(',', ['PUNCT']), helvetii, token(',', ['PUNCT']), token('gerunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    const middleScores = middle.map((t, i) => (i === 2 ? { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 } : { [t.tags![0]!]: 1 }));
    expect(tagsOf(decodeWithRules(middle, ctx, decoder(middleScores), true))[2]).toBe('PROPN|Case=Nom|Number=Plur');
    const without = { ...ctx, without: new Set(['address'] as const) };
    const tokens = [helvetii, token(',', ['PUNCT']), token('gerunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    expect(tagsOf(decodeWithRules(tokens, without, decoder([{ 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 }, { PUNCT: 1 }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }]), true))[0]).toBe('PROPN|Case=Voc|Number=Plur');
  });

  test('rule 71: a vocative joined to a word that can only be the vocative stays one on the cards (Laeli et Scipio, … est)', () => {
    const VOC = 'PROPN|Case=Voc|Gender=Masc|Number=Sing';
    const NOM = 'PROPN|Case=Nom|Gender=Masc|Number=Sing';
    const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const read = (context: typeof ctx) => {
      const tokens = [token('laeli', [VOC]), token('et', ['CCONJ']), token('scipio', [VOC, NOM]), comma(), token('est', [EST]), period()];
      const scores = [{ [VOC]: 1 }, { CCONJ: 1 }, { [VOC]: 5, [NOM]: 1 }, { PUNCT: 1 }, { [EST]: 1 }, { PUNCT: 1 }];
      return tagsOf(decodeWithRules(tokens, context, decoder(scores), false))[2];
    };
    expect(read(ctx)).toBe(VOC);
    expect(read({ ...ctx, without: new Set(['joinedVocative'] as const) })).toBe(NOM);
    expect(read({ ...ctx, convention: 'perseus' })).toBe(NOM);
  });

  test('rule 71: an enclitic joins its host to the word before it (Laeli Scipioque), and the order Y et X counts too', () => {
    const VOC = 'PROPN|Case=Voc|Gender=Masc|Number=Sing';
    const NOM = 'PROPN|Case=Nom|Gender=Masc|Number=Sing';
    const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const read = (keys: string[], at: number) => {
      const tokens = keys.map((k) => (k === 'que' || k === 'et' ? token(k, ['CCONJ']) : k === 'laeli' ? token(k, [VOC]) : token(k, [VOC, NOM])));
      const all = [token('resistendum', ['ADJ']), comma(), ...tokens, comma(), token('est', [EST]), period()];
      const scores = all.map((t) => (t.tags!.length === 2 ? { [VOC]: 5, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
      return tagsOf(decodeWithRules(all, ctx, decoder(scores), false))[at];
    };
    expect(read(['laeli', 'scipio', 'que'], 3)).toBe(VOC);
    expect(read(['scipio', 'et', 'laeli'], 2)).toBe(VOC);
    // what follows the enclitic is not joined by it to the host (Laeli-que Scipio)
    expect(read(['laeli', 'que', 'scipio'], 4)).toBe(NOM);
  });

  test('a vocative is set off by punctuation, an interjection or a verb in the second person', () => {
    const helvetii = token('helvetii', ['PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Voc|Number=Plur']);
    // The vocative far ahead, so that the subject rule (rule 4, a margin) does not decide.
    const first = { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 };
    // Rule 8 alone: rule 13 (above) reads the vocatives of these sentences, where nobody is spoken to.
    const rule8 = { ...ctx, without: new Set(['address'] as const) };
    const read = (tokens: ConstraintToken[], scores: Record<string, number>[]) => tagsOf(decodeWithRules(tokens, rule8, decoder(scores), true))[tokens.indexOf(helvetii)];
    const mittunt = token('mittunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']);
    const stop = { ...token('.', ['PUNCT']), wordLike: false };
    // Helvetii mittunt.: the subject
    expect(read([helvetii, mittunt, stop], [first, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }, { PUNCT: 1 }])).toBe('PROPN|Case=Nom|Number=Plur');
    // a text without punctuation (PROIEL's) says nothing by its missing commas
    expect(read([helvetii, mittunt], [first, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
    // Helvetii, …: set off by the comma
    expect(read([helvetii, { ...token(',', ['PUNCT']), wordLike: false }, mittunt], [first, { PUNCT: 1 }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
    // Helvetii, audite: someone is spoken to
    const audite = token('audite', ['VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin']);
    expect(read([helvetii, audite, stop], [first, { 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin': 1 }, { PUNCT: 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
  });

  test('a nominative set off by commas, with an imperative of its number, is the one spoken to', () => {
    const NOM = 'NOUN|Case=Nom|Number=Plur';
    const VOC = 'NOUN|Case=Voc|Number=Plur';
    const IMP = 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin';
    const tokens = [token('milites', [NOM, VOC]), comma(), token('pugnate', [IMP]), period()];
    const scores: Record<string, number>[] = [{ [NOM]: 5, [VOC]: 1 }, { PUNCT: 1 }, { [IMP]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(VOC);
    // With a third-person verb only, the nominative is the subject.
    const third = [token('milites', [NOM, VOC]), comma(), token('pugnant', [VERB3]), period()];
    expect(tagsOf(decodeWithRules(third, ctx, decoder([scores[0]!, { PUNCT: 1 }, { [VERB3]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(NOM);
  });
});

describe('a noun set off in a speech, and the words after o', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Masc|Number=Plur';
  const VOC = 'NOUN|Case=Voc|Gender=Masc|Number=Plur';
  const VIDI = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
  const VIDIT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const read = (verb: string, tokens = [token('uidi', [verb]), comma(), token('iudices', [NOM, VOC]), comma(), token('cum', ['SCONJ']), period()]) =>
    tagsOf(decodeWithRules(tokens, ctx, decoder(tokens.map((t) => (t.key === 'iudices' ? { [NOM]: 5, [VOC]: 1 } : { [t.tags![0]!]: 1 }))), false));

  test('a nominative alone between commas in a sentence that speaks as someone is the one spoken to (rule 34)', () => {
    // Quotiens ego hunc Archiam vidi, iudices, cum …
    expect(read(VIDI)[2]).toBe(VOC);
    // … viderunt, iudices, …: nobody speaks or is spoken to, and the verb may take the plural for its subject
    expect(read('VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin')[2]).toBe(NOM);
    // a list of names set off by commas stays as it is: vidi, Galli, Belgae.
    const list = [token('uidi', [VIDI]), comma(), token('galli', [NOM, VOC]), comma(), token('iudices', [NOM, VOC]), period()];
    expect(read(VIDI, list)[4]).toBe(NOM);
  });

  test('a plural alone between marks that no verb, every one singular, can take for its subject is the one spoken to (rule 59)', () => {
    // … civis Romanus, iudices.
    expect(read(VIDIT)[2]).toBe(VOC);
    // a vocative the tagger reads already stays one
    const tokens = [token('uidit', [VIDIT]), comma(), token('iudices', [NOM, VOC]), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(tokens.map((t) => (t.key === 'iudices' ? { [NOM]: 1, [VOC]: 5 } : { [t.tags![0]!]: 1 }))), false))[2]).toBe(VOC);
    // a treebank's convention keeps the reading
    const perseus = { ...ctx, convention: 'perseus' as const };
    const tokens2 = [token('uidit', [VIDIT]), comma(), token('iudices', [NOM, VOC]), comma(), token('cum', ['SCONJ']), period()];
    expect(tagsOf(decodeWithRules(tokens2, perseus, decoder(tokens2.map((t) => (t.key === 'iudices' ? { [NOM]: 5, [VOC]: 1 } : { [t.tags![0]!]: 1 }))), false))[2]).toBe(NOM);
  });

  test('a list of plurals set off by commas is not spoken to, read as vocatives or not (Vicit Romanos, Fidenates, Veientes.)', () => {
    const ACC = 'NOUN|Case=Acc|Gender=Masc|Number=Plur';
    const tokens = [token('uicit', [VIDIT]), token('romanos', [ACC]), comma(), token('fidenates', [NOM, VOC, ACC]), comma(), token('ueientes', [NOM, VOC, ACC]), period()];
    const vocativesFirst = tokens.map((t) => (t.tags!.length > 1 ? { [VOC]: 5, [NOM]: 2, [ACC]: 1 } : { [t.tags![0]!]: 1 }));
    const tags = tagsOf(decodeWithRules(tokens, ctx, decoder(vocativesFirst), false));
    expect(tags[3]).not.toBe(VOC);
    expect(tags[5]).not.toBe(VOC);
  });

  test('tu read as a vocative, no mark after it, with a verb of its person and number, is its subject (rule 60)', () => {
    const TU_NOM = 'PRON|Case=Nom|Number=Sing|PronType=Prs';
    const TU_VOC = 'PRON|Case=Voc|Number=Sing|PronType=Prs';
    const readTu = (verb: string, after: ConstraintToken, context = ctx) => {
      const tokens = [token('tu', [TU_NOM, TU_VOC]), after, token('diligis', [verb]), period()];
      return tagsOf(decodeWithRules(tokens, context, decoder(tokens.map((t) => (t.key === 'tu' ? { [TU_VOC]: 5, [TU_NOM]: 1 } : { [t.tags![0]!]: 1 }))), false))[0];
    };
    const DILIGIS = 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin';
    // Tu si me diligis …
    expect(readTu(DILIGIS, token('si', ['SCONJ']))).toBe(TU_NOM);
    // Tu, … : set off, the tagger's reading stays; so with a verb of another number, and in a treebank's convention
    expect(readTu(DILIGIS, comma())).toBe(TU_VOC);
    expect(readTu('VERB|Mood=Ind|Number=Plur|Person=2|VerbForm=Fin', token('si', ['SCONJ']))).toBe(TU_VOC);
    expect(readTu(DILIGIS, token('si', ['SCONJ']), { ...ctx, convention: 'perseus' })).toBe(TU_VOC);
  });

  test('an accusative there that is the nominative too is the one spoken to, not a neuter (rule 34, decision 086)', () => {
    const ACC = 'NOUN|Case=Acc|Gender=Masc|Number=Plur';
    const readAcc = (key: string, acc: string, nom: string, voc: string) => {
      const tokens = [token('uidi', [VIDI]), comma(), token(key, [acc, nom, voc]), comma(), token('cum', ['SCONJ']), period()];
      return tagsOf(decodeWithRules(tokens, ctx, decoder(tokens.map((t) => (t.key === key ? { [acc]: 5, [nom]: 2, [voc]: 1 } : { [t.tags![0]!]: 1 }))), false))[2];
    };
    // vidi, iudices, cum …
    expect(readAcc('iudices', ACC, NOM, VOC)).toBe(VOC);
    // … studium, latrocinium, …: a neuter's accusative is always its nominative too
    expect(readAcc('studium', 'NOUN|Case=Acc|Gender=Neut|Number=Sing', 'NOUN|Case=Nom|Gender=Neut|Number=Sing', 'NOUN|Case=Voc|Gender=Neut|Number=Sing'))
      .toBe('NOUN|Case=Acc|Gender=Neut|Number=Sing');
  });

  test('after o, a nominative or an ablative that can be a vocative is one (rule 35)', () => {
    const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const FVOC = 'NOUN|Case=Voc|Gender=Fem|Number=Sing';
    const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
    const NVOC = 'NOUN|Case=Voc|Gender=Neut|Number=Plur';
    // O vitae philosophia dux!
    const tokens = [token('o', ['INTJ']), token('philosophia', [ABL, FVOC]), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ INTJ: 1 }, { [ABL]: 5, [FVOC]: 1 }, { PUNCT: 1 }]), false))[1]).toBe(FVOC);
    // O tempora!: the exclamation's accusative stays
    const tempora = [token('o', ['INTJ']), token('tempora', [ACC, NVOC]), period()];
    expect(tagsOf(decodeWithRules(tempora, ctx, decoder([{ INTJ: 1 }, { [ACC]: 5, [NVOC]: 1 }, { PUNCT: 1 }]), false))[1]).toBe(ACC);
  });
});
