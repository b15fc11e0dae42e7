import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadGreekLexicon, type GreekLexicon } from '../lexicon/index';
import { loadGreekMeanings } from '../meanings';
import { createGreekAnalyzer, type GreekAnalyzer } from '../pipeline';
import { writeGreekTestData } from '../test-data';
import { matchReading, plainCopy, type GreekTrainingSentence } from '../ud/training';
import { loadGreekTagger } from './model';

let lexicon: GreekLexicon;
let analyzer: GreekAnalyzer;

beforeAll(() => {
  const dir = join(writeGreekTestData(), 'greek');
  lexicon = loadGreekLexicon(join(dir, 'grc-lexicon.tsv'));
  const tagger = loadGreekTagger(join(dir, 'grc-tagger'));
  analyzer = createGreekAnalyzer({ lexicon, meanings: loadGreekMeanings(join(dir, 'grc-meanings.tsv')), tagger: tagger ?? null });
});

function reading(text: string, form: string): string {
  const t = analyzer.analyzeText(text).find((x) => x.form === form);
  return t ? `${t.lemma} ${t.upos} ${t.feats}${t.uncertain ? ' ?' : ''}` : 'absent';
}

describe('the Greek lexicon', () => {
  test('a form typed without accents gathers the readings of every accented spelling', () => {
    const entry = lexicon.entry('αλλα');
    expect(entry.keys.sort()).toEqual(['ἀλλά', 'ἄλλα']);
    expect(new Set(entry.analyses.map((a) => a.lemma))).toEqual(new Set(['ἀλλά', 'ἄλλος']));
    expect(entry.analyses.every((a) => a.spelling !== undefined)).toBe(true);
  });

  test('movable nu: ἔλυσεν finds ἔλυσε', () => {
    expect(lexicon.lookUp('ἔλυσεν')[0]?.lemma).toBe('λύω');
  });

  test('a training sentence copied as typed without accents keeps its tags and gathers every spelling\'s readings', () => {
    const s: GreekTrainingSentence = {
      forms: ['ἄλλα'], keys: ['ἄλλα'], tags: ['ADJ|Case=Acc|Gender=Neut|Number=Plur'], lemmas: ['ἄλλος'], lemmaKeys: ['ἄλλος'], candidates: [null],
      priors: [null], goldUpos: ['ADJ'], lexiconLemmas: ['ἄλλος'], annotation: 'agdt', convention: 'agdt',
    };
    const copy = plainCopy(s, lexicon);
    expect(copy.forms).toEqual(['αλλα']);
    expect(copy.tags).toEqual(s.tags);
    expect(copy.candidates[0]).toContain('CCONJ');
    expect(copy.candidates[0]).toContain('ADJ|Case=Acc|Gender=Neut|Number=Plur');
  });

  test('a gold token is matched to the lexicon reading with its lemma and features', () => {
    const list = lexicon.lookUp('ἄλλα');
    expect(matchReading(list, 'ἄλλος', 'ADJ', 'Case=Nom|Gender=Neut|Number=Plur')?.feats).toBe('Case=Nom|Gender=Neut|Number=Plur');
    expect(matchReading(list, 'ἄλλος', 'ADJ', 'Case=Dat|Gender=Neut|Number=Plur')).toBeUndefined();
  });
});

describe('the Greek tagger', () => {
  test('a trained model is found and used', () => {
    expect(analyzer.tagger).toBeDefined();
  });

  test('context decides: accusative after τόν', () => {
    expect(reading('ὁ ἄνθρωπος ὁρᾷ τὸν λόγον.', 'λόγον')).toBe('λόγος NOUN Case=Acc|Gender=Masc|Number=Sing');
  });

  test('unaccented input: the token keeps its form, the reading is accented', () => {
    const tokens = analyzer.analyzeText('ο ανθρωπος λεγει.');
    expect(tokens.map((t) => t.form)).toEqual(['ο', 'ανθρωπος', 'λεγει', '.']);
    expect(tokens[1]!.lemma).toBe('ἄνθρωπος');
    expect(tokens[1]!.analysis?.spelling).toBe('ἄνθρωπος');
    expect(tokens[2]!.lemma).toBe('λέγω');
  });

  test('a form nobody knows gets a guess from its ending, marked uncertain', () => {
    expect(reading('ὁ κύριος λέγει.', 'κύριος')).toBe('κύριος NOUN Case=Nom|Gender=Masc|Number=Sing ?');
    expect(reading('ὁ λόγος λέγει.', 'λόγος')).toBe('λόγος NOUN Case=Nom|Gender=Masc|Number=Sing');
    const lemma = analyzer.analyzeText('ὁ Ξυζύλος λέγει.')[1]!.lemma;
    expect(lemma.normalize('NFD').charAt(0).toLowerCase()).toBe('ξ');
  });

  test('given forms (CoNLL-U) are analysed one token each', () => {
    expect(analyzer.analyzeForms(['ὁ', 'λόγος', 'λέγει', '.']).map((t) => t.upos)).toEqual(['DET', 'NOUN', 'VERB', 'PUNCT']);
  });
});
