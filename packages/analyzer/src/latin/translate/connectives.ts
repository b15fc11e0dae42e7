/**
 * A relative pronoun opening a sentence, with nothing before it to hang on, links the sentence to the one
 * before it (the relative connective, "nesso relativo"): Italian says a demonstrative (`Quibus rebus
 * cognitis` → "Conosciute queste cose", `Qui cum venisset` → "Dopo che egli era venuto"). Not in a question,
 * nor when a demonstrative later in the sentence takes it up (`Quae dixit, ea facit`: a relative clause
 * that comes first).
 * Example: `relativeConnectives(words of 'Quibus rebus cognitis, …')` → `Quibus` read as hic.
 */
import { feat, type Word } from './lexical';

const DEMONSTRATIVES = new Set(['hic', 'is', 'ille', 'iste', 'idem']);

const agrees = (a: Word, b: Word) => feat(a, 'Gender') === feat(b, 'Gender') && feat(a, 'Number') === feat(b, 'Number');

/** Conjunctions a connective `quod` stands before: `Quod ubi Caesar cognovit` → "quando Cesare seppe ciò". */
const AFTER_QUOD = new Set(['ubi', 'cum', 'postquam', 'simul']);

export function relativeConnectives(words: readonly Word[]): Word[] {
  const at = words.findIndex((w) => w.upos !== 'PUNCT');
  const first = words[at];
  if (first && first.form.toLowerCase() === 'quod' && first.upos === 'SCONJ' && AFTER_QUOD.has(words[at + 1]?.lemma.toLowerCase() ?? '')) {
    const out = [...words];
    out[at] = { ...first, upos: 'PRON', lemma: 'is', meaning: 'quello', feats: { Case: 'Acc', Gender: 'Neut', Number: 'Sing', PronType: 'Prs' } };
    return out;
  }
  if (!first || feat(first, 'PronType') !== 'Rel' || (first.upos !== 'PRON' && first.upos !== 'DET')) return [...words];
  if (words.some((w) => w.form === '?')) return [...words];
  const takenUp = words.some((w, i) => i > at && DEMONSTRATIVES.has(w.lemma.toLowerCase()) && agrees(w, first));
  if (takenUp) return [...words];
  const out = [...words];
  const noun = words[at + 1];
  const adjective = first.upos === 'DET' || (noun !== undefined && noun.upos === 'NOUN' && feat(noun, 'Case') === feat(first, 'Case') && agrees(noun, first));
  out[at] = adjective
    ? { ...first, upos: 'DET', lemma: 'hic', meaning: 'questo', feats: { ...first.feats, PronType: 'Dem' } }
    : { ...first, upos: 'PRON', lemma: 'is', meaning: 'quello', feats: { ...first.feats, PronType: 'Prs' } };
  return out;
}
