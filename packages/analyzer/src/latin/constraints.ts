/**
 * Grammar the tagger's statistics do not always see, applied as constraints on a second decoding pass
 * (the whole sentence is decoded again, so agreement follows the corrected word):
 * - a preposition that takes one case governs the next word when that word can be in that case
 *   (`ab oris`: ablative of `ora`, not genitive of `os`);
 * - a clause needs a finite verb: when the first pass found none in it but a word can be one, and the tagger
 *   found that reading nearly as good, the word is read as a verb (`Arma virumque cano, Troiae qui …`), in a
 *   clause opening with a subordinating conjunction even if it is a little less good (`Si vis pacem`);
 * - a capitalised first word that is also a common noun is the common noun when the lexicon finds the
 *   common noun at least as frequent (`Agricola terram arat`: the farmer, not Julius Agricola);
 * - `quam` before a superlative is the adverb (`quam maximis itineribus`: by the longest marches possible);
 * - a people read as the plural of the adjective of its name, with no noun or pronoun beside it to agree
 *   with, is the people (`in Dacos et Parthos`, `a Germanis`: the Parthians, not Parthian ones);
 * - a reading only a proper noun far rarer than a people spelt alike gives is not taken (`Helvetii`: the
 *   people, 73 in Collatinus's counts, not the genitive of the gens name Helvetius, 2);
 * - a word that is a preposition or an adverb (`ante`, `contra`, `post`) with no word in its case after it
 *   is the adverb (`paulo ante`, `contra dicere`);
 * - `quod` right after a neuter singular noun or pronoun is the relative agreeing with it (`imperium quod`);
 * - `cum` with an ablative after it and no subjunctive in its clause is the preposition, and with no
 *   ablative beside it and a subjunctive after it the conjunction;
 * - a vocative is set off: by punctuation or an interjection beside it, by another vocative, or by a verb in
 *   the second person in its sentence (`Helvetii legatos mittunt`: a subject, not "o Helvetii");
 * - nor is it one when every finite verb of its sentence is in the third person and no word names the
 *   speaker or the listener (`Helvetii, qui fortissimi sunt, … bellum gerunt`);
 * - a clause whose only finite verb is in the third person and that has no nominative noun or pronoun
 *   takes, if it costs little, a subject of the verb's number (`Puellae rosas amant`: the girls, not of the
 *   girl; `fortissimi sunt Belgae`), a people even if it costs a little more (`Galli legatos miserunt`); a
 *   determiner beside a word that can be its noun is not that subject (`omnis Gallia pacata est`);
 * - `quam` after a comparative is the word the convention gives the second term of a comparison (a
 *   conjunction; PROIEL's adverb), and in PROIEL's convention `ut` not followed by a subjunctive is the adverb;
 * - a nominative set off by punctuation, in a sentence spoken to someone of its number, is a vocative
 *   (`Milites, fortiter pugnate!`);
 * - two finite verbs of one clause with nothing to join them are one too many, and an adjective with no noun
 *   of its case in its clause may agree with one a few words away, each if it costs little (`silvestrem tenui
 *   Musam meditaris avena`: tenui the adjective with avena, not "I held");
 * - on students' cards, an adjective standing alone whose form is also a noun is the noun (`maiorum`: maiores);
 * - the members of an `et … et … et` series share a case (`et antiquitate … et gloria … et sua modestia`);
 * - in PROIEL's convention, a determiner with no noun near it is a pronoun;
 * - `ne` before an indicative is not the conjunction;
 * - a participle and its noun in the dative, set off by punctuation with no finite verb, are an ablative
 *   absolute (`Hostibus victis, Caesar …`);
 * - a noun read as an ablative, set off with no verb or preposition after a nominative, is in apposition to it
 *   (`Tullia, Ciceronis filia, …`);
 * - a plural noun in a clause whose every finite verb is a third person singular is not its subject
 *   (`Caesar milites hortatus est`);
 * - a form that is both a future imperative and a present indicative first person is the indicative
 *   (`Cogito, ergo sum`: cogito, not cogo's "you shall gather").
 * Example: `decodeWithRules(tokens, ctx, decoder, false).ids` → the tag ids of the sentence.
 */
import type { Analysis } from '../core/types';
import { normalizeLatin } from './normalize';
import { INDEFINITE_AFTER, PRAENOMINA } from './tokenize-data';

/** Prepositions that take only the ablative. */
const ABLATIVE_PREPOSITIONS = new Set(['a', 'ab', 'abs', 'absque', 'coram', 'cum', 'de', 'e', 'ex', 'prae', 'pro', 'sine', 'tenus']);
/** Prepositions that take only the accusative. */
const ACCUSATIVE_PREPOSITIONS = new Set([
  'ad', 'adversus', 'adversum', 'ante', 'apud', 'circa', 'circiter', 'circum', 'cis', 'citra', 'contra', 'erga', 'extra',
  'infra', 'inter', 'intra', 'iuxta', 'ob', 'penes', 'per', 'pone', 'post', 'praeter', 'prope', 'propter', 'secundum',
  'supra', 'trans', 'ultra', 'uersus',
]);
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'PRON', 'DET', 'NUM']);
/**
 * How far below the best reading (in path score) the best reading with a finite verb may be and still be
 * taken. On Perseus (5 folds) and PROIEL (3 folds) 10, 15, 25 and 40 score alike (±0.02 UPOS and lemma);
 * with the two-perceptron model, 40 is what keeps Cicero's `Quo usque tandem abutere` the future of abutor
 * (not the infinitive of the archaic abuto) and Virgil's `Arma virumque cano` a verb (not the adjective canus).
 */
export const FINITE_VERB_MARGIN = 40;
/**
 * The same for a nominative subject agreeing with its clause's only finite verb (rule 4). On Perseus (5
 * folds) and PROIEL (3 folds) 10, 20 and 30 score alike (±0.02 UPOS); 25 lets the ethnic plurals of Caesar
 * (`fortissimi sunt Belgae`), whose -ae the tagger reads as the genitive of a place name, be subjects.
 */
export const SUBJECT_MARGIN = 25;
/**
 * The same for a clause that opens with a subordinating conjunction (`Si vis pacem, para bellum`: vis, "you
 * want", not "force"), when no reading took the finite verb within FINITE_VERB_MARGIN. On Perseus (5 folds) and
 * PROIEL (3 folds) 60 scores as without it; 80 and 120 cost Perseus 0.02 and 0.03 UPOS, and 60 for every clause 0.04 core features.
 */
export const SUBORDINATE_VERB_MARGIN = 60;
/**
 * The same for a people as that subject (`Post proelium Galli legatos miserunt`: the Gauls, not "of Gallus"), when
 * no word took the subject within SUBJECT_MARGIN: a people's plural is the subject of a verb without one far more
 * often than a man's genitive beside it.
 */
export const PEOPLE_SUBJECT_MARGIN = 60;
/**
 * The same for reading one of two unlinked finite verbs of a clause otherwise (rule 17). On Perseus (5 folds)
 * and PROIEL (3 folds) 40 and 80 score alike (±0.01); 80 is what Virgil's `tenui … avena` needs.
 */
export const ONE_FINITE_VERB_MARGIN = 80;
/** The same for an adjective and a noun of its clause read in one case, number and gender (rule 18); 25 and 50 score alike. */
export const HYPERBATON_MARGIN = 25;

export interface ConstraintToken {
  /** The look-up key (normalised form). */
  key: string;
  /** True for words (not punctuation or numbers). */
  wordLike: boolean;
  /** The lexicon's candidate tags, or null. */
  tags: readonly string[] | null;
  analyses: readonly Analysis[];
}

export interface ConstraintContext {
  tagName: (id: number) => string;
  /** Lexicon frequency of an analysis's lemma. */
  frequency: (a: Analysis) => number;
  /** The canonical tag of an analysis (the tagger's tag names). */
  tagOf: (a: Analysis) => string;
  /** The soft rules' margins, when not FINITE_VERB_MARGIN and SUBJECT_MARGIN (to measure them). */
  margins?: { finiteVerb: number; subject: number; oneFiniteVerb?: number; hyperbaton?: number };
  /** Whether an analysis's lemma names a people (a masculine plural proper noun: Parthi, Sequani). */
  isPeople?: (a: Analysis) => boolean;
  /** Rules left out (to measure them). */
  without?: ReadonlySet<RuleName>;
  /** The treebank convention the output follows (rules 14 and 15 read its habits), or none for students. */
  convention?: string;
}

/** The rules, by name. */
export const RULE_NAMES = ['preposition', 'commonNoun', 'quam', 'people', 'rareProperNoun', 'adverb', 'relative', 'cum', 'vocative', 'address', 'determinerSubject', 'comparativeQuam', 'utMood', 'spokenTo', 'finiteVerb', 'subject', 'oneFiniteVerb', 'hyperbaton', 'substantive', 'polysyndeton', 'determinerAlone', 'neMood', 'determinerNoun', 'asyndeton', 'abbreviation', 'etAlso', 'nisiExcept', 'parallel', 'subjectBefore', 'secondSubject', 'ablativeAbsolute', 'apposition', 'pluralObject', 'futureImperative', 'peopleSubject', 'subordinateVerb'] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Prepositions that are also adverbs, with the case they govern (rule 9). */
const ADVERB_PREPOSITIONS = new Map<string, string>([
  ...['ante', 'post', 'contra', 'circa', 'circum', 'prope', 'supra', 'infra', 'extra', 'intra', 'ultra', 'citra', 'iuxta', 'propter', 'praeter', 'subter', 'aduersus', 'aduersum', 'secundum'].map((k) => [k, 'Acc'] as const),
  ['coram', 'Abl'],
]);

/** A proper noun this many times rarer (lexicon counts) than a people spelt alike gives no reading (rule 7). */
export const RARE_PROPER_NOUN_RATIO = 16;

export type Allow = (token: number, tagId: number) => boolean;

/** What the rules read of a tag, parsed once per tag (the rules run on every sentence). */
interface TagInfo {
  upos: string;
  case: string | undefined;
  finite: boolean;
  thirdPerson: boolean;
  /** A verb in the second person or the imperative (someone is spoken to). */
  addressed: boolean;
  number: string | undefined;
  /** Masc, Fem, Neut or a comma-separated list of them. */
  gender: string | undefined;
  superlative: boolean;
  comparative: boolean;
  subjunctive: boolean;
  participle: boolean;
  /** A finite verb's whole tag (person, number, tense, mood, voice), else undefined. */
  finiteForm: string | undefined;
}
const tagInfos = new Map<string, TagInfo>();

function infoOf(tag: string): TagInfo {
  let info = tagInfos.get(tag);
  if (!info) {
    const bar = tag.indexOf('|');
    const at = tag.indexOf('Case=');
    info = {
      upos: bar < 0 ? tag : tag.slice(0, bar),
      case: at < 0 ? undefined : tag.slice(at + 5, at + 8),
      finite: tag.includes('VerbForm=Fin'),
      thirdPerson: tag.includes('Person=3'),
      addressed: tag.includes('Person=2') || tag.includes('Mood=Imp'),
      number: /Number=(\w+)/.exec(tag)?.[1],
      gender: /Gender=([\w,]+)/.exec(tag)?.[1],
      superlative: tag.includes('Degree=Sup'),
      comparative: tag.includes('Degree=Cmp'),
      subjunctive: tag.includes('Mood=Sub'),
      participle: tag.includes('VerbForm=Part'),
      finiteForm: tag.includes('VerbForm=Fin') ? tag : undefined,
    };
    tagInfos.set(tag, info);
  }
  return info;
}

/** A context's tag ids → what the rules read of them, filled on first use. */
const idInfos = new WeakMap<ConstraintContext, TagInfo[]>();

function idInfoOf(ctx: ConstraintContext): (id: number) => TagInfo {
  let table = idInfos.get(ctx);
  if (!table) idInfos.set(ctx, (table = []));
  const t = table;
  return (id) => t[id] ?? (t[id] = infoOf(ctx.tagName(id)));
}

/** A test on what a tag is (a rule's allowed readings). */
type TagTest = (tag: TagInfo) => boolean;
const isFinite: TagTest = (t) => t.finite;

/** True when one of the token's candidate tags passes the test. */
const canBe = (token: ConstraintToken, test: TagTest) => token.tags?.some((t) => test(infoOf(t))) ?? false;

// Tests the rules share, made once: a named closure made inside a rule would be made again for every sentence.
const IS_ADVERB: TagTest = (t) => t.upos === 'ADV';
const IS_PRONOUN: TagTest = (t) => t.upos === 'PRON';
const IS_PREPOSITION: TagTest = (t) => t.upos === 'ADP';
const IS_CONJUNCTION: TagTest = (t) => t.upos === 'SCONJ';
const NOT_CONJUNCTION: TagTest = (t) => t.upos !== 'SCONJ';
const NOT_VOCATIVE: TagTest = (t) => t.case !== 'Voc';
const NOT_FINITE: TagTest = (t) => !t.finite && t.upos !== 'PUNCT';
const HAS_NOMINAL_CASE = (t: TagInfo) => !!t.case && NOMINAL.has(t.upos);
const IS_NOUN_OR_PRONOUN = (t: TagInfo) => t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON';
const IS_MODIFIER = (t: TagInfo) => t.upos === 'ADJ' || t.upos === 'DET' || (t.upos === 'VERB' && !!t.case);
const IS_PRESENT_FIRST_PERSON: TagTest = (t) => t.finiteForm !== undefined && t.finiteForm.includes('Mood=Ind') && t.finiteForm.includes('Person=1') && t.finiteForm.includes('Tense=Pres');

/** Token i's constraint narrowed by `test` (both must pass when an earlier rule constrained it already). */
function narrowed(out: Map<number, TagTest>, i: number, test: TagTest): TagTest {
  const before = out.get(i);
  return before ? (t) => before(t) && test(t) : test;
}

/** The case the preposition at i governs, when it takes only one. */
function governedCase(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): string | undefined {
  if (chosen[i]!.upos !== 'ADP') return undefined;
  const key = tokens[i]!.key;
  if (ABLATIVE_PREPOSITIONS.has(key)) return 'Abl';
  if (ACCUSATIVE_PREPOSITIONS.has(key)) return 'Acc';
  return undefined;
}

/** Rule 1: token → the case it must take after its preposition. */
function prepositionRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  for (let i = 1; i < tokens.length; i++) {
    const wanted = governedCase(tokens, chosen, i - 1);
    if (!wanted) continue;
    const tag = chosen[i]!;
    if (!tag.case || tag.case === wanted || !NOMINAL.has(tag.upos)) continue;
    if (!canBe(tokens[i]!, (t) => NOMINAL.has(t.upos) && t.case === wanted)) continue;
    out.set(i, (t) => t.case === wanted);
  }
}

/** Rule 5: `quam` before a superlative is the adverb (`quam maximis itineribus`: as … as possible). */
function quamRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.key !== 'quam' || chosen[i]!.upos === 'ADV' || !chosen[i + 1]!.superlative) continue;
    if (canBe(tokens[i]!, (t) => t.upos === 'ADV')) out.set(i, (t) => t.upos === 'ADV');
  }
}

/** Rule 3: the first word, capitalised, read as the common noun the proper noun is spelt like. */
function commonNounRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], ctx: ConstraintContext, out: Map<number, TagTest>): void {
  const i = tokens.findIndex((t) => t.wordLike);
  if (i < 0 || chosen[i]!.upos !== 'PROPN') return;
  const proper = tokens[i]!.analyses.filter((a) => a.upos === 'PROPN');
  const common = tokens[i]!.analyses.filter((a) => a.upos === 'NOUN' && proper.some((p) => p.lemma.toLowerCase() === a.lemma.toLowerCase()));
  if (common.length === 0) return;
  const best = (as: Analysis[]) => Math.max(...as.map(ctx.frequency));
  if (best(common) < best(proper)) return;
  out.set(i, (t) => t.upos !== 'PROPN');
}

/** Parts of speech a people's adjective agrees with when they stand beside it (`populi Romani`, `Galli equites`). */
const AGREEING_UPOS = new Set(['NOUN', 'PROPN', 'PRON']);

/**
 * Rule 6: a plural adjective that is also the name of a people (the lexicon's Parthi beside Parthus, a, um)
 * and has no noun or pronoun of its case and number beside it is the people (`in Dacos et Parthos`).
 */
function peopleRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], ctx: ConstraintContext, out: Map<number, TagTest>): void {
  const isPeople = ctx.isPeople;
  if (!isPeople) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.upos !== 'ADJ' || tag.number !== 'Plur' || !tag.case || !tokens[i]!.analyses.some(isPeople)) continue;
    const agrees = (j: number) => j >= 0 && j < chosen.length && AGREEING_UPOS.has(chosen[j]!.upos) && chosen[j]!.case === tag.case && chosen[j]!.number === 'Plur';
    if (agrees(i - 1) || agrees(i + 1)) continue;
    const people: TagTest = (t) => t.upos === 'PROPN' && t.case === tag.case && t.number === 'Plur';
    if (canBe(tokens[i]!, people)) out.set(i, people);
  }
}

/** The lexicon count of the most frequent people among a form's analyses (0: none), per analyses list. */
const peopleFrequency = new WeakMap<readonly Analysis[], number>();

/**
 * Rule 7: a reading that only proper nouns far rarer than a people spelt alike give is left out
 * (`Helvetii legatos mittunt`: the people, not the genitive of the gens name Helvetius).
 */
function rareProperNounRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], ctx: ConstraintContext, out: Map<number, TagTest>): void {
  const isPeople = ctx.isPeople;
  if (!isPeople) return;
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.upos !== 'PROPN') continue;
    const analyses = tokens[i]!.analyses;
    let best = peopleFrequency.get(analyses);
    if (best === undefined) {
      best = 0;
      for (const a of analyses) if (isPeople(a)) best = Math.max(best, ctx.frequency(a));
      peopleFrequency.set(analyses, best);
    }
    if (best < RARE_PROPER_NOUN_RATIO) continue;
    // Tags some analysis that is not a rare proper noun gives; the others are left out.
    const kept = new Set<TagInfo>();
    for (const a of analyses) if (a.upos !== 'PROPN' || ctx.frequency(a) * RARE_PROPER_NOUN_RATIO >= best) kept.add(infoOf(ctx.tagOf(a)));
    if (!kept.has(chosen[i]!)) out.set(i, (t) => kept.has(t));
  }
}

/**
 * Rule 9: a preposition that is also an adverb, with no word in its case among the next two words (before
 * punctuation), is the adverb (`paulo ante`, `quod contra fecit`).
 */
function adverbRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const isAdverb = IS_ADVERB;
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.upos !== 'ADP') continue;
    const wanted = ADVERB_PREPOSITIONS.get(tokens[i]!.key);
    if (!wanted || out.has(i) || !canBe(tokens[i]!, isAdverb)) continue;
    let governs = false;
    for (let j = i + 1; j <= i + 2 && j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (chosen[j]!.case === wanted) governs = true;
    if (!governs) out.set(i, isAdverb);
  }
}

/**
 * Where `quod` after a neuter pronoun still introduces a fact, not a relative: after `ipsum`, and after `hoc`
 * governed by a preposition (`ex hoc quod`: SCONJ 32 times of 34 on the gold trees; `hoc quod agit` without
 * one is the relative 6 times of 9, `illud quod` 16 of 16).
 */
function factQuod(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): boolean {
  const before = tokens[i - 1]!.key;
  return before === 'ipsum' || (before === 'hoc' && i >= 2 && chosen[i - 2]!.upos === 'ADP');
}

/**
 * Rule 10: `quod` right after a neuter singular noun or pronoun in the nominative or accusative is the
 * relative pronoun agreeing with it (`imperium quod initio … fuerat`, `id quod`), not the conjunction.
 */
function relativeRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const isPronoun = IS_PRONOUN;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'quod' || chosen[i]!.upos !== 'SCONJ' || out.has(i)) continue;
    const before = chosen[i - 1]!;
    if (!AGREEING_UPOS.has(before.upos) && before.upos !== 'DET') continue;
    if (before.number !== 'Sing' || (before.case !== 'Nom' && before.case !== 'Acc') || !before.gender?.includes('Neut')) continue;
    if (factQuod(tokens, chosen, i) || !canBe(tokens[i]!, isPronoun)) continue;
    out.set(i, isPronoun);
  }
}

/** The tokens of the clause after i (up to the next punctuation mark) include a subjunctive. */
function subjunctiveAfter(chosen: readonly TagInfo[], i: number): boolean {
  for (let j = i + 1; j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (chosen[j]!.subjunctive) return true;
  return false;
}

/** Token i is framed by an adjective and a noun that can agree in the ablative (`magna cum cura`). */
function framedAblative(tokens: readonly ConstraintToken[], i: number): boolean {
  const before = tokens[i - 1]?.tags?.map(infoOf).filter((t) => FRAMING.has(t.upos) && t.case === 'Abl') ?? [];
  const after = tokens[i + 1]?.tags?.map(infoOf).filter((t) => t.upos === 'NOUN' && t.case === 'Abl') ?? [];
  return before.some((a) => after.some((n) => agreeing(a, n)));
}
/** Words that frame cum with its noun (not a personal pronoun: `me cum`); once framing, a relative or demonstrative may still be PRON in a treebank's convention. */
const FRAMING = new Set(['ADJ', 'DET', 'NUM']);
const MODIFIER = new Set([...FRAMING, 'PRON']);

/**
 * Rule 11: `cum` followed by an ablative, with no subjunctive in the rest of its clause, is the preposition
 * (`cum summo studio … exequebantur`); `cum` with no ablative beside it and a subjunctive after it is the
 * conjunction (`cum … iussisset`). The ablative may stand before it (`mecum`, written `me cum`). Between an
 * adjective and a noun that can agree in the ablative it is the preposition too (`magna cum cura`; on the gold
 * trees 7 times in 8).
 */
function cumRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const isPreposition = IS_PREPOSITION;
  const isConjunction = IS_CONJUNCTION;
  const ablative = (j: number) => j >= 0 && j < chosen.length && chosen[j]!.case === 'Abl' && NOMINAL.has(chosen[j]!.upos);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'cum' || out.has(i)) continue;
    const upos = chosen[i]!.upos;
    if (i > 0 && !out.has(i - 1) && !out.has(i + 1) && !subjunctiveAfter(chosen, i) && canBe(tokens[i]!, isPreposition) && framedAblative(tokens, i)) {
      // `magna cum cura`: an adjective and its noun in the ablative around cum.
      out.set(i, isPreposition);
      out.set(i + 1, (t) => t.upos === 'NOUN' && t.case === 'Abl');
      out.set(i - 1, (t) => MODIFIER.has(t.upos) && t.case === 'Abl');
    } else if (upos === 'SCONJ' && ablative(i + 1) && !subjunctiveAfter(chosen, i)) {
      if (canBe(tokens[i]!, isPreposition)) out.set(i, isPreposition);
    } else if (upos === 'ADP' && !ablative(i - 1) && subjunctiveAfter(chosen, i) && i + 1 < tokens.length && !canBe(tokens[i + 1]!, (t) => NOMINAL.has(t.upos) && t.case === 'Abl')) {
      let governs = false;
      for (let j = i + 1; j <= i + 3 && j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (ablative(j)) governs = true;
      if (!governs && canBe(tokens[i]!, isConjunction)) out.set(i, isConjunction);
    }
  }
}

/** Words that make a comparison without the comparative degree (`potius … quam`, `aliter … quam`). */
const COMPARING_WORDS = new Set(['potius', 'magis', 'prius', 'plus', 'minus', 'amplius', 'aliter', 'secus']);
/**
 * Conventions that call the `quam` of a comparison an adverb; the others (and Versio's cards) a conjunction.
 * On the gold trees, `quam` after a comparative in its clause is SCONJ in Perseus 13 times of 15, ITTB 30 of
 * 31, UDante 42 of 45, CIRCSE 11 of 11, and ADV in PROIEL 17 of 20.
 */
const COMPARATIVE_QUAM_ADVERB = new Set(['proiel']);

/**
 * Rule 14: `quam` after a comparative in its clause (up to seven words back, across commas) introduces the
 * second term of the comparison (`cariora … omnia quam decus`, `potius … quam rei domesticae`): the
 * convention's word for it, conjunction or adverb. The relative pronoun reading is left alone.
 */
function comparativeQuamRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  const wanted = convention && COMPARATIVE_QUAM_ADVERB.has(convention) ? 'ADV' : 'SCONJ';
  const test: TagTest = (t) => t.upos === wanted;
  for (let i = 1; i < tokens.length; i++) {
    const upos = chosen[i]!.upos;
    if (tokens[i]!.key !== 'quam' || upos === wanted || (upos !== 'ADV' && upos !== 'SCONJ') || out.has(i)) continue;
    if (i + 1 < chosen.length && chosen[i + 1]!.superlative) continue;
    let comparison = false;
    for (let j = i - 1; j >= 0 && j >= i - 7; j--) {
      if (chosen[j]!.upos === 'PUNCT' && tokens[j]!.key !== ',') break;
      if (chosen[j]!.comparative || COMPARING_WORDS.has(tokens[j]!.key)) {
        comparison = true;
        break;
      }
    }
    if (comparison && canBe(tokens[i]!, test)) out.set(i, test);
  }
}

/**
 * Conventions that call `ut` an adverb unless a subjunctive follows it ("as", "when"): PROIEL's gold trees
 * have the adverb 22 times of 30 before an indicative or no verb, and the conjunction 102 times of 105
 * before a subjunctive; the other treebanks write the conjunction before either mood.
 */
const UT_ADVERB_UNLESS_SUBJUNCTIVE = new Set(['proiel']);
const STRONG_PUNCTUATION = new Set(['.', ';', ':', '?', '!']);

/** The first finite verb after token i in its sentence part (up to a full stop, colon, semicolon, ? or !). */
function nextFiniteVerb(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): TagInfo | undefined {
  for (let j = i + 1; j < chosen.length; j++) {
    if (chosen[j]!.upos === 'PUNCT' && STRONG_PUNCTUATION.has(tokens[j]!.key)) return undefined;
    if (chosen[j]!.finite) return chosen[j];
  }
  return undefined;
}

/**
 * Rule 15: `ut` whose next finite verb is a subjunctive is the conjunction (on the gold trees of all the
 * treebanks 385 times of 390); in those conventions, `ut` whose next finite verb is not is the adverb.
 */
function utMoodRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  const adverbUnlessSubjunctive = !!convention && UT_ADVERB_UNLESS_SUBJUNCTIVE.has(convention);
  const isAdverb = IS_ADVERB;
  const isConjunction = IS_CONJUNCTION;
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    if ((key !== 'ut' && key !== 'uti') || out.has(i)) continue;
    const subjunctive = nextFiniteVerb(tokens, chosen, i)?.subjunctive ?? false;
    if (subjunctive && chosen[i]!.upos !== 'SCONJ' && canBe(tokens[i]!, isConjunction)) out.set(i, isConjunction);
    else if (adverbUnlessSubjunctive && !subjunctive && chosen[i]!.upos === 'SCONJ' && canBe(tokens[i]!, isAdverb)) out.set(i, isAdverb);
  }
}

/**
 * Rule 8: in a punctuated sentence, a vocative with no punctuation or interjection beside it, no vocative
 * next to it and no verb in the second person in its sentence is read otherwise (`Helvetii legatos ad
 * Caesarem mittunt.`).
 */
function vocativeRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  // Without punctuation in the sentence (PROIEL's texts have none), a missing comma says nothing.
  if (!chosen.some((t) => t.case === 'Voc') || chosen.some((t) => t.addressed) || !chosen.some((t) => t.upos === 'PUNCT')) return false;
  let changed = false;
  const setsOff = (j: number) => j >= 0 && j < chosen.length && (chosen[j]!.upos === 'PUNCT' || chosen[j]!.upos === 'INTJ' || chosen[j]!.case === 'Voc');
  const notVocative = NOT_VOCATIVE;
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    if (chosen[i]!.case !== 'Voc' || setsOff(i - 1) || setsOff(i + 1) || tokens[i - 1]?.key === 'o' || key === 'tu' || key === 'uos') continue;
    const test = narrowed(out, i, notVocative);
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}

/** Words that bring the speaker or the one spoken to into a sentence (u for v, as the keys are spelt). */
const FIRST_AND_SECOND_PERSON = /^(ego|me|mihi|mei|mecum|nos|nobis|nostri|nostrum|nobiscum|tu|te|tibi|tui|tecum|uos|uobis|uestri|uestrum|uobiscum|(me|tu)(us|a|um|i|ae|o|am|os|as|is|orum|arum)|(nost|uest)(er|ra|rum|ri|rae|ro|ram|ros|ras|ris|rorum|rarum))$/;

/**
 * Rule 13: a vocative is not one when nobody is spoken to: the sentence has a finite verb, every finite verb
 * is in the third person and no word names the speaker or the listener (`Helvetii, qui fortissimi sunt, …
 * bellum gerunt`: the subject, not "o Helvetii"; `Miltiades, Cimonis filius, Atheniensis, …`).
 */
function addressRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  if (!chosen.some((t) => t.case === 'Voc')) return false;
  let finite = false;
  for (let j = 0; j < tokens.length; j++) {
    const t = chosen[j]!;
    if (t.finite && !t.thirdPerson) return false;
    if (t.finite) finite = true;
    const key = tokens[j]!.key;
    if (t.upos === 'INTJ' || key === 'o' || FIRST_AND_SECOND_PERSON.test(key)) return false;
  }
  if (!finite) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.case !== 'Voc') continue;
    const notVocative = narrowed(out, i, (t) => t.case !== 'Voc');
    if (!canBe(tokens[i]!, notVocative)) continue;
    out.set(i, notVocative);
    changed = true;
  }
  return changed;
}

/** Conventions that call a determiner with no noun to go with a pronoun (PROIEL: `omnia`, `illa` standing alone). */
const PRONOUN_WHEN_ALONE = new Set(['proiel']);

/** Rule 21: in those conventions, a determiner with no noun or pronoun of its case and number within three words is the pronoun. */
function determinerAloneRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  if (!convention || !PRONOUN_WHEN_ALONE.has(convention)) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.upos !== 'DET' || !tag.case || out.has(i)) continue;
    if (agreesWithin(chosen, i, i - 3, i + 4, (t) => t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON' || t.upos === 'ADJ')) continue;
    const test: TagTest = (t) => t.upos === 'PRON' && t.case === tag.case && t.number === tag.number;
    if (canBe(tokens[i]!, test)) out.set(i, test);
  }
}

/** Forms of the relative `qui` that may stand before their noun (`quibus rebus`, `quae causa`). */
const RELATIVE_FORM = /^(qui|quae|que|quod|cuius|cui|quem|quam|quo|qua|quorum|quarum|quos|quas|quibus)$/;
/** Conventions that call a relative before its noun a determiner (the others keep the pronoun). */
const RELATIVE_DETERMINER = new Set(['perseus']);

/**
 * Rule 23: a pronoun right before a noun it agrees with, when it may be the determiner, is the determiner
 * (`quis gladiator`, `ne quis tumultus`, `ea res`). On the gold trees of words that are both, the determiner
 * stands there 310 times of 350; a relative before its noun (`quibus rebus`) is the determiner only in
 * Perseus (14 of 19; elsewhere 4 of 82), while after `si`, `ne`, `num` it is the indefinite determiner.
 * (Right after its noun, `diebus illis`, the tagger already reads the determiner: the same rule there
 * measured no gain.)
 */
function determinerNounRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  const relativeDeterminer = !!convention && RELATIVE_DETERMINER.has(convention);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const tag = chosen[i]!;
    const next = chosen[i + 1]!;
    if (tag.upos !== 'PRON' || !tag.case || next.upos !== 'NOUN' || out.has(i)) continue;
    if (!relativeDeterminer && RELATIVE_FORM.test(tokens[i]!.key) && !(i > 0 && INDEFINITE_AFTER.has(tokens[i - 1]!.key))) continue;
    const test: TagTest = (t) => t.upos === 'DET' && agreeing(t, next);
    if (canBe(tokens[i]!, test)) out.set(i, test);
  }
}

/** Conventions that call the `ne` of `ne … quidem` a subordinating conjunction (Perseus: 5 times of 6). */
const NE_QUIDEM_CONJUNCTION = new Set(['perseus']);

/**
 * Rule 22: `ne` whose next finite verb is an indicative is not the conjunction "so that not" (which takes the
 * subjunctive) but the interrogative enclitic or the adverb (`videsne`, `ne … quidem`): on the gold trees the
 * conjunction stands before an indicative 7 times of 140 (Perseus 4 of 62, PROIEL 0 of 34). Perseus calls the
 * `ne` of `ne … quidem` a conjunction whatever the verb, so there the rule leaves it be.
 */
function neMoodRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  const notConjunction = NOT_CONJUNCTION;
  const quidemConjunction = !!convention && NE_QUIDEM_CONJUNCTION.has(convention);
  const conjunction = IS_CONJUNCTION;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'ne' || out.has(i)) continue;
    const quidem = tokens.slice(i + 1, i + 5).some((t) => t.key === 'quidem');
    const verb = nextFiniteVerb(tokens, chosen, i);
    if (!convention && verb?.subjunctive && !verb.addressed && !quidem && tokens[i + 1]?.key !== 'que') {
      // On students' cards `ne` before a subjunctive not in the second person is the conjunction "so that not"
      // (`ne quis tumultus existeret`), kept so on later passes; the treebanks disagree there (Perseus and
      // PROIEL also write the adverb).
      if (canBe(tokens[i]!, conjunction)) out.set(i, conjunction);
    } else if (chosen[i]!.upos === 'SCONJ' && !(quidemConjunction && quidem) && verb && !verb.subjunctive && !verb.addressed && canBe(tokens[i]!, notConjunction)) out.set(i, notConjunction);
  }
}

/**
 * Rule 16: a nominative set off by punctuation (`Milites, fortiter pugnate!`) in a sentence with a verb in the
 * second person or the imperative of its number is the one spoken to, a vocative. On the gold trees of all the
 * treebanks such a word is the vocative 47 times of 52 (Perseus 22 of 22).
 */
function spokenToRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  const numbers = new Set<string | undefined>();
  for (const t of chosen) if (t.finite && t.addressed) numbers.add(t.number);
  if (numbers.size === 0) return false;
  let changed = false;
  const setOff = (j: number) => j < 0 || (j < chosen.length && chosen[j]!.upos === 'PUNCT') || tokens[j]?.key === 'o';
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.case !== 'Nom' || !numbers.has(tag.number) || !SPOKEN_TO_UPOS.has(tag.upos) || out.has(i)) continue;
    if (!setOff(i - 1) || i + 1 >= chosen.length || chosen[i + 1]!.upos !== 'PUNCT') continue;
    const test: TagTest = (t) => t.case === 'Voc' && t.number === tag.number;
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}
const SPOKEN_TO_UPOS = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * Rule 19: an adjective with nothing of its case, number and gender within three words to agree with, whose form is
 * also a noun of the lexicon in that case and number, is the noun a school dictionary lists (`gloria maiorum`:
 * of the ancestors, maiores, not of greater ones; `bonum` alone: the good), unless it stands beside the copula as
 * its predicate (`errare humanum est`). For students' cards only: the treebanks write such words as adjectives.
 */
const SUBSTANTIVE_SPAN = 3;
function substantiveRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  let changed = false;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const adj = chosen[i]!;
      if (adj.upos !== 'ADJ' || !adj.case) continue;
      if (agreesWithin(chosen, i, Math.max(from, i - SUBSTANTIVE_SPAN), Math.min(end, i + SUBSTANTIVE_SPAN + 1), (t) => NOMINAL.has(t.upos))) continue;
      // Beside the copula it is the predicate adjective: errare humanum est (human), not "the human".
      if (chosen[i - 1]?.upos === 'AUX' || chosen[i + 1]?.upos === 'AUX') continue;
      // A people is a proper noun (Athenienses); the gender the adjective took alone says nothing.
      const noun = narrowed(out, i, (t) => (t.upos === 'NOUN' || t.upos === 'PROPN') && t.case === adj.case && t.number === adj.number);
      if (!canBe(tokens[i]!, noun)) continue;
      out.set(i, noun);
      changed = true;
    }
  }
  return changed;
}

/**
 * The value most members of a series share (rules 20 and 24), when at least two share it, no other value is as
 * frequent and some member has another value (or none): the one the dissenters should take.
 */
function dissentingMajority(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts].sort((x, y) => y[1] - x[1]);
  const [best, n] = ranked[0] ?? ['', 0];
  return n >= 2 && n < values.length && ranked[1]?.[1] !== n ? best : undefined;
}

/** Coordinating words that may open each member of a series (`et … et … et`, `aut … aut`). */
const SERIES_CONJUNCTIONS = new Set(['et', 'aut', 'uel', 'nec', 'neque', 'siue', 'seu']);

/**
 * Rule 20: the members of a series opened three times or more by the same conjunction (`et antiquitate
 * generis et gloria maiorum et sua modestia`) share their case: when most members' first nouns have one case
 * in the first reading and every member can take it, all of them take it (Nepos's `gloria`, read as a
 * nominative between two ablatives).
 */
function polysyndetonRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  for (const [from, end] of clausesOf(chosen)) {
    const byConjunction = new Map<string, number[]>();
    for (let i = from; i < end; i++) {
      const key = tokens[i]!.key;
      if (!SERIES_CONJUNCTIONS.has(key) || chosen[i]!.upos !== 'CCONJ') continue;
      // The member's first noun, within three words of its conjunction.
      for (let j = i + 1; j < Math.min(end, i + 4); j++) {
        const t = chosen[j]!;
        if ((t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON') && t.case) {
          const list = byConjunction.get(key) ?? [];
          list.push(j);
          byConjunction.set(key, list);
          break;
        }
        if (t.upos === 'CCONJ' || t.finite) break;
      }
    }
    for (const members of byConjunction.values()) {
      if (members.length < 3 || members.some((j) => out.has(j))) continue;
      const best = dissentingMajority(members.map((j) => chosen[j]!.case));
      if (!best) continue;
      const tests = members.map((j) => {
        const member = chosen[j]!;
        return (t: TagInfo) => t.upos === member.upos && t.case === best && t.number === member.number;
      });
      if (!members.every((j, k) => canBe(tokens[j]!, tests[k]!))) continue;
      members.forEach((j, k) => out.set(j, tests[k]!));
    }
  }
}

/**
 * Rule 24: a series of three or more one-word clauses set off by commas whose members are verbs (`Veni, vidi,
 * vici`; `abiit, excessit, evasit, erupit`) share person, number, tense and mood: when most members have one
 * finite reading and every member can take it, all take it (`Veni` was read as the imperative).
 */
function asyndetonRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const punctuation = (i: number) => i < 0 || i >= tokens.length || !tokens[i]!.wordLike;
  for (let i = 0; i < tokens.length; i++) {
    if (!punctuation(i - 1) || punctuation(i)) continue;
    const members = [i];
    while (tokens[members.at(-1)! + 1]?.key === ',' && !punctuation(members.at(-1)! + 2)) members.push(members.at(-1)! + 2);
    if (members.length < 3 || !punctuation(members.at(-1)! + 1) || members.some((j) => out.has(j))) continue;
    i = members.at(-1)!;
    const best = dissentingMajority(members.map((j) => chosen[j]!.finiteForm));
    if (!best) continue;
    const test: TagTest = (t) => t.finiteForm === best;
    if (!members.every((j) => canBe(tokens[j]!, test))) continue;
    for (const j of members) out.set(j, test);
  }
}

/**
 * Rule 25: an abbreviation shows no ending, so it takes its case from the name it belongs to: a praenomen
 * from the name after it (`L. Pisone`), a title or a month from the word before it (`Gabinio coss.`,
 * `Kal. Apr.`). Abbreviations are the tokens whose key keeps the dot.
 */
function abbreviationRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  const cased = (j: number, upos: readonly string[]) => j >= 0 && j < tokens.length && !!chosen[j]!.case && upos.includes(chosen[j]!.upos);
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    // An abbreviation's key is written with its dot, or two when a treebank spells it so (pipeline.ts).
    const key = abbreviationKey(tokens[i]!.key);
    if (!key.endsWith('.') || !chosen[i]!.case || out.has(i)) continue;
    // A date counted back from the Kalends, Nones or Ides (`a.d. V Kal.`, `pridie Id.`) puts them in the accusative.
    const counted = CALENDAR_DAYS.has(key) && tokens.slice(Math.max(0, i - 3), i).some((t) => COUNTING_BACK.has(abbreviationKey(t.key)));
    const j = counted ? i : PRAENOMEN_KEYS.has(key) ? (cased(i + 1, ['PROPN']) ? i + 1 : -1) : cased(i - 1, ['NOUN', 'PROPN', 'ADJ']) ? i - 1 : -1;
    const wanted = counted ? 'Acc' : j >= 0 ? chosen[j]!.case : undefined;
    if (!wanted || wanted === chosen[i]!.case) continue;
    // A month is an adjective (`Kal. Apr.`: Kalendas Apriles), which agrees in number and gender as well.
    const noun = chosen[i]!.upos === 'ADJ' && j !== i ? chosen[j]! : undefined;
    const test: TagTest = noun ? (t) => agreeing(t, noun) : (t) => t.case === wanted;
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}

/** How many times rule 25 may decode again: a chain of abbreviations is read one link per round. */
const ABBREVIATION_ROUNDS = 4;
const abbreviationKey = (key: string) => key.replace(/\.\.$/, '.');
const CALENDAR_DAYS: ReadonlySet<string> = new Set(['kal.', 'non.', 'id.', 'eid.']);
const COUNTING_BACK: ReadonlySet<string> = new Set(['a.d.', 'ante', 'pridie', 'postridie']);

/** The look-up keys of the abbreviated praenomina, with their dot (`cn.`). */
const PRAENOMEN_KEYS: ReadonlySet<string> = new Set([...PRAENOMINA.keys()].map((p) => `${normalizeLatin(p)}.`));

/** Conventions that call `et` meaning "also, even" an adverb (PROIEL). */
const ET_ADVERB = new Set(['proiel']);
/** Words after which `et` means "also": `sed et`, `sicut et`, `nonne et`. */
const ET_ALSO_AFTER = new Set(['sed', 'sicut', 'autem', 'nonne', 'quia', 'quod', 'sic', 'similiter']);

/**
 * Rule 26: in those conventions, `et` right after a conjunction or an adverb of comparison is the adverb
 * "also" (`sed et`, `sicut et`): on PROIEL's gold trees 15 times of 18; the other treebanks call every `et`
 * a conjunction.
 */
function etAlsoRule(tokens: readonly ConstraintToken[], convention: string | undefined, out: Map<number, TagTest>): void {
  if (!convention || !ET_ADVERB.has(convention)) return;
  const adverb = IS_ADVERB;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'et' || !ET_ALSO_AFTER.has(tokens[i - 1]!.key) || out.has(i)) continue;
    if (canBe(tokens[i]!, adverb)) out.set(i, adverb);
  }
}

/** Conventions that call `nisi` meaning "except, but" an adverb (PROIEL). */
const NISI_ADVERB = new Set(['proiel']);
const NISI_EXCEPT_BEFORE = new Set(['qui', 'quae', 'quod', 'quem', 'quam', 'quibus', 'ut', 'quia', 'cum', 'si', 'forte']);

/**
 * Rule 27: in those conventions, `nisi` with no finite verb of its own before the next punctuation (`nisi
 * Petrum`, `nisi solus Deus`), or before a clause of its own word (`nisi quod viderit`, `nisi ut mittatur`), is
 * the adverb "except": on PROIEL's gold trees 6 times of 6, while `nisi` with its own verb is the conjunction
 * 7 times of 8.
 */
function nisiExceptRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], convention: string | undefined, out: Map<number, TagTest>): void {
  if (!convention || !NISI_ADVERB.has(convention)) return;
  const adverb = IS_ADVERB;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'nisi' || out.has(i)) continue;
    let verb = false;
    for (let j = i + 1; j < tokens.length && tokens[j]!.wordLike; j++) if (chosen[j]!.finite) { verb = true; break; }
    if (verb && !NISI_EXCEPT_BEFORE.has(tokens[i + 1]?.key ?? '')) continue;
    if (canBe(tokens[i]!, adverb)) out.set(i, adverb);
  }
}

/**
 * Rule 28: two clauses side by side, set off by a comma, one with a finite verb and one without it, are read in
 * parallel (gapping: the verb is understood in the second): their nominal words, paired from the end, share
 * their cases when at least one pair already does and every pair can (`unam incolunt Belgae, aliam Aquitani`:
 * Aquitani a nominative like Belgae, not the genitive of a man's name; `qui ipsorum lingua Celtae, nostra
 * Galli appellantur`).
 */
function parallelRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): boolean {
  const clauses = clausesOf(chosen);
  const nominal = HAS_NOMINAL_CASE;
  let changed = false;
  for (let k = 0; k + 1 < clauses.length; k++) {
    const [a, b] = [clauses[k]!, clauses[k + 1]!];
    if (a[1] + 1 !== b[0] || tokens[a[1]]!.key !== ',') continue;
    const finite = ([from, end]: [number, number]) => chosen.slice(from, end).some((t) => t.finite);
    if (finite(a) === finite(b)) continue;
    const [model, gapped] = finite(a) ? [a, b] : [b, a];
    const words = ([from, end]: [number, number]) => [...Array(end - from).keys()].map((x) => from + x).filter((i) => nominal(chosen[i]!));
    const m = words(model);
    const g = words(gapped);
    const n = Math.min(m.length, g.length);
    if (n < 2) continue;
    const pairs = [...Array(n).keys()].map((x) => [m[m.length - 1 - x]!, g[g.length - 1 - x]!] as const);
    if (!pairs.some(([i, j]) => chosen[i]!.case === chosen[j]!.case)) continue;
    const wrong = pairs.filter(([i, j]) => chosen[i]!.case !== chosen[j]!.case && !out.has(j));
    const tests = wrong.map(([i]) => {
      const wanted = chosen[i]!;
      return (t: TagInfo) => t.case === wanted.case && (!wanted.number || t.number === wanted.number);
    });
    if (wrong.length === 0 || !wrong.every(([, j], x) => canBe(tokens[j]!, tests[x]!))) continue;
    wrong.forEach(([, j], x) => out.set(j, tests[x]!));
    changed = true;
  }
  return changed;
}

/** A soft rule's trial: constrain token i to the tags that pass the test. */
type Trial = [number, TagTest];

/** The clauses of a reading: [from, end) ranges of the tokens between two punctuation marks. */
function clausesOf(chosen: readonly TagInfo[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let end = 0; end <= chosen.length; end++) {
    if (end < chosen.length && chosen[end]!.upos !== 'PUNCT') continue;
    if (end > from) out.push([from, end]);
    from = end + 1;
  }
  return out;
}

/**
 * Rule 2: for each clause of two words or more whose reading has no finite verb, the words that can be one
 * (`Arma virumque cano, Troiae qui … venit litora`). One list of trials per clause.
 */
function finiteVerbCandidates(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], subordinate = false): Trial[][] {
  const out: Trial[][] = [];
  for (const [from, end] of clausesOf(chosen)) {
    if (subordinate && chosen[from]!.upos !== 'SCONJ') continue;
    let words = 0;
    let hasVerb = false;
    for (let i = from; i < end; i++) {
      if (tokens[i]!.wordLike) words++;
      if (chosen[i]!.finite) hasVerb = true;
    }
    if (words < 2 || hasVerb) continue;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) if (canBe(tokens[i]!, isFinite)) trials.push([i, isFinite]);
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

/** Words that may join two finite verbs in one clause: conjunctions, relatives, interrogatives (keys, u for v). */
const CLAUSE_LINK = /^(qu\w*|cu[ir]\w*|cum|ubi|unde|num|an|utrum|ne|nec|neque|neu|que|ue|et|ac|atque|aut|uel|siue|seu|sed|at|nam|enim|si|sin|nisi|ut|uti|sicut|dum|donec|priusquam|postquam|antequam|ceu|uelut|tamquam)$/;
/** Verbs that stand beside another finite verb with no link (`Tibi, inquit, paratur`, `uaces oportet`, `eos uelim laudes`). */
const PARENTHETICAL_VERB = /^(inquit|inquis|inquam|inquiunt|ait|aiunt|oportet|uelim|uelit|opinor|puto|credo|precor|oro|quaeso|rogo|peto|sis|sodes)$/;

/**
 * Rule 17: a clause has one finite verb unless a conjunction, a relative or an interrogative joins a second;
 * when the reading has two with nothing to join them (`tu … silvestrem tenui Musam meditaris avena`: tenui as
 * "I held"), the words that can be read otherwise (tenui, the adjective) are tried. On the gold trees of all
 * the treebanks, a clause between punctuation marks with two finite verbs has such a link 3164 times of 3255
 * (Perseus 266 of 284, most of the others around `inquit`, `oportet`, `velim`).
 */
function oneFiniteVerbCandidates(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[]): Trial[][] {
  const out: Trial[][] = [];
  const notFinite = NOT_FINITE;
  for (const [from, end] of clausesOf(chosen)) {
    let verbs = 0;
    let linked = false;
    for (let i = from; i < end; i++) {
      const key = tokens[i]!.key;
      if (chosen[i]!.finite) verbs++;
      if (chosen[i]!.upos === 'CCONJ' || chosen[i]!.upos === 'SCONJ' || CLAUSE_LINK.test(key) || PARENTHETICAL_VERB.test(key)) linked = true;
    }
    if (verbs < 2 || linked) continue;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) if (chosen[i]!.finite && canBe(tokens[i]!, notFinite)) trials.push([i, notFinite]);
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

/** True when two gender values (`Masc`, `Fem,Neut`…) share one, or one of them is not given. */
function gendersMeet(a: string | undefined, b: string | undefined): boolean {
  return !a || !b || a.split(',').some((g) => b.includes(g));
}

/** Tags a and b agree: same case and number, genders that meet. */
const agreeing = (a: TagInfo, b: TagInfo) => a.case === b.case && a.number === b.number && gendersMeet(a.gender, b.gender);

/** True when a word of [from, to) other than i passes `test` and agrees with token i. */
function agreesWithin(chosen: readonly TagInfo[], i: number, from: number, to: number, test: (t: TagInfo) => boolean): boolean {
  for (let j = Math.max(0, from); j < Math.min(chosen.length, to); j++) if (j !== i && test(chosen[j]!) && agreeing(chosen[i]!, chosen[j]!)) return true;
  return false;
}

/** How far apart (in words) an adjective and its noun may stand for rule 18. */
const HYPERBATON_SPAN = 5;

/**
 * Rule 18: an adjective with no noun or pronoun of its case, number and gender in its clause, and a noun of
 * that clause with no adjective of its own, are tried in one agreement, the adjective taking the noun's case
 * or the noun the adjective's (`patulae … fagi`, `tenui … avena` in Virgil's first eclogue). One list of
 * trials per adjective.
 */
function hyperbatonCandidates(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[]): Trial[][] {
  const out: Trial[][] = [];
  const nominal = IS_NOUN_OR_PRONOUN;
  const modifier = IS_MODIFIER;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const adj = chosen[i]!;
      if (adj.upos !== 'ADJ' || !adj.case) continue;
      if (agreesWithin(chosen, i, from, end, (t) => nominal(t) || modifier(t))) continue;
      const trials: Trial[] = [];
      for (let j = Math.max(from, i - HYPERBATON_SPAN); j < Math.min(end, i + HYPERBATON_SPAN + 1); j++) {
        const noun = chosen[j]!;
        if (j === i || (noun.upos !== 'NOUN' && noun.upos !== 'PROPN') || !noun.case) continue;
        if (agreesWithin(chosen, j, from, end, modifier)) continue;
        const adjToNoun: TagTest = (t) => t.upos === 'ADJ' && agreeing(t, noun);
        const nounToAdj: TagTest = (t) => t.upos === noun.upos && agreeing(t, adj);
        if (canBe(tokens[i]!, adjToNoun)) trials.push([i, adjToNoun]);
        if (canBe(tokens[j]!, nounToAdj)) trials.push([j, nounToAdj]);
      }
      if (trials.length > 0) out.push(trials);
    }
  }
  return out;
}

/** Parts of speech whose nominative is a subject (an adjective or participle may be the predicate: `fortissimi sunt Belgae`). */
/**
 * True when the subject stands before clause k, set off by an apposition (`Hannibal, Hamilcaris filius, …
 * superavit`): a nominative noun, proper noun or pronoun of the verb's number in the verbless clauses that lead
 * up to it, within the same sentence part.
 */
function subjectInLeadingClauses(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], clauses: readonly [number, number][], k: number, number: string | undefined): boolean {
  for (let c = k - 1; c >= 0; c--) {
    const [from, end] = clauses[c]!;
    if (STRONG_PUNCTUATION.has(tokens[end]?.key ?? '') || chosen.slice(from, end).some((t) => t.finite)) return false;
    if (chosen.slice(from, end).some((t) => t.case === 'Nom' && t.number === number && (t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON'))) return true;
  }
  return false;
}

/**
 * Rule 29: a clause whose one finite verb, in the third person, has its subject before it, set off by an
 * apposition, tries its own nominative nouns with no adjective of their own in another case (`Hannibal, …, omnes
 * duces prudentia superavit`: prudentia the ablative). Not after a copula, whose nominative is the predicate.
 * One list of trials per such nominative.
 */
function secondSubjectCandidates(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[]): Trial[][] {
  const out: Trial[][] = [];
  const clauses = clausesOf(chosen);
  for (const [k, [from, end]] of clauses.entries()) {
    const verbs = chosen.slice(from, end).filter((t) => t.finite);
    // A copula's nominative is its predicate (`Tullia, Ciceronis filia, puella erat`).
    if (verbs.length !== 1 || verbs[0]!.upos !== 'VERB' || !verbs[0]!.thirdPerson || !subjectInLeadingClauses(tokens, chosen, clauses, k, verbs[0]!.number)) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.case !== 'Nom' || tag.upos !== 'NOUN' || agreesWithin(chosen, i, from, end, (t) => t.upos === 'ADJ' || t.upos === 'DET')) continue;
      const otherCase: TagTest = (t) => t.upos === tag.upos && !!t.case && t.case !== 'Nom' && t.case !== 'Voc';
      if (canBe(tokens[i]!, otherCase)) out.push([[i, otherCase]]);
    }
  }
  return out;
}

const SUBJECT_UPOS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'NUM']);

/**
 * Rule 4: for each clause with one finite verb, in the third person, and no nominative noun or pronoun, the
 * words that can be a nominative of the verb's number (its subject: `Puellae rosas amant`, `fortissimi sunt
 * Belgae`, `quarum unam incolunt Belgae`). One list of trials per clause.
 */
function subjectCandidates(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], determiners: boolean, withoutSubjectBefore = false): Trial[][] {
  const out: Trial[][] = [];
  // A determiner stands for the subject (`omnes`, `hi`) unless a word beside it can be the noun it goes with
  // (`omnis Gallia` after `His rebus gestis`, where Gallia was read as an ablative).
  const nounBeside = (i: number, number: string | undefined) => [i - 1, i + 1].some((j) => j >= 0 && j < tokens.length && chosen[j]!.case !== 'Nom'
    && canBe(tokens[j]!, (t) => (t.upos === 'NOUN' || t.upos === 'PROPN') && t.case === 'Nom' && t.number === number));
  const clauses = clausesOf(chosen);
  const subjectBefore = (k: number, number: string | undefined) => subjectInLeadingClauses(tokens, chosen, clauses, k, number);
  for (const [k, [from, end]] of clauses.entries()) {
    let verb: TagInfo | undefined;
    let verbs = 0;
    let hasSubject = false;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.case === 'Nom' && SUBJECT_UPOS.has(tag.upos) && !(determiners && tag.upos === 'DET' && nounBeside(i, tag.number))) hasSubject = true;
      if (tag.finite) [verb, verbs] = [tag, verbs + 1];
    }
    const number = verbs === 1 && !hasSubject && verb!.thirdPerson ? verb!.number : undefined;
    if (!number || (!withoutSubjectBefore && subjectBefore(k, number))) continue;
    const isSubject: TagTest = (t) => NOMINAL.has(t.upos) && t.case === 'Nom' && t.number === number;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) {
      if (tokens[i]!.wordLike && !isSubject(chosen[i]!) && canBe(tokens[i]!, isSubject)) trials.push([i, isSubject]);
    }
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

/** A decoding pass: tag ids, and each token's candidates with their scores in the context of the path. */
export interface Pass {
  ids: Int32Array;
  candidates: readonly Int32Array[];
  scores: readonly Float64Array[];
}

/** The longest stretch set off by punctuation that rule 30 reads as an ablative absolute. */
const ABSOLUTE_SPAN = 6;
const ABSOLUTE_HEAD = new Set(['NOUN', 'PROPN', 'PRON']);

/**
 * Rule 30: a participle and a noun or pronoun agreeing with it in the dative, in a stretch of at most six words
 * set off by punctuation with no finite verb, are an ablative absolute when both can be ablatives (`Hostibus
 * victis, Caesar in castra rediit`: the enemies defeated, not to the defeated enemies). On the gold trees of all
 * the treebanks such a participle is an ablative 142 times in 148.
 */
function ablativeAbsoluteRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  for (const [from, end] of clausesOf(chosen)) {
    // Set off: other words of the sentence stand beyond a punctuation mark.
    if (end - from > ABSOLUTE_SPAN || (from === 0 && !chosen.slice(end).some((t) => t.upos !== 'PUNCT'))) continue;
    let finite = false;
    for (let i = from; i < end; i++) finite ||= chosen[i]!.finite;
    if (finite) continue;
    for (let i = from; i < end; i++) {
      const participle = chosen[i]!;
      if (!participle.participle || participle.case !== 'Dat' || out.has(i)) continue;
      for (let j = from; j < end; j++) {
        const head = chosen[j]!;
        if (j === i || !ABSOLUTE_HEAD.has(head.upos) || !agreeing(participle, head) || out.has(j)) continue;
        const asParticiple: TagTest = (t) => t.participle && t.case === 'Abl' && t.number === participle.number;
        const asHead: TagTest = (t) => t.upos === head.upos && t.case === 'Abl' && t.number === participle.number;
        if (!canBe(tokens[i]!, asParticiple) || !canBe(tokens[j]!, asHead)) continue;
        out.set(i, asParticiple);
        out.set(j, asHead);
        break;
      }
    }
  }
}

/** The longest stretch set off by punctuation that rule 31 reads as an apposition. */
const APPOSITION_SPAN = 4;
const APPOSITION_HEAD = new Set(['NOUN', 'PROPN']);
const NOT_IN_APPOSITION = new Set(['VERB', 'AUX', 'ADP', 'SCONJ']);

/**
 * Rule 31: a noun read as an ablative, in a stretch of at most four words set off by punctuation after a
 * stretch with a nominative noun or pronoun, with no verb, preposition or subordinating conjunction of its
 * own, is a nominative in apposition when it can be one (`Tullia, Ciceronis filia, …`: the daughter, not by the
 * daughter). On the gold trees of all the treebanks such a singular noun in -a is a nominative 32 times in 32.
 */
function appositionRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const clauses = clausesOf(chosen);
  for (let k = 1; k < clauses.length; k++) {
    const [from, end] = clauses[k]!;
    const [before, beforeEnd] = clauses[k - 1]!;
    if (end - from > APPOSITION_SPAN) continue;
    let free = true;
    for (let i = from; i < end; i++) free &&= !NOT_IN_APPOSITION.has(chosen[i]!.upos);
    let nominative = false;
    for (let i = before; i < beforeEnd; i++) nominative ||= (APPOSITION_HEAD.has(chosen[i]!.upos) || chosen[i]!.upos === 'PRON') && chosen[i]!.case === 'Nom';
    if (!free || !nominative) continue;
    for (let i = from; i < end; i++) {
      const noun = chosen[i]!;
      if (!APPOSITION_HEAD.has(noun.upos) || noun.case !== 'Abl' || out.has(i)) continue;
      const test: TagTest = (t) => t.upos === noun.upos && t.case === 'Nom' && t.number === noun.number;
      if (canBe(tokens[i]!, test)) out.set(i, test);
    }
  }
}

/** The clauses (clausesOf) cut again before each subordinating conjunction or relative pronoun. */
function subClausesOf(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, end] of clausesOf(chosen)) {
    let start = from;
    for (let i = from + 1; i < end; i++) {
      const t = chosen[i]!;
      if (t.upos !== 'SCONJ' && !((t.upos === 'PRON' || t.upos === 'DET') && RELATIVE_FORM.test(tokens[i]!.key))) continue;
      out.push([start, i]);
      start = i;
    }
    out.push([start, end]);
  }
  return out;
}

/**
 * Rule 32: in a clause (up to punctuation, a subordinating conjunction or a relative) whose finite verbs are all
 * in the third person singular and that joins nothing with a conjunction, a plural noun is not the subject: read
 * as a nominative, it is the accusative when it can be one (`Caesar milites hortatus est ut …`). On the gold trees
 * of all the treebanks such a plural noun is an accusative 494 times in 520 (Perseus 119 of 119).
 */
function pluralObjectRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    let finite = 0;
    let other = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.finite) {
        finite++;
        other ||= t.number !== 'Sing' || !t.thirdPerson;
      }
      other ||= t.upos === 'CCONJ';
    }
    if (finite === 0 || other) continue;
    for (let i = from; i < end; i++) {
      const noun = chosen[i]!;
      if (noun.upos !== 'NOUN' || noun.case !== 'Nom' || noun.number !== 'Plur' || out.has(i)) continue;
      const test: TagTest = (t) => t.upos === 'NOUN' && t.case === 'Acc' && t.number === 'Plur';
      if (canBe(tokens[i]!, test)) out.set(i, test);
    }
  }
}

/**
 * Rule 33: a form read as a future imperative that can also be a present indicative in the first person is the
 * indicative (`cogito`: cogito, not cogo's future imperative; `habito`, `iacto`, `rogito` alike: a frequentative
 * beside its base verb). The future imperative is rare (15 of the treebanks' 397 imperatives, all of them `esto`,
 * `scito`, `memento` and the like, none of them such a form), the first person present everywhere.
 */
function futureImperativeRule(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Map<number, TagTest>): void {
  const indicative = IS_PRESENT_FIRST_PERSON;
  for (let i = 0; i < tokens.length; i++) {
    const form = chosen[i]!.finiteForm;
    if (form === undefined || !form.includes('Mood=Imp') || !form.includes('Tense=Fut') || out.has(i)) continue;
    if (canBe(tokens[i]!, indicative)) out.set(i, indicative);
  }
}

/** Runs the tagger: with scores (`scored`) or only the ids, under optional constraints. */
export interface Decoder {
  scored(allow?: Allow): Pass;
  ids(allow?: Allow): Int32Array;
}

/** Total score of a pass's path (the sum of its chosen candidates' scores). */
function pathScore(p: Pass): number {
  let total = 0;
  for (let i = 0; i < p.ids.length; i++) total += p.scores[i]![p.candidates[i]!.indexOf(p.ids[i]!)] ?? 0;
  return total;
}

/** How many times the margin a trial's token may lose locally and still be decoded (see trySoft). */
const LOCAL_GAP_FACTOR = 2;

/** How far below its chosen candidate token i's best candidate satisfying `rule` scores in the pass. */
function localGap(p: Pass, i: number, rule: TagTest, info: (id: number) => TagInfo): number {
  const candidates = p.candidates[i]!;
  const scores = p.scores[i]!;
  let chosen = -Infinity;
  let allowed = -Infinity;
  for (let k = 0; k < candidates.length; k++) {
    if (candidates[k] === p.ids[i]) chosen = scores[k]!;
    if (scores[k]! > allowed && rule(info(candidates[k]!))) allowed = scores[k]!;
  }
  return chosen - allowed;
}

function allowOf(rules: Map<number, TagTest>, info: (id: number) => TagInfo): Allow {
  return (token, tagId) => {
    const rule = rules.get(token);
    return !rule || rule(info(tagId));
  };
}

/**
 * Decodes a sentence under the rules: a first pass; a second under the preposition and common-noun rules
 * if the first breaks them; then, if the reading has no finite verb, the best reading with one of its
 * possible verbs finite is taken unless its score falls more than FINITE_VERB_MARGIN below.
 */
export function decodeWithRules(tokens: readonly ConstraintToken[], ctx: ConstraintContext, decoder: Decoder, withScores: boolean): Pass {
  let pass: Pass = withScores ? decoder.scored() : { ids: decoder.ids().slice(), candidates: [], scores: [] };
  const info = idInfoOf(ctx);
  const chosenOf = (p: Pass) => Array.from(p.ids, info);
  const rules = new Map<number, TagTest>();
  let chosen = chosenOf(pass);
  const on = (rule: RuleName) => !ctx.without?.has(rule);
  if (on('preposition')) prepositionRule(tokens, chosen, rules);
  if (on('commonNoun')) commonNounRule(tokens, chosen, ctx, rules);
  if (on('quam')) quamRule(tokens, chosen, rules);
  if (on('people')) peopleRule(tokens, chosen, ctx, rules);
  if (on('rareProperNoun')) rareProperNounRule(tokens, chosen, ctx, rules);
  if (on('adverb')) adverbRule(tokens, chosen, rules);
  if (on('relative')) relativeRule(tokens, chosen, rules);
  if (on('cum')) cumRule(tokens, chosen, rules);
  if (on('polysyndeton')) polysyndetonRule(tokens, chosen, rules);
  if (on('asyndeton')) asyndetonRule(tokens, chosen, rules);
  if (on('etAlso')) etAlsoRule(tokens, ctx.convention, rules);
  if (on('nisiExcept')) nisiExceptRule(tokens, chosen, ctx.convention, rules);
  if (on('determinerAlone')) determinerAloneRule(tokens, chosen, ctx.convention, rules);
  if (on('neMood')) neMoodRule(tokens, chosen, ctx.convention, rules);
  if (on('determinerNoun')) determinerNounRule(tokens, chosen, ctx.convention, rules);
  if (on('comparativeQuam')) comparativeQuamRule(tokens, chosen, ctx.convention, rules);
  if (on('utMood')) utMoodRule(tokens, chosen, ctx.convention, rules);
  if (on('ablativeAbsolute')) ablativeAbsoluteRule(tokens, chosen, rules);
  if (on('apposition')) appositionRule(tokens, chosen, rules);
  if (on('pluralObject')) pluralObjectRule(tokens, chosen, rules);
  if (on('futureImperative')) futureImperativeRule(tokens, chosen, rules);
  const decodeUnderRules = () => {
    pass = withScores ? decoder.scored(allowOf(rules, info)) : { ids: decoder.ids(allowOf(rules, info)).slice(), candidates: [], scores: [] };
    chosen = chosenOf(pass);
  };
  if (rules.size > 0) decodeUnderRules();
  // Rule 8 reads what the others leave (Helvetii: the people's vocative once rule 7 has run).
  if (on('vocative') && vocativeRule(tokens, chosen, rules)) decodeUnderRules();
  if (on('address') && addressRule(tokens, chosen, rules)) decodeUnderRules();
  if (on('spokenTo') && spokenToRule(tokens, chosen, rules)) decodeUnderRules();
  if (on('parallel') && parallelRule(tokens, chosen, rules)) decodeUnderRules();
  // Rule 25 reads the names' cases as the rules above leave them, again for each link of a chain (`Kal. Apr.`);
  // before the soft rules, which then leave the abbreviations be.
  const abbreviations = () => {
    for (let round = 0; round < ABBREVIATION_ROUNDS && on('abbreviation') && abbreviationRule(tokens, chosen, rules); round++) decodeUnderRules();
  };
  abbreviations();
  // Soft rules: each trial constrains one more token; the best trial is taken unless it costs more than the margin.
  // A trial whose token has no allowed candidate within LOCAL_GAP_FACTOR × margin of its chosen one, scored
  // in the current path's context, is not decoded: the path would lose about that much.
  const trySoft = (trials: Trial[], margin: number): boolean => {
    if (trials.length === 0) return false;
    let best = pass.candidates.length ? pass : decoder.scored(rules.size ? allowOf(rules, info) : undefined);
    const current = best;
    let bestScore = pathScore(best) - margin;
    let taken: Trial | undefined;
    for (const trial of trials) {
      if (localGap(current, trial[0], trial[1], info) > LOCAL_GAP_FACTOR * margin) continue;
      const result = decoder.scored(allowOf(new Map([...rules, trial]), info));
      const score = pathScore(result);
      if (score > bestScore) [best, bestScore, taken] = [result, score, trial];
    }
    pass = best;
    if (!taken) return false;
    rules.set(taken[0], taken[1]);
    chosen = chosenOf(pass);
    return true;
  };
  const { finiteVerb, subject, oneFiniteVerb = ONE_FINITE_VERB_MARGIN, hyperbaton = HYPERBATON_MARGIN } = ctx.margins ?? { finiteVerb: FINITE_VERB_MARGIN, subject: SUBJECT_MARGIN };
  if (on('finiteVerb')) for (const trials of finiteVerbCandidates(tokens, chosen)) trySoft(trials.filter(([i]) => !rules.has(i)), finiteVerb);
  if (on('subordinateVerb')) for (const trials of finiteVerbCandidates(tokens, chosen, true)) trySoft(trials.filter(([i]) => !rules.has(i)), SUBORDINATE_VERB_MARGIN);
  const isPeople = ctx.isPeople;
  for (const trials of on('subject') ? subjectCandidates(tokens, chosen, on('determinerSubject'), !on('subjectBefore')) : []) {
    const open = trials.filter(([i]) => !rules.has(i));
    if (!trySoft(open, subject) && isPeople && on('peopleSubject')) trySoft(open.filter(([i]) => tokens[i]!.analyses.some(isPeople)), PEOPLE_SUBJECT_MARGIN);
  }
  if (on('secondSubject')) for (const trials of secondSubjectCandidates(tokens, chosen)) trySoft(trials.filter(([i]) => !rules.has(i)), subject);
  if (on('oneFiniteVerb')) for (const trials of oneFiniteVerbCandidates(tokens, chosen)) trySoft(trials.filter(([i]) => !rules.has(i)), oneFiniteVerb);
  if (on('hyperbaton')) for (const trials of hyperbatonCandidates(tokens, chosen)) trySoft(trials.filter(([i]) => !rules.has(i)), hyperbaton);
  // Rule 25, once more: the soft rules may have changed a name's case.
  abbreviations();
  // Rule 19 after the soft rules, which may make its adjective the subject (Romani, Athenienses: the people);
  // run before them, it fixed the case they would have changed. Treebanks call such words adjectives (Perseus
  // 5 folds −0.22 UPOS, PROIEL 3 folds −0.36): students' cards only.
  if (on('substantive') && !ctx.convention && substantiveRule(tokens, chosen, rules)) decodeUnderRules();
  return pass;
}
