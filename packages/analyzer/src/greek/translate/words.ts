/**
 * From the Greek analyzer's tokens to the words the literal translator works with: features as a
 * record and the one Italian meaning to inflect (for names without one an Italian spelling, else the
 * Greek form itself, so that no English reaches the student).
 */
import { parseFeats, type Feats } from '../../core/types';
import { isCapitalizedGreek } from '../normalize';
import type { GreekMeaningLookup } from '../meanings';
import type { GreekToken } from '../pipeline';
import { italianizeName } from '../transliterate';

export interface Word {
  token: GreekToken;
  /** Position in the sentence. */
  index: number;
  form: string;
  lemma: string;
  upos: string;
  feats: Feats;
  /** The Italian meaning to inflect: `città`, `dire`; the Greek form when none is known. */
  meaning: string;
  /** True when `meaning` is a real Italian meaning. */
  known: boolean;
  /** True when the meaning is already the middle verb's (φοβέομαι "temere"). */
  middleMeaning: boolean;
  /** The active verb's meaning, for a middle form read as passive (φυλάττεται ὑπό: "è custodita"). */
  activeMeaning?: string;
}

export function feat(word: Word, key: string): string | undefined {
  return word.feats[key];
}

/** Verbs whose lemma is middle (`-μαι`) have an active meaning in every voice but the aorist passive of a few. */
export function isDeponent(word: Word): boolean {
  return /μαι$/.test(word.lemma);
}

/** A name without an Italian name of its own is spelt the Italian way (Δαρεῖος → Dario). */
function meaningOf(token: GreekToken): string {
  if (token.meaning) return token.meaning;
  if (token.upos === 'PROPN' && isCapitalizedGreek(token.lemma)) return italianizeName(token.lemma);
  return token.form;
}

export function prepareWords(tokens: readonly GreekToken[], meanings: GreekMeaningLookup): Word[] {
  return tokens.map((token, index) => ({
    token,
    index,
    form: token.form,
    lemma: token.lemma,
    upos: token.upos,
    feats: parseFeats(token.feats),
    meaning: meaningOf(token),
    known: token.meaning !== '' || token.upos === 'PROPN',
    middleMeaning: token.middleMeaning === true,
    ...(token.middleMeaning ? { activeMeaning: meanings(token.lemma)?.meaning ?? token.meaning } : {}),
  }));
}
