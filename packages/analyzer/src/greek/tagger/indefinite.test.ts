import { describe, expect, test } from 'vitest';
import type { TaggerModel } from '../../core/tagger/model';
import type { GreekAnalysis } from '../lexicon/index';
import { createGreekChooser } from './choose';
import { greekTag, type GreekFormInfo } from './form-info';
import { isAccentedSentence, isEncliticSpelling, readsAsIndefinite } from './indefinite';

describe('the indefinite τις by the edition\'s accents', () => {
  test('no acute or circumflex: written as an enclitic', () => {
    for (const form of ['τις', 'τι', 'τινι', 'τινος', 'τὶς', 'τὶ', 'τινὰ', 'Τις']) expect(isEncliticSpelling(form)).toBe(true);
    for (const form of ['τίς', 'τί', 'τίνος', 'τινός', 'τεῦ']) expect(isEncliticSpelling(form)).toBe(false);
  });

  test('a sentence is accented when one of its words carries an accent (a breathing alone does not tell)', () => {
    expect(isAccentedSentence(['ἄνθρωπός', 'τις', 'εἶχεν'])).toBe(true);
    expect(isAccentedSentence(['ανθρωπος', 'τις', 'ειχεν'])).toBe(false);
    expect(isAccentedSentence(['ἀνθρωπος', 'τις'])).toBe(false);
  });

  test('the interrogative read in an enclitic of an accented text is the indefinite; typed without accents, either', () => {
    expect(readsAsIndefinite(['ἄνθρωπός', 'τις', 'εἶχεν'], 1, 'τίς', undefined)).toBe(true);
    expect(readsAsIndefinite(['ἔχει', 'τι', 'κατὰ', 'σοῦ'], 1, 'τις', 'τίς')).toBe(true);
    expect(readsAsIndefinite(['ἀνθρωπος', 'τὶς'], 1, 'τίς', undefined)).toBe(true);
    expect(readsAsIndefinite(['ἀνθρωπος', 'τις'], 1, 'τίς', undefined)).toBe(false);
    expect(readsAsIndefinite(['τί', 'λέγεις'], 0, 'τίς', undefined)).toBe(false);
    expect(readsAsIndefinite(['τι', 'λεγεις'], 0, 'τίς', undefined)).toBe(false);
    expect(readsAsIndefinite(['ἄνθρωπός', 'τις'], 1, 'τις', undefined)).toBe(false);
  });
});

describe('the chooser\'s reading of a given lemma', () => {
  const feats = 'Case=Acc|Gender=Neut|Number=Sing';
  const tag = greekTag('PRON', feats);
  const interrogative: GreekAnalysis = { lemma: 'τίς', upos: 'PRON', feats, score: 2 };
  const indefinite: GreekAnalysis = { lemma: 'τις', upos: 'PRON', feats, score: 1 };
  const info: GreekFormInfo = { key: 'τί', analyses: [interrogative, indefinite], tags: [tag], priors: null };
  /** Training saw τι with this tag under PROIEL's interrogative. */
  const model = { lemmatize: () => ({ lemma: 'τίς', seen: true, own: true }) } as unknown as TaggerModel;
  const tables = { upos: new Map<string, string>(), lemmas: new Map([['proiel\tτις', 'τὶς']]) };

  test('PROIEL writes its own lemma of the indefinite', () => {
    const chosen = createGreekChooser(model, tables, 'proiel').chooseLemma(info, tag, 'τις');
    expect(chosen?.lemma).toBe('τις');
    expect(chosen?.treebankLemma).toBe('τὶς');
  });

  test('AGDT writes the lexicon\'s; no reading of the lemma with the tag: none', () => {
    const chosen = createGreekChooser(model, tables, 'agdt').chooseLemma(info, tag, 'τις');
    expect(chosen).toBe(indefinite);
    expect(createGreekChooser(model, tables, 'agdt').chooseLemma(info, greekTag('PRON', 'Case=Nom|Gender=Neut|Number=Sing'), 'τις')).toBeUndefined();
  });
});
