import type { AnalyzedToken, WordCard } from '@versio/analyzer';
import { expect, test } from 'vitest';
import { listSentences, summarise } from './occurrences';

/** Words and marks of `text` with their offsets: the part of the analyzer's tokens sentences look at. */
function tokensOf(text: string): AnalyzedToken[] {
  return Array.from(text.matchAll(/[\p{L}]+|[^\s\p{L}]/gu), (match) => ({
    form: match[0], start: match.index, end: match.index + match[0].length, kind: /\p{L}/u.test(match[0]) ? 'word' : 'punct',
  }) as AnalyzedToken);
}

test.each([
  ['Puella cantat. Nauta audit', ['Puella cantat.', 'Nauta audit']],
  ['«Veni, vidi, vici.» Caesar scripsit!', ['«Veni, vidi, vici.»', 'Caesar scripsit!']],
  ['Quid agis? "Bene." Et tu; ego quoque.', ['Quid agis?', '"Bene."', 'Et tu;', 'ego quoque.']],
  [') Roma', [') Roma']],
  ['', []],
])('the sentences of %j', (text, sentences) => {
  const tokens = tokensOf(text);
  const { list, indexOf } = listSentences(text, tokens);
  expect(list.map((sentence) => sentence.text)).toEqual(sentences);
  for (const [i, sentence] of indexOf.entries()) expect(list[sentence]!.text).toContain(tokens[i]!.form);
});

test('another reading in one line: part of speech, lemma, the features a student reads', () => {
  const card = { pos: 'verbo', lemma: 'amo', persona: '3ª', numero: 'singolare', modo: 'congiuntivo', tempo: 'presente', diatesi: 'attivo' } as WordCard;
  expect(summarise(card)).toEqual({ pos: 'verbo', lemma: 'amo', tratti: 'singolare, congiuntivo, presente, attivo, 3ª persona' });
  expect(summarise({ pos: 'avverbio', lemma: 'ibi' } as WordCard)).toEqual({ pos: 'avverbio', lemma: 'ibi', tratti: '' });
});
