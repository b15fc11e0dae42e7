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

/** A relative reading of the word agreeing with the noun after it (`quam materiam`: qui, accusative feminine singular). */
function relativeBefore(word: Word, noun: Word): boolean {
  const readings = [{ upos: word.upos, feats: word.feats, lemma: word.lemma }, ...(word.token.alternatives ?? []).map((a) => a.analysis)];
  return readings.some((r) => r.lemma.toLowerCase() === 'qui' && (r.upos === 'DET' || r.upos === 'PRON')
    && (['Case', 'Gender', 'Number'] as const).every((k) => r.feats[k] === feat(noun, k)));
}

/**
 * The attracted relative: `Aesopus auctor quam materiam repperit, hanc ego polivi` — the noun stands inside the
 * relative clause that comes first, and a demonstrative after the comma takes it up. Italian names the noun
 * where the demonstrative stood, the relative clause after it: "La materia, che l'autore Esopo trovò, io ho
 * rifinito". The words are reordered (and renumbered) so; the demonstrative is left out.
 */
export function attractedRelatives(words: readonly Word[]): Word[] {
  for (let i = 0; i + 1 < words.length; i++) {
    const [relative, noun] = [words[i]!, words[i + 1]!];
    if (noun.upos !== 'NOUN' || !relativeBefore(relative, noun)) continue;
    const comma = words.findIndex((w, k) => k > i + 1 && w.form === ',');
    if (comma < 0 || words.slice(0, i).some((w) => w.upos === 'PUNCT')) continue;
    const at = words.findIndex((w, k) => k > comma && DEMONSTRATIVES.has(w.lemma.toLowerCase()) && feat(w, 'Gender') === feat(noun, 'Gender') && feat(w, 'Number') === feat(noun, 'Number'));
    if (at < 0 || words.slice(comma + 1, at).some((w) => w.upos === 'PUNCT')) continue;
    const demonstrative = words[at]!;
    const pronoun: Word = { ...relative, upos: 'PRON', lemma: 'qui', meaning: 'che', feats: { ...noun.feats, PronType: 'Rel' } };
    const clause = [pronoun, ...words.slice(0, i), ...words.slice(i + 2, comma)];
    const antecedent: Word = { ...noun, feats: { ...noun.feats, Case: feat(demonstrative, 'Case') ?? feat(noun, 'Case') ?? '' } };
    const mark = words[comma]!;
    const reordered = [...words.slice(comma + 1, at), antecedent, mark, ...clause, mark, ...words.slice(at + 1)];
    return reordered.map((w, index) => ({ ...w, index }));
  }
  return [...words];
}
