/**
 * Comparative adverbs in Italian: `facilius` "più facilmente", `celerius` "più velocemente", `melius`
 * "meglio". The dictionary gives the positive (`facile` "facilmente", `celer` "veloce"); the comparative
 * degree the analyzer reads adds "più", and an adjective's meaning becomes its adverb in -mente.
 * Example: `comparativeAdverb('celer', 'veloce')` → `più velocemente`.
 */
import { feat, type Word } from './lexical';

/** Adverbs whose comparative Italian says in one word (`melius` "meglio"). */
const ONE_WORD = new Map([['bene', 'meglio'], ['male', 'peggio'], ['multum', 'di più'], ['parum', 'meno']]);
/** Meanings that already say the comparison (`magis` "più", `potius` "piuttosto", `prius` "prima"). */
const ALREADY = /^(più|meno|meglio|peggio|piuttosto|prima|di più|oltre)\b/;
/** A Latin adjective's lemma (`celer`, `fortis`, `longus`, `audax`, `prudens`), not an adverb's (`facile`, `diu`). */
const ADJECTIVE_LEMMA = /(us|is|er|x|ns)$/;

/** The Italian adverb of an adjective's meaning: `veloce` → `velocemente`, `facile` → `facilmente`, `lento` → `lentamente`. */
export function adverbOf(adjective: string): string {
  if (/mente$/.test(adjective) || /\s/.test(adjective)) return adjective;
  if (/[aeiou][lr]e$/.test(adjective)) return `${adjective.slice(0, -1)}mente`;
  if (/o$/.test(adjective)) return `${adjective.slice(0, -1)}amente`;
  if (/e$/.test(adjective)) return `${adjective}mente`;
  return adjective;
}

/** The Italian of a comparative adverb from its lemma and the positive's meaning. */
export function comparativeAdverb(lemma: string, meaning: string): string {
  const one = ONE_WORD.get(lemma);
  if (one) return one;
  if (meaning === '' || ALREADY.test(meaning)) return meaning;
  return `più ${ADJECTIVE_LEMMA.test(lemma) ? adverbOf(meaning) : meaning}`;
}

/** Ablatives of measure before a comparative: `multo facilius` "molto più facilmente", `hoc facilius` "tanto più facilmente". */
const MEASURE = new Map([['hoc', 'tanto'], ['eo', 'tanto'], ['multo', 'molto'], ['paulo', 'un po\'']]);

/**
 * A neuter comparative in -ius after an ablative of measure is the adverb, whatever case the tagger read
 * (`Id hoc facilius iis persuasit` → "glielo persuase tanto più facilmente"); `hoc` and `eo` there say "tanto".
 */
export function measureComparatives(words: readonly Word[]): Word[] {
  const out = [...words];
  for (let i = 1; i < out.length; i++) {
    const word = out[i]!;
    const before = out[i - 1]!;
    const measure = MEASURE.get(before.form.toLowerCase());
    if (!measure || word.upos !== 'ADJ' || feat(word, 'Degree') !== 'Cmp' || feat(word, 'Gender') !== 'Neut' || !/ius$/i.test(word.form)) continue;
    if (word.meaning === '') continue;
    out[i] = { ...word, upos: 'ADV', feats: { Degree: 'Cmp' }, meaning: comparativeAdverb('', adverbOf(word.meaning)) };
    out[i - 1] = { ...before, upos: 'ADV', lemma: measure, feats: {}, meaning: measure, fixed: true };
  }
  return out;
}
