/**
 * From the Greek analyzer's tokens to the words the literal translator works with: features as a
 * record and the one Italian meaning to inflect (the Greek form itself when no Italian is known, so
 * that no English reaches the student).
 */
import { parseFeats, type Feats } from '../../core/types';
import type { GreekToken } from '../pipeline';

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
}

export function feat(word: Word, key: string): string | undefined {
  return word.feats[key];
}

/** Verbs whose lemma is middle (`-μαι`) have an active meaning in every voice but the aorist passive of a few. */
export function isDeponent(word: Word): boolean {
  return /μαι$/.test(word.lemma);
}

export function prepareWords(tokens: readonly GreekToken[]): Word[] {
  return tokens.map((token, index) => ({
    token,
    index,
    form: token.form,
    lemma: token.lemma,
    upos: token.upos,
    feats: parseFeats(token.feats),
    meaning: token.meaning || token.form,
    known: token.meaning !== '',
  }));
}
