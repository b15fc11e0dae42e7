import { describe, expect, test } from 'vitest';
import type { WordCard } from '../core/card';
import { cardOf, type CardToken } from './cards';
import type { ChoiceMemo } from './choose';
import type { Agreement } from './italian/agreement';

function memo(): ChoiceMemo {
  const analysis = { lemma: 'que', lemmaKey: 'que', upos: 'CCONJ' as const, feats: {}, source: 'invariable' as const };
  return { choice: { analysis, uncertain: false }, tagged: { lemma: 'que', upos: 'CCONJ', feats: '_', source: 'invariable' }, cards: [], agreeing: undefined, alternativeAt: undefined };
}

describe('cardOf', () => {
  test.each([
    ['the same word twice', [{ form: 'et', kind: 'word' }, { form: 'et', kind: 'word' }], [undefined, undefined], 1],
    ['as a word and as an enclitic', [{ form: 'que', kind: 'word' }, { form: 'que', kind: 'word', isEnclitic: true }], [undefined, undefined], 2],
    ['as a word and as punctuation', [{ form: '-', kind: 'word' }, { form: '-', kind: 'punct' }], [undefined, undefined], 2],
    ['agreeing with two nouns, and with the first again', [{ form: 'magna', kind: 'word' }, { form: 'magna', kind: 'word' }, { form: 'magna', kind: 'word' }], [{ agreesWith: 'cura' }, { agreesWith: 'vi' }, { agreesWith: 'cura' }], 2],
    ['in an ablative absolute and not', [{ form: 'capto', kind: 'word' }, { form: 'capto', kind: 'word' }], [{ agreesWith: 'oppido', construction: 'ablativo assoluto' }, { agreesWith: 'oppido' }], 2],
  ] as [string, CardToken[], (Agreement | undefined)[], number][])('%s: %i card(s) described', (_name, tokens, agreements, described) => {
    const choice = memo();
    let count = 0;
    const describe = (_m: ChoiceMemo, token: CardToken, agreement: Agreement | undefined): WordCard => ({ pos: `${++count}`, lemma: token.form, significato: agreement?.agreesWith ?? '', cercaCome: 'que', dizionario: 'que', incerto: false });
    const cards = tokens.map((t, i) => cardOf(choice, t, agreements[i], describe));
    expect(count).toBe(described);
    if (agreements[0]?.agreesWith === 'cura') expect(cards[2]).toBe(cards[0]);
  });
});
