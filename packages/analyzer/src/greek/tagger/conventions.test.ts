import { describe, expect, test } from 'vitest';
import type { GreekTrainingSentence } from '../ud/training';
import { featsMatch, greekAnnotation } from '../ud/training';
import { hasUposInContext, learnGreekConventions, OWN_LEMMA_CONVENTIONS, treebankLemmaOf, treebankUpos, treebankUposInContext } from './conventions';

function sentence(annotation: string, tokens: [tag: string, gold: string, lemma: string, lexiconLemma: string | null][]): GreekTrainingSentence {
  return {
    forms: tokens.map(() => 'x'), keys: tokens.map(() => 'x'), tags: tokens.map((t) => t[0]), lemmas: tokens.map((t) => t[2]), lemmaKeys: tokens.map((t) => t[2]),
    candidates: tokens.map(() => null), convention: annotation === 'homer' ? 'agdt' : annotation, goldUpos: tokens.map((t) => t[1]),
    lexiconLemmas: tokens.map((t) => t[3]), annotation,
  };
}

describe('the treebanks habits', () => {
  const tables = learnGreekConventions([
    sentence('agdt', [['PROPN|Case=Nom', 'NOUN', 'Σωκράτης', 'Σωκράτης'], ['PROPN|Case=Gen', 'NOUN', 'Πλάτων', 'Πλάτων'], ['PRON|Case=Nom', 'PRON', 'αὐτός', 'αὐτός']]),
    sentence('agdt', [['PRON|Case=Acc', 'PRON', 'αὐτός', 'αὐτός'], ['VERB|Mood=Ind', 'VERB', 'γίγνομαι', 'γίνομαι'], ['VERB|Mood=Ind', 'VERB', 'γίγνομαι', 'γίνομαι'], ['VERB|Mood=Ind', 'VERB', 'γίγνομαι', 'γίνομαι']]),
    sentence('homer', [['PRON|Case=Nom', 'ADJ', 'αὐτός', 'αὐτός'], ['PRON|Case=Nom', 'ADJ', 'αὐτός', 'αὐτός'], ['PRON|Case=Nom', 'ADJ', 'αὐτός', 'αὐτός']]),
  ]);

  test('AGDT writes names as NOUN; Homer\'s annotation does not outvote the 2.1 texts', () => {
    expect(treebankUpos(tables, 'agdt', 'PROPN', 'Ξενοφῶν')).toBe('NOUN');
    expect(treebankUpos(tables, 'agdt', 'PRON', 'αὐτός')).toBe('PRON');
    expect(treebankUpos(tables, 'homer', 'PRON', 'αὐτός')).toBe('ADJ');
  });

  test('without a clear majority a lemma keeps Versio\'s part of speech only if the treebank ever gives it', () => {
    const t = learnGreekConventions([
      sentence('agdt', [['DET|Case=Nom', 'ADJ', 'οὗτος', 'οὗτος'], ['DET|Case=Nom', 'ADJ', 'οὗτος', 'οὗτος'], ['DET|Case=Nom', 'PRON', 'οὗτος', 'οὗτος']]),
      sentence('agdt', [['DET|Case=Nom', 'PRON', 'οὗτος', 'οὗτος'], ['DET|Case=Nom', 'ADJ', 'οὗτος', 'οὗτος'], ['DET|Case=Nom', 'DET', 'ὁ', 'ὁ']]),
      sentence('agdt', [['PRON|Case=Nom', 'PRON', 'τις', 'τις'], ['PRON|Case=Nom', 'ADJ', 'τις', 'τις'], ['PRON|Case=Nom', 'ADJ', 'τις', 'τις']]),
      sentence('agdt', [['PRON|Case=Nom', 'PRON', 'τις', 'τις'], ['PRON|Case=Nom', 'PRON', 'ἐγώ', 'ἐγώ'], ['DET|Case=Nom', 'PRON', 'οὗτος', 'οὗτος'], ['DET|Case=Nom', 'ADJ', 'οὗτος', 'οὗτος']]),
    ]);
    // οὗτος: ADJ 4 of 7, no DET: its most frequent; τις: PRON 2 of 4, ADJ 2: Versio's stays.
    expect(treebankUpos(t, 'agdt', 'DET', 'οὗτος')).toBe('ADJ');
    expect(treebankUpos(t, 'agdt', 'DET', 'ὁ')).toBe('DET');
    expect(treebankUpos(t, 'agdt', 'PRON', 'τις')).toBe('PRON');
  });

  test('AGDT\'s Homer and its other verse are annotations of their own, its prose is `agdt`', () => {
    expect(greekAnnotation('agdt', ['# sent_id = tlg0012.tlg001.perseus-grc1_1@3'])).toBe('homer');
    expect(greekAnnotation('agdt', ['# newdoc id = x', '# sent_id = tlg0011.tlg003.perseus-grc1.tb.xml@7'])).toBe('verse');
    expect(greekAnnotation('agdt', ['# sent_id = tlg0543.tlg001.perseus-grc1.tb.xml@1'])).toBe('agdt');
    expect(greekAnnotation('ptnk', ['# sent_id = tlg0011.tlg003@1'])).toBe('ptnk');
  });

  test('a treebank\'s part of speech beside an agreeing noun, where it differs (οὗτος ADJ there, PRON alone)', () => {
    const attr: [string, string, string, string | null][] = [['DET|Case=Nom|Gender=Masc|Number=Sing', 'ADJ', 'οὗτος', 'οὗτος'], ['NOUN|Case=Nom|Gender=Masc|Number=Sing', 'NOUN', 'ἀνήρ', 'ἀνήρ']];
    const alone: [string, string, string, string | null][] = [['DET|Case=Nom|Gender=Masc|Number=Sing', 'PRON', 'οὗτος', 'οὗτος'], ['VERB|Mood=Ind', 'VERB', 'λέγω', 'λέγω']];
    const t = learnGreekConventions([...Array(10).fill(sentence('agdt', attr)), ...Array(20).fill(sentence('agdt', alone))]);
    expect(treebankUpos(t, 'agdt', 'DET', 'οὗτος')).toBe('PRON');
    expect(treebankUposInContext(t, 'agdt', 'DET', 'οὗτος', true)).toBe('ADJ');
    expect(treebankUposInContext(t, 'agdt', 'DET', 'οὗτος', false)).toBe('PRON');
    // Fewer than ten times beside a noun: no table.
    const few = learnGreekConventions([...Array(9).fill(sentence('agdt', attr)), ...Array(20).fill(sentence('agdt', alone))]);
    expect(treebankUposInContext(few, 'agdt', 'DET', 'οὗτος', true)).toBe('PRON');
  });

  test('UD PROIEL keeps its part of speech beside a noun even where it is the lemma\'s (αὐτός PRON), AGDT only where it differs', () => {
    const attr: [string, string, string, string | null][] = [['PRON|Case=Gen|Gender=Masc|Number=Sing', 'PRON', 'αὐτός', 'αὐτός'], ['NOUN|Case=Gen|Gender=Masc|Number=Sing', 'NOUN', 'οἶκος', 'οἶκος']];
    for (const annotation of ['proiel', 'agdt']) {
      const t = learnGreekConventions(Array(10).fill(sentence(annotation, attr)));
      expect(hasUposInContext(t, annotation, 'PRON', 'αὐτός', true)).toBe(annotation === 'proiel');
      expect(treebankUposInContext(t, annotation, 'PRON', 'αὐτός', true)).toBe('PRON');
    }
  });

  test('UD PROIEL\'s part of speech of a lemma some of whose words matched no reading, whatever Versio\'s (ἐμός DET)', () => {
    const t = learnGreekConventions([
      sentence('proiel', [['DET|Case=Nom', 'DET', 'ἐμός', null], ['DET|Case=Acc', 'DET', 'ἐμός', null], ['PRON|Case=Nom', 'PRON', 'ἐμός', null], ['NOUN|Case=Nom', 'NOUN', 'λόγος', 'λόγος']]),
      sentence('agdt', [['DET|Case=Nom', 'DET', 'ἐμός', null], ['DET|Case=Nom', 'DET', 'ἐμός', null]]),
    ]);
    // Versio reads it ADJ, which training never saw: PROIEL's DET (2 of 3); the parts of speech it saw stay its own.
    expect(treebankUpos(t, 'proiel', 'ADJ', 'ἐμός')).toBe('DET');
    expect(treebankUpos(t, 'proiel', 'PRON', 'ἐμός')).toBe('PRON');
    // A lemma every word of which matched keeps the table per Versio's part of speech; AGDT learns no such entry.
    expect(treebankUpos(t, 'proiel', 'ADJ', 'λόγος')).toBe('ADJ');
    expect(treebankUpos(t, 'agdt', 'ADJ', 'ἐμός')).toBe('ADJ');
  });

  test('a lemma the treebank regularly writes instead of the lexicon\'s', () => {
    expect(treebankLemmaOf(tables, 'agdt', 'γίνομαι')).toBe('γίγνομαι');
    expect(tables.lemmas.get('γίνομαι')).toBe('γίγνομαι');
    expect(treebankLemmaOf(tables, 'agdt', 'λόγος')).toBe('λόγος');
  });

  test('PROIEL\'s lemmas are kept where it writes the lexicon\'s, against the others\' (λέγω for εἶπον)', () => {
    const t = learnGreekConventions([
      sentence('agdt', [['VERB|Mood=Ind', 'VERB', 'εἶπον', 'λέγω'], ['VERB|Mood=Ind', 'VERB', 'εἶπον', 'λέγω'], ['VERB|Mood=Ind', 'VERB', 'εἶπον', 'λέγω']]),
      sentence('proiel', [['VERB|Mood=Ind', 'VERB', 'λέγω', 'λέγω'], ['VERB|Mood=Ind', 'VERB', 'λέγω', 'λέγω'], ['VERB|Mood=Ind', 'VERB', 'λέγω', 'λέγω']]),
    ]);
    expect(OWN_LEMMA_CONVENTIONS.has('proiel')).toBe(true);
    expect(t.lemmas.get('proiel\tλέγω')).toBe('λέγω');
    expect(t.lemmas.get('agdt\tλέγω')).toBe('εἶπον');
    // Only PROIEL's table keeps a lemma written as the lexicon writes it.
    expect(tables.lemmas.has('agdt\tαὐτός')).toBe(false);
  });

  test('an adverb\'s degree only Morpheus gives does not stop the match (μάλιστα)', () => {
    expect(featsMatch('Degree=Sup', '_')).toBe(true);
    expect(featsMatch('Case=Nom|Gender=Fem,Masc|Number=Sing|Person=1', 'Case=Nom|Gender=Fem|Number=Sing')).toBe(true);
    expect(featsMatch('Case=Nom|Gender=Masc|Number=Sing', 'Case=Acc|Gender=Masc|Number=Sing')).toBe(false);
    expect(featsMatch('Case=Nom|Number=Sing', 'Case=Nom|Gender=Masc|Number=Sing|Person=3')).toBe(false);
    expect(featsMatch('Case=Nom|Gender=Fem,Masc|Number=Sing', 'Case=Nom|Gender=Masc|Number=Sing')).toBe(true);
  });
});
