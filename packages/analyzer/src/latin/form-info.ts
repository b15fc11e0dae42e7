/**
 * The candidates stage of Latin: what a written form may be, computed once per form and kept, since running
 * text repeats its forms. The lexicon's analyses with their tags and priors (pipeline-candidates.ts), or what
 * the form as written says (abbreviations.ts), or a guess from the ending for a form neither the lexicon nor
 * training knows. The later stages memoise their own results on the same entry (choose.ts, alternatives.ts).
 */
import type { Analysis } from '../core/types';
import { expansionOf, expansionReadings, isNumeral, NUM_TAGS, numeralReadings, praenomenOf, type Readings } from './abbreviations';
import type { ChoiceMemo } from './choose';
import { normalizeLatin } from './normalize';
import { priorsOf, tagOfAnalysis, type LatinCandidates } from './pipeline-candidates';
import type { LatinLexicon } from './types';

export interface FormInfo {
  /** The look-up key (normalised form). */
  key: string;
  /** True for words (not punctuation or numbers written in digits). */
  wordLike: boolean;
  analyses: Analysis[];
  /** The tagger's candidate tags from the lexicon (or the guess), or null to let the tagger's own dictionaries decide. */
  tags: readonly string[] | null;
  priors: readonly number[] | null;
  /** The name an abbreviated praenomen written with its dot stands for (`M.`: Marcus), with its lexicon key if any. */
  praenomen: { lemma: string; lemmaKey: string | null } | undefined;
  /** Choices memoised per tag id: a form and its tag decide the analysis (choose.ts). */
  choices: Map<number, ChoiceMemo>;
  /** The same, read as the indefinite after `si`, `ne`… (choose.ts). */
  indefinite: Map<number, ChoiceMemo> | undefined;
  /** The same, read as a school dictionary or grammar files the word on a card (choose.ts, `chooseForCard`; key -1 - tag id after `si`, `ne`…). */
  positive: Map<number, ChoiceMemo> | undefined;
  /** Tag id of each analysis, and each analysis's reading as a student sees it (alternatives.ts), filled on first use. */
  analysisTags: Int32Array | undefined;
  readingKeys: string[] | undefined;
}

/** An entry with every field set (one object shape for every entry: the later stages read them on every token). */
function formInfo(key: string, wordLike: boolean, found: Readings, praenomen: FormInfo['praenomen']): FormInfo {
  return { key, wordLike, analyses: found.analyses, tags: found.tags, priors: found.priors, praenomen, choices: new Map(), indefinite: undefined, positive: undefined, analysisTags: undefined, readingKeys: undefined };
}

/** True for a form with a letter (a word), false for punctuation and numbers written in digits. */
export function isWordLike(form: string): boolean {
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0) return true;
  }
  return false;
}

function isDigits(form: string): boolean {
  const c = form.charCodeAt(0);
  return c >= 48 && c <= 57;
}

const PUNCT_TAGS: readonly string[] = ['PUNCT'];
const MAX_CACHED_FORMS = 100_000;

export interface FormSourceOptions {
  lexicon: LatinLexicon;
  candidates: LatinCandidates;
  /** True when training saw this normalised form (the tagger's own dictionaries then know it). */
  isTrainingForm: (key: string) => boolean;
  /** Students read what an abbreviation stands for; a treebank's convention keeps its own reading of it. */
  expandAbbreviations: boolean;
}

/** The candidate source: `infoOf(form)` for a form as written. */
export function createFormSource({ lexicon, candidates, isTrainingForm, expandAbbreviations }: FormSourceOptions): (form: string) => FormInfo {
  const forms = new Map<string, FormInfo>();
  const keep = (form: string, info: FormInfo) => {
    if (forms.size >= MAX_CACHED_FORMS) forms.clear();
    forms.set(form, info);
    return info;
  };
  return (form) => {
    const cached = forms.get(form);
    if (cached) return cached;
    const wordLike = isWordLike(form);
    const expansion = wordLike && expandAbbreviations ? expansionOf(form) : undefined;
    const expanded = expansion && expansionReadings(form, expansion, lexicon, isTrainingForm);
    if (expanded) return keep(form, formInfo(expanded.key, true, expanded, undefined));
    // An abbreviation keeps its dot in the text (`M.`, `Cn.`); the lexicon and most treebanks write it without
    // (PROIEL keeps it: `a. d.`, which training then knows as written).
    const dotted = wordLike && form.length > 1 && form.endsWith('.') && !form.slice(0, -1).includes('.') && !isTrainingForm(normalizeLatin(form));
    const bare = dotted ? form.slice(0, -1) : form;
    const key = normalizeLatin(bare);
    let found: Readings;
    if (!wordLike) found = { analyses: [], tags: isDigits(form) ? NUM_TAGS : PUNCT_TAGS, priors: null };
    else {
      found = candidates.lookUp(bare);
      if (isNumeral(form, bare, found, isTrainingForm(key))) found = numeralReadings(bare);
      if (!found.tags && !isTrainingForm(key)) {
        const guessed = lexicon.guess(bare);
        const tags = guessed.length ? [...new Set(guessed.map(tagOfAnalysis))] : null;
        found = { analyses: guessed, tags, priors: tags ? priorsOf(lexicon, guessed, tags, true) : null };
      }
    }
    return keep(form, formInfo(key, wordLike, found, bare !== form ? praenomenOf(bare, lexicon) : undefined));
  };
}
