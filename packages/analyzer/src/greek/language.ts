/**
 * The Greek language object for the pipeline (core/pipeline.ts): the tokenizer (text, or the forms of a
 * CoNLL-U sentence); the lexicon's readings as candidates (tagger/form-info.ts: a lower-case word is no proper
 * name when it has another reading; a word typed without accents gathers every accented spelling's readings);
 * the statistical tagger of the core (core/tagger, trained by scripts/train-greek-tagger.ts) choosing one tag
 * per word in context, a form the lexicon does not know taking the tags of its ending; the reading and lemma
 * of the chosen tag (tagger/choose.ts); the Italian describer. Without a trained model, the lexicon's ranking
 * refined by the rules of readings.ts stands in for the tagger.
 */
import type { Language } from '../core/language';
import { sentenceRanges, type Flow } from '../core/pipeline';
import { Lattice } from '../core/tagger/lattice';
import type { Token } from '../core/types';
import { describeGreek, type GreekToken } from './italian/describe';
import type { GreekAnalysis, GreekLexicon } from './lexicon/index';
import type { GreekMeaningLookup } from './meanings';
import { greekParadigm } from './paradigm/index';
import { greekCardStore } from './paradigm/store';
import { chooseReadings } from './readings';
import { createGreekChooser } from './tagger/choose';
import { createFormInfoSource, isWordForm, type GreekFormInfo } from './tagger/form-info';
import type { GreekTaggerData } from './tagger/model';
import { finiteVerbConstraint } from './tagger/finite-verb';
import { vocativeConstraint } from './tagger/vocative';
import { tokenizeGreek } from './tokenize';

/** Text, or one sentence given as forms (gold tokenisation, as in CoNLL-U). */
export type GreekInput = string | readonly string[];

export interface GreekFlow extends Flow {
  input: GreekInput;
  tokens: Token[];
  /** Per token, the lexicon's analyses, best first ([] for punctuation, numbers and unknown words). */
  candidates: GreekAnalysis[][];
  /** The tagger's lattice of each sentence (null without a tagger: the lexicon's ranking stands). */
  lattice: Lattice[] | null;
  /** Per token: with the tagger, the id of its tag; without, the index of its reading in its candidates. */
  path: number[];
  /** Per token, its reading (undefined without one). */
  chosen: (GreekAnalysis | undefined)[];
  out: GreekToken[];
}

const CASES = ['Nom', 'Gen', 'Dat', 'Acc'];
const GREEK_LETTER = /[\u0370-\u03FF\u1F00-\u1FFF]/u;
/** Marks that end a clause for the finite-verb rule (readings.ts). */
const STOPS = new Set(['.', ';', '·', ':', '!', '?']);

/** Tokens of given forms: offsets as if joined by spaces, the first one starting the sentence. */
function tokensOfForms(forms: readonly string[]): Token[] {
  let at = 0;
  return forms.map((raw, i) => {
    const form = raw.normalize('NFC');
    const token: Token = { form, start: at, end: at + form.length, wordIndex: i, kind: isWordForm(form) ? 'word' : /^\d/u.test(form) ? 'number' : 'punct' };
    if (i === 0) token.sentenceStart = true;
    at += form.length + 1;
    return token;
  });
}

/**
 * The treebank whose annotation the tagger follows where the treebanks disagree (the model learnt each one's
 * habits as features): AGDT, classical Greek as students read it, unless PTNK (the Septuagint) is asked for.
 */
export const DEFAULT_TAGGING_CONVENTION = 'agdt';

/**
 * Italian grammars teach νεώτερος as the comparative of νέος and κάλλιστος as the superlative of καλός; the
 * treebank may file them under their own lemma without a degree. When the lexicon also offers the same form
 * as a degree of another lemma, in the same part of speech, the card shows that reading.
 */
function asSchoolDegree(chosen: GreekAnalysis | undefined, list: readonly GreekAnalysis[]): GreekAnalysis | undefined {
  if (!chosen || /Degree=/.test(chosen.feats) || !/(τερος|τατος|τερον|τατον|τέρα|τάτη)$/.test(chosen.lemma)) return chosen;
  const withoutDegree = (feats: string) => feats.split('|').filter((f) => !f.startsWith('Degree=')).join('|');
  return list.find((a) => a.upos === chosen.upos && /Degree=(Cmp|Sup)/.test(a.feats) && withoutDegree(a.feats) === chosen.feats) ?? chosen;
}

export function createGreekLanguage(lexicon: GreekLexicon, meanings: GreekMeaningLookup, tagger?: GreekTaggerData, convention = DEFAULT_TAGGING_CONVENTION): Language<GreekFlow> {
  const governsCache = new Map<string, string[] | undefined>();
  const governs = (lemma: string) => {
    if (!governsCache.has(lemma)) {
      const cases = CASES.filter((c) => meanings(`${lemma}:${c}`));
      governsCache.set(lemma, cases.length > 0 ? cases : undefined);
    }
    return governsCache.get(lemma);
  };
  /** The form info behind each candidate list (the lists are the infos' own arrays, one per form). */
  const infoByList = new WeakMap<GreekAnalysis[], GreekFormInfo>();
  const infoOf = createFormInfoSource(lexicon, (info) => infoByList.set(info.analyses, info));
  /** Punctuation and numbers: no readings, the form as its key (the tagger knows `,` and `.` from training). */
  const others = new Map<string, GreekFormInfo>();
  const candidatesOf = (token: Token): GreekAnalysis[] => {
    if (token.kind === 'word') return infoOf(token.form, token.sentenceStart !== true).analyses;
    let info = others.get(token.form);
    if (info === undefined) {
      if (others.size > 10_000) others.clear();
      others.set(token.form, (info = { key: token.form, analyses: [], tags: null, priors: null }));
      infoByList.set(info.analyses, info);
    }
    return info.analyses;
  };
  const model = tagger?.model;
  const chooser = tagger && createGreekChooser(tagger.model, tagger.conventions, convention);
  const lattices: Lattice[] = [];

  function tag(tokens: Token[], candidates: GreekAnalysis[][]): Lattice[] | null {
    if (!model) return null;
    const starts = sentenceRanges(tokens.length, (i) => tokens[i]!.sentenceStart === true);
    const out: Lattice[] = new Array(starts.length - 1);
    for (let k = 0; k + 1 < starts.length; k++) {
      const from = starts[k]!;
      const n = starts[k + 1]! - from;
      const forms = new Array<string>(n);
      const keys = new Array<string>(n);
      const cands = new Array<readonly string[] | null>(n);
      const priors = new Array<readonly number[] | null>(n);
      for (let i = 0; i < n; i++) {
        const info = infoByList.get(candidates[from + i]!)!;
        forms[i] = tokens[from + i]!.form;
        keys[i] = info.key;
        cands[i] = info.tags;
        priors[i] = info.priors;
      }
      out[k] = model.prepare({ forms, keys, candidates: cands, priors, convention }, (lattices[k] ??= new Lattice()));
    }
    return out;
  }

  function constrain(tokens: Token[], candidates: GreekAnalysis[][], sentences: Lattice[] | null): number[] {
    if (!model || !sentences) return chooseReadings(candidates, { governs }, tokens.map((t) => t.kind === 'punct' && STOPS.has(t.form)));
    const path = new Array<number>(tokens.length);
    let at = 0;
    for (const lattice of sentences) {
      let ids = model.decode(lattice);
      const n = ids.length;
      // Two rules (tagger/vocative.ts, finite-verb.ts), by a second decoding where one applies. (Coordination —
      // καί taking the case before it — cost 0.1–0.3 points of features on the dev files as a hard rule: left out.)
      const tagName = (id: number) => model.tagName(id);
      const first = ids.slice();
      const infos = Array.from({ length: n }, (_, i) => infoByList.get(candidates[at + i]!)!);
      const stops = Array.from({ length: n }, (_, i) => tokens[at + i]!.kind === 'punct' && STOPS.has(tokens[at + i]!.form));
      const finite = finiteVerbConstraint(stops, infos.map((x) => x.tags), infos.map((x) => x.priors), first, tagName);
      const vocative = hasVocativeCue(candidates, at, ids)
        ? vocativeConstraint(infos.map((x) => x.key), Array.from({ length: n }, (_, i) => lattice.cands.ids.slice(lattice.cands.start[i], lattice.cands.start[i + 1])), first, tagName)
        : undefined;
      const rules = [finite, vocative].filter((r): r is NonNullable<typeof r> => r !== undefined);
      if (rules.length > 0) ids = model.decode(lattice, (token, tagId) => rules.every((rule) => rule(token, tagId)));
      for (let i = 0; i < n; i++) path[at + i] = ids[i]!;
      at += n;
    }
    return path;
  }

  /** True when the sentence has ὦ or a word read as a vocative (the rule's cue, cheap to look for first). */
  function hasVocativeCue(candidates: GreekAnalysis[][], from: number, ids: Int32Array): boolean {
    for (let i = 0; i < ids.length; i++) {
      if (infoByList.get(candidates[from + i]!)!.key === 'ὦ' || model!.tagName(ids[i]!).includes('Case=Voc')) return true;
    }
    return false;
  }

  function choose(tokens: Token[], candidates: GreekAnalysis[][], path: number[]): (GreekAnalysis | undefined)[] {
    if (!chooser || !model) return candidates.map((list, i) => list[path[i]!]);
    // A word in another script (a Latin name, `constructor`) gets no reading guessed from Greek endings.
    return tokens.map((token, i) => (token.kind === 'word' && GREEK_LETTER.test(token.form)
      ? asSchoolDegree(chooser.choose(token.form, infoByList.get(candidates[i]!)!, model.tagName(path[i]!)), candidates[i]!)
      : undefined));
  }

  return {
    code: 'grc',
    tokenize: (input) => (typeof input === 'string' ? tokenizeGreek(input) : tokensOfForms(input)),
    candidates: (tokens) => tokens.map(candidatesOf),
    tag,
    constrain,
    choose,
    describe: (tokens, analyses, _path, chosen) => tokens.map((token, i) => describeGreek(token, chosen[i], analyses[i]!, meanings, greekCardStore())),
    paradigm: (lemma) => greekParadigm(lemma),
    conventions: [],
  };
}
