/**
 * The school-canon lines of `npm run evaluate` (decision 039): the shipped model (which never saw these
 * sentences) on the development set, overall and per author, and the most frequent card errors.
 */
import type { LatinAnalyzer } from '../../src/latin/pipeline';
import type { LatinLexicon } from '../../src/latin/types';
import { CANON_HEADER, ERROR_KINDS, readSchoolCanon, scoreSchoolCanon, type CanonResult } from './school-canon';

/** A table as aligned text lines. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

/** Deponent test on the lexicon's lemma entry (a homograph digit or upper case tried too). */
export function deponentTest(lexicon: LatinLexicon): (lemma: string) => boolean {
  return (lemma) => Boolean((lexicon.lemma(lemma) ?? lexicon.lemma(lemma.toLowerCase()))?.deponent);
}

/** The report's lines: the whole set, each author, the error kinds and the 15 most frequent confusions. */
export function schoolCanonReport(result: CanonResult, label: string): string[] {
  const rows = [[label, 'all', ...result.total.row()], ...[...result.byAuthor].map(([author, s]) => [label, author, ...s.row()])];
  const lines = formatTable(['model', 'school canon', ...CANON_HEADER], rows);
  const cardErrors = result.total.cards - result.total.cardRight;
  const kinds = ERROR_KINDS.map((k) => `${k} ${result.errors.get(k) ?? 0}`).join(', ');
  lines.push(`card errors ${cardErrors} of ${result.total.cards} cards; wrong fields: ${kinds}`);
  const confusions = [...result.errors].filter(([k]) => k.includes(':')).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 15);
  lines.push(`most frequent: ${confusions.map(([k, n]) => `${k} (${n})`).join('; ')}`);
  return lines;
}

/** Scores `analyzer` on the set (only `folds` when given) and returns the report's lines. */
export function evaluateSchoolCanon(analyzer: LatinAnalyzer, lexicon: LatinLexicon, label: string, folds?: readonly number[]): string[] {
  const result = scoreSchoolCanon(readSchoolCanon(), { analyzeText: (t) => analyzer.analyzeText(t), isDeponent: deponentTest(lexicon), ...(folds ? { folds } : {}) });
  return schoolCanonReport(result, folds ? `${label} folds ${folds.join(',')}` : label);
}
