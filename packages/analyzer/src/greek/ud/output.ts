/**
 * A reading written in a treebank's convention, for CoNLL-U output and for evaluation: `versio` (the lexicon's
 * parts of speech, UD Perseus features), `perseus` (UD Perseus and AGDT: names NOUN, particles ADV,
 * demonstratives ADJ or PRON, as training learnt them, tagger/conventions.ts), `ptnk` (its own parts of speech as
 * learnt, its tense and aspect) and `proiel` (its own lemmas and parts of speech as learnt from UD PROIEL dev, ADV
 * for PART, which UD PROIEL does not use; PROIEL's tense and aspect). XPOS is the AGDT tag for `perseus` and
 * `versio`, `_` otherwise.
 */
import { formatFeats, parseFeats, type MutableFeats } from '../../core/types';
import { isSchoolThirdPerson } from '../italian/school-reading';
import { besideAgreeingNoun, hasUposInContext, pluralNameUpos, treebankLemmaOf, treebankUpos, treebankUposInContext, type GreekConventionTables } from '../tagger/conventions';
import { contextFeatures, predictContext, type ContextWord } from '../tagger/context-pos';
import { udToAgdt } from './agdt';
import { tenseOf } from './features';
import { proielAdverbLemma, proielSuperlativeAdverb } from './proiel-adverbs';
import { proielName } from './proiel-names';

export type GreekOutputConvention = 'versio' | 'perseus' | 'ptnk' | 'proiel';
export const GREEK_OUTPUT_CONVENTIONS: readonly GreekOutputConvention[] = ['versio', 'perseus', 'ptnk', 'proiel'];

export interface TreebankReading {
  lemma: string;
  upos: string;
  xpos: string;
  feats: string;
}

const ASPECT_TENSE: ReadonlyMap<string, MutableFeats> = new Map(Object.entries<MutableFeats>({
  pres: { Tense: 'Pres', Aspect: 'Imp' }, imperf: { Tense: 'Past', Aspect: 'Imp' }, aor: { Tense: 'Past', Aspect: 'Perf' },
  perf: { Tense: 'Pres', Aspect: 'Perf' }, plup: { Tense: 'Pqp', Aspect: 'Perf' }, fut: { Tense: 'Fut', Aspect: 'Imp' }, futperf: { Tense: 'Fut', Aspect: 'Perf' },
}));

function withAspectTenses(feats: string, convention: 'ptnk' | 'proiel'): string {
  const parsed = parseFeats(feats);
  const tense = tenseOf(parsed, 'perseus');
  if (!tense) return feats;
  const out: MutableFeats = { ...parsed };
  delete out.Tense;
  delete out.Aspect;
  const mapped = ASPECT_TENSE.get(tense)!;
  // PROIEL writes the present and the future without aspect, and the perfect as a past.
  if (convention === 'proiel') Object.assign(out, tense === 'pres' || tense === 'fut' ? { Tense: mapped.Tense } : tense === 'perf' ? { Tense: 'Past', Aspect: 'Perf' } : mapped);
  else Object.assign(out, mapped);
  return formatFeats(out);
}

/**
 * The person of the third-person pronouns (italian/school-reading.ts), where the treebank does not write it: UD
 * Perseus never, PTNK only on ἑαυτοῦ.
 */
function withoutSchoolPerson(feats: string, lemma: string, convention: 'perseus' | 'ptnk'): string {
  if (!feats.includes('Person=3') || !isSchoolThirdPerson(lemma) || (convention === 'ptnk' && lemma === 'ἑαυτοῦ')) return feats;
  return feats.split('|').filter((f) => f !== 'Person=3').join('|') || '_';
}

function withoutDegree(feats: string): string {
  return feats.split('|').filter((f) => !f.startsWith('Degree=')).join('|') || '_';
}

/** A reading, with the part of speech the tagger chose in the treebanks' habits where the card shows another. */
export interface ConventionInput {
  lemma: string;
  upos: string;
  feats: string;
  treebankUpos?: string;
  /** A word the lexicon does not know (its lemma guessed, or the form itself). */
  guessed?: boolean;
  /** The form as written (UD PROIEL's lemma of an adverb in -ως, proiel-adverbs.ts). */
  form?: string;
}

/**
 * A token's reading with the treebanks' lemma where they write another than the lexicon (tagger/choose.ts), and
 * the part of speech the tagger chose where the card shows the school grammars' (italian/school-reading.ts).
 */
export function treebankReading(token: { form?: string; lemma: string; upos: string; feats: string; uncertain?: boolean; analysis?: { treebankLemma?: string; treebankUpos?: string } }): ConventionInput {
  const out: ConventionInput = { lemma: token.analysis?.treebankLemma ?? token.lemma, upos: token.upos, feats: token.feats };
  if (token.form !== undefined) out.form = token.form;
  if (token.analysis?.treebankUpos !== undefined) out.treebankUpos = token.analysis.treebankUpos;
  if (token.uncertain) out.guessed = true;
  return out;
}

function uposOf(tables: GreekConventionTables, treebank: string, upos: string, lemma: string, attributive: boolean | undefined): string {
  return attributive === undefined ? treebankUpos(tables, treebank, upos, lemma) : treebankUposInContext(tables, treebank, upos, lemma, attributive);
}

/** Whether each word of a sentence stands beside a noun agreeing with it (its Versio parts of speech and features). */
export function attributives(words: readonly { upos: string; feats: string }[]): boolean[] {
  const upos = words.map((w) => w.upos);
  const feats = words.map((w) => w.feats);
  return words.map((_, k) => besideAgreeingNoun(upos, feats, k));
}

/**
 * A reading in a convention: for the treebanks' conventions, give it as treebankReading makes it; `versio` keeps the
 * lexicon's lemma. `attributive`: whether a noun beside it agrees with it (attributives), for the parts of speech
 * AGDT and PTNK give by context (οὗτος ADJ beside its noun, PRON alone).
 */
export function inConvention(reading: ConventionInput, convention: GreekOutputConvention, tables: GreekConventionTables, attributive?: boolean): TreebankReading {
  const { lemma, feats } = reading;
  if (convention === 'versio') return { lemma, upos: reading.upos, xpos: udToAgdt(reading.upos, feats), feats };
  if (convention === 'perseus') {
    const own = treebankLemmaOf(tables, 'agdt', lemma);
    const upos = uposOf(tables, 'agdt', reading.treebankUpos ?? reading.upos, own, attributive);
    // AGDT gives adverbs no degree (μάλιστα).
    const perseusFeats = upos === 'ADV' ? withoutDegree(feats) : withoutSchoolPerson(feats, own, 'perseus');
    return { lemma: own, upos, xpos: udToAgdt(upos, perseusFeats), feats: perseusFeats };
  }
  if (convention === 'ptnk') {
    const own = treebankLemmaOf(tables, 'ptnk', lemma);
    return { lemma: own, upos: uposOf(tables, 'ptnk', reading.treebankUpos ?? reading.upos, own, attributive), xpos: '_', feats: withAspectTenses(withoutSchoolPerson(feats, own, 'ptnk'), 'ptnk') };
  }
  // The lemma is PROIEL's own when the tagger followed its convention (choose.ts); its part of speech for it as
  // learnt; UD PROIEL has no PART: its particles (μέν, γάρ, ἄν) are adverbs.
  const proiel = proielAdverbLemma(reading.form, lemma, reading.upos, feats);
  const learnt = uposOf(tables, 'proiel', reading.upos, proiel, attributive);
  const upos = learnt === 'PROPN' ? pluralNameUpos(tables, 'proiel', proiel, feats.includes('Number=Plur'), reading.guessed === true) ?? learnt : learnt;
  return { lemma: proiel, upos: upos === 'PART' ? 'ADV' : upos, xpos: '_', feats: withAspectTenses(feats, 'proiel') };
}

/** Pronominal words UD PROIEL writes DET beside their noun (οὗτος ὁ ἀνήρ, τις ἀνήρ) and PRON alone. */
const PROIEL_ATTRIBUTIVE = new Set(['οὗτος', 'αὐτός', 'ἐκεῖνος', 'ὅδε', 'τις', 'τὶς', 'οὐδείς', 'μηδείς', 'τοιοῦτος', 'τοσοῦτος', 'τοιόσδε', 'τοσόσδε']);
/**
 * UD PROIEL's determiners in a sentence written in its convention (decision 050): a pronominal word written PRON
 * (οὗτος, αὐτός, τις, οὐδείς…) is DET when a noun within ATTRIBUTIVE_WINDOW words agrees with it in case, number
 * and gender. `readings`: the sentence as inConvention wrote it, changed in place; `feats`: Versio's features;
 * `learnt`: the words whose part of speech training learnt by context (left as they are).
 */
export function proielDeterminers(readings: TreebankReading[], feats: readonly string[], learnt: readonly boolean[] = []): void {
  const upos = readings.map((r) => r.upos);
  readings.forEach((r, k) => {
    if (r.upos === 'PRON' && !learnt[k] && PROIEL_ATTRIBUTIVE.has(r.lemma) && besideAgreeingNoun(upos, feats, k)) r.upos = 'DET';
  });
}

const CONTEXT_TREEBANK: ReadonlyMap<GreekOutputConvention, string> = new Map([['perseus', 'agdt'], ['ptnk', 'ptnk'], ['proiel', 'proiel']]);

/**
 * The parts of speech a treebank gives by context (tagger/context-pos.ts: καί ADV or CCONJ, σύμμαχος NOUN or ADJ), in
 * a sentence written in its convention: where training kept a classifier for the written lemma and the written part
 * of speech is one of its classes, the classifier's. `readings`: the sentence as inConvention wrote it, changed in
 * place; `inputs`: what it was written from (Versio's parts of speech and features).
 */
export function contextParts(readings: TreebankReading[], inputs: readonly ConventionInput[], convention: GreekOutputConvention, tables: GreekConventionTables): void {
  const treebank = CONTEXT_TREEBANK.get(convention);
  if (!treebank || !tables.context?.size) return;
  const words: ContextWord[] = inputs.map((r, k) => ({ upos: r.treebankUpos ?? r.upos, lemma: readings[k]!.lemma, feats: r.feats }));
  readings.forEach((r, k) => {
    const c = tables.context!.get(`${treebank}\t${r.lemma}`);
    if (!c || !c.classes.includes(r.upos)) return;
    const upos = predictContext(c, contextFeatures(words, k, treebank));
    if (upos === r.upos) return;
    r.upos = upos;
    if (upos === 'ADV') r.feats = withoutDegree(r.feats);
    if (convention === 'perseus') r.xpos = udToAgdt(upos, r.feats);
  });
}

/** A token as the CoNLL-U output reads it (the analyzer's tokens). */
export type OutputToken = Parameters<typeof treebankReading>[0];

/**
 * A sentence written in a convention, as the CoNLL-U command writes it and the evaluation scores it: each reading in
 * the convention beside its agreeing nouns (inConvention), then the parts of speech by context (contextParts) and,
 * for UD PROIEL, its determiners (proielDeterminers).
 */
export function sentenceInConvention(tokens: readonly OutputToken[], convention: GreekOutputConvention, tables: GreekConventionTables): TreebankReading[] {
  const beside = attributives(tokens);
  const inputs = tokens.map((t, i) => (convention === 'versio' ? t : convention === 'proiel' ? proielSuperlativeAdverb(proielName(treebankReading(t), i)) : treebankReading(t)));
  const outs = inputs.map((r, i) => inConvention(r, convention, tables, beside[i]));
  contextParts(outs, inputs, convention, tables);
  if (convention === 'proiel') {
    // The rule decides only where training learnt nothing: no part of speech beside a noun or alone, no classifier.
    const learnt = inputs.map((r, i) => hasUposInContext(tables, 'proiel', r.upos, r.lemma, beside[i]!) || !!tables.context?.has(`proiel\t${outs[i]!.lemma}`));
    proielDeterminers(outs, tokens.map((t) => t.feats), learnt);
  }
  return outs;
}
