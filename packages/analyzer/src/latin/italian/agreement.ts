/**
 * What a sentence adds to its words' cards: the noun an adjective, a participle or a determiner agrees with
 * (`concordato con oppido`), and the ablative absolute (`Oppido expugnato`). Read from the chosen analyses
 * of one sentence, within its clause (between two punctuation marks), nearest noun first.
 * Example: `agreementsOf(forms, [oppido, expugnato, ',', …])[1]` → `{ agreesWith: 'oppido', construction: 'ablativo assoluto' }`.
 */
import type { Feats } from '../../core/types';
import { ABLATIVO_ASSOLUTO } from './labels';

/** What agreement reads of a token's chosen analysis. */
export interface AgreementToken {
  upos: string;
  feats: Feats;
}

export interface Agreement {
  /** The noun as written in the sentence (a common noun in lower case). */
  agreesWith: string;
  construction?: string;
}

/** How far (in words) a modifier may stand from its noun. */
const AGREEMENT_WINDOW = 3;

const MODIFIERS = new Set(['ADJ', 'DET', 'NUM', 'VERB', 'AUX', 'PRON']);
const HEADS = new Set(['NOUN', 'PROPN']);

const GENDERS = ['Masc', 'Fem', 'Neut'];

/** Two genders (each Masc, Fem, Neut or a comma-separated list) share one, or either is unknown. */
function gendersMeet(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a === b) return true;
  for (const g of GENDERS) if (a.includes(g) && b.includes(g)) return true;
  return false;
}

/** A word that takes its case, number and gender from a noun: adjectives, determiners, declined numerals, participles. */
function isModifier(t: AgreementToken): boolean {
  if (!MODIFIERS.has(t.upos) || !t.feats.Case || !t.feats.Number) return false;
  if (t.upos === 'VERB' || t.upos === 'AUX') return t.feats.VerbForm === 'Part' || t.feats.VerbForm === 'Gdv';
  // Personal and reflexive pronouns stand for a noun; they do not qualify one.
  if (t.upos === 'PRON') return t.feats.PronType !== undefined && t.feats.PronType !== 'Prs' && t.feats.Reflex !== 'Yes';
  return true;
}

function agrees(modifier: AgreementToken, noun: AgreementToken): boolean {
  return HEADS.has(noun.upos) && noun.feats.Case === modifier.feats.Case && noun.feats.Number === modifier.feats.Number && gendersMeet(noun.feats.Gender, modifier.feats.Gender);
}

/**
 * The agreement of each token of a sentence (undefined where there is none). A modifier agrees with the
 * nearest noun of its case, number and gender within AGREEMENT_WINDOW words in its clause; at the same
 * distance a determiner, pronoun or numeral takes the noun after it (`hic liber`), the others the noun
 * before (`urbs capta`); a relative only the noun after it. A participle in the ablative agreeing with a
 * noun in the ablative that no preposition governs is an ablative absolute.
 */
export function agreementsOf(forms: readonly string[], tokens: readonly AgreementToken[]): (Agreement | undefined)[] {
  const out: (Agreement | undefined)[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isModifier(t)) continue;
    const first = t.upos === 'DET' || t.upos === 'NUM' || t.upos === 'PRON' ? 1 : -1;
    // A relative agrees with the noun after it (`quem locum`), never with its antecedent (`milites qui`).
    const relative = t.feats.PronType === 'Rel';
    const side = relative ? 1 : first;
    let noun = -1;
    for (let d = 1; d <= AGREEMENT_WINDOW && noun < 0; d++) {
      noun = nounAt(tokens, t, i, i + side * d);
      if (noun < 0 && !relative) noun = nounAt(tokens, t, i, i - side * d);
    }
    if (noun < 0) continue;
    // A common noun capitalised at the start of the sentence is named as the dictionary writes it.
    const form = forms[noun]!;
    const agreement: Agreement = { agreesWith: tokens[noun]!.upos === 'PROPN' ? form : form.toLowerCase() };
    if (t.feats.VerbForm === 'Part' && t.feats.Case === 'Abl' && !governedByPreposition(tokens, Math.min(i, noun))) agreement.construction = ABLATIVO_ASSOLUTO;
    out[i] = agreement;
  }
  return out;
}

/** j, when the word there is a noun modifier t at i agrees with, within the sentence and the clause; else −1. */
function nounAt(tokens: readonly AgreementToken[], t: AgreementToken, i: number, j: number): number {
  return j >= 0 && j < tokens.length && !crossesPunctuation(tokens, i, j) && agrees(t, tokens[j]!) ? j : -1;
}

function crossesPunctuation(tokens: readonly AgreementToken[], i: number, j: number): boolean {
  for (let k = Math.min(i, j) + 1; k < Math.max(i, j); k++) if (tokens[k]!.upos === 'PUNCT') return true;
  return false;
}

/** A preposition right before the pair (or before the first word's own modifier: `cum magno exercitu`). */
function governedByPreposition(tokens: readonly AgreementToken[], first: number): boolean {
  for (let k = first - 1; k >= Math.max(0, first - 2); k--) {
    const t = tokens[k]!;
    if (t.upos === 'ADP') return true;
    if (t.upos === 'PUNCT' || !t.feats.Case) return false;
  }
  return false;
}
