/**
 * The students' view of a reading (decision 012): what a school dictionary shows where a treebank's habit or
 * Collatinus's filing would show through the tagger's analysis, and a people as the proper noun it is.
 */
import type { Choice } from '../core/choose-analysis';
import type { Analysis, MutableFeats } from '../core/types';
import { normalizeLatin } from './normalize';
import type { LatinLexicon } from './types';
import { SCHOOL_CARD_FORMS, SCHOOL_DEGREES, SCHOOL_NOUN_GENDERS, SCHOOL_PLURAL_NOUN_GENDERS } from './rules/school-lists.generated';
import { HUNDREDS } from './rules/word-lists.generated';

export interface StudentViewContext {
  lexicon: LatinLexicon;
  /** Comparison key of a lemma (case, spelling variants, homograph digits ignored). */
  lemmaMatchKey: (lemma: string) => string;
  /** The canonical tag of an analysis. */
  tagOf: (a: Analysis) => string;
  /** The class of a lemma (`people`), or null (pipeline-candidates.ts). */
  lemmaClass: (lemma: string) => string | null;
}

/** Parts of speech that never carry a verb's features on a student's card. */
const NOMINAL_UPOS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON', 'NUM']);
/** The features a verb has and a noun has not. */
const VERB_FEATS = new Set(['VerbForm', 'Tense', 'Aspect', 'Voice', 'Mood', 'Person']);

function withoutVerbFeats(feats: Analysis['feats']): Analysis['feats'] {
  return Object.fromEntries(Object.entries(feats).filter(([k]) => !VERB_FEATS.has(k))) as Analysis['feats'];
}

/** The lexicon analysis of the same lemma and part of speech that differs from `b` in the fewest features (one at most). */
function nearestLexiconAnalysis(analyses: readonly Analysis[], b: Analysis, ctx: StudentViewContext): Analysis | undefined {
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

/** Features that say what kind of pronoun a word is (the card's "pronome riflessivo", "aggettivo possessivo"). */
const KIND_FEATS = ['PronType', 'Reflex', 'Poss'] as const;

/**
 * A treebank's tag that leaves out what the lexicon says of every reading of the word that fits it (*se*:
 * `Case=Acc` alone, where each lexicon reading is PronType=Prs|Reflex=Yes): the tag with the kind of pronoun all
 * the fitting readings share added. Number and person are left as the tag has them (*se* is singular or plural as
 * its antecedent is), and so is gender: filled in the same way it cost ITTB 0.17 core-feature points (decision 048).
 */
function withLexiconKind(analyses: readonly Analysis[], b: Analysis, ctx: StudentViewContext): Analysis {
  const fitting = analyses.filter((x) => x.source !== 'guess' && x.upos === b.upos && ctx.lemmaMatchKey(x.lemma) === ctx.lemmaMatchKey(b.lemma)
    && Object.entries(b.feats).every(([k, v]) => x.feats[k] === v || k === 'Degree'));
  if (fitting.length === 0) return b;
  let feats: MutableFeats | undefined;
  for (const key of KIND_FEATS) {
    const value = fitting[0]!.feats[key];
    if (b.feats[key] || !value || fitting.some((x) => x.feats[key] !== value)) continue;
    (feats ??= { ...b.feats })[key] = value;
  }
  return feats ? { ...b, feats } : b;
}

/**
 * What a student reads of the tagger's analysis `b` of a word: the lexicon's own reading where a treebank's
 * habit or Collatinus's filing would show through (decision 012).
 */
function studentAnalysis(analyses: readonly Analysis[], b: Analysis, ctx: StudentViewContext): Analysis {
  // A treebank marks some nouns by the verb they come from (UDante: natura, VerbForm=Part): the noun the
  // lexicon has, or the tag without the verb's features.
  if (NOMINAL_UPOS.has(b.upos) && b.feats.VerbForm) {
    const plain = analyses.find((x) => x.upos === b.upos && !x.feats.VerbForm && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && ctx.lemmaMatchKey(x.lemma) === ctx.lemmaMatchKey(b.lemma));
    b = plain ?? { ...b, feats: withoutVerbFeats(b.feats) };
  }
  // A treebank's own habit for a feature (PROIEL: audeo with Voice=Pass): the lexicon's analysis of the same
  // word that differs from it in one feature at most.
  if (b.source === 'training') b = nearestLexiconAnalysis(analyses, b, ctx) ?? withLexiconKind(analyses, b, ctx);
  // A spelling Collatinus files only as a cross-reference (servos: cf. seruus): the headword it names, with its
  // gender and dictionary line, when the form is that word's too.
  const seeAlso = b.lemmaKey ? ctx.lexicon.lemma(b.lemmaKey)?.seeAlso : undefined;
  const target = seeAlso && analyses.find((x) => x.lemmaKey === seeAlso && x.upos === b.upos && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Person === b.feats.Person && x.feats.Tense === b.feats.Tense && x.feats.Mood === b.feats.Mood);
  return target || b;
}

/** A noun's gender from the letter its note writes without a period (lemma-info.ts `noteGender`). */
const NOTE_GENDERS: ReadonlyMap<string, 'Masc' | 'Fem' | 'Neut'> = new Map([['m', 'Masc'], ['f', 'Fem'], ['n', 'Neut']]);

/**
 * The gender a school dictionary gives a noun (data/latin/school-noun-genders.tsv; in the plural first
 * school-plural-noun-genders.tsv: `dies`), else its note's (NOTE_GENDERS).
 */
function nounGender(b: Analysis, ctx: Pick<StudentViewContext, 'lexicon' | 'lemmaMatchKey'>): string | undefined {
  const key = ctx.lemmaMatchKey(b.lemma);
  const school = (b.feats.Number === 'Plur' ? SCHOOL_PLURAL_NOUN_GENDERS.get(key) : undefined) ?? SCHOOL_NOUN_GENDERS.get(key);
  if (school) return school;
  const info = b.lemmaKey ? ctx.lexicon.lemma(b.lemmaKey) : undefined;
  return NOTE_GENDERS.get((b.feats.Gender ? info?.gender : info?.noteGender) ?? '');
}

/**
 * What a school dictionary files an adjective under, where Collatinus files it otherwise: a comparative or
 * superlative under its positive with its degree (data/latin/school-degrees.tsv), a hundred as the cardinal numeral it is; a
 * noun with the gender a school dictionary gives it (`fauces`: feminine) or its note writes without a period (`opinio`: `onis, f`), an
 * adverb under its own headword (`lexiconAdverb`), a noun filed under a participle's
 * rarer adjective as the participle (`participleOfRareAdjective`), the adjective a far rarer noun is the adjective used as a noun of
 * (`adjectiveOfRareNoun`), a pronominal adjective as the determiner (`determinerReading`); a verb as `schoolVerb` says; else `b`. Cards only: the CoNLL-U output keeps the lexicon's reading, which the treebanks mostly share (decision 063).
 * Example: `summa` (summus ADJ, Case=Abl…) → superus ADJ, Case=Abl…|Degree=Sup.
 */
export function schoolFiling(b: Analysis, ctx: Pick<StudentViewContext, 'lexicon' | 'lemmaMatchKey'>, formKey?: string, analyses: readonly Analysis[] = []): Analysis {
  const form = formKey === undefined ? undefined : schoolForm(b, formKey, ctx);
  if (form) return form;
  if (b.upos === 'PRON' || b.upos === 'DET') return schoolPronoun(b, analyses, ctx);
  if (b.upos === 'ADV') return lexiconAdverb(analyses, b);
  // A name the extended lexicon adds as a homograph of a school one (Musa the Roman name, Aegyptus the king): the school one.
  if (b.upos === 'PROPN' && b.source === 'extended') {
    const main = analyses.find((x) => x.source === 'lexicon' && x.upos === 'PROPN' && x.lemma === b.lemma && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number);
    if (main) return main;
  }
  const people = b.upos === 'PROPN' && b.feats.Number === 'Plur' ? peopleOf(b, analyses, ctx) : undefined;
  if (people) return people;
  const participle = b.upos === 'NOUN' ? participleOfRareAdjective(b, analyses, ctx) : undefined;
  if (participle) return participle;
  // The adjective used as a noun is then filed as the adjective is (its degree, a determiner's reading).
  const adjective = b.upos === 'NOUN' ? adjectiveOfRareNoun(b, analyses, ctx) : undefined;
  if (adjective) return schoolFiling(adjective, ctx, undefined, analyses);
  if (b.upos === 'NOUN' || b.upos === 'PROPN') {
    const gender = nounGender(b, ctx);
    return gender && gender !== b.feats.Gender ? { ...b, feats: { ...b.feats, Gender: gender } } : b;
  }
  if (b.upos === 'VERB') return schoolVerb(b, analyses, ctx);
  const determiner = b.upos === 'ADJ' ? determinerReading(b, analyses, ctx) : undefined;
  if (determiner) return determiner;
  if (b.upos !== 'ADJ') return b;
  const key = ctx.lemmaMatchKey(b.lemma);
  if (HUNDREDS.has(key)) {
    const { Degree: _degree, ...feats } = b.feats;
    return { ...b, upos: 'NUM', feats };
  }
  const [lemma, degree] = SCHOOL_DEGREES.get(key)?.split(' ') ?? [];
  const positive = lemma && ctx.lexicon.lemma(lemma);
  if (!positive || (degree !== 'Cmp' && degree !== 'Sup')) return b;
  return { ...b, lemma: positive.lemma, lemmaKey: positive.key, feats: { ...b.feats, Degree: degree } };
}

/**
 * A plural read as a name's that is not a people (Romanis: Romana; Sabinis: Sabinum) where the school lexicon reads it,
 * in the same case, as a people (a masculine proper noun used only in the plural: Romani, Sabini): the people.
 */
function peopleOf(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lexicon'>): Analysis | undefined {
  const isPeople = (x: Analysis) => {
    const info = x.lemmaKey ? ctx.lexicon.lemma(x.lemmaKey) : undefined;
    return info?.pluraleTantum === true && (info.gender?.split('/').includes('m') ?? false);
  };
  if (isPeople(b)) return undefined;
  return analyses.find((x) => x.source === 'lexicon' && x.upos === 'PROPN' && x.feats.Case === b.feats.Case && x.feats.Number === 'Plur' && isPeople(x));
}

/**
 * A noun filed under an adjective that is a verb's perfect participle (*cognitum*, *Repulsus*: Collatinus's
 * cognitus, repulsus, `doctus` adjectives) where the adjective is rarer than its verb in the lexicon's counts: the
 * verb's participle of the same case, number and gender, as a school dictionary files it (cognosco, repello).
 * On the UD files' gold tags (train and dev) such forms are the verb 537 times of 730 when the adjective is the
 * rarer, 49 of 427 when it is the commoner (*privatus*, *adversus*, *altus*: left as they are). Else undefined.
 */
function participleOfRareAdjective(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lexicon'>): Analysis | undefined {
  // The headword without a homograph digit: the adjective (repulsus), where the noun is its homograph (repulsus2).
  const adjective = ctx.lexicon.lemma(normalizeLatin(b.lemma));
  if (adjective?.upos !== 'ADJ') return undefined;
  const participle = analyses.find((x) => x.source === 'lexicon' && x.upos === 'VERB' && x.feats.VerbForm === 'Part' && x.feats.Tense === 'Past'
    && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Gender === b.feats.Gender);
  const verb = participle?.lemmaKey ? ctx.lexicon.lemma(participle.lemmaKey) : undefined;
  return verb && adjective.frequency < verb.frequency ? participle : undefined;
}

/** How many times rarer than its adjective a noun that is the adjective used as a noun is (`adjectiveOfRareNoun`). */
const RARE_NOUN_RATIO = 20;

/**
 * An adjective whose lemma the lexicon also reads as a determiner in the same form, case, number and gender
 * (*ceteris*, *unus*, *multa*, *totus*: the pronominal adjectives): the determiner, as every other card of the word
 * files it. On the UD Latin files' gold such tokens are DET 4845 times of 5180 (ADJ 131, 112 of them PROIEL's).
 * A comparative or superlative is left as it is. Else undefined.
 */
function determinerReading(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lemmaMatchKey'>): Analysis | undefined {
  if (b.feats.Degree && b.feats.Degree !== 'Pos') return undefined;
  return sameLemma(analyses, b, 'DET', ctx).find((x) => x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Gender === b.feats.Gender);
}

/**
 * A noun whose headword is a form of an adjective twenty times commoner in the lexicon's counts (*prima* 8 against
 * *primus* 1719, *sinistrum*, *beatum*: Collatinus's entries for the adjective used as a noun, which a school
 * dictionary does not print), read in a form the adjective has in the same case, number and gender: the adjective
 * (*in primis*: primus; *sinistro*: sinister). A noun a school dictionary prints, with a meaning of its own (an
 * Italian gloss: *malum*, *regia*), or nearer the adjective's count (*bonum*, *honestum*, *siccum*), or of the
 * extended lexicon, whose counts are not kept, is left as it is. On the UD files' gold (NOUN and ADJ tokens, train
 * and dev) such a form is lemmatised under the adjective 1149 times of 1194. Else undefined.
 */
function adjectiveOfRareNoun(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lexicon'>): Analysis | undefined {
  const noun = b.source === 'lexicon' && b.lemmaKey ? ctx.lexicon.lemma(b.lemmaKey) : undefined;
  if (!noun || noun.extended || noun.glosses?.it) return undefined;
  const frequency = (a: Analysis) => (a.lemmaKey ? (ctx.lexicon.lemma(a.lemmaKey)?.frequency ?? 0) : 0);
  const heads = new Set(ctx.lexicon.analyze(noun.lemma).filter((x) => x.upos === 'ADJ' && x.source === 'lexicon' && x.feats.Case === 'Nom').map((x) => x.lemmaKey));
  return analyses.find((x) => x.source === 'lexicon' && x.upos === 'ADJ' && heads.has(x.lemmaKey) && x.lemmaKey !== b.lemmaKey
    && x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Gender === b.feats.Gender
    && noun.frequency * RARE_NOUN_RATIO < frequency(x));
}

/**
 * An adverb the training data files under the word it comes from (*maxume* under magnus, a treebank's habit), where
 * the lexicon reads the form as one adverb of its own: that adverb, as a school dictionary files it. Else `b`.
 */
function lexiconAdverb(analyses: readonly Analysis[], b: Analysis): Analysis {
  if (b.source !== 'training') return b;
  const adverbs = analyses.filter((x) => x.source !== 'guess' && x.upos === 'ADV');
  return adverbs.length === 1 && adverbs[0]!.lemma !== b.lemma ? adverbs[0]! : b;
}

/** Compounds of iacio written with -ii- (eiicio, coniicio): school dictionaries write one i (eicio, conicio). */
const DOUBLE_I = /iic(io|ior)$/;

/** The passive of a compound of facio (patefio, liquefio), under which Collatinus files the perfect participle. */
const FIO = /(?<=[ae])fio$/;

/**
 * A verb as a school dictionary files it: a passive form read under the active verb (verso) that the lexicon
 * also reads, with the same features, as the more frequent deponent (versor) → the deponent; the perfect
 * participle of a passive in -fio under its active in -facio (patefactus: patefacio; the UD files' gold and PROIEL's
 * classical texts file every such participle, 15 of 15, under -facio); a compound of
 * iacio under its spelling with one i (the lexicon's lemma when it has it, else the headword respelt). Else `b`.
 */
function schoolVerb(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lexicon'>): Analysis {
  const frequency = (a: Analysis) => (a.lemmaKey ? (ctx.lexicon.lemma(a.lemmaKey)?.frequency ?? 0) : 0);
  if (b.feats.Voice === 'Pass' && b.lemma.endsWith('o')) {
    const deponent = analyses.find((x) => x.source === 'lexicon' && x.upos === b.upos && x.lemma === `${b.lemma}r`
      && sameFeats(x, b) && frequency(x) > frequency(b));
    if (deponent) return deponent;
  }
  if (b.feats.VerbForm === 'Part' && b.feats.Tense === 'Past' && FIO.test(b.lemma)) {
    const facio = ctx.lexicon.lemma(b.lemma.replace(FIO, 'facio'));
    if (facio?.upos === 'VERB') return { ...b, lemma: facio.lemma, lemmaKey: facio.key };
  }
  if (!DOUBLE_I.test(b.lemma)) return b;
  const lemma = b.lemma.replace(DOUBLE_I, 'ic$1');
  const single = ctx.lexicon.lemma(lemma);
  return single ? { ...b, lemma: single.lemma, lemmaKey: single.key } : { ...b, lemma };
}

function sameFeats(a: Analysis, b: Analysis): boolean {
  const keys = new Set([...Object.keys(a.feats), ...Object.keys(b.feats)]);
  for (const k of keys) if (a.feats[k] !== b.feats[k]) return false;
  return true;
}

/** The lexicon's analyses of `b`'s lemma (by comparison key) and part of speech `upos`. */
function sameLemma(analyses: readonly Analysis[], b: Analysis, upos: string, ctx: Pick<StudentViewContext, 'lemmaMatchKey'>): Analysis[] {
  const key = ctx.lemmaMatchKey(b.lemma);
  return analyses.filter((x) => x.source === 'lexicon' && x.upos === upos && ctx.lemmaMatchKey(x.lemma) === key);
}

/**
 * A pronoun or determiner as the lexicon reads it, where a treebank's tag shows through: a personal pronoun without
 * the gender a treebank gives it (*te* Gender=Masc: the lexicon's *tu* has none) or under the treebank's lemma (*se*:
 * the lexicon's *sui*), with the lexicon's kind (PronType, Reflex); a determiner with the degree the lexicon's
 * adjective of the same form has (*plura*: multus, comparative). Else `b`.
 */
function schoolPronoun(b: Analysis, analyses: readonly Analysis[], ctx: Pick<StudentViewContext, 'lemmaMatchKey'>): Analysis {
  if (b.source === 'training' && b.upos === 'PRON' && !b.feats.PronType) {
    let own = sameLemma(analyses, b, 'PRON', ctx);
    // The treebank's lemma is not the lexicon's (se / sui): the lexicon's one pronoun of that case and number.
    if (own.length === 0) {
      own = analyses.filter((x) => x.source === 'lexicon' && x.upos === 'PRON' && x.feats.PronType === 'Prs');
      if (new Set(own.map((x) => x.lemma)).size !== 1) return b;
    }
    const fit = own.find((x) => x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && (!b.feats.Gender || !own.some((y) => y.feats.Gender) || x.feats.Gender === b.feats.Gender));
    return fit ? { ...fit, feats: { ...fit.feats } } : b;
  }
  if (b.upos !== 'DET' || b.feats.Degree) return b;
  const degrees = new Set(sameLemma(analyses, b, 'ADJ', ctx).filter((x) => x.feats.Case === b.feats.Case && x.feats.Number === b.feats.Number && x.feats.Gender === b.feats.Gender).map((x) => x.feats.Degree));
  const [degree] = degrees;
  return degrees.size === 1 && (degree === 'Cmp' || degree === 'Sup') ? { ...b, feats: { ...b.feats, Degree: degree } } : b;
}

/**
 * The card of a form a school grammar reads otherwise than the tag (data/latin/school-card-forms.tsv: *inquit* the
 * present, *fore* the future infinitive, *nemo* the negative pronoun), when the reading is of the lemma the list
 * names; else undefined. Example: `inquit` (inquam, Tense=Past|Aspect=Perf) → inquam, Tense=Pres.
 */
function schoolForm(b: Analysis, key: string, ctx: Pick<StudentViewContext, 'lemmaMatchKey'>): Analysis | undefined {
  const [lemma, set] = SCHOOL_CARD_FORMS.get(key)?.split(' ') ?? [];
  if (!lemma || !set || ctx.lemmaMatchKey(b.lemma) !== ctx.lemmaMatchKey(lemma)) return undefined;
  const feats: MutableFeats = { ...b.feats };
  for (const pair of set.split('|')) {
    const [name, value] = pair.split('=') as [keyof MutableFeats, string];
    if (value === '-') delete feats[name];
    else Object.assign(feats, { [name]: value });
  }
  return { ...b, feats };
}

/**
 * The students' reading of a word's choice for tag `tag`: the school dictionary's analysis, and a people read as
 * the proper noun the lexicon has (Sequani), where a treebank made it a NOUN, a plural name as the people rather
 * than a family (Aquitani, not the plural of the name Aquitanus).
 */
export function studentChoice(analyses: readonly Analysis[], choice: Choice, tag: string, ctx: StudentViewContext): Choice {
  const analysis = studentAnalysis(analyses, choice.analysis, ctx);
  if (analysis !== choice.analysis) choice = { ...choice, analysis };
  const a = choice.analysis;
  if (a.upos !== 'NOUN' && !(a.upos === 'PROPN' && tag.includes('Number=Plur'))) return choice;
  const proper = `PROPN${tag.slice(a.upos.length)}`;
  const people = a.upos === 'PROPN' && ctx.lemmaClass(a.lemma) === 'people' ? undefined : analyses.find((x) => ctx.tagOf(x) === proper && ctx.lemmaClass(x.lemma) === 'people');
  return people ? { analysis: people, uncertain: false } : choice;
}
