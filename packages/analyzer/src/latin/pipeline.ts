/**
 * The Latin analysis pipeline, in order: tokenize → candidates (lexicon, or a guess from the ending) →
 * tag (the statistical tagger chooses among the candidates) → choose the analysis and lemma → describe
 * in Italian.
 */
import type { WordCard } from '../core/card';
import { chooseAnalysis, type ChooseContext } from '../core/pipeline';
import { TaggerModel } from '../core/tagger/model';
import { formatFeats, type Analysis, type Token } from '../core/types';
import { describeLatin } from './italian/describe';
import { loadLatinMeanings } from './italian/meanings';
import { loadLatinLexicon } from './lexicon/index';
import { normalizeLatin } from './normalize';
import { createLatinCandidates, tagOfAnalysis } from './pipeline-candidates';
import { latinModelBase } from './pipeline-model';
import { tokenizeLatin } from './tokenize';
import type { LatinLexicon } from './types';
import { lemmaMatchKey } from './ud/lemma';
import { normalizeLatinFeats } from './ud/normalize';

export interface AnalyzedToken {
  form: string;
  start: number;
  end: number;
  wordIndex: number;
  kind: Token['kind'];
  isEnclitic?: boolean;
  lemma: string;
  upos: string;
  /** UD features, canonical (see latin/ud/normalize.ts): `Case=Acc|Gender=Fem|Number=Sing`. */
  feats: string;
  analysis: Analysis;
  /** The other candidate analyses, best first, with the tagger's score of their tag. */
  alternatives: { analysis: Analysis; score: number }[];
  card: WordCard;
  uncertain: boolean;
}

export interface LatinAnalyzer {
  /** Analyses running text. Example: `analyzeText('Gallia est omnis divisa')[0].lemma` → `Gallia`. */
  analyzeText(text: string): AnalyzedToken[];
  /** Analyses one sentence given as forms (gold tokenisation, as in CoNLL-U). */
  analyzeTokens(forms: readonly string[]): AnalyzedToken[];
  /** Only lemma, UPOS and features of each form: the fast path for CoNLL-U and benchmarks. */
  tagForms(forms: readonly string[]): { lemma: string; upos: string; feats: string; source: Analysis['source'] }[];
}

export interface CreateLatinAnalyzerOptions {
  lexicon?: LatinLexicon;
  model?: TaggerModel;
  /** Use the model trained only on commercially usable data. */
  commercial?: boolean;
}

function isWordLike(form: string): boolean {
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

const PUNCT_TAGS = ['PUNCT'];
const NUM_TAGS = ['NUM'];

/** Creates the Latin analyzer (loads the lexicon and the tagger model once). */
export function createLatinAnalyzer(options: CreateLatinAnalyzerOptions = {}): LatinAnalyzer {
  const lexicon = options.lexicon ?? loadLatinLexicon();
  const model = options.model ?? TaggerModel.load(latinModelBase(options.commercial));
  const candidates = createLatinCandidates(lexicon);
  // The same analyses and lemmas recur in running text: memoise their tags, keys and frequencies.
  const tagCache = new WeakMap<Analysis, string>();
  const matchKeys = new Map<string, string>();
  const frequencies = new Map<string, number>();
  const ctx: ChooseContext = {
    model,
    tagOf: (a) => {
      let tag = tagCache.get(a);
      if (tag === undefined) tagCache.set(a, (tag = tagOfAnalysis(a)));
      return tag;
    },
    lemmaMatchKey: (lemma) => {
      let key = matchKeys.get(lemma);
      if (key === undefined) matchKeys.set(lemma, (key = lemmaMatchKey(lemma)));
      return key;
    },
    lexiconFrequency: (key) => {
      if (!key) return 0;
      let n = frequencies.get(key);
      if (n === undefined) frequencies.set(key, (n = lexicon.lemma(key)?.frequency ?? 0));
      return n;
    },
  };

  function candidatesOf(form: string): { analyses: Analysis[]; tags: readonly string[] | null } {
    if (!isWordLike(form)) return { analyses: [], tags: isDigits(form) ? NUM_TAGS : PUNCT_TAGS };
    const hit = candidates.lookUp(form);
    if (hit.tags || model.isTrainingForm(normalizeLatin(form))) return hit;
    const guessed = lexicon.guess(form);
    return { analyses: guessed, tags: guessed.length ? [...new Set(guessed.map(tagOfAnalysis))] : null };
  }

  function tagSentence(forms: readonly string[]) {
    const keys = forms.map(normalizeLatin);
    const found = forms.map(candidatesOf);
    const tagged = model.tag({ forms, keys, candidates: found.map((f) => f.tags) }, true);
    return { keys, found, tagged };
  }

  function chooseAll(forms: readonly string[]) {
    const { keys, found, tagged } = tagSentence(forms);
    return forms.map((form, i) => {
      const tag = tagged.tags[i]!;
      const analyses = found[i]!.analyses;
      const choice = isWordLike(form)
        ? chooseAnalysis(ctx, keys[i]!, tag, analyses)
        : { analysis: { lemma: form, lemmaKey: null, upos: tag.split('|')[0], feats: {}, source: 'invariable' } as Analysis, uncertain: false };
      return { choice, analyses, scored: tagged.candidates[i]! };
    });
  }

  function toAnalyzedToken(token: Pick<Token, 'form' | 'start' | 'end' | 'wordIndex' | 'kind' | 'isEnclitic'>, c: ReturnType<typeof chooseAll>[number]): AnalyzedToken {
    const { analysis } = c.choice;
    const scoreOf = new Map(c.scored.map((s) => [s.tag, s.score]));
    const alternatives = c.analyses
      .filter((a) => a !== analysis)
      .map((a) => ({ analysis: a, score: scoreOf.get(tagOfAnalysis(a)) ?? -Infinity }))
      .sort((x, y) => y.score - x.score);
    const info = analysis.lemmaKey ? lexicon.lemma(analysis.lemmaKey) : undefined;
    const meaning = token.kind === 'word' ? meanings()(analysis.lemmaKey, analysis.lemma) : undefined;
    return {
      ...token,
      lemma: analysis.lemma,
      upos: analysis.upos,
      feats: formatFeats(normalizeLatinFeats(analysis.feats, 'versio')),
      analysis,
      alternatives,
      card: describeLatin(analysis, info, meaning, { form: token.form, isEnclitic: token.isEnclitic }),
      uncertain: c.choice.uncertain,
    };
  }

  let meaningLookup: ReturnType<typeof loadLatinMeanings> | undefined;
  const meanings = () => (meaningLookup ??= loadLatinMeanings());

  return {
    analyzeText(text) {
      const tokens = tokenizeLatin(text, lexicon.isKnownForm);
      const out: AnalyzedToken[] = [];
      let from = 0;
      for (let i = 1; i <= tokens.length; i++) {
        if (i < tokens.length && !tokens[i]!.sentenceStart) continue;
        const sentence = tokens.slice(from, i);
        const chosen = chooseAll(sentence.map((t) => t.form));
        sentence.forEach((t, k) => out.push(toAnalyzedToken(t, chosen[k]!)));
        from = i;
      }
      return out;
    },
    analyzeTokens(forms) {
      let at = 0;
      const chosen = chooseAll(forms);
      return forms.map((form, i) => {
        const token = { form, start: at, end: at + form.length, wordIndex: i, kind: isWordLike(form) ? 'word' : 'punct' } as const;
        at += form.length + 1;
        return toAnalyzedToken(token, chosen[i]!);
      });
    },
    tagForms(forms) {
      return chooseAll(forms).map(({ choice }) => ({
        lemma: choice.analysis.lemma,
        upos: choice.analysis.upos,
        feats: formatFeats(normalizeLatinFeats(choice.analysis.feats, 'versio')),
        source: choice.uncertain ? 'guess' : choice.analysis.source,
      }));
    },
  };
}
