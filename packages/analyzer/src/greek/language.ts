/**
 * The Greek language object for the pipeline (core/pipeline.ts): the tokenizer (text, or the forms of a
 * CoNLL-U sentence); the lexicon's readings as candidates (tagger/form-info.ts: a lower-case word is no proper
 * name when it has another reading; a word typed without accents gathers every accented spelling's readings);
 * the statistical tagger of the core (core/tagger, trained by scripts/train-greek-tagger.ts) choosing one tag
 * per word in context, a form the lexicon does not know taking the tags of its ending; the reading and lemma
 * of the chosen tag (tagger/choose.ts), as a student is shown it (italian/school-reading.ts); the Italian describer,
 * which describes each form's reading once (italian/describe.ts). Without a trained model, the lexicon's ranking
 * refined by the rules of readings.ts stands in for the tagger.
 */
import type { Language } from '../core/language';
import { sentenceRanges, type Flow } from '../core/pipeline';
import { Lattice } from '../core/tagger/lattice';
import type { Token } from '../core/types';
import { createGreekDescriber, type GreekToken } from './italian/describe';
import { asPersonalPronoun, isArticle, schoolReading } from './italian/school-reading';
import type { GreekAnalysis, GreekLexicon } from './lexicon/index';
import type { GreekMeaningLookup } from './meanings';
import { displayLemma } from './normalize';
import { greekParadigm } from './paradigm/index';
import { chooseReadings } from './readings';
import { createGreekChooser } from './tagger/choose';
import { INDEFINITE_LEMMA, INTERROGATIVE_LEMMA, readsAsIndefinite } from './tagger/indefinite';
import { createFormInfoSource, isWordForm, type GreekFormInfo } from './tagger/form-info';
import type { GreekTaggerData } from './tagger/model';
import { finiteVerbConstraint } from './tagger/finite-verb';
import { subjunctiveConstraint } from './tagger/subjunctive';
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

export function createGreekLanguage(lexicon: GreekLexicon, meanings: GreekMeaningLookup, tagger?: GreekTaggerData, convention = DEFAULT_TAGGING_CONVENTION): Language<GreekFlow> {
  const governsCache = new Map<string, string[] | undefined>();
  const governs = (lemma: string) => {
    if (!governsCache.has(lemma)) {
      const cases = CASES.filter((c) => meanings(`${lemma}:${c}`));
      governsCache.set(lemma, cases.length > 0 ? cases : undefined);
    }
    return governsCache.get(lemma);
  };
  const infoOf = createFormInfoSource(lexicon);
  /** Punctuation and numbers: no readings, the form as its key (the tagger knows `,` and `.` from training). */
  const others = new Map<string, GreekFormInfo>();
  const infoOfToken = (token: Token): GreekFormInfo => {
    if (token.kind === 'word') return infoOf(token.form, token.sentenceStart !== true);
    let info = others.get(token.form);
    if (info === undefined) {
      if (others.size > 10_000) others.clear();
      others.set(token.form, (info = { key: token.form, analyses: [], tags: null, priors: null }));
    }
    return info;
  };
  /** The form infos behind each text's candidate lists, by the candidates stage's answer (one per text). */
  const infosOfText = new WeakMap<GreekAnalysis[][], GreekFormInfo[]>();
  const candidates = (tokens: Token[]): GreekAnalysis[][] => {
    const infos = new Array<GreekFormInfo>(tokens.length);
    const lists = new Array<GreekAnalysis[]>(tokens.length);
    for (let i = 0; i < tokens.length; i++) lists[i] = (infos[i] = infoOfToken(tokens[i]!)).analyses;
    infosOfText.set(lists, infos);
    return lists;
  };
  const infosOf = (lists: GreekAnalysis[][]): GreekFormInfo[] => infosOfText.get(lists)!;
  const model = tagger?.model;
  const chooser = tagger && createGreekChooser(tagger.model, tagger.conventions, convention);
  const lattices: Lattice[] = [];

  function tag(tokens: Token[], candidates: GreekAnalysis[][]): Lattice[] | null {
    if (!model) return null;
    const starts = sentenceRanges(tokens.length, (i) => tokens[i]!.sentenceStart === true);
    const out: Lattice[] = new Array(starts.length - 1);
    const all = infosOf(candidates);
    for (let k = 0; k + 1 < starts.length; k++) {
      const from = starts[k]!;
      const n = starts[k + 1]! - from;
      const forms = new Array<string>(n);
      const keys = new Array<string>(n);
      const cands = new Array<readonly string[] | null>(n);
      const priors = new Array<readonly number[] | null>(n);
      for (let i = 0; i < n; i++) {
        const info = all[from + i]!;
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
    const all = infosOf(candidates);
    let at = 0;
    for (const lattice of sentences) {
      let ids = model.decode(lattice);
      const n = ids.length;
      // Three rules (tagger/vocative.ts, finite-verb.ts, subjunctive.ts), by a second decoding where one applies. (Coordination —
      // καί taking the case before it — cost 0.1–0.3 points of features on the dev files as a hard rule: left out.)
      const tagName = (id: number) => model.tagName(id);
      const first = ids.slice();
      const infos = all.slice(at, at + n);
      const stops = Array.from({ length: n }, (_, i) => tokens[at + i]!.kind === 'punct' && STOPS.has(tokens[at + i]!.form));
      const finite = finiteVerbConstraint(stops, infos.map((x) => x.tags), infos.map((x) => x.priors), first, tagName);
      const vocative = hasVocativeCue(infos, ids)
        ? vocativeConstraint(infos.map((x) => x.key), Array.from({ length: n }, (_, i) => lattice.cands.ids.slice(lattice.cands.start[i], lattice.cands.start[i + 1])), first, tagName)
        : undefined;
      const subjunctive = hasSubjunctive(ids)
        ? subjunctiveConstraint(stops, infos.map((x) => x.key), (i) => lattice.cands.ids.subarray(lattice.cands.start[i], lattice.cands.start[i + 1]), first, tagName)
        : undefined;
      const rules = [finite, vocative, subjunctive].filter((r): r is NonNullable<typeof r> => r !== undefined);
      if (rules.length > 0) ids = model.decode(lattice, (token, tagId) => rules.every((rule) => rule(token, tagId)));
      for (let i = 0; i < n; i++) path[at + i] = ids[i]!;
      at += n;
    }
    return path;
  }

  /** Per tag id: whether the tag is a subjunctive's. */
  const subjunctiveTags: boolean[] = [];
  const hasSubjunctive = (ids: Int32Array) => ids.some((id) => (subjunctiveTags[id] ??= model!.tagName(id).includes('Mood=Sub')));

  /** Per tag id: whether the tag is a vocative's. */
  const vocativeTags: boolean[] = [];
  const isVocative = (id: number) => (vocativeTags[id] ??= model!.tagName(id).includes('Case=Voc'));

  /** True when the sentence has ὦ or a word read as a vocative (the rule's cue, cheap to look for first). */
  function hasVocativeCue(infos: readonly GreekFormInfo[], ids: Int32Array): boolean {
    for (let i = 0; i < ids.length; i++) if (infos[i]!.key === 'ὦ' || isVocative(ids[i]!)) return true;
    return false;
  }

  /**
   * Per form info, per tag id: the reading chosen (undefined for a word in another script — a Latin name,
   * `constructor` — which gets no reading guessed from Greek endings).
   */
  const readingsOf = new WeakMap<GreekFormInfo, Map<number, GreekAnalysis | undefined>>();
  const readingOf = (token: Token, info: GreekFormInfo, tagId: number): GreekAnalysis | undefined => {
    let byTag = readingsOf.get(info);
    if (!byTag) readingsOf.set(info, (byTag = new Map()));
    let reading = byTag.get(tagId);
    if (reading === undefined && !byTag.has(tagId)) {
      reading = GREEK_LETTER.test(token.form) ? schoolReading(token.form, chooser!.choose(token.form, info, model!.tagName(tagId)), info.analyses) : undefined;
      byTag.set(tagId, reading);
    }
    return reading;
  };

  /** The interrogative τίς the chooser wrote for an enclitic τις of an accented sentence, as the indefinite (tagger/indefinite.ts). */
  function indefinites(tokens: Token[], infos: GreekFormInfo[], path: number[], chosen: (GreekAnalysis | undefined)[]): void {
    const starts = sentenceRanges(tokens.length, (i) => tokens[i]!.sentenceStart === true);
    for (let k = 0; k + 1 < starts.length; k++) {
      const from = starts[k]!;
      let forms: string[] | undefined;
      for (let i = from; i < starts[k + 1]!; i++) {
        const reading = chosen[i];
        if (!reading || (displayLemma(reading.lemma) !== INTERROGATIVE_LEMMA && reading.treebankLemma !== INTERROGATIVE_LEMMA)) continue;
        forms ??= tokens.slice(from, starts[k + 1]).map((t) => t.form);
        if (!readsAsIndefinite(forms, i - from, reading.lemma, reading.treebankLemma)) continue;
        const indefinite = chooser!.chooseLemma(infos[i]!, model!.tagName(path[i]!), INDEFINITE_LEMMA);
        if (indefinite) chosen[i] = schoolReading(tokens[i]!.form, indefinite, infos[i]!.analyses);
      }
    }
  }

  function choose(tokens: Token[], candidates: GreekAnalysis[][], path: number[]): (GreekAnalysis | undefined)[] {
    let chosen: (GreekAnalysis | undefined)[];
    if (!chooser || !model) chosen = candidates.map((list, i) => list[path[i]!]);
    else {
      const infos = infosOf(candidates);
      chosen = tokens.map((token, i) => (token.kind === 'word' ? readingOf(token, infos[i]!, path[i]!) : undefined));
      indefinites(tokens, infos, path, chosen);
    }
    for (let i = 0; i < chosen.length; i++) {
      const reading = chosen[i];
      if (reading?.upos === 'PRON') chosen[i] = asPersonalPronoun(reading, i > 0 && isArticle(chosen[i - 1]));
    }
    return chosen;
  }

  const describe = createGreekDescriber(meanings);

  return {
    code: 'grc',
    tokenize: (input) => (typeof input === 'string' ? tokenizeGreek(input) : tokensOfForms(input)),
    candidates,
    tag,
    constrain,
    choose,
    describe: (tokens, analyses, _path, chosen) => tokens.map((token, i) => describe(token, chosen[i], analyses[i]!)),
    paradigm: (lemma) => greekParadigm(lemma),
    conventions: [],
  };
}
