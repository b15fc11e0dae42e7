/**
 * Words for the translator's unit tests, written as `form lemma UPOS Feats=…|… meaning`: the modules that
 * read a sentence's words are tested without the analyzer. Example: `words('Caesar Caesar PROPN Case=Nom Cesare')`.
 */
import { parseFeats } from '../../core/types';
import type { AnalyzedToken } from '../pipeline';
import type { Word } from './lexical';

export function word(spec: string, index = 0): Word {
  const [form = '', lemma = '', upos = '', feats = '_', ...meaning] = spec.split(' ');
  const token = { form, kind: upos === 'PUNCT' ? 'punct' : 'word' } as AnalyzedToken;
  return { token, index, form, lemma, upos, feats: parseFeats(feats), meaning: meaning.join(' '), deponent: false };
}

/** One word per `;`-separated spec, indexed in order. */
export function words(specs: string): Word[] {
  return specs.split(';').map((spec, index) => word(spec.trim(), index));
}
