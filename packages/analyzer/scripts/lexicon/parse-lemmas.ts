/**
 * Parser of Collatinus lemma lines (lemmes.la, lem_ext.la):
 * `key=quantities|model|radical 1|radical 2|morphological note|frequency`, e.g.
 * `abdo=ābdo|lego|ābdĭd|ābdĭt|is, ere, didi, ditum|106`. Stems the line does not give are derived
 * from the model's `R:` rules.
 */
import { mergeRamistLetters, splitLetters, stripQuantities } from '../../src/latin/lexicon/normalize';
import type { ParsedModel } from './parse-models';

export interface ParsedLemma {
  /** `rosa`, `edo2`, `Caesar`: no marks, u for v, i for j, homograph digit kept. */
  key: string;
  /** Canonical spellings with quantities, comma-separated when several (`cŭm,quŏm,quŭm`). */
  quantities: string;
  model: ParsedModel;
  /** Radical number → stems with quantities. */
  stems: Map<number, string[]>;
  info: string;
  frequency: number;
}

/** The look-up key of a lemma as Collatinus builds it: `ămor` → `amor`, `Jūppĭter` → `Iuppiter`, `cum2` stays. */
export function toLemmaKey(written: string): string {
  return mergeRamistLetters(stripQuantities(written));
}

/** Applies a model's radical rule to a canonical spelling: remove n letters, add a text. */
export function deriveStem(canonical: string, remove: number, add: string): string {
  const letters = splitLetters(canonical);
  return letters.slice(0, Math.max(0, letters.length - remove)).join('') + add;
}

/** Parses one lemma line; returns null for a malformed line or an unknown model. */
export function parseLemmaLine(line: string, models: Map<string, ParsedModel>): ParsedLemma | null {
  const fields = line.split('|');
  if (fields.length < 6) return null;
  const [head = '', modelName = '', rad1 = '', rad2 = '', info = '', freq = ''] = fields;
  const model = models.get(modelName);
  if (!model) return null;
  const eq = head.indexOf('=');
  const written = eq < 0 ? head : head.slice(0, eq);
  const key = toLemmaKey(written);
  const quantities = eq < 0 ? written.replace(/\d+$/, '') : head.slice(eq + 1);
  const stems = new Map<number, string[]>();
  [rad1, rad2].forEach((text, i) => {
    const list = text.split(',').filter((s) => s !== '' && s !== '-');
    if (list.length > 0) stems.set(i + 1, list);
  });
  for (const [n, rule] of model.radicals) {
    if (stems.has(n) || rule.kind === 'given') continue;
    const list = quantities.split(',').map((canonical) =>
      rule.kind === 'canonical' ? canonical : deriveStem(canonical, rule.remove, rule.add));
    stems.set(n, [...new Set(list)]);
  }
  return { key, quantities, model, stems, info: info.trim(), frequency: Number(freq) || 0 };
}
