/**
 * The Latin analysis pipeline, in order: tokenize → candidates (lexicon, or a guess from the ending) →
 * tag (the statistical tagger chooses among the candidates) → choose the analysis and lemma → describe
 * in Italian.
 */
import type { WordCard } from '../core/card';
import type { AnalyzedToken, TaggedForm } from '../core/analyzed-token';
import { chooseAnalysis, type ChooseContext, type Choice } from '../core/pipeline';
import { TaggerModel } from '../core/tagger/model';
import { formatFeats, type Analysis, type Token } from '../core/types';
import { agreementsOf, type Agreement } from './italian/agreement';
import { describeLatin } from './italian/describe';
import { loadLatinMeanings } from './italian/meanings';
import { loadLatinLexicon } from './lexicon/index';
import { normalizeLatin } from './normalize';
import { createLatinCandidates, priorsOf, tagOfAnalysis } from './pipeline-candidates';
import { latinModelBase } from './pipeline-model';
import { preferredLemmaSpelling } from './lemma-spelling';
import { LASLA_PRIOR_NAME, loadLaslaPrior } from './lasla-prior';
import { decodeWithRules, type ConstraintContext, type Decoder } from './constraints';
import { tokenizeLatin } from './tokenize';
import { ABBREVIATION_EXPANSIONS, INDEFINITE_AFTER, PRAENOMINA, type AbbreviationExpansion } from './tokenize-data';
import { readRomanNumeral, toGlossKey } from './italian/gloss-lookup';
import type { LatinLexicon } from './types';
import { lemmaMatchKey } from './ud/lemma';
import { normalizeLatinFeats, type LatinTreebank } from './ud/normalize';
import { AnalyzerError } from '../core/errors';

export type { AnalyzedToken, TaggedForm } from '../core/analyzed-token';

export interface LatinAnalyzer {
  /** Analyses running text. Example: `analyzeText('Gallia est omnis divisa')[0].lemma` → `Gallia`. */
  analyzeText(text: string): AnalyzedToken[];
  /** Analyses one sentence given as forms (gold tokenisation, as in CoNLL-U). */
  analyzeTokens(forms: readonly string[]): AnalyzedToken[];
  /** Only lemma, UPOS and features of each form: the fast path for CoNLL-U and benchmarks. */
  tagForms(forms: readonly string[]): readonly TaggedForm[];
}

export interface CreateLatinAnalyzerOptions {
  lexicon?: LatinLexicon;
  model?: TaggerModel;
  /** Use the model trained only on commercially usable data. */
  commercial?: boolean;
  /**
   * Follow one treebank's annotation convention (`proiel`: `non` PART, `is` DET…) instead of Versio's
   * shared one; for scoring against that treebank. Example: `createLatinAnalyzer({ convention: 'proiel' })`.
   */
  convention?: LatinTreebank;
  /** Apply the grammar rules of constraints.ts in a second pass (default true; false to measure them). */
  rules?: boolean;
  /** The soft rules' margins (constraints.ts), to measure other ones. */
  ruleMargins?: ConstraintContext['margins'];
  /** Grammar rules left out (constraints.ts), to measure them. */
  withoutRules?: ConstraintContext['without'];
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
const MAX_CACHED_FORMS = 100_000;

/** Loads a trained Latin tagger model with the LASLA tag-sequence prior it was trained with, if any. */
export function loadLatinModel(commercial?: boolean): TaggerModel {
  const model = TaggerModel.load(latinModelBase(commercial));
  if (model.historyPriorName === LASLA_PRIOR_NAME) {
    const prior = loadLaslaPrior(model.historyPriorWeight);
    if (!prior) throw new AnalyzerError('data_missing', 'il modello del tagger usa tags.la di Collatinus (conteggi LASLA)');
    model.useHistoryPrior(prior);
  }
  return model;
}

/** Creates the Latin analyzer (loads the lexicon and the tagger model once). */
export function createLatinAnalyzer(options: CreateLatinAnalyzerOptions = {}): LatinAnalyzer {
  const lexicon = options.lexicon ?? loadLatinLexicon();
  const model = options.model ?? loadLatinModel(options.commercial);
  const candidates = createLatinCandidates(lexicon, { plainFirst: !options.convention, estimatedCounts: true });
  // The same analyses and lemmas recur in running text: memoise their tags, keys and frequencies.
  const tagCache = new WeakMap<Analysis, string>();
  const matchKeys = new Map<string, string>();
  const frequencies = new Map<string, number>();
  const ctx: ChooseContext = {
    model,
    convention: options.convention,
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
    lexiconKeyOf: (lemma) => {
      const key = normalizeLatin(lemma);
      return lexicon.lemma(key) ? key : null;
    },
    lexiconLemma: (key) => lexicon.lemma(key)?.lemma,
    lexiconFrequency: (key) => {
      if (!key) return 0;
      let n = frequencies.get(key);
      if (n === undefined) frequencies.set(key, (n = lexicon.lemma(key)?.frequency ?? 0));
      return n;
    },
  };

  const rulesContext: ConstraintContext = {
    tagName: (id) => model.tagName(id),
    frequency: (a) => ctx.lexiconFrequency(a.lemmaKey),
    tagOf: (a) => ctx.tagOf(a),
    isPeople: (a) => candidates.lemmaClass(a.lemma) === 'people',
    ...(options.convention ? { convention: options.convention } : {}),
    ...(options.ruleMargins ? { margins: options.ruleMargins } : {}),
    ...(options.withoutRules ? { without: options.withoutRules } : {}),
  };

  interface ChoiceMemo { choice: Choice; tagged: TaggedForm; cards: (WordCard | undefined)[]; agreeing?: Map<string, WordCard> }
  interface FormInfo {
    key: string;
    wordLike: boolean;
    analyses: Analysis[];
    tags: readonly string[] | null;
    priors: readonly number[] | null;
    /** Tag id of each analysis, filled on first use. */
    analysisTags?: Int32Array;
    /** Each analysis's reading as a student sees it (lemma and tag), built once per form. */
    readingKeys?: string[];
    /** The name an abbreviated praenomen written with its dot stands for (`M.`: Marcus), with its lexicon key if any. */
    praenomen?: { lemma: string; lemmaKey: string | null };
    /** Choices memoised per tag id: a form and its tag decide the analysis. */
    choices: Map<number, ChoiceMemo>;
    /** The same, read as the indefinite after `si`, `ne`… (see indefinite()). */
    indefinite?: Map<number, ChoiceMemo>;
  }
  // Running text repeats its forms: everything that depends only on the form (as written) is computed once.
  const forms = new Map<string, FormInfo>();

  /**
   * The readings of an abbreviation on a student's card (tokenize-data.ts ABBREVIATION_EXPANSIONS): every form
   * of the headword it stands for, with the features it must have (the tagger picks the case), or its phrase.
   * Undefined when the lexicon lacks the headword. Its key is the form as written, which no training form has
   * unless a treebank gave that spelling a meaning of its own (PROIEL's `a.` of `a. d.`): then a second dot.
   */
  function expansionInfo(form: string, expansion: AbbreviationExpansion): FormInfo | undefined {
    const key = model.isTrainingForm(normalizeLatin(form)) ? `${normalizeLatin(form)}.` : normalizeLatin(form);
    let analyses: Analysis[];
    if ('phrase' in expansion) analyses = [{ lemma: expansion.phrase, lemmaKey: null, upos: expansion.upos, feats: {}, source: 'invariable' }];
    else {
      const lemmaKey = toGlossKey(expansion.lemma);
      const table = lexicon.paradigm(lemmaKey);
      if (!table) return undefined;
      const written = new Set(table.sections.flatMap((s) => s.rows.flatMap((r) => r.forms)).map((f) => f.normalize('NFD').replace(/\p{M}/gu, '')));
      const fits = (a: Analysis) => a.lemmaKey === lemmaKey && (!expansion.upos || a.upos === expansion.upos)
        && Object.entries({ Degree: 'Pos', ...expansion.feats }).every(([k, v]) => { const f = a.feats[k]; return f === v || (k === 'Degree' && v === 'Pos' && f === undefined); });
      const byTag = new Map<string, Analysis>();
      for (const w of written) for (const a of lexicon.analyze(w)) if (fits(a) && !byTag.has(tagOfAnalysis(a))) byTag.set(tagOfAnalysis(a), a);
      analyses = [...byTag.values()];
      if (analyses.length === 0) return undefined;
    }
    const tags = [...new Set(analyses.map(tagOfAnalysis))];
    return { key, wordLike: true, analyses, tags, priors: priorsOf(lexicon, analyses, tags, true), choices: new Map() };
  }

  function infoOf(form: string): FormInfo {
    let info = forms.get(form);
    if (info) return info;
    const wordLike = isWordLike(form);
    // Students read what an abbreviation stands for; a treebank's convention keeps its own reading of it.
    const expansion = wordLike && !options.convention && form.endsWith('.') ? ABBREVIATION_EXPANSIONS.get(form) ?? ABBREVIATION_EXPANSIONS.get(form.slice(0, -1)) : undefined;
    const expanded = expansion && expansionInfo(form, expansion);
    if (expanded) {
      if (forms.size >= MAX_CACHED_FORMS) forms.clear();
      forms.set(form, expanded);
      return expanded;
    }
    // An abbreviation keeps its dot in the text (`M.`, `Cn.`); the lexicon and most treebanks write it without
    // (PROIEL keeps it: `a. d.`, which training then knows as written).
    const dotted = wordLike && form.length > 1 && form.endsWith('.') && !form.slice(0, -1).includes('.') && !model.isTrainingForm(normalizeLatin(form));
    const bare = dotted ? form.slice(0, -1) : form;
    const key = normalizeLatin(bare);
    let found: { analyses: Analysis[]; tags: readonly string[] | null; priors: readonly number[] | null };
    if (!wordLike) found = { analyses: [], tags: isDigits(form) ? NUM_TAGS : PUNCT_TAGS, priors: null };
    else {
      found = candidates.lookUp(bare);
      // A Roman numeral of two letters or more that is no word (`XII`, `III Kal.`) is a numeral, unless training
      // knows the form (PROIEL's dates: `III` an adverb).
      // V and X written alone in capitals are numerals too (`a.d. V Kal.`), not the interjection `u` (an L alone
      // is Lucius in the treebanks).
      if (/^[VX]$/.test(form) || (!found.tags && readRomanNumeral(bare) !== undefined && !model.isTrainingForm(key))) found = { analyses: [{ lemma: bare, lemmaKey: null, upos: 'NUM', feats: {}, source: 'invariable' }], tags: NUM_TAGS, priors: null };
      if (!found.tags && !model.isTrainingForm(key)) {
        const guessed = lexicon.guess(bare);
        const tags = guessed.length ? [...new Set(guessed.map(tagOfAnalysis))] : null;
        found = { analyses: guessed, tags, priors: tags ? priorsOf(lexicon, guessed, tags, true) : null };
      }
    }
    info = { key, wordLike, analyses: found.analyses, tags: found.tags, priors: found.priors, choices: new Map() };
    // An abbreviated praenomen is read as the name it stands for (`M.`: Marcus).
    const praenomen = bare !== form ? PRAENOMINA.get(bare) : undefined;
    if (praenomen) {
      // The name's own entry when the lexicon has it as a proper noun (Gaius; Quintus is only the ordinal).
      const entry = lexicon.analyze(praenomen).find((x) => x.upos === 'PROPN');
      info.praenomen = { lemma: entry?.lemma ?? praenomen, lemmaKey: entry?.lemmaKey ?? null };
    }
    if (forms.size >= MAX_CACHED_FORMS) forms.clear();
    forms.set(form, info);
    return info;
  }

  const trainingCount = (lemma: string) => model.lemmaFrequency(ctx.lemmaMatchKey(lemma));
  /** Prints the lemma in the prefix spelling the training data prefers (see lemma-spelling.ts). */
  function respellLemma(choice: Choice, form: string): Choice {
    const lemma = preferredLemmaSpelling(choice.analysis.lemma, form, trainingCount);
    return lemma === choice.analysis.lemma ? choice : { ...choice, analysis: { ...choice.analysis, lemma } };
  }

  /** Parts of speech that never carry a verb's features on a student's card. */
  const NOMINAL_UPOS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON', 'NUM']);
  /** The features a verb has and a noun has not. */
  const VERB_FEATS = new Set(['VerbForm', 'Tense', 'Aspect', 'Voice', 'Mood', 'Person']);
  const withoutVerbFeats = (feats: Analysis['feats']) => Object.fromEntries(Object.entries(feats).filter(([k]) => !VERB_FEATS.has(k))) as Analysis['feats'];

  /** The lexicon analysis of the same lemma and part of speech that differs from `b` in the fewest features (one at most). */
  function nearestLexiconAnalysis(analyses: readonly Analysis[], b: Analysis): Analysis | undefined {
    let best: Analysis | undefined;
    let bestDiff = 2;
    for (const x of analyses) {
      if (x.source === 'guess' || x.upos !== b.upos || ctx.lemmaMatchKey(x.lemma) !== ctx.lemmaMatchKey(b.lemma)) continue;
      const keys = new Set([...Object.keys(x.feats), ...Object.keys(b.feats)].filter((k) => k !== 'Degree'));
      let diff = 0;
      for (const k of keys) if (x.feats[k] !== b.feats[k]) diff++;
      if (diff < bestDiff) [best, bestDiff] = [x, diff];
    }
    return best;
  }

  /**
   * What a student reads of the tagger's analysis `b` of a word: the lexicon's own reading where a treebank's
   * habit or Collatinus's filing would show through (decision 012).
   */
  function studentAnalysis(analyses: readonly Analysis[], b: Analysis): Analysis {
    // A treebank marks some nouns by the verb they come from (UDante: natura, VerbForm=Part): the noun the
    // lexicon has, or the tag without the verb's features.
    if (NOMINAL_UPOS.has(b.upos) && b.feats.VerbForm) {
      const plain = analyses.find((x) => x.upos === b.upos && !x.feats.VerbForm && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && ctx.lemmaMatchKey(x.lemma) === ctx.lemmaMatchKey(b.lemma));
      b = plain ?? { ...b, feats: withoutVerbFeats(b.feats) };
    }
    // A treebank's own habit for a feature (PROIEL: audeo with Voice=Pass): the lexicon's analysis of the same
    // word that differs from it in one feature at most.
    if (b.source === 'training') b = nearestLexiconAnalysis(analyses, b) ?? b;
    // A spelling Collatinus files only as a cross-reference (servos: cf. seruus): the headword it names, with its
    // gender and dictionary line, when the form is that word's too.
    const seeAlso = b.lemmaKey ? lexicon.lemma(b.lemmaKey)?.seeAlso : undefined;
    const target = seeAlso && analyses.find((x) => x.lemmaKey === seeAlso && x.upos === b.upos && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Person === b.feats.Person && x.feats.Tense === b.feats.Tense && x.feats.Mood === b.feats.Mood);
    return target || b;
  }

  function choose(form: string, info: FormInfo, tagId: number) {
    let c = info.choices.get(tagId);
    if (c) return c;
    const tag = model.tagName(tagId);
    let choice: Choice = info.wordLike
      ? respellLemma(chooseAnalysis(ctx, info.key, tag, info.analyses), form)
      : { analysis: { lemma: form, lemmaKey: null, upos: tag.split('|')[0] as Analysis['upos'], feats: {}, source: 'invariable' }, uncertain: false };
    // A Roman numeral is its own lemma, as written (training's table keeps it normalised: `xu` for XV).
    if (choice.analysis.upos === 'NUM' && info.wordLike && readRomanNumeral(form) !== undefined) choice = { ...choice, analysis: { ...choice.analysis, lemma: form } };
    const praenomen = info.praenomen;
    if (praenomen && choice.analysis.upos === 'PROPN') {
      choice = { ...choice, analysis: { ...choice.analysis, lemma: praenomen.lemma, lemmaKey: praenomen.lemmaKey ?? choice.analysis.lemmaKey } };
    }
    const convention = options.convention;
    if (!convention && info.wordLike) {
      const analysis = studentAnalysis(info.analyses, choice.analysis);
      if (analysis !== choice.analysis) choice = { ...choice, analysis };
    }
    let a = choice.analysis;
    let upos: string = a.upos;
    if (convention && info.wordLike) {
      // A lexicon lemma the treebank regularly writes otherwise (Perseus: proximus → propior).
      const lemma = model.conventionLemma(convention, tag, ctx.lemmaMatchKey(a.lemma));
      if (lemma !== undefined) a = { ...a, lemma, lemmaKey: ctx.lexiconKeyOf!(lemma) };
      // In a treebank's convention, a lemma keeps the part of speech that treebank gives it (multus: ADJ, not
      // DET), or that it gives the lemma's class (PROIEL: every people a NOUN).
      const uposOf = (x: Analysis) => model.conventionUpos(convention, ctx.lemmaMatchKey(x.lemma), x.upos, candidates.lemmaClass(x.lemma));
      upos = uposOf(a);
      // The same tag from a people's lemma (Germani beside Germanus for Germanis): where the convention
      // calls peoples otherwise, the form is the people's.
      const people = upos === a.upos ? info.analyses.find((x) => x !== a && ctx.tagOf(x) === tag && candidates.lemmaClass(x.lemma) !== null) : undefined;
      const peopleUpos = people && uposOf(people);
      if (people && peopleUpos !== people.upos) [a, upos] = [people, peopleUpos!];
    } else if (info.wordLike && (a.upos === 'NOUN' || (a.upos === 'PROPN' && tag.includes('Number=Plur')))) {
      // Students read a people as the proper noun the lexicon has (Sequani), where a treebank made it a NOUN, and
      // a plural name as the people rather than a family (Aquitani, not the plural of the name Aquitanus).
      const proper = `PROPN${tag.slice(a.upos.length)}`;
      const people = a.upos === 'PROPN' && candidates.lemmaClass(a.lemma) === 'people' ? undefined : info.analyses.find((x) => ctx.tagOf(x) === proper && candidates.lemmaClass(x.lemma) === 'people');
      if (people) [choice, a, upos] = [{ analysis: people, uncertain: false }, people, people.upos];
    }
    const tagged = { lemma: a.lemma, upos, feats: formatFeats(normalizeLatinFeats(a.feats, 'versio')), source: choice.uncertain ? 'guess' : a.source } as TaggedForm;
    info.choices.set(tagId, (c = { choice, tagged, cards: [] }));
    return c;
  }

  function tagSentence(sentence: readonly string[], withCandidates: boolean) {
    const infos = sentence.map(infoOf);
    const input = { forms: sentence, keys: infos.map((f) => f.key), candidates: infos.map((f) => f.tags), priors: infos.map((f) => f.priors), convention: options.convention };
    if (options.rules === false) return { infos, ...(withCandidates ? model.tagWithScores(input) : { ids: model.tagIds(input), candidates: [], scores: [] }) };
    // Grammar rules the statistics miss, as constraints on further passes (constraints.ts).
    const decoder: Decoder = { scored: (allow) => model.tagWithScores(input, allow), ids: (allow) => model.tagIds(input, allow) };
    return { infos, ...decodeWithRules(infos, rulesContext, decoder, withCandidates) };
  }

  /**
   * After `si`, `nisi`, `ne`, `num` a form of quis or qui is the indefinite (`si quis`, `ne quis tumultus`:
   * someone, some), as every school grammar teaches; students' cards say so (the treebanks keep their own).
   */
  function indefinite(form: string, info: FormInfo, tagId: number) {
    const memo = choose(form, info, tagId);
    const a = memo.choice.analysis;
    if ((a.lemma !== 'quis' && a.lemma !== 'qui') || (a.upos !== 'PRON' && a.upos !== 'DET') || a.feats.PronType === 'Ind') return memo;
    let c = info.indefinite?.get(tagId);
    if (!c) {
      const analysis: Analysis = { ...a, lemma: 'quis', lemmaKey: 'quis', feats: { ...a.feats, PronType: 'Ind' } };
      const tagged = { ...memo.tagged, lemma: 'quis', feats: formatFeats(normalizeLatinFeats(analysis.feats, 'versio')) };
      c = { choice: { ...memo.choice, analysis }, tagged, cards: [] };
      (info.indefinite ??= new Map()).set(tagId, c);
    }
    return c;
  }

  function chooseAll(sentence: readonly string[]) {
    const { infos, ids, candidates: cands, scores } = tagSentence(sentence, true);
    return sentence.map((form, i) => {
      const afterIndefinite = !options.convention && i > 0 && INDEFINITE_AFTER.has(infos[i - 1]!.key);
      const memo = afterIndefinite ? indefinite(form, infos[i]!, ids[i]!) : choose(form, infos[i]!, ids[i]!);
      return { memo, info: infos[i]!, candidates: cands[i]!, scores: scores[i]! };
    });
  }

  /** The sentence's agreements (agreement.ts), from the chosen analyses. */
  function agreementsOfChosen(forms: readonly string[], chosen: ReturnType<typeof chooseAll>) {
    return agreementsOf(forms, chosen.map((c) => c.memo.choice.analysis));
  }

  /** What a student reads of an analysis: its lemma and its tag (part of speech and features). */
  const readingKey = (a: Analysis) => `${a.lemma}\t${ctx.tagOf(a)}`;

  function toAnalyzedToken(token: Pick<Token, 'form' | 'start' | 'end' | 'wordIndex' | 'kind' | 'isEnclitic'>, c: ReturnType<typeof chooseAll>[number], agreement: Agreement | undefined): AnalyzedToken {
    const { choice, tagged, cards } = c.memo;
    const { analysis } = choice;
    const tagIds = (c.info.analysisTags ??= Int32Array.from(c.info.analyses, (a) => model.tagset.idOf(ctx.tagOf(a))));
    const alternatives: AnalyzedToken['alternatives'] = [];
    // Two lexicon entries can give the same reading (a lemma and its homograph): a student sees it once.
    const keys = (c.info.readingKeys ??= c.info.analyses.map(readingKey));
    const chosenKey = keys[c.info.analyses.indexOf(analysis)] ?? readingKey(analysis);
    c.info.analyses.forEach((a, k) => {
      if (a === analysis || keys[k] === chosenKey || keys.indexOf(keys[k]!) !== k) return;
      const at = c.candidates.indexOf(tagIds[k]!);
      alternatives.push({ analysis: a, score: at >= 0 ? c.scores[at]! : -Infinity });
    });
    alternatives.sort((x, y) => y.score - x.score);
    // Cards are memoised per (form, tag) and enclitic use; the description of a word does not change.
    const slot = (token.isEnclitic ? 1 : 0) + (token.kind === 'word' ? 2 : 0);
    // A card that names the noun its word agrees with is memoised per noun (`concordato con oppido`).
    const agreeingKey = agreement && `${slot}\t${agreement.agreesWith}\t${agreement.construction ?? ''}`;
    let card = agreeingKey ? c.memo.agreeing?.get(agreeingKey) : cards[slot];
    if (!card) {
      const info = analysis.lemmaKey ? lexicon.lemma(analysis.lemmaKey) : undefined;
      const meaning = token.kind === 'word' ? meanings()(analysis.lemmaKey, analysis.lemma) : undefined;
      card = describeLatin(analysis, info, meaning, { form: token.form, isEnclitic: token.isEnclitic, ...agreement });
      if (agreeingKey) (c.memo.agreeing ??= new Map()).set(agreeingKey, card);
      else cards[slot] = card;
    }
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
      alternatives,
      card,
      uncertain: choice.uncertain,
    };
    if (token.isEnclitic !== undefined) out.isEnclitic = token.isEnclitic;
    return out;
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
        const forms = sentence.map((t) => t.form);
        const chosen = chooseAll(forms);
        const agreements = agreementsOfChosen(forms, chosen);
        sentence.forEach((t, k) => out.push(toAnalyzedToken(t, chosen[k]!, agreements[k])));
        from = i;
      }
      return out;
    },
    analyzeTokens(forms) {
      let at = 0;
      const chosen = chooseAll(forms);
      const agreements = agreementsOfChosen(forms, chosen);
      return forms.map((form, i) => {
        const token = { form, start: at, end: at + form.length, wordIndex: i, kind: isWordLike(form) ? 'word' : 'punct' } as const;
        at += form.length + 1;
        return toAnalyzedToken(token, chosen[i]!, agreements[i]);
      });
    },
    tagForms(sentence) {
      const { infos, ids } = tagSentence(sentence, false);
      const out: TaggedForm[] = new Array(sentence.length);
      for (let i = 0; i < sentence.length; i++) out[i] = choose(sentence[i]!, infos[i]!, ids[i]!).tagged;
      return out;
    },
  };
}
