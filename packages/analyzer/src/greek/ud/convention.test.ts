import { describe, expect, test } from 'vitest';
import { detectGreekConvention, PTNK_MIN_MARGIN, trainGreekConventionClassifier } from './convention';

const classical = ['ὁ', 'μὲν', 'οὖν', 'Κῦρος', 'ἐστράτευσεν', ',', 'οἱ', 'δὲ', 'Ἕλληνες', 'ἐμάχοντο', '.'];
const gospel = ['καὶ', 'εἶπεν', 'ὁ', 'Ἰησοῦς', 'τοῖς', 'μαθηταῖς', 'αὐτοῦ', 'ἀμὴν', 'λέγω', 'ὑμῖν'];
const septuagint = ['καὶ', 'ἐγένετο', 'ἐν', 'ταῖς', 'ἡμέραις', 'ἐκείναις', ',', 'καὶ', 'ἐλάλησεν', 'κύριος', '.'];
const sentences = [
  ...Array.from({ length: 40 }, () => ({ forms: classical, convention: 'agdt' })),
  ...Array.from({ length: 40 }, () => ({ forms: gospel, convention: 'proiel' })),
  ...Array.from({ length: 40 }, () => ({ forms: septuagint, convention: 'ptnk' })),
];

describe('the convention of a Greek document', () => {
  const classifier = trainGreekConventionClassifier(sentences);

  test('follows the treebank whose words it shares, AGDT\'s being written as UD Perseus', () => {
    expect(detectGreekConvention(classifier, [gospel, gospel])).toBe('proiel');
    expect(detectGreekConvention(classifier, [classical])).toBe('perseus');
    expect(detectGreekConvention(classifier, [septuagint, septuagint])).toBe('ptnk');
  });

  test('PTNK only with a clear lead', () => {
    const guessing = (best: string, margin: number) => ({ classify: () => ({ convention: best, best, margin, tokens: 500 }) }) as unknown as typeof classifier;
    expect(detectGreekConvention(guessing('ptnk', PTNK_MIN_MARGIN - 0.01), [septuagint])).toBeUndefined();
    expect(detectGreekConvention(guessing('ptnk', PTNK_MIN_MARGIN), [septuagint])).toBe('ptnk');
    expect(detectGreekConvention(guessing('proiel', 0.4), [gospel])).toBe('proiel');
    expect(detectGreekConvention(guessing('agdt', 0.4), [classical])).toBe('perseus');
  });
});
