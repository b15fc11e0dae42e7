import { describe, expect, test } from 'vitest';
import { contextFeatures, type ContextWord } from './context-pos';
import { isIonicForm, isIonicSentence } from './ionic';

describe("Herodotus' Ionic", () => {
  test('forms the Koine does not write', () => {
    for (const f of ['τοῖσι', 'ἄλλοισι', 'τῇσι', 'ἑωυτοῦ', 'μιν', 'ἐς', 'ἐών', 'ὅκως', 'οὔνομα', 'βασιλέες', 'Γύγεω', 'χώρην', 'Ἰωνίῃ', 'ἐδόκεε', 'ποιέειν']) expect(isIonicForm(f), f).toBe(true);
  });
  test("the New Testament's forms are not", () => {
    for (const f of ['τοῖς', 'ἑαυτοῦ', 'εἰς', 'ὤν', 'ὄνομα', 'βασιλεῖς', 'ποιέω', 'χώραν', 'παρῆν', 'εὕρῃ', 'Σαπφείρῃ', 'θεόν', 'πλήρης', 'ὑγιής']) expect(isIonicForm(f), f).toBe(false);
  });
  test('a sentence with one such form', () => {
    expect(isIonicSentence(['τὰ', 'Κροῖσος', 'ἐς', 'Δελφοὺς', 'ἀνέθηκε'])).toBe(true);
    expect(isIonicSentence(['ὁ', 'δὲ', 'εἶπεν', 'αὐτῷ'])).toBe(false);
    expect(isIonicSentence([undefined, 'εἶπεν'])).toBe(false);
  });
  test("UD PROIEL's classifiers read it for a word with case, the other annotations' do not", () => {
    const words: ContextWord[] = [
      { upos: 'DET', lemma: 'ὁ', feats: 'Case=Acc|Gender=Neut|Number=Plur', form: 'τὰ' },
      { upos: 'PROPN', lemma: 'Κροῖσος', feats: 'Case=Nom|Gender=Masc|Number=Sing', form: 'Κροῖσος' },
      { upos: 'ADP', lemma: 'εἰς', feats: '_', form: 'ἐς' },
      { upos: 'VERB', lemma: 'ἀνατίθημι', feats: 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', form: 'ἀνέθηκε' },
    ];
    expect(contextFeatures(words, 0, 'proiel')).toEqual(expect.arrayContaining(['ionic', 'ionic|ahead=verb']));
    expect(contextFeatures(words, 0, 'agdt').filter((f) => f.startsWith('ionic'))).toEqual([]);
    expect(contextFeatures(words, 2, 'proiel').filter((f) => f.startsWith('ionic'))).toEqual([]);
    const koine = words.map((w) => (w.form === 'ἐς' ? { ...w, form: 'εἰς' } : w));
    expect(contextFeatures(koine, 0, 'proiel').filter((f) => f.startsWith('ionic'))).toEqual([]);
  });
});
