import { describe, expect, test } from 'vitest';
import type { AnalyzedToken } from './analyzed-token';
import type { WordCard } from './card';
import { formatTokensJson, writeTokensJson, writeTokensJsonPart } from './token-json';
import type { Analysis } from './types';

/** The JSON the text CLI printed before it was written piece by piece. */
function reference(tokens: readonly AnalyzedToken[]): string {
  return JSON.stringify(tokens.map((t) => ({
    form: t.form, start: t.start, end: t.end, wordIndex: t.wordIndex, lemma: t.lemma, upos: t.upos, feats: t.feats,
    pos: t.card.pos, declinazione: t.card.declinazione ?? null, significato: t.card.significato, persona: t.card.persona ?? null,
    dizionario: t.card.dizionario, cercaCome: t.card.cercaCome, incerto: t.uncertain, card: t.card,
    alternatives: t.alternatives.map((a) => ({ lemma: a.analysis.lemma, upos: a.analysis.upos, feats: a.analysis.feats, score: Number.isFinite(a.score) ? Number(a.score.toFixed(3)) : null })),
  })));
}

const terra: Analysis = { lemma: 'terra', lemmaKey: 'terra', upos: 'NOUN', feats: { Case: 'Acc', Gender: 'Fem', Number: 'Sing' }, source: 'lexicon' };
const card: WordCard = { pos: 'sostantivo', lemma: 'terra', declinazione: '1ª declinazione', significato: 'terra, "suolo"', cercaCome: 'terra', dizionario: 'terra, terrae, f.', incerto: false, caso: 'accusativo' };
const verb: WordCard = { pos: 'verbo', lemma: 'amo', significato: 'amare', persona: '3ª', cercaCome: 'amo', dizionario: 'amo, amas, amavi, amatum, amare', incerto: true };
function token(form: string, c: WordCard, scores: number[], uncertain = false, start = 0): AnalyzedToken {
  return { form, start, end: start + form.length, wordIndex: start, kind: 'word', lemma: c.lemma, upos: 'NOUN', feats: 'Case=Acc', analysis: terra, alternatives: scores.map((score) => ({ analysis: terra, score })), card: c, uncertain };
}

describe('formatTokensJson writes what JSON.stringify wrote', () => {
  test.each([
    ['no tokens', []],
    ['a card without class or person', [token('terram', card, [])]],
    ['scores rounded to three decimals, infinite ones null', [token('terram', card, [1.5, -0.0001, 12.3456, -3.1, 1e21, -Infinity, 0, 2.0005, 99.9999])]],
    ['the same card read as certain and as uncertain', [token('terram', card, [1]), token('Terram', card, [2], true), token('amat', verb, [])]],
    ['quotes and non-ASCII text', [token('"ἄνθρωπος"\\', verb, [0.25])]],
    ['control characters, DEL, line separators, lone surrogates, emoji', [token('a\u0001b\tc\u007f\u2028\ud800x😀', verb, [])]],
    ['offsets of one, two and many digits', [token('et', card, [], false, 9), token('in', card, [], false, 10), token('ad', card, [], false, 1234567)]],
  ] as [string, AnalyzedToken[]][])('%s', (_name, tokens) => {
    expect(formatTokensJson(tokens)).toBe(reference(tokens));
    expect(Buffer.from(writeTokensJson(tokens)).equals(Buffer.from(reference(tokens), 'utf8'))).toBe(true);
  });
});

describe('the pieces kept between calls', () => {
  test('tokens written again, past the first buffer, give the bytes JSON.stringify gives', () => {
    // Non-ASCII pieces (ª, quotes, Greek) over several buffers' worth of tokens: every piece encoded at its place.
    const many = Array.from({ length: 3000 }, (_, i) => token(i % 3 === 0 ? 'ἄνθρωπον' : 'terram', i % 2 ? card : verb, [i / 7, -i], i % 5 === 0, i * 9));
    const expected = Buffer.from(reference(many), 'utf8');
    expect(Buffer.from(writeTokensJson(many)).equals(expected)).toBe(true);
    expect(Buffer.from(writeTokensJson(many)).equals(expected)).toBe(true);
  });

  test('a reading shown with its alternatives in another order, or with one more, writes each where it stands', () => {
    const nominative: Analysis = { ...terra, feats: { Case: 'Nom', Gender: 'Fem', Number: 'Sing' } };
    const ablative: Analysis = { ...terra, feats: { Case: 'Abl', Gender: 'Fem', Number: 'Sing' } };
    const shown = (alternatives: { analysis: Analysis; score: number }[], start: number): AnalyzedToken => ({ ...token('terram', card, [], false, start), alternatives });
    const tokens = [
      shown([{ analysis: nominative, score: 2 }, { analysis: ablative, score: 1 }], 0),
      shown([{ analysis: ablative, score: 3 }, { analysis: nominative, score: -1 }], 7),
      shown([{ analysis: terra, score: 0.5 }, { analysis: ablative, score: 0.25 }, { analysis: nominative, score: 0 }], 14),
    ];
    // Each token alone (nothing kept from the others), then all together (kept from the first): the same bytes.
    const alone = tokens.map((t) => formatTokensJson([t]).slice(1, -1)).join(',');
    expect(formatTokensJson(tokens)).toBe(`[${alone}]`);
    expect(formatTokensJson(tokens)).toBe(reference(tokens));
  });
});

describe('writeTokensJsonPart writes a part of a text as the whole text would have it', () => {
  test('parts between brackets give the bytes of the whole', () => {
    const whole = [token('terram', card, [1]), token('amat', verb, [0.5], true, 7), token('terram', card, [], false, 12)];
    const first = writeTokensJsonPart(whole.slice(0, 1), false);
    const second = writeTokensJsonPart(whole.slice(1), true);
    const joined = Buffer.concat([Buffer.from('['), first, second, Buffer.from(']')]);
    expect(joined.equals(Buffer.from(writeTokensJson(whole)))).toBe(true);
  });

  test('an empty part writes nothing', () => {
    expect(writeTokensJsonPart([], true)).toHaveLength(0);
  });
});
