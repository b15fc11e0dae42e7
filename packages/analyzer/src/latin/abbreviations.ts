/**
 * What a Latin form as written says before any look-up (decision 022): an abbreviation stands for its headword
 * or phrase on a student's card, a Roman numeral is a numeral, an abbreviated praenomen is the name (`M.`:
 * Marcus). The word lists are in tokenize-data.ts; this module turns them into readings for the candidates stage.
 */
import type { Analysis } from '../core/types';
import { readRomanNumeral, toGlossKey } from './italian/gloss-lookup';
import { normalizeLatin } from './normalize';
import { priorsOf, tagOfAnalysis } from './pipeline-candidates';
import { ABBREVIATION_EXPANSIONS, PRAENOMINA, type AbbreviationExpansion } from './tokenize-data';
import type { LatinLexicon } from './types';

/** A form's readings for the tagger: analyses, their distinct tags, the lexicon prior of each tag. */
export interface Readings {
  analyses: Analysis[];
  tags: readonly string[] | null;
  priors: readonly number[] | null;
}

export const NUM_TAGS: readonly string[] = ['NUM'];

/** The expansion of an abbreviation written with its dot (`Kal.`, `a.d.`), if the lists have one. */
export function expansionOf(form: string): AbbreviationExpansion | undefined {
  if (!form.endsWith('.')) return undefined;
  return ABBREVIATION_EXPANSIONS.get(form) ?? ABBREVIATION_EXPANSIONS.get(form.slice(0, -1));
}

/**
 * The readings of an abbreviation on a student's card: every form of the headword it stands for, with the
 * features it must have (the tagger picks the case), or its phrase. Undefined when the lexicon lacks the
 * headword. Its key is the form as written, which no training form has unless a treebank gave that spelling a
 * meaning of its own (PROIEL's `a.` of `a. d.`): then a second dot.
 */
export function expansionReadings(form: string, expansion: AbbreviationExpansion, lexicon: LatinLexicon, isTrainingForm: (key: string) => boolean): Readings & { key: string } | undefined {
  const key = isTrainingForm(normalizeLatin(form)) ? `${normalizeLatin(form)}.` : normalizeLatin(form);
  let analyses: Analysis[];
  if ('phrase' in expansion) analyses = [{ lemma: expansion.phrase, lemmaKey: null, upos: expansion.upos, feats: {}, source: 'invariable' }];
  else {
    const lemmaKey = toGlossKey(expansion.lemma);
    const table = lexicon.paradigm(lemmaKey);
    if (!table) return undefined;
    const written = new Set(table.sections.flatMap((s) => s.rows.flatMap((r) => r.forms)).map((f) => f.normalize('NFD').replace(/\p{M}/gu, '')));
    const required = Object.entries({ Degree: 'Pos', ...expansion.feats });
    const fits = (a: Analysis) => a.lemmaKey === lemmaKey && (!expansion.upos || a.upos === expansion.upos)
      && required.every(([k, v]) => { const f = a.feats[k]; return f === v || (k === 'Degree' && v === 'Pos' && f === undefined); });
    const byTag = new Map<string, Analysis>();
    for (const w of written) for (const a of lexicon.analyze(w)) if (fits(a) && !byTag.has(tagOfAnalysis(a))) byTag.set(tagOfAnalysis(a), a);
    analyses = [...byTag.values()];
    if (analyses.length === 0) return undefined;
  }
  const tags = [...new Set(analyses.map(tagOfAnalysis))];
  return { key, analyses, tags, priors: priorsOf(lexicon, analyses, tags, true) };
}

/**
 * A Roman numeral of two letters or more that is no word (`XII`, `III Kal.`) is a numeral, unless training
 * knows the form (PROIEL's dates: `III` an adverb); V and X written alone in capitals are numerals too
 * (`a.d. V Kal.`), not the interjection `u` (an L alone is Lucius in the treebanks).
 */
export function isNumeral(form: string, bare: string, found: Readings, knownToTraining: boolean): boolean {
  return form === 'V' || form === 'X' || (!found.tags && readRomanNumeral(bare) !== undefined && !knownToTraining);
}

/** The reading of a numeral: itself, invariable. */
export function numeralReadings(bare: string): Readings {
  return { analyses: [{ lemma: bare, lemmaKey: null, upos: 'NUM', feats: {}, source: 'invariable' }], tags: NUM_TAGS, priors: null };
}

/**
 * The name an abbreviated praenomen stands for (`M`, written `M.`: Marcus), with the name's own lexicon entry
 * when the lexicon has it as a proper noun (Gaius; Quintus is only the ordinal); undefined for other forms.
 */
export function praenomenOf(bare: string, lexicon: LatinLexicon): { lemma: string; lemmaKey: string | null } | undefined {
  const name = PRAENOMINA.get(bare);
  if (!name) return undefined;
  const entry = lexicon.analyze(name).find((x) => x.upos === 'PROPN');
  return { lemma: entry?.lemma ?? name, lemmaKey: entry?.lemmaKey ?? null };
}
