/**
 * The describe stage's cards, memoised: the card of a word depends only on its form, its analysis, its use as an
 * enclitic and the noun it agrees with, so repeated words share one card object (the server and the CLI serialise
 * it as it is). Memoised on the choice (choose.ts), per slot and per agreeing noun.
 */
import type { WordCard } from '../core/card';
import type { Token } from '../core/types';
import type { Agreement } from './italian/agreement';
import type { ChoiceMemo } from './choose';

export type CardToken = Pick<Token, 'form' | 'kind' | 'isEnclitic'>;

/** The card of `token` read as `memo`'s choice, described by `describe` the first time. */
export function cardOf(memo: ChoiceMemo, token: CardToken, agreement: Agreement | undefined, describe: (memo: ChoiceMemo, token: CardToken, agreement: Agreement | undefined) => WordCard): WordCard {
  const slot = (token.isEnclitic ? 1 : 0) + (token.kind === 'word' ? 2 : 0);
  // A card that names the noun its word agrees with is memoised per noun (`concordato con oppido`).
  const agreeingKey = agreement && `${slot}\t${agreement.agreesWith}\t${agreement.construction ?? ''}`;
  let card = agreeingKey ? memo.agreeing?.get(agreeingKey) : memo.cards[slot];
  if (!card) {
    card = describe(memo, token, agreement);
    if (agreeingKey) (memo.agreeing ??= new Map()).set(agreeingKey, card);
    else memo.cards[slot] = card;
  }
  return card;
}
