import { describe, expect, test } from 'vitest';
import { preferredLemmaSpelling, schoolLemmaSpelling } from './lemma-spelling';

describe('preferredLemmaSpelling', () => {
  const none = () => 0;
  test.each([
    // Nothing in training: the prefix follows the text.
    ['adtingo', 'attingebant', 'attingo'],
    ['adtingo', 'adtingebant', 'adtingo'],
    ['impono', 'inponatis', 'inpono'],
    ['impono', 'imposuit', 'impono'],
    ['conlega', 'collegae', 'collega'],
    ['Adfero', 'Afferunt', 'Affero'],
    // ad + gn assimilates to agn (agnosco), not agg.
    ['adgnosco', 'agnoscit', 'agnosco'],
    // Words without a prefix pair are never touched.
    ['amo', 'amat', 'amo'],
    ['adsum', 'aderat', 'adsum'],
  ])('%s for %s → %s', (lemma, form, expected) => {
    expect(preferredLemmaSpelling(lemma, form, none)).toBe(expected);
  });

  test('the spelling the training data uses most wins over the text', () => {
    const counts: Record<string, number> = { affero: 12, adfero: 1 };
    expect(preferredLemmaSpelling('adfero', 'adferebant', (l) => counts[l.toLowerCase()] ?? 0)).toBe('affero');
    expect(preferredLemmaSpelling('affero', 'adferebant', (l) => counts[l.toLowerCase()] ?? 0)).toBe('affero');
  });
});

describe('schoolLemmaSpelling', () => {
  const lexicon = new Set(['vinculum', 'saeculum']);
  test.each([
    ['inreparabilis', 'irreparabilis'],
    ['Inrumo', 'Irrumo'],
    ['vinclum', 'vinculum'],
    ['saeclum', 'saeculum'],
    // No full entry: the syncopated headword stays.
    ['tomaclum', 'tomaclum'],
    ['impono', 'impono'],
  ])('%s → %s', (lemma, expected) => {
    expect(schoolLemmaSpelling(lemma, (l) => lexicon.has(l))).toBe(expected);
  });
});
