import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { GreekTrainingSentence } from '../ud/training';
import { contextParts, inConvention, type TreebankReading } from '../ud/output';
import { contextFeatures, learnContextClassifiers, predictContext, trainPerceptron, type ContextWord } from './context-pos';
import { learnGreekConventions, loadGreekConventions, saveGreekConventions } from './conventions';

type Token = [tag: string, gold: string, lemma: string];

function sentence(annotation: string, tokens: Token[]): GreekTrainingSentence {
  return {
    forms: tokens.map(() => 'x'), keys: tokens.map(() => 'x'), tags: tokens.map((t) => t[0]), lemmas: tokens.map((t) => t[2]), lemmaKeys: tokens.map((t) => t[2]),
    candidates: tokens.map(() => null), convention: annotation, goldUpos: tokens.map((t) => t[1]), lexiconLemmas: tokens.map((t) => t[2]), annotation,
  };
}

const NOUN_NOM: Token = ['NOUN|Case=Nom|Gender=Masc|Number=Sing', 'NOUN', 'ἀνήρ'];
const NOUN_NOM2: Token = ['NOUN|Case=Nom|Gender=Fem|Number=Sing', 'NOUN', 'γυνή'];
const VERB: Token = ['VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 'VERB', 'λέγω'];
const PRON: Token = ['PRON|Case=Nom|Gender=Masc|Number=Sing', 'PRON', 'αὐτός'];
const COMMA: Token = ['PUNCT', 'PUNCT', ','];
/** καί joining two nouns (CCONJ), and καί "also" before a pronoun after a comma (ADV). */
const JOINS: Token[] = [NOUN_NOM, ['CCONJ', 'CCONJ', 'καί'], NOUN_NOM2, VERB];
const ALSO: Token[] = [VERB, COMMA, ['ADV', 'ADV', 'καί'], PRON, VERB];

const words = (tokens: Token[]): ContextWord[] => tokens.map(([tag, gold, lemma]) => ({ upos: gold === 'PUNCT' ? 'PUNCT' : tag.split('|')[0]!, lemma, feats: tag.split('|').slice(1).join('|') || '_' }));

describe('parts of speech by context', () => {
  test('the features of a word: its neighbours, its place in the clause, the verbs and cases around it', () => {
    const f = contextFeatures(words(JOINS), 1);
    expect(f).toEqual(expect.arrayContaining(['p1=N', 'n1=N', 'p1n1=N|N', 'n2=Vf', 'place=1', 'sentence=first', 'verb>', 'cases=same', 'family=other']));
    expect(f).not.toContain('verb<');
    const g = contextFeatures(words(ALSO), 2);
    expect(g).toEqual(expect.arrayContaining(['p1=,', 'n1=αὐτός', 'place=0', 'sentence=inner', 'verb>']));
    // The same lemma again in the clause (καί … καί).
    const twice = contextFeatures(words([['CCONJ', 'CCONJ', 'καί'], NOUN_NOM, ['CCONJ', 'CCONJ', 'καί'], NOUN_NOM2]), 0);
    expect(twice).toContain('same>');
  });

  test('UD PROIEL reads also what comes ahead: an agreeing word or a finite verb first, alone and with the next word', () => {
    const article: Token = ['DET|Case=Nom|Gender=Masc|Number=Sing', 'DET', 'ὁ'];
    const de: Token = ['PART', 'ADV', 'δέ'];
    // ὁ δὲ ἀνὴρ λέγει: the article of its noun; ὁ δὲ λέγει: a pronoun before its verb.
    expect(contextFeatures(words([article, de, NOUN_NOM, VERB]), 0, 'proiel')).toEqual(expect.arrayContaining(['ahead=agree', 'ahead=agree|δέ']));
    expect(contextFeatures(words([article, de, VERB]), 0, 'proiel')).toEqual(expect.arrayContaining(['ahead=verb', 'ahead=verb|δέ']));
    expect(contextFeatures(words([article, COMMA, VERB]), 0, 'proiel')).toContain('ahead=none|,');
    // A word with case before a nominal: whether it agrees (ὁ ἀνήρ), is a genitive (τὰ τῆς πόλεως) or neither (τῷ οὔνομα).
    const dative: Token = ['DET|Case=Dat|Gender=Masc|Number=Sing', 'PRON', 'ὁ'];
    const genitive: Token = ['NOUN|Case=Gen|Gender=Fem|Number=Sing', 'NOUN', 'πόλις'];
    expect(contextFeatures(words([article, NOUN_NOM, VERB]), 0, 'proiel')).toContain('n1agree=yes');
    expect(contextFeatures(words([article, genitive, VERB]), 0, 'proiel')).toContain('n1agree=gen');
    expect(contextFeatures(words([dative, NOUN_NOM2, VERB]), 0, 'proiel')).toContain('n1agree=no');
    expect(contextFeatures(words([article, de, VERB]), 0, 'proiel').some((f) => f.startsWith('n1agree='))).toBe(false);
    expect(contextFeatures(words([article, NOUN_NOM, VERB]), 0, 'agdt').some((f) => f.startsWith('n1agree='))).toBe(false);
    // Only for UD PROIEL: AGDT's and PTNK's classifiers read the same features as before.
    expect(contextFeatures(words([article, de, VERB]), 0, 'agdt').some((f) => f.startsWith('ahead='))).toBe(false);
  });

  test('an averaged perceptron learns a separable choice', () => {
    const c = trainPerceptron(['CCONJ', 'ADV'], [{ features: ['b', 'x'], gold: 0 }, { features: ['b', 'y'], gold: 1 }, { features: ['b', 'x'], gold: 0 }]);
    expect(predictContext(c, ['b', 'x'])).toBe('CCONJ');
    expect(predictContext(c, ['b', 'y'])).toBe('ADV');
  });

  test('a split lemma gets a classifier where it beats its majority; a lemma the treebank does not split does not', () => {
    const sentences = [...Array(30).fill(sentence('agdt', JOINS)), ...Array(20).fill(sentence('agdt', ALSO))];
    const learnt = learnContextClassifiers(sentences, ['agdt']);
    const kai = learnt.get('agdt\tκαί')!;
    expect(kai.classes).toEqual(['CCONJ', 'ADV']);
    expect(predictContext(kai, contextFeatures(words(ALSO), 2))).toBe('ADV');
    expect(predictContext(kai, contextFeatures(words(JOINS), 1))).toBe('CCONJ');
    // λέγω is always VERB, ἀνήρ always NOUN; PTNK's sentences are not read for AGDT.
    expect(learnt.has('agdt\tλέγω')).toBe(false);
    expect(learnt.has('ptnk\tκαί')).toBe(false);
    // Fewer occurrences than MIN_OCCURRENCES: none.
    expect(learnContextClassifiers(sentences.slice(0, 20).concat(sentences.slice(30, 40)), ['agdt']).size).toBe(0);
  });

  test('the CoNLL-U output writes the classifier\'s part of speech, kept in the conventions file', () => {
    const tables = learnGreekConventions([...Array(30).fill(sentence('agdt', JOINS)), ...Array(20).fill(sentence('agdt', ALSO))]);
    const path = join(mkdtempSync(join(tmpdir(), 'grc-context-')), 'conventions.json');
    saveGreekConventions(tables, path);
    const loaded = loadGreekConventions(path);
    expect(loaded.context?.get('agdt\tκαί')?.classes).toEqual(['CCONJ', 'ADV']);
    // The tagger read καί as a conjunction in both sentences.
    for (const [tokens, expected] of [[ALSO, 'ADV'], [JOINS, 'CCONJ']] as const) {
      const inputs = words(tokens as Token[]).map((w) => ({ lemma: w.lemma, upos: w.lemma === 'καί' ? 'CCONJ' : w.upos, feats: w.feats }));
      const outs: TreebankReading[] = inputs.map((r) => inConvention(r, 'perseus', loaded));
      contextParts(outs, inputs, 'perseus', loaded);
      const k = inputs.findIndex((r) => r.lemma === 'καί');
      expect(outs[k]!.upos).toBe(expected);
      expect(outs[k]!.xpos[0]).toBe(expected === 'ADV' ? 'd' : 'c');
    }
  });

  test('UD PROIEL\'s output reads the classifiers learnt on its sentences, Versio\'s output none', () => {
    const tables = learnGreekConventions([...Array(30).fill(sentence('proiel', JOINS)), ...Array(20).fill(sentence('proiel', ALSO))]);
    const inputs = words(ALSO).map((w) => ({ lemma: w.lemma, upos: w.lemma === 'καί' ? 'CCONJ' : w.upos, feats: w.feats }));
    const proiel = inputs.map((r) => inConvention(r, 'proiel', tables));
    contextParts(proiel, inputs, 'proiel', tables);
    expect(proiel[2]!.upos).toBe('ADV');
    const versio = inputs.map((r) => inConvention(r, 'versio', tables));
    contextParts(versio, inputs, 'versio', tables);
    expect(versio[2]!.upos).toBe('CCONJ');
  });
});
