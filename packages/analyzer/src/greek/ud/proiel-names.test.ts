import { describe, expect, test } from 'vitest';
import { inConvention, sentenceInConvention } from './output';
import { capitalised, proielName } from './proiel-names';

const tables = { upos: new Map<string, string>(), lemmas: new Map<string, string>() };
const DAT = 'Case=Dat|Gender=Fem|Number=Sing';

describe("UD PROIEL's names written with a capital inside a sentence", () => {
  test('capitalises the first letter with its breathing and accent', () => {
    expect(capitalised('ζμύρνα')).toBe('Ζμύρνα');
    expect(capitalised('ἀρτεμισία')).toBe('Ἀρτεμισία');
    expect(capitalised('ᾅδης')).toBe('ᾍδης');
  });

  test('reads a common word or a lower-case guess with a capital as the name', () => {
    expect(proielName({ form: 'Ζμύρνῃ', lemma: 'ζμύρνα', upos: 'NOUN', feats: DAT }, 4)).toEqual({ form: 'Ζμύρνῃ', lemma: 'Ζμύρνα', upos: 'PROPN', feats: DAT });
    expect(proielName({ form: 'Σαύλῳ', lemma: 'σαῦλος', upos: 'ADJ', feats: 'Case=Dat|Gender=Masc|Number=Sing', treebankUpos: 'ADJ' }, 2)).toEqual({ form: 'Σαύλῳ', lemma: 'Σαῦλος', upos: 'PROPN', feats: 'Case=Dat|Gender=Masc|Number=Sing' });
  });

  test('keeps a people in the plural a noun, with its lemma capitalised', () => {
    expect(proielName({ form: 'Σάκαι', lemma: 'σάκαι', upos: 'NOUN', feats: 'Case=Nom|Gender=Masc|Number=Plur' }, 3)).toMatchObject({ lemma: 'Σάκαι', upos: 'NOUN' });
  });

  test('leaves the first word, forms without a capital, capitalised lemmas and other parts of speech', () => {
    const first = { form: 'Ζμύρνῃ', lemma: 'ζμύρνα', upos: 'NOUN', feats: DAT };
    expect(proielName(first, 0)).toBe(first);
    const lower = { form: 'ζμύρνῃ', lemma: 'ζμύρνα', upos: 'NOUN', feats: DAT };
    expect(proielName(lower, 3)).toBe(lower);
    const ethnic = { form: 'Λυδοί', lemma: 'Λυδός', upos: 'ADJ', feats: 'Case=Nom|Gender=Masc|Number=Plur' };
    expect(proielName(ethnic, 3)).toBe(ethnic);
    const verb = { form: 'Ἦλθεν', lemma: 'ἔρχομαι', upos: 'VERB', feats: '_' };
    expect(proielName(verb, 3)).toBe(verb);
    expect(proielName({ lemma: 'ζμύρνα', upos: 'NOUN', feats: DAT }, 3).upos).toBe('NOUN');
  });

  test('is what the CoNLL-U output writes in PROIEL\'s convention alone', () => {
    const tokens = [
      { form: 'τῆς', lemma: 'ὁ', upos: 'DET', feats: 'Case=Gen|Gender=Fem|Number=Sing' },
      { form: 'ἐν', lemma: 'ἐν', upos: 'ADP', feats: '_' },
      { form: 'Ζμύρνῃ', lemma: 'ζμύρνα', upos: 'NOUN', feats: DAT },
    ];
    expect(sentenceInConvention(tokens, 'proiel', tables).map((r) => `${r.lemma} ${r.upos}`)).toEqual(['ὁ DET', 'ἐν ADP', 'Ζμύρνα PROPN']);
    expect(sentenceInConvention(tokens, 'perseus', tables)[2]).toMatchObject({ lemma: 'ζμύρνα', upos: 'NOUN' });
    expect(sentenceInConvention(tokens, 'ptnk', tables)[2]).toMatchObject({ lemma: 'ζμύρνα', upos: 'NOUN' });
    expect(inConvention(tokens[2]!, 'proiel', tables).upos).toBe('NOUN');
  });
});
