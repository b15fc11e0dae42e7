import { describe, expect, test } from 'vitest';
import { createGreekAnalyzer } from './pipeline';

const analyzer = createGreekAnalyzer();

function reading(text: string, form: string): string {
  const token = analyzer.analyzeText(text).find((t) => t.form === form);
  return token ? `${token.lemma} ${token.upos} ${token.feats}` : 'absent';
}

describe('Greek readings', () => {
  test.each([
    // article agreement: accusative plural, not the dialect nominative singular
    ['ὁ στρατηγὸς τοὺς στρατιώτας λέγει.', 'στρατιώτας', 'στρατιώτης NOUN Case=Acc|Gender=Masc|Number=Plur'],
    // the most frequent reading of an unambiguous form, grave accent in running text
    ['ὁ στρατηγὸς τοὺς στρατιώτας λέγει.', 'στρατηγὸς', 'στρατηγός NOUN Case=Nom|Gender=Masc|Number=Sing'],
    // preposition government: dative after ἐν
    ['ἐν τῇ πόλει μένουσιν.', 'πόλει', 'πόλις NOUN Case=Dat|Gender=Fem|Number=Sing'],
    ['ἐν τῇ πόλει μένουσιν.', 'τῇ', 'ὁ DET Case=Dat|Gender=Fem|Number=Sing'],
    // a clause needs a finite verb: ἀκούουσιν is "they hear", not the dative participle
    ['οἱ πολῖται τοῦ ῥήτορος ἀκούουσιν.', 'ἀκούουσιν', 'ἀκούω VERB Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    // but after an article the participle stays: τοῖς ἀκούουσιν
    ['λέγει τοῖς ἀκούουσιν.', 'ἀκούουσιν', 'ἀκούω VERB Case=Dat|Gender=Masc,Neut|Number=Plur|Tense=Pres|VerbForm=Part|Voice=Act'],
    // aorist: the "imperfect" the corpus counts also gave the form is no reading of it (lexicon/false-imperfects.ts)
    ['οἱ Ἀθηναῖοι ἐνίκησαν.', 'ἐνίκησαν', 'νικάω VERB Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    // a lower-case word is not a proper name (βασιλέως: βασιλεύς, not Βασιλίς), Attic form kept
    ['ἡ τοῦ βασιλέως θυγάτηρ.', 'βασιλέως', 'βασιλεύς NOUN Case=Gen|Gender=Masc|Number=Sing'],
    // elision and crasis
    ["ὁ δ' ἔφη.", "δ'", 'δέ PART _'],
    // ἀλλά is a conjunction on the card, though AGDT makes it an adverb at times (italian/school-reading.ts)
    ['ἀλλ’ οὐκ ἔστιν.', 'ἀλλ’', 'ἀλλά CCONJ _'],
    ['κἀγὼ λέγω.', 'κἀγὼ', 'ἐγώ PRON Case=Nom|Gender=Fem,Masc|Number=Sing|Person=1'],
    // GLAUx files the adverb under its adjective
    ['καλῶς λέγεις.', 'καλῶς', 'καλός ADV _'],
  ])('%s — %s', (text, form, expected) => {
    expect(reading(text, form)).toBe(expected);
  });

  test('accent-free spelling falls back to the accented form', () => {
    expect(reading('λογος', 'λογος')).toBe('λόγος NOUN Case=Nom|Gender=Masc|Number=Sing');
  });

  test.each([
    // an adverb's own gloss, else the adjective's meaning + -mente
    ['καλῶς λέγεις.', 'καλῶς', 'bene'],
    ['δικαίως λέγεις.', 'δικαίως', 'giustamente'],
  ])('meaning of the adverb in %s', (text, form, meaning) => {
    expect(analyzer.analyzeText(text).find((t) => t.form === form)?.meaning).toBe(meaning);
  });

  test.each([
    ['πόλις', 'città'],
    ['λέγω', 'dire'],
    ['στρατιώτης', 'soldato'],
  ])('Italian meaning of %s', (lemma, meaning) => {
    expect(analyzer.meanings(lemma)?.meaning).toBe(meaning);
  });

  test('unknown words are marked uncertain: a reading guessed from the ending (with the tagger), else the form as lemma', () => {
    const [token] = analyzer.analyzeText('ξυζξυζ');
    expect(token).toMatchObject({ uncertain: true, meaning: '' });
    if (!analyzer.tagger) expect(token?.lemma).toBe('ξυζξυζ');
    else expect(token?.analysis?.guess).toBe(true);
  });
});
