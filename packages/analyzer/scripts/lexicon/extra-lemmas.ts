/**
 * Lemmas Collatinus leaves out because it handles them elsewhere (the enclitics), in the
 * lemmes.la format so that they go through the same parser. Added only when absent.
 */
export const EXTRA_LEMMA_LINES: readonly string[] = [
  'que=quĕ|inv|||conj. coord. encl.|0',
  'ue=vĕ|inv|||conj. coord. encl.|0',
];
