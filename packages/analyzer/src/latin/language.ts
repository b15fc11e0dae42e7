/**
 * The Latin language object: its data and rules for each stage of the pipeline (core/pipeline.ts), per text:
 * the tokenizer; the candidate source (form-info.ts); the tagger over those candidates, one lattice per sentence;
 * the grammar rules (constraints.ts), decoded on the lattices; the students' or a treebank's choice (choose.ts);
 * the Italian describer with its cards and alternatives. `tagging` is the CoNLL-U path: the same stages, the
 * sentence decoded without scores, and lemma, UPOS and features for the description.
 */
import type { AnalyzedToken, TaggedForm } from '../core/analyzed-token';
import type { WordCard } from '../core/card';
import type { Language } from '../core/language';
import { sentenceRanges, type Flow, type Stages } from '../core/pipeline';
import { Lattice } from '../core/tagger/lattice';
import type { TaggerModel } from '../core/tagger/model';
import type { Token } from '../core/types';
import { alternativesOf } from './alternatives';
import { cardOf, type CardToken } from './cards';
import { createLatinChooser, isCapital, type ChoiceMemo } from './choose';
import { decodeWithRules, type Allow, type ConstraintContext, type Decoder, type Pass } from './constraints';
import { createFormSource, isWordLike, type FormInfo } from './form-info';
import { agreementsOf, type Agreement } from './italian/agreement';
import { describeLatin } from './italian/describe';
import { meaningInContext } from './italian/meaning-in-context';
import { loadLatinMeanings } from './italian/meanings';
import { createLatinCandidates } from './pipeline-candidates';
import { parseLatinSentence } from './parser/parse';
import type { SentenceModel } from './sentence/model';
import { RERANK_DEFAULTS, rerankSentence, type RerankOptions } from './sentence/rerank';
import { tokenizeLatin } from './tokenize';
import { INDEFINITE_AFTER } from './tokenize-data';
import type { LatinLexicon } from './types';
import type { DependencyParser } from '../core/parser/model';
import type { LatinTreebank } from './ud/normalize';
import { readsRespellings } from './ud/respellings';

/** Text, or one sentence given as forms (gold tokenisation, as in CoNLL-U). */
export type LatinInput = string | readonly string[];
type TokenLike = Pick<Token, 'form' | 'start' | 'end' | 'wordIndex' | 'kind' | 'isEnclitic' | 'lineStart'>;

/** The tokenize stage's output: forms, tokens (null for given forms: made when described), sentence ranges. */
export interface LatinTokens {
  forms: readonly string[];
  tokens: readonly TokenLike[] | null;
  /** Sentence k is tokens [starts[k], starts[k + 1]). */
  starts: readonly number[];
}

/** Punctuation after which a word may begin a sentence of its own with a capital (a name is not told by it). */
const SENTENCE_OPENERS = new Set(['.', '!', '?', ':', ';', '"', "'", '«', '»', '“', '”', '‘', '’', '„']);

/** True when the sentence's first word begins with a capital: its writer marks sentences, and names, so. */
function sentenceIsCased(forms: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (/^\p{L}/u.test(forms[i]!)) return isCapital(forms[i]!);
  return false;
}

/** Tokens [from, to) of a tokenized text, cut at sentence starts: its sentences, as the text gives them. */
export function sliceTokens(t: LatinTokens, from: number, to: number): LatinTokens {
  const starts: number[] = [];
  // The sentence starts are in order: the first at or after `from` found by halving, so that cutting a long
  // text into parts reads each start once or twice, not once per part.
  const all = t.starts;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < all.length && all[k]! <= to; k++) starts.push(all[k]! - from);
  if (starts[0] !== 0) starts.unshift(0);
  if (to > from && starts[starts.length - 1] !== to - from) starts.push(to - from);
  return { forms: t.forms.slice(from, to), tokens: t.tokens ? t.tokens.slice(from, to) : null, starts };
}

/** The constrain stage's output, per token of the text: the tag id, and the candidates with their scores when scored. */
export interface LatinPath {
  ids: Int32Array;
  candidates: Int32Array[];
  scores: Float64Array[];
}

interface LatinFlowBase extends Flow {
  input: LatinInput;
  tokens: LatinTokens;
  candidates: FormInfo[];
  lattice: Lattice[];
  path: LatinPath;
  chosen: ChoiceMemo[];
}
export interface LatinFlow extends LatinFlowBase { out: AnalyzedToken[] }
export interface LatinTaggingFlow extends LatinFlowBase { out: TaggedForm[] }

export interface LatinLanguageOptions {
  lexicon: LatinLexicon;
  model: TaggerModel;
  convention?: LatinTreebank;
  /** Apply the grammar rules (default true; false to measure them). */
  rules?: boolean;
  ruleMargins?: ConstraintContext['margins'];
  withoutRules?: ConstraintContext['without'];
  /** The sentence model (decision 044): re-ranks each decoded sentence's readings on the scored path. */
  sentenceModel?: SentenceModel | null;
  rerank?: RerankOptions;
  /** The dependency parser (decision 068): its tree gives the sentence model its arc features. */
  parser?: DependencyParser | null;
}

export interface LatinLanguage extends Language<LatinFlow> {
  /** The CoNLL-U path: lemma, UPOS and features of given forms. */
  readonly tagging: Stages<LatinTaggingFlow>;
}

/** The grammar rules' decoder over one sentence's lattice; one object, pointed at each sentence in turn. */
class LatticeDecoder implements Decoder {
  lattice = new Lattice();
  constructor(private readonly model: TaggerModel) {}
  scored(allow?: Allow): Pass {
    return this.model.decodeWithScores(this.lattice, allow);
  }
  ids(allow?: Allow): Int32Array {
    return this.model.decode(this.lattice, allow);
  }
}

export function createLatinLanguage(options: LatinLanguageOptions): LatinLanguage {
  const { lexicon, model, convention } = options;
  const candidates = createLatinCandidates(lexicon, { plainFirst: !convention, estimatedCounts: true, respell: readsRespellings(convention) && ((key) => !model.isTrainingForm(key)) });
  const infoOf = createFormSource({ lexicon, candidates, isTrainingForm: (key) => model.isTrainingForm(key), expandAbbreviations: !convention });
  const tagName = (id: number) => model.tagName(id);
  const chooser = createLatinChooser({ lexicon, candidates, lemmas: model, tagName, convention });
  const { context } = chooser;
  const rulesContext: ConstraintContext = {
    tagName,
    frequency: (a) => context.lexiconFrequency(a.lemmaKey),
    tagOf: context.tagOf,
    isPeople: (a) => candidates.lemmaClass(a.lemma) === 'people',
    isAdjectiveForm: (form, lemma) => lexicon.analyze(form).some((a) => a.upos === 'ADJ' && a.lemma === lemma),
    ...(convention ? { convention } : {}),
    ...(options.ruleMargins ? { margins: options.ruleMargins } : {}),
    ...(options.withoutRules ? { without: options.withoutRules } : {}),
  };
  const decoder = new LatticeDecoder(model);
  /** Lattices reused from one text to the next (a text is analysed before the next one starts). */
  const lattices: Lattice[] = [];
  const alternativesContext = { tagOf: context.tagOf, tagIdOf: (tag: string) => model.tagset.idOf(tag) };
  let meaningLookup: ReturnType<typeof loadLatinMeanings> | undefined;

  function tokenize(input: LatinInput): LatinTokens {
    if (typeof input !== 'string') return { forms: input, tokens: null, starts: input.length > 0 ? [0, input.length] : [0] };
    const tokens = tokenizeLatin(input, lexicon.isKnownForm);
    const forms = new Array<string>(tokens.length);
    for (let i = 0; i < tokens.length; i++) forms[i] = tokens[i]!.form;
    return { forms, tokens, starts: sentenceRanges(tokens.length, (i) => tokens[i]!.sentenceStart === true) };
  }

  function infosOf({ forms }: LatinTokens): FormInfo[] {
    const out = new Array<FormInfo>(forms.length);
    for (let i = 0; i < forms.length; i++) out[i] = infoOf(forms[i]!);
    return out;
  }

  function tag({ forms, starts }: LatinTokens, infos: readonly FormInfo[]): Lattice[] {
    const out: Lattice[] = new Array(starts.length - 1);
    for (let k = 0; k + 1 < starts.length; k++) {
      const from = starts[k]!;
      const n = starts[k + 1]! - from;
      const keys = new Array<string>(n);
      const tags = new Array<FormInfo['tags']>(n);
      const priors = new Array<FormInfo['priors']>(n);
      for (let i = 0; i < n; i++) {
        const info = infos[from + i]!;
        keys[i] = info.key;
        tags[i] = info.tags;
        priors[i] = info.priors;
      }
      const input = { forms: n === forms.length ? forms : forms.slice(from, from + n), keys, candidates: tags, priors, convention };
      out[k] = model.prepare(input, (lattices[k] ??= new Lattice()));
    }
    return out;
  }

  /** Decodes each sentence under the rules; `withScores` for the alternatives' scores. */
  function decodeAll({ forms, starts }: LatinTokens, infos: readonly FormInfo[], sentences: readonly Lattice[], withScores: boolean): LatinPath {
    const path: LatinPath = { ids: new Int32Array(forms.length), candidates: withScores ? new Array(forms.length) : [], scores: withScores ? new Array(forms.length) : [] };
    for (let k = 0; k < sentences.length; k++) {
      const from = starts[k]!;
      const lattice = sentences[k]!;
      let pass: Pass;
      if (options.rules === false) pass = withScores ? model.decodeWithScores(lattice) : { ids: model.decode(lattice), candidates: [], scores: [] };
      else {
        decoder.lattice = lattice;
        // Grammar rules the statistics miss, as constraints on further passes (constraints.ts).
        pass = decodeWithRules(infos.slice(from, starts[k + 1]), rulesContext, decoder, withScores);
      }
      // The sentence model's pass (sentence/rerank.ts): the rest of the sentence weighs on case, number, gender and mood.
      if (withScores && options.sentenceModel) {
        const keys = new Array<string>(pass.ids.length);
        for (let i = 0; i < keys.length; i++) keys[i] = infos[from + i]!.key;
        const arcs = options.parser ? parseLatinSentence(options.parser, keys, Array.from(pass.ids, tagName)) : undefined;
        rerankSentence(options.sentenceModel, keys, pass.ids, pass.candidates, pass.scores, tagName, options.rerank ?? RERANK_DEFAULTS, pass.constrained, arcs);
      }
      path.ids.set(pass.ids, from);
      for (let i = 0; withScores && i < pass.ids.length; i++) {
        path.candidates[from + i] = pass.candidates[i]!;
        path.scores[from + i] = pass.scores[i]!;
      }
    }
    return path;
  }

  /** The choices of a path; `cards`: the students' cards (no convention, not the CoNLL-U output), see chooseForCard. */
  function choose({ forms, tokens, starts }: LatinTokens, infos: readonly FormInfo[], path: LatinPath, cards: boolean): ChoiceMemo[] {
    const out = new Array<ChoiceMemo>(forms.length);
    for (let k = 0; k + 1 < starts.length; k++) {
      const cased = cards && sentenceIsCased(forms, starts[k]!, starts[k + 1]!);
      for (let i = starts[k]!; i < starts[k + 1]!; i++) {
        const afterIndefinite = cards && i > starts[k]! && INDEFINITE_AFTER.has(infos[i - 1]!.key);
        const midSentence = cards && i > starts[k]! && !SENTENCE_OPENERS.has(forms[i - 1]!) && tokens?.[i]?.lineStart !== true;
        out[i] = cards ? chooser.chooseForCard(forms[i]!, infos[i]!, path.ids[i]!, afterIndefinite, midSentence, cased) : chooser.choose(forms[i]!, infos[i]!, path.ids[i]!);
      }
    }
    return out;
  }

  function describeCard(memo: ChoiceMemo, token: CardToken, agreement: Agreement | undefined): WordCard {
    const { analysis } = memo.choice;
    const info = analysis.lemmaKey ? lexicon.lemma(analysis.lemmaKey) : undefined;
    const lemmaMeaning = token.kind === 'word' ? (meaningLookup ??= loadLatinMeanings())(analysis.lemmaKey, analysis.lemma) : undefined;
    const meaning = meaningInContext(analysis.lemmaKey, analysis.feats, lemmaMeaning);
    return describeLatin(analysis, info, meaning, { form: token.form, isEnclitic: token.isEnclitic, ...agreement });
  }

  function toAnalyzedToken(token: TokenLike, info: FormInfo, memo: ChoiceMemo, candidateIds: Int32Array, scores: Float64Array, agreement: Agreement | undefined): AnalyzedToken {
    const { choice, tagged } = memo;
    const { analysis } = choice;
    // Fields copied one by one: a spread of `token` made every result a slow clone that V8 kept in the old generation.
    const out: AnalyzedToken = {
      form: token.form,
      start: token.start,
      end: token.end,
      wordIndex: token.wordIndex,
      kind: token.kind,
      lemma: analysis.lemma,
      upos: analysis.upos,
      feats: tagged.feats,
      analysis,
      alternatives: alternativesOf(info, memo, candidateIds, scores, alternativesContext),
      card: cardOf(memo, token, agreement, describeCard),
      uncertain: choice.uncertain,
    };
    if (token.isEnclitic !== undefined) out.isEnclitic = token.isEnclitic;
    return out;
  }

  function describe({ forms, tokens, starts }: LatinTokens, infos: readonly FormInfo[], path: LatinPath, chosen: readonly ChoiceMemo[]): AnalyzedToken[] {
    const out = new Array<AnalyzedToken>(forms.length);
    let at = 0;
    for (let k = 0; k + 1 < starts.length; k++) {
      const from = starts[k]!;
      const to = starts[k + 1]!;
      // The sentence's agreements (agreement.ts), from the chosen analyses.
      const agreements = agreementsOf(forms.slice(from, to), chosen.slice(from, to).map((c) => c.choice.analysis));
      for (let i = from; i < to; i++) {
        const form = forms[i]!;
        // Given forms: offsets as if joined by spaces.
        const token = tokens ? tokens[i]! : { form, start: at, end: at + form.length, wordIndex: i, kind: isWordLike(form) ? 'word' : 'punct' } as const;
        at += form.length + 1;
        out[i] = toAnalyzedToken(token, infos[i]!, chosen[i]!, path.candidates[i]!, path.scores[i]!, agreements[i - from]);
      }
    }
    return out;
  }

  const analysis: Stages<LatinFlow> = {
    tokenize,
    candidates: infosOf,
    tag,
    constrain: (tokens, infos, sentences) => decodeAll(tokens, infos, sentences, true),
    choose: (tokens, infos, path) => choose(tokens, infos, path, !convention),
    describe,
  };
  const tagging: Stages<LatinTaggingFlow> = {
    ...analysis,
    constrain: (tokens, infos, sentences) => decodeAll(tokens, infos, sentences, false),
    choose: (tokens, infos, path) => choose(tokens, infos, path, false),
    describe: (_tokens, _infos, _path, chosen) => chosen.map((c) => c.tagged),
  };
  return {
    code: 'lat',
    ...analysis,
    tagging,
    paradigm: (lemmaKey) => lexicon.paradigm(lemmaKey),
    conventions: ['ittb', 'proiel', 'perseus', 'llct', 'udante', 'circse'],
  };
}
