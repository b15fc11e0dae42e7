// Corpus-level chrF (Popović 2015) and BLEU (Papineni et al. 2002), computed the way sacrebleu 2.x
// does by default, so that figures compare with published ones: chrF with character n-grams 1–6,
// β = 2, whitespace removed, F-scores averaged over the orders; BLEU with the 13a tokenizer, 1–4-grams,
// corpus counts, brevity penalty and no smoothing.

function countNgrams(units: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= units.length; i++) {
    const gram = units.slice(i, i + n).join('\u0000');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function countMatches(hyp: Map<string, number>, ref: Map<string, number>): number {
  let matches = 0;
  for (const [gram, n] of hyp) matches += Math.min(n, ref.get(gram) ?? 0);
  return matches;
}

function total(counts: Map<string, number>): number {
  let sum = 0;
  for (const n of counts.values()) sum += n;
  return sum;
}

const EPSILON = 1e-16;

/** chrF over a corpus of hypotheses and their single references, 0–100. */
export function computeChrf(hypotheses: readonly string[], references: readonly string[], order = 6, beta = 2): number {
  const stats = Array.from({ length: order }, () => ({ hyp: 0, ref: 0, match: 0 }));
  hypotheses.forEach((hypothesis, i) => {
    const h = [...hypothesis.replace(/\s+/g, '')];
    const r = [...(references[i] ?? '').replace(/\s+/g, '')];
    for (let n = 1; n <= order; n++) {
      const hc = countNgrams(h, n);
      const rc = countNgrams(r, n);
      const s = stats[n - 1]!;
      s.hyp += total(hc);
      s.ref += total(rc);
      s.match += countMatches(hc, rc);
    }
  });
  const factor = beta ** 2;
  let score = 0;
  let effectiveOrder = 0;
  for (const s of stats) {
    const precision = s.hyp > 0 ? s.match / s.hyp : EPSILON;
    const recall = s.ref > 0 ? s.match / s.ref : EPSILON;
    const denominator = factor * precision + recall;
    score += denominator > 0 ? ((1 + factor) * precision * recall) / denominator : EPSILON;
    if (s.hyp > 0 && s.ref > 0) effectiveOrder++;
  }
  return effectiveOrder === 0 ? 0 : (100 * score) / effectiveOrder;
}

/** The mteval-v13a tokenizer as sacrebleu implements it. */
export function tokenize13a(line: string): string[] {
  let text = line.replace(/<skipped>/g, '').replace(/-\n/g, '').replace(/\n/g, ' ');
  if (text.includes('&')) text = text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  text = ` ${text} `
    .replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ')
    .replace(/([^0-9])([.,])/g, '$1 $2 ')
    .replace(/([.,])([^0-9])/g, ' $1 $2')
    .replace(/([0-9])(-)/g, '$1 $2 ');
  return text.split(/\s+/).filter(Boolean);
}

/** Corpus BLEU, 0–100. */
export function computeBleu(hypotheses: readonly string[], references: readonly string[]): number {
  const matches = [0, 0, 0, 0];
  const totals = [0, 0, 0, 0];
  let hypLength = 0;
  let refLength = 0;
  hypotheses.forEach((hypothesis, i) => {
    const h = tokenize13a(hypothesis);
    const r = tokenize13a(references[i] ?? '');
    hypLength += h.length;
    refLength += r.length;
    for (let n = 1; n <= 4; n++) {
      const hc = countNgrams(h, n);
      matches[n - 1]! += countMatches(hc, countNgrams(r, n));
      totals[n - 1]! += total(hc);
    }
  });
  if (hypLength === 0 || matches.some((m) => m === 0)) return 0;
  const logPrecision = matches.reduce((sum, m, i) => sum + Math.log(m / totals[i]!), 0) / 4;
  const brevity = hypLength < refLength ? Math.exp(1 - refLength / hypLength) : 1;
  return 100 * brevity * Math.exp(logPrecision);
}
