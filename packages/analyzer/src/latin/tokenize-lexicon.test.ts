import { describe, expect, test } from 'vitest';
import { loadLatinLexicon } from './lexicon/index';
import { tokenizeLatin } from './tokenize';

// The tokenizer against the real generated lexicon: enclitics are split only where the lexicon says so.
const lexicon = loadLatinLexicon();
const show = (text: string): string =>
  tokenizeLatin(text, lexicon.isKnownForm).map((t) => (t.isEnclitic ? `+${t.form}` : t.form)).join(' ');

describe('tokenizeLatin with the Collatinus lexicon', () => {
  test.each([
    ['Arma virumque cano, Troiae qui primus ab oris', 'Arma virum +que cano , Troiae qui primus ab oris'],
    ['Senatus populusque Romanus.', 'Senatus populus +que Romanus .'],
    ['Itaque neque quoque denique undique utique quisque quicumque.', 'Itaque neque quoque denique undique utique quisque quicumque .'],
    ['nomine Cicerone bene pone Romane', 'nomine Cicerone bene pone Romane'],
    ['Mecum, tecum, secum, nobiscum, vobiscum, quocum, quibuscum', 'Me +cum , te +cum , se +cum , nobis +cum , vobis +cum , quo +cum , quibus +cum'],
    ['Visne? Estne?', 'Vis +ne ? Est +ne ?'],
    ['C. Iulius Caesar et M. Tullius Cicero XII legiones duxerunt.', 'C. Iulius Caesar et M. Tullius Cicero XII legiones duxerunt .'],
    ['Oppido expugnato, hostes fugerunt.', 'Oppido expugnato , hostes fugerunt .'],
    ['Hominesque armaque', 'Homines +que arma +que'],
  ])('%s', (text, expected) => {
    expect(show(text)).toBe(expected);
  });
});
