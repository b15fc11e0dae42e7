/**
 * One reading per word. The lexicon ranks each form's analyses by corpus frequency; a left-to-right pass
 * then applies two general rules of Greek syntax, each a bonus on the log-frequency (so a much more
 * frequent reading can still win):
 *   1. agreement with the article: after an article (and any adjectives or participles agreeing with it),
 *      nominal readings agreeing in case, number and gender with one of the article's readings win
 *      (τοὺς στρατιώτας: accusative plural, not the dialect nominative singular); the article then takes
 *      the reading that agrees with its noun (τοῦ λόγου: masculine, not neuter);
 *   2. government: after a preposition (and inside the article phrase it opens), readings in a case the
 *      preposition governs win (ἐν τῇ πόλει: dative).
 *   (after the interjection ὦ, the vocative wins the same way: ὦ φίλοι, and loses elsewhere; after καί or ἤ, a smaller
 *   bonus goes to the case of the nominal before the conjunction: ἡ γυνὴ καὶ τὰ τέκνα);
 *   3. a finite verb per clause: when no word of a stretch between stops (. ; · :) was read as a finite
 *      verb, the word outside article phrases with the most frequent finite reading takes it
 *      (οἱ πολῖται ἀκούουσιν: "ascoltano", not the dative plural participle).
 * Particles that stand second in the clause (μέν, δέ, γάρ…) do not interrupt a phrase.
 * A statistical tagger can later replace this module without changing its callers.
 */
import { parseFeats, type Feats } from '../core/types';
import type { GreekAnalysis } from './lexicon/index';

const AGREEMENT_BONUS = 4;
const GOVERNMENT_BONUS = 4;
const COORDINATION_BONUS = 2;
/** Postpositive particles: they may stand inside an article phrase (ὁ μὲν στρατηγός). */
export const POSTPOSITIVES = new Set(['μέν', 'δέ', 'γάρ', 'οὖν', 'τε', 'γε', 'δή', 'ἄν', 'ἄρα', 'τοι', 'περ', 'μήν', 'δῆτα']);
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'PRON', 'DET', 'NUM']);

export interface ReadingContext {
  /** Cases a preposition governs (`ἐν` → [`Dat`]), undefined for other lemmas. */
  governs(lemma: string): readonly string[] | undefined;
}

interface Candidate {
  analysis: GreekAnalysis;
  feats: Feats;
}

function isArticle(a: GreekAnalysis): boolean {
  return a.lemma === 'ὁ' && a.upos === 'DET';
}

function isNominal(c: Candidate): boolean {
  return NOMINAL.has(c.analysis.upos) || (c.feats.VerbForm === 'Part' && c.feats.Case !== undefined) || c.feats.VerbForm === 'Inf';
}

/** Whether the two readings agree in case, number and gender (features one side lacks do not count). */
export function agree(a: Feats, b: Feats): boolean {
  if (a.Case && b.Case && a.Case !== b.Case) return false;
  if ((a.Number ?? 'Sing') !== (b.Number ?? 'Sing') && a.Number && b.Number) return false;
  if (a.Gender && b.Gender && !a.Gender.split(',').some((g) => b.Gender!.split(',').includes(g))) return false;
  return true;
}

/** An article-led infinitive (τὸ λέγειν) agrees with a neuter singular article. */
function agreesWithArticle(c: Candidate, article: Feats): boolean {
  if (c.feats.VerbForm === 'Inf') return article.Gender === 'Neut' && (article.Number ?? 'Sing') === 'Sing';
  return agree(c.feats, article);
}

function base(a: GreekAnalysis): number {
  return Math.log(1 + a.score);
}

/**
 * Chooses the reading of every word: `analyses[i]` are the lexicon's analyses of word i (best first,
 * `[]` for punctuation and unknown words), `stops[i]` is true where a stop (. ; · :) ends a clause;
 * the answer gives, for each word, the index of its reading.
 */
export function chooseReadings(analyses: readonly (readonly GreekAnalysis[])[], context: ReadingContext, stops: readonly boolean[] = []): number[] {
  const candidates: Candidate[][] = analyses.map((list) => list.map((analysis) => ({ analysis, feats: parseFeats(analysis.feats) })));
  const chosen = candidates.map(() => 0);
  let coordinatedCase: string | undefined;
  const inArticlePhrase = candidates.map(() => false);
  let governed: readonly string[] | undefined;
  let article: Feats[] | undefined;
  /** Words of the open article phrase (article, adjectives) whose reading follows the noun's. */
  let phrase: number[] = [];

  const close = () => {
    governed = undefined;
    article = undefined;
    phrase = [];
  };

  for (let i = 0; i < candidates.length; i++) {
    const list = candidates[i]!;
    if (list.length === 0) {
      close();
      continue;
    }
    const top = list[0]!.analysis;
    if (POSTPOSITIVES.has(top.lemma) && list.some((c) => !isNominal(c))) {
      chosen[i] = list.findIndex((c) => !isNominal(c));
      continue;
    }
    const cases = context.governs(top.lemma);
    if (top.upos === 'ADP' && cases) {
      close();
      governed = cases;
      continue;
    }
    if (article) inArticlePhrase[i] = true;
    const before = i > 0 ? candidates[i - 1]?.[chosen[i - 1]!] : undefined;
    // After καί / ἤ, a nominal prefers the case of the nominal before the conjunction (ἡ γυνὴ καὶ τὰ τέκνα).
    const beforeConjunction = i > 1 && (before?.analysis.lemma === 'καί' || before?.analysis.lemma === 'ἤ') ? candidates[i - 2]?.[chosen[i - 2]!] : undefined;
    if (beforeConjunction) coordinatedCase = isNominal(beforeConjunction) ? beforeConjunction.feats.Case : undefined;
    else if (!article) coordinatedCase = undefined;
    // After ὦ, and after a vocative (ὦ ἄνδρες Ἀθηναῖοι), the vocative wins.
    const vocative = before !== undefined && (before.analysis.lemma === 'ὦ' || before.feats.Case === 'Voc');
    const scored = list.map((c) => {
      let score = base(c.analysis);
      if (article && isNominal(c) && article.some((a) => agreesWithArticle(c, a))) score += AGREEMENT_BONUS;
      if (governed && isNominal(c) && c.feats.Case && governed.includes(c.feats.Case)) score += GOVERNMENT_BONUS;
      // A vocative without ὦ before it is rare in prose (Ἀθηναῖοι is far more often "ὦ … Ἀθηναῖοι").
      if (c.feats.Case === 'Voc') score += vocative ? GOVERNMENT_BONUS : -GOVERNMENT_BONUS;
      if (coordinatedCase && isNominal(c) && c.feats.Case === coordinatedCase) score += COORDINATION_BONUS;
      return score;
    });
    let best = 0;
    for (let k = 1; k < scored.length; k++) if (scored[k]! > scored[best]!) best = k;
    chosen[i] = best;
    const reading = list[best]!;
    if (isArticle(reading.analysis)) {
      // A new article: its possible readings (restricted by the preposition) open the phrase.
      const readings = list.filter((c) => isArticle(c.analysis) && (!governed || !c.feats.Case || governed.includes(c.feats.Case)));
      article = readings.map((c) => c.feats);
      phrase = [i];
      continue;
    }
    if (!isNominal(reading)) {
      close();
      continue;
    }
    const isHead = reading.analysis.upos === 'NOUN' || reading.analysis.upos === 'PROPN' || reading.analysis.upos === 'PRON' || reading.feats.VerbForm === 'Inf';
    if (article) {
      // Everything before the head takes the reading agreeing with this word.
      for (const j of phrase) {
        const match = candidates[j]!.findIndex((c) => (c.analysis.upos === candidates[j]![chosen[j]!]!.analysis.upos) && agreesWithArticle(reading, c.feats));
        if (match >= 0) chosen[j] = match;
      }
      if (isHead) close();
      else {
        article = article.filter((a) => agree(a, reading.feats));
        if (article.length === 0) close();
        else phrase.push(i);
      }
    } else if (isHead) {
      close();
    }
  }
  requireFiniteVerbs(candidates, chosen, inArticlePhrase, stops);
  return chosen;
}

function isFinite(c: Candidate): boolean {
  return c.feats.VerbForm === 'Fin';
}

/** Rule 3: a clause without a finite verb gives one to its best candidate. */
function requireFiniteVerbs(candidates: Candidate[][], chosen: number[], inArticlePhrase: boolean[], stops: readonly boolean[]): void {
  let start = 0;
  for (let i = 0; i <= candidates.length; i++) {
    if (i < candidates.length && !stops[i]) continue;
    let hasFinite = false;
    let best = -1;
    let bestReading = -1;
    let bestScore = -Infinity;
    for (let j = start; j < i; j++) {
      const list = candidates[j]!;
      if (list.length === 0) continue;
      if (isFinite(list[chosen[j]!]!)) hasFinite = true;
      if (inArticlePhrase[j]) continue;
      list.forEach((c, k) => {
        if (isFinite(c) && base(c.analysis) > bestScore) [best, bestReading, bestScore] = [j, k, base(c.analysis)];
      });
    }
    if (!hasFinite && best >= 0) chosen[best] = bestReading;
    start = i + 1;
  }
}
