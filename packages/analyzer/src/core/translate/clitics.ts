/**
 * An Italian clitic pronoun before its finite verb, for both working translators: `non lodava` + `lo` →
 * "non lo lodava"; `lo` and `la` before a vowel are `l'`.
 */
export function withClitic(verb: string, clitic: string | undefined): string {
  if (!clitic) return verb;
  const negation = verb.startsWith('non ') ? 'non ' : '';
  const rest = verb.slice(negation.length);
  const elided = /^(lo|la)$/.test(clitic) && /^[aeiouàèéìòùh]/i.test(rest) ? "l'" : `${clitic} `;
  return `${negation}${elided}${rest}`;
}
