import { describe, expect, test } from 'vitest';
import { tagParts, type SentenceView } from './features';
import { keptFromNominative, secondNominative } from './rerank-guards';

const view = (words: [string, string][]): SentenceView => ({ keys: words.map(([k]) => k), tags: words.map(([, t]) => tagParts(t)) });

describe('the re-ranking makes no second subject (decision 082)', () => {
  const words: [string, string][] = [
    ['caesar', 'PROPN|Case=Nom|Gender=Masc|Number=Sing'],
    ['brundisium', 'PROPN|Case=Acc|Gender=Neut|Number=Sing'],
    ['peruenit', 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin'],
  ];
  const nom = tagParts('PROPN|Case=Nom|Gender=Neut|Number=Sing');

  test('no move to the nominative beside a subject (Caesar Brundisium … pervenit)', () => {
    expect(secondNominative(view(words), 1, nom, 0, 3)).toBe(true);
    // a move to another case is not its business
    expect(secondNominative(view(words), 1, tagParts('PROPN|Case=Abl|Gender=Neut|Number=Sing'), 0, 3)).toBe(false);
  });

  test('unless a copula, an apposition, the nominative\'s own modifier, or no finite verb', () => {
    // Caesar Brundisium est: a copula's predicate
    expect(secondNominative(view([words[0]!, words[1]!, ['est', 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']]), 1, nom, 0, 3)).toBe(false);
    // beside it and of its number and gender: an apposition
    expect(secondNominative(view(words), 1, tagParts('PROPN|Case=Nom|Gender=Masc|Number=Sing'), 0, 3)).toBe(false);
    // Haec igitur prima lex … sanciatur: the modifier of the nominative
    const lex = view([
      ['haec', 'DET|Case=Acc|Gender=Neut|Number=Plur'],
      ['igitur', 'ADV'],
      ['prima', 'ADJ|Case=Nom|Gender=Fem|Number=Sing'],
      ['lex', 'NOUN|Case=Nom|Gender=Fem|Number=Sing'],
      ['sanciatur', 'VERB|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin'],
    ]);
    expect(secondNominative(lex, 0, tagParts('DET|Case=Nom|Gender=Fem|Number=Sing'), 0, 5)).toBe(false);
    // Historia vero testis temporum, …: no finite verb in the clause
    expect(secondNominative(view(words.slice(0, 2)), 1, nom, 0, 2)).toBe(false);
  });
});

describe('the re-ranking makes no subject without a verb and no ablative noun a subject (decision 118)', () => {
  const finite = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';

  test('a noun read as the accusative stays so in a clause without a finite verb (scelus anhelantem)', () => {
    const words: [string, string][] = [
      ['scelus', 'NOUN|Case=Acc|Gender=Neut|Number=Sing'],
      ['anhelantem', 'VERB|Case=Acc|Gender=Masc|Number=Sing|VerbForm=Part'],
    ];
    expect(keptFromNominative(view(words), 0, tagParts('NOUN|Case=Nom|Gender=Neut|Number=Sing'), 0, 2)).toBe(true);
    // with a finite verb in the clause the model may find the subject (spes atque opes … erant)
    expect(keptFromNominative(view([...words, ['erat', 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']]), 0, tagParts('NOUN|Case=Nom|Gender=Neut|Number=Sing'), 0, 3)).toBe(false);
    // a modifier may still move (praelata puellis)
    expect(keptFromNominative(view([['praelata', 'VERB|Case=Acc|Gender=Neut|Number=Plur|VerbForm=Part']]), 0, tagParts('VERB|Case=Nom|Gender=Fem|Number=Sing|VerbForm=Part'), 0, 1)).toBe(false);
  });

  test('a common noun read as the ablative does not become the nominative (praestitisse … prudentia)', () => {
    const words: [string, string][] = [
      ['praestitisse', 'VERB|Tense=Past|VerbForm=Inf'],
      ['prudentia', 'NOUN|Case=Abl|Gender=Fem|Number=Sing'],
      ['antecedat', finite],
    ];
    expect(keptFromNominative(view(words), 1, tagParts('NOUN|Case=Nom|Gender=Fem|Number=Sing'), 0, 3)).toBe(true);
    // a name may (mons Cevenna, Si tu et Tullia), and a move to another case is not its business
    expect(keptFromNominative(view([['tullia', 'PROPN|Case=Abl|Gender=Fem|Number=Sing']]), 0, tagParts('PROPN|Case=Nom|Gender=Fem|Number=Sing'), 0, 1)).toBe(false);
    expect(keptFromNominative(view(words), 1, tagParts('NOUN|Case=Dat|Gender=Fem|Number=Sing'), 0, 3)).toBe(false);
  });

  test('unless a comma and a subordinating conjunction follow it: a subject before a subordinate clause', () => {
    const nom = tagParts('NOUN|Case=Nom|Gender=Masc|Number=Plur');
    // Milites, cum hostes viderent, arma ceperunt.
    const milites = view([
      ['milites', 'NOUN|Case=Acc|Gender=Masc|Number=Plur'], [',', 'PUNCT'], ['cum', 'SCONJ'], ['hostes', 'NOUN|Case=Acc|Gender=Masc|Number=Plur'],
      ['uiderent', 'VERB|Mood=Sub|Number=Plur|Person=3|VerbForm=Fin'], [',', 'PUNCT'], ['arma', 'NOUN|Case=Acc|Gender=Neut|Number=Plur'],
      ['ceperunt', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'], ['.', 'PUNCT'],
    ]);
    expect(keptFromNominative(milites, 0, nom, 0, 1)).toBe(false);
    // Avaricum, quae erat …: a relative is no subordinating conjunction; o mores! cum …: strong punctuation
    const avaricum = view([['auaricum', 'PROPN|Case=Acc|Gender=Neut|Number=Sing'], [',', 'PUNCT'], ['quae', 'PRON|Case=Nom|Gender=Fem|Number=Sing'], ['erat', finite]]);
    expect(keptFromNominative(avaricum, 0, tagParts('PROPN|Case=Nom|Gender=Neut|Number=Sing'), 0, 1)).toBe(true);
    const mores = view([['mores', 'NOUN|Case=Acc|Gender=Masc|Number=Plur'], ['!', 'PUNCT'], ['cum', 'SCONJ']]);
    expect(keptFromNominative(mores, 0, nom, 0, 1)).toBe(true);
  });
});
