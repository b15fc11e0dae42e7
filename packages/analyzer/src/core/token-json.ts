/**
 * The JSON the text CLI prints for analysed tokens: per token its reading, the card's main fields at the top
 * level (as the first version of the CLI printed them), the whole card, and the alternatives with their scores.
 * Example: `formatTokensJson(analyzer.analyzeText('Roma'))` → `[{"form":"Roma","start":0,…}]`.
 */
import type { AnalyzedToken } from './analyzed-token';

function toJson(t: AnalyzedToken) {
  return {
    form: t.form,
    start: t.start,
    end: t.end,
    wordIndex: t.wordIndex,
    lemma: t.lemma,
    upos: t.upos,
    feats: t.feats,
    pos: t.card.pos,
    declinazione: t.card.declinazione ?? null,
    significato: t.card.significato,
    persona: t.card.persona ?? null,
    dizionario: t.card.dizionario,
    cercaCome: t.card.cercaCome,
    incerto: t.uncertain,
    card: t.card,
    alternatives: t.alternatives.map((a) => ({ lemma: a.analysis.lemma, upos: a.analysis.upos, feats: a.analysis.feats, score: Number.isFinite(a.score) ? Number(a.score.toFixed(3)) : null })),
  };
}

/** The JSON array of the tokens, as the text CLI prints it (without the final newline). */
export function formatTokensJson(tokens: readonly AnalyzedToken[]): string {
  return JSON.stringify(tokens.map(toJson));
}
