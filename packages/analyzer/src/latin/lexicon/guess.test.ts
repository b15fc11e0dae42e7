import { describe, expect, test } from 'vitest';
import { formatFeats } from '../../core/types';
import { loadTestLexicon } from './test-lexicon';

const lexicon = loadTestLexicon();

function firstGuess(form: string): string {
  const a = lexicon.guess(form)[0];
  return a ? `${a.lemma} ${a.upos} ${formatFeats(a.feats)}` : '';
}

describe('guess: unknown forms get readings from the longest ending', () => {
  test.each([
    ['frumentabant', 'frumento VERB Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['Zorbanus', 'Zorbanus PROPN Case=Nom|Gender=Masc|Number=Sing'],
  ])('%s → %s', (form, expected) => {
    expect(lexicon.isKnownForm(form)).toBe(false);
    expect(firstGuess(form)).toBe(expected);
  });

  test('guesses are marked as such, without a lexicon key, with the ending that suggested them', () => {
    const guesses = lexicon.guess('blorgarum');
    expect(guesses.length).toBeGreaterThan(0);
    expect(guesses.every((a) => a.source === 'guess' && a.lemmaKey === null)).toBe(true);
    expect(guesses.map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)}`)).toContain('blorga NOUN Case=Gen|Gender=Fem|Number=Plur');
    expect(guesses[0]?.note).toBe('desinenza -arum (modello doctus)');
  });

  test('an ending shared by two models gives both readings (Zorbanorum: Zorbanus or Zorbanum)', () => {
    const readings = lexicon.guess('Zorbanorum').map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)}`);
    expect(readings).toContain('Zorbanus PROPN Case=Gen|Gender=Masc|Number=Plur');
    expect(readings).toContain('Zorbanum PROPN Case=Gen|Gender=Neut|Number=Plur');
  });

  test('the lemma keeps the letters as written (v, not the look-up u)', () => {
    expect(lexicon.guess('visnucolis')[0]?.lemma).toBe('visnucolus');
  });

  test.each(['', '42', 'x'])('no guess for %j', (form) => {
    expect(lexicon.guess(form)).toEqual([]);
  });
});
