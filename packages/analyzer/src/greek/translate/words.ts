/**
 * From the Greek analyzer's tokens to the words the literal translator works with: features as a
 * record and the one Italian meaning to inflect (else the repository's glossary, glossary.ts; for names
 * without one an Italian spelling; a word with no Italian at all is left out: neither English nor Greek
 * reaches the student).
 */
import { parseFeats, type Feats } from '../../core/types';
import { greekBareKey, isCapitalizedGreek } from '../normalize';
import type { GreekMeaningLookup } from '../meanings';
import type { GreekToken } from '../pipeline';
import { italianizeName } from '../transliterate';
import { SCHOOL_MEANINGS } from './function-words';
import { greekGlossary, type GreekGlossary } from './glossary';

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
function meaningOf(token: GreekToken, glossary: GreekGlossary): string {
  if (token.meaning) return token.meaning;
  const glossed = glossary(token.lemma);
  if (glossed) return glossed;
  if ((token.upos === 'PROPN' || isCapitalizedGreek(token.form)) && isCapitalizedGreek(token.lemma)) return italianizeName(token.lemma);
  // A word without any Italian meaning is left out rather than shown in Greek.
  return token.kind === 'word' ? '' : token.form;
}

/** κἀγώ, χἠ, κἀκεῖνος: καί fused with the next word (the lemma does not start like the form). */
function isCrasisWithKai(token: GreekToken): boolean {
  if (token.kind !== 'word' || token.uncertain) return false;
  const form = greekBareKey(token.form);
  const lemma = greekBareKey(token.lemma);
  return /^[κχ]/.test(form) && !/^[κχ]/.test(lemma) && /\u1fbd|\u0313/.test(token.form.normalize('NFD').slice(1, 3));
}

const KAI: Omit<GreekToken, 'start' | 'end' | 'wordIndex'> = { form: 'καί', kind: 'word', lemma: 'καί', upos: 'CCONJ', feats: '_', meaning: 'e', senses: 'e', alternatives: [], uncertain: false,
  card: { pos: 'congiunzione coordinante', lemma: 'καί', significato: 'e', cercaCome: 'καί', dizionario: 'καί', incerto: false },
};

export function prepareWords(tokens: readonly GreekToken[], meanings: GreekMeaningLookup, glossary: GreekGlossary = greekGlossary()): Word[] {
  const expanded = tokens.flatMap((token) => (isCrasisWithKai(token) ? [{ ...KAI, start: token.start, end: token.start, wordIndex: token.wordIndex }, token] : [token]));
  return expanded.map((token, index) => {
    const feats = parseFeats(token.feats);
    const school = SCHOOL_MEANINGS.get(`${token.lemma}:${feats['Voice'] ?? ''}`) ?? SCHOOL_MEANINGS.get(token.lemma);
    return {
      token,
      index,
      form: token.form,
      lemma: token.lemma,
      upos: token.upos,
      feats,
      meaning: school ?? meaningOf(token, glossary),
      // A school meaning is Italian too: the verb is conjugated, never shown in Greek (ναυτίλλομαι → "navigare").
      known: school !== undefined || token.meaning !== '' || token.upos === 'PROPN' || Boolean(glossary(token.lemma)),
      middleMeaning: token.middleMeaning === true || SCHOOL_MEANINGS.has(`${token.lemma}:Mid`),
      ...(token.middleMeaning ? { activeMeaning: meanings(token.lemma)?.meaning ?? token.meaning } : {}),
    };
  });
}
