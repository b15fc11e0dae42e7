/**
 * Lemmas Collatinus leaves out because it handles them elsewhere (the enclitics), in the
 * lemmes.la format so that they go through the same parser. Added only when absent.
 */
export const EXTRA_LEMMA_LINES: readonly string[] = [
  'que=quĕ|inv|||conj. coord. encl.|0',
  'ue=vĕ|inv|||conj. coord. encl.|0',
];

/** Forms of defective verbs that Collatinus lists as separate invariable words, in the irregs.la format. */
export const EXTRA_IRREGULAR_LINES: readonly string[] = [
  'īnquăm:inquam:121',
  'īnquĭs:inquam:122',
  'īnquĭt:inquam:123,141',
  'īnquĭūnt:inquam:126',
  'īnquĭĕt:inquam:135',
];
