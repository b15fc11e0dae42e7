import { describe, expect, test } from 'vitest';
import { inConvention, sentenceInConvention } from './output';
import { proielAdverbLemma, proielSuperlativeAdverb } from './proiel-adverbs';

const tables = { upos: new Map<string, string>(), lemmas: new Map<string, string>() };

describe("UD PROIEL's lemma of an adverb in -ως", () => {
  test('is the adverb where the lexicon files it under its adjective', () => {
    expect(proielAdverbLemma('ταχέως', 'ταχύς', 'ADV', '_')).toBe('ταχέως');
    expect(proielAdverbLemma('Ἄλλως', 'ἄλλος', 'ADV', '_')).toBe('ἄλλως');
    expect(proielAdverbLemma('ὁμοίως', 'ὅμοιος', 'ADV', '_')).toBe('ὁμοίως');
    expect(proielAdverbLemma('ἀδιαλείπτως', 'ἀδιάλειπτος', 'ADV', '_')).toBe('ἀδιαλείπτως');
  });

  test('keeps the lemma of the other adverbs, of other readings and of forms typed without accents', () => {
    expect(proielAdverbLemma('οὕτως', 'οὕτω(ς)', 'ADV', '_')).toBe('οὕτω(ς)');
    expect(proielAdverbLemma('ὅκως', 'ὅπως', 'ADV', '_')).toBe('ὅπως');
    expect(proielAdverbLemma('ταχεως', 'ταχύς', 'ADV', '_')).toBe('ταχύς');
    expect(proielAdverbLemma('πίστεως', 'πίστις', 'NOUN', 'Case=Gen|Gender=Fem|Number=Sing')).toBe('πίστις');
    expect(proielAdverbLemma('μάλιστα', 'μάλα', 'ADV', 'Degree=Sup')).toBe('μάλα');
    expect(proielAdverbLemma(undefined, 'ταχύς', 'ADV', '_')).toBe('ταχύς');
  });

  test('keeps the lemma of a degree, of a noun in -εως and of a crasis', () => {
    expect(proielAdverbLemma('ταχυτέρως', 'ταχύς', 'ADV', 'Degree=Cmp')).toBe('ταχύς');
    expect(proielAdverbLemma('βασιλέως', 'βασιλεύς', 'NOUN', 'Case=Gen|Gender=Masc|Number=Sing')).toBe('βασιλεύς');
    expect(proielAdverbLemma('κἄλλως', 'ἄλλος', 'ADV', '_')).toBe('ἄλλος');
  });

  test("keeps a proper adjective's capital, lower-cases a sentence's first letter, leaves a form in capitals", () => {
    expect(proielAdverbLemma('Ἰουδαϊκῶς', 'Ἰουδαϊκός', 'ADV', '_')).toBe('Ἰουδαϊκῶς');
    expect(proielAdverbLemma('Ἀττικῶς', 'Ἀττικός', 'ADV', '_')).toBe('Ἀττικῶς');
    expect(proielAdverbLemma('Εὐθέως', 'εὐθύς', 'ADV', '_')).toBe('εὐθέως');
    expect(proielAdverbLemma('ΕΥΘΈΩΣ', 'εὐθύς', 'ADV', '_')).toBe('εὐθύς');
  });

  test("writes an ultima's grave as the acute", () => {
    expect(proielAdverbLemma('σοφὼς', 'σοφός', 'ADV', '_')).toBe('σοφώς');
  });

  test('is what the CoNLL-U output writes in PROIEL\'s convention alone', () => {
    const reading = { form: 'εὐθέως', lemma: 'εὐθύς', upos: 'ADV', feats: '_' };
    expect(inConvention(reading, 'proiel', tables).lemma).toBe('εὐθέως');
    expect(inConvention(reading, 'ptnk', tables).lemma).toBe('εὐθύς');
    expect(inConvention(reading, 'perseus', tables).lemma).toBe('εὐθύς');
  });

  test('reads the form of the token the analyzer gives the CoNLL-U output', () => {
    const tokens = [{ form: 'ἦλθεν', lemma: 'ἔρχομαι', upos: 'VERB', feats: 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act' }, { form: 'εὐθέως', lemma: 'εὐθύς', upos: 'ADV', feats: '_' }];
    expect(sentenceInConvention(tokens, 'proiel', tables).map((r) => r.lemma)).toEqual(['ἔρχομαι', 'εὐθέως']);
  });
});

describe("UD PROIEL's τάχιστα", () => {
  const adjective = { form: 'τάχιστα', lemma: 'ταχύς', upos: 'ADJ', feats: 'Case=Acc|Degree=Sup|Gender=Neut|Number=Plur' };

  test('is the superlative of the adverb ταχέως where the tagger read the adjective', () => {
    expect(proielSuperlativeAdverb(adjective)).toEqual({ form: 'τάχιστα', lemma: 'ταχέως', upos: 'ADV', feats: 'Degree=Sup' });
    const other = { form: 'ταχίστη', lemma: 'ταχύς', upos: 'ADJ', feats: 'Case=Nom|Degree=Sup|Gender=Fem|Number=Sing' };
    expect(proielSuperlativeAdverb(other)).toBe(other);
  });

  test('is what the CoNLL-U output writes in PROIEL\'s convention alone', () => {
    const tokens = [{ form: 'ὡς', lemma: 'ὡς', upos: 'SCONJ', feats: '_' }, adjective, { form: 'ἐσῆλθον', lemma: 'εἰσέρχομαι', upos: 'VERB', feats: 'Mood=Ind|Number=Sing|Person=1|Tense=Past|VerbForm=Fin|Voice=Act' }];
    expect(sentenceInConvention(tokens, 'proiel', tables)[1]).toMatchObject({ lemma: 'ταχέως', upos: 'ADV', feats: 'Degree=Sup' });
    expect(sentenceInConvention(tokens, 'perseus', tables)[1]).toMatchObject({ lemma: 'ταχύς', upos: 'ADJ' });
  });
});
