/**
 * Regression: words named like Object.prototype properties (`Gallia constructor est`) crashed the analyzer,
 * because lookup tables keyed by words were plain objects (`FUNCTION_WORDS['constructor']` is
 * `Object.prototype.constructor`), or put a prototype function into a card (`significato: 'function Object() …'`).
 * Every public function of the entry point gets each name, alone and inside a sentence (decision 024).
 */
import { describe, expect, test } from 'vitest';
import {
  createGreekAnalyzer,
  createGreekTranslator,
  createLatinAnalyzer,
  createLatinTranslator,
  describeLatin,
  formatConllu,
  greekBareKey,
  greekKey,
  isCapitalized,
  loadLatinLexicon,
  loadLatinMeanings,
  normalizeLatin,
  parseConllu,
  tokenizeGreek,
  tokenizeLatin,
  type Upos,
} from './index';

const PROTOTYPE_NAMES = [
  'constructor', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable',
  '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
] as const;

const NO_MEANING = 'significato non ancora disponibile';
/**
 * The Latin words among them, with what their card says: `constructor` is a noun of the lexicon ("costruttore",
 * with no Italian meaning yet), and `__proto__` is the name Proto between two underscores (punctuation).
 * The others are not Latin: a card guessed from the ending, with no meaning.
 */
const LATIN_WORDS = new Map([
  ['constructor', { lemma: 'constructor', pos: 'sostantivo', dizionario: 'constructor, constructoris, m.', significato: NO_MEANING, incerto: false }],
  ['__proto__', { lemma: 'Proto', pos: 'nome proprio', significato: 'Proto', incerto: false }],
]);

// Built once for the whole file: the lexicon, the tagger model and the Greek data load in about a second.
const lexicon = loadLatinLexicon();
const latin = createLatinAnalyzer({ lexicon });
const latinTranslator = createLatinTranslator(latin);
const greek = createGreekAnalyzer();
const greekTranslator = createGreekTranslator(greek);
const meanings = loadLatinMeanings();

/** The letters of a name as a word of the text: underscores are punctuation (`__proto__` → `proto`). */
function wordOf(name: string): string {
  return name.replace(/_/g, '');
}

/** Serialises a result and fails on anything an inherited property would have put into it. */
function toCleanJson(value: unknown): string {
  const json = JSON.stringify(value);
  expect(json).toBeTypeOf('string');
  expect(json).not.toMatch(/function|native code|\[object |undefined|NaN/);
  return json;
}

describe('words named like Object.prototype properties', () => {
  describe.each(PROTOTYPE_NAMES)('%s', (name) => {
    const word = wordOf(name);
    const known = name === 'constructor';

    test.each([name, `Gallia ${name} est`])('Latin analyzeText(%j): every word has a card, no inherited value', (text) => {
      const tokens = latin.analyzeText(text);
      toCleanJson(tokens);
      const token = tokens.find((t) => t.form === word);
      expect(token).toMatchObject({ kind: 'word', card: LATIN_WORDS.get(name) ?? { significato: NO_MEANING, incerto: true } });
      expect(token?.card.lemma).toBeTypeOf('string');
    });

    test('Latin analyzeTokens and tagForms (the CoNLL-U path), alone and in a sentence', () => {
      expect(toCleanJson(latin.analyzeTokens([name]))).toContain(`"form":${JSON.stringify(name)}`);
      const tagged = latin.tagForms(['Gallia', name, 'est']);
      toCleanJson(tagged);
      expect(tagged.map((t) => t.lemma)).toEqual(['Gallia', known ? 'constructor' : expect.any(String), 'sum']);
    });

    test('CoNLL-U: the row of the word is filled with its analysis and written back', () => {
      const rows = ['Gallia', name, 'est'].map((form, i) => `${i + 1}\t${form}\t_\t_\t_\t_\t_\t_\t_\t_`);
      const [sentence] = parseConllu(`# text = Gallia ${name} est\n${rows.join('\n')}\n\n`);
      const words = sentence!.lines.filter((l) => l.kind === 'word');
      latin.tagForms(words.map((l) => l.cols![1]!)).forEach((t, i) => {
        words[i]!.cols!.splice(2, 2, t.lemma, t.upos);
        words[i]!.cols![5] = t.feats;
      });
      const row = formatConllu([sentence!]).split('\n')[2]!.split('\t');
      expect(row.slice(0, 2)).toEqual(['2', name]);
      expect(row.slice(2, 6).join(' ')).not.toMatch(/function|native code|undefined/);
    });

    test('Latin lexicon: analyze, guess, isKnownForm, lemma and paradigm', () => {
      expect([...new Set(lexicon.analyze(name).map((a) => a.lemma))]).toEqual(known ? ['constructor'] : []);
      expect(lexicon.isKnownForm(name)).toBe(known);
      expect(lexicon.lemma(name)?.dictionaryLine).toBe(known ? 'constructor, constructoris, m.' : undefined);
      expect(lexicon.paradigm(name)?.title).toBe(known ? 'constructor, constructoris, m.' : undefined);
      const guesses = lexicon.guess(name);
      toCleanJson(guesses);
      expect(guesses.every((g) => g.source === 'guess' && typeof g.lemma === 'string')).toBe(true);
    });

    test('Latin meanings: none is known', () => {
      expect(meanings(name, name)).toBeUndefined();
      expect(meanings(null, name)).toBeUndefined();
      expect(meanings(name.toUpperCase(), name.charAt(0).toUpperCase() + name.slice(1))).toBeUndefined();
    });

    test.each<[Upos, string]>([
      ['NOUN', 'sostantivo'], ['PROPN', 'nome proprio'], ['PRON', 'pronome'], ['DET', 'pronome'], ['ADJ', 'aggettivo'],
      ['VERB', 'verbo'], ['ADP', 'preposizione'], ['CCONJ', 'congiunzione coordinante'], ['PART', 'particella'],
    ])('describeLatin as %s: %s, with no meaning', (upos, pos) => {
      const analysis = { lemma: name, lemmaKey: name, upos, feats: {}, source: 'guess' as const };
      const card = describeLatin(analysis, undefined, meanings(name, name), { form: name, isEnclitic: true });
      toCleanJson(card);
      expect(card).toMatchObject({ pos, lemma: name, significato: NO_MEANING, cercaCome: name, dizionario: name });
    });

    test('Latin tokenizer and spelling', () => {
      expect(tokenizeLatin(`Gallia ${name} est`, (form) => lexicon.isKnownForm(form)).filter((t) => t.kind === 'word').map((t) => t.form))
        .toEqual(['Gallia', word, 'est']);
      expect(normalizeLatin(word)).toBe(word.toLowerCase().replace(/v/g, 'u').replace(/j/g, 'i'));
      expect(isCapitalized(name)).toBe(false);
    });

    // A word with no Italian meaning is left out of the working translation (decision 042): what matters
    // here is that nothing inherited from Object.prototype takes its place.
    test.each([name, `Gallia ${name} est`])('Latin literal translation of %j: nothing inherited in the word\'s place', (text) => {
      const italian = latinTranslator.translate(text);
      toCleanJson(italian);
      expect(italian).not.toMatch(/function|native code|\[object/);
      if (text.startsWith('Gallia')) expect(italian).toMatch(/Gallia/);
    });

    test.each([name, `τὸ ${name}`])('Greek analyzeText(%j): an unknown word without meaning', (text) => {
      const tokens = greek.analyzeText(text);
      toCleanJson(tokens);
      expect(tokens.find((t) => t.form === word)).toMatchObject({ kind: 'word', lemma: word, upos: 'X', meaning: '', uncertain: true });
    });

    test('Greek lexicon, meanings, keys and tokenizer', () => {
      expect(greek.lexicon.lookUp(name)).toEqual([]);
      expect(greek.meanings(name)).toBeUndefined();
      expect(greekKey(name)).toBe(name.toLowerCase());
      expect(greekBareKey(name)).toBe(name.toLowerCase());
      expect(tokenizeGreek(`τὸ ${name}`).filter((t) => t.kind === 'word').map((t) => t.form)).toEqual(['τὸ', word]);
    });

    test.each([name, `τὸ ${name}`])('Greek literal translation of %j: nothing inherited in the word\'s place', (text) => {
      const italian = greekTranslator.translate(text);
      toCleanJson(italian);
      expect(italian).not.toMatch(/function|native code|\[object/);
    });
  });
});
