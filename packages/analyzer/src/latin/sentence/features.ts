/**
 * The sentence model's features (decision 044): what the rest of the sentence says about one word's case,
 * number, gender and mood, beyond the tagger's window of two words. A feature joins a part of the candidate
 * tag (its case and number, its mood) with something read from the other words' tags in its clause: the
 * nearest noun or modifier and whether it agrees, the preposition before it, the clause's verbs, its other
 * nominatives, the nearest subordinating word, a relative's antecedent.
 * Example: `contextFeatures(sentence, 2, parts('ADJ|Case=Abl|Gender=Fem|Number=Sing'))` for *ex porta decumana*
 * includes `MA|-1|ADJ|cng|1` (the noun before agrees in case, number and gender).
 */

import type { Arcs } from './arc-features';
import type { ClauseIndex } from './clause-index';
import type { FeatureSink } from './feature-sink';

/** The parts of a tag the features read. */
export interface TagParts {
  tag: string;
  upos: string;
  case: string;
  number: string;
  gender: string;
  verbForm: string;
  mood: string;
  person: string;
}

const partsCache = new Map<string, TagParts>();

/** The parts of a canonical tag (`NOUN|Case=Acc|Gender=Fem|Number=Sing`), cached per tag. */
export function tagParts(tag: string): TagParts {
  let p = partsCache.get(tag);
  if (p) return p;
  const fields = tag.split('|');
  const feats = new Map<string, string>();
  for (let k = 1; k < fields.length; k++) {
    const eq = fields[k]!.indexOf('=');
    if (eq > 0) feats.set(fields[k]!.slice(0, eq), fields[k]!.slice(eq + 1));
  }
  p = {
    tag,
    upos: fields[0]!,
    case: feats.get('Case') ?? '',
    number: feats.get('Number') ?? '',
    gender: feats.get('Gender') ?? '',
    verbForm: feats.get('VerbForm') ?? '',
    mood: feats.get('Mood') ?? '',
    person: feats.get('Person') ?? '',
  };
  partsCache.set(tag, p);
  return p;
}

/** One sentence as the features see it: look-up keys and the current tag of every word. */
export interface SentenceView {
  keys: readonly string[];
  tags: readonly TagParts[];
  /** The dependency parser's tree of the sentence, when there is one (arc-features.ts). */
  arcs?: Arcs;
}

/** Parts of speech of nouns (the sentence model's and its guards'). */
export const NOUNS: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);
const MODIFIERS = new Set(['ADJ', 'DET', 'NUM']);
const RELATIVES = new Set(['qui', 'quae', 'quod', 'cuius', 'cui', 'quem', 'quam', 'quo', 'qua', 'quorum', 'quarum', 'quibus', 'quos', 'quas']);
const SUBORDINATORS = new Set([...RELATIVES, 'cum', 'ut', 'uti', 'ne', 'si', 'nisi', 'quia', 'quoniam', 'dum', 'donec', 'postquam', 'priusquam', 'antequam', 'ubi', 'quasi', 'tamquam', 'quin', 'quominus', 'licet', 'etsi', 'quamquam', 'num', 'an', 'cur', 'quid', 'quis']);
/** How far (in words) the features look for a noun, a modifier or a preposition. */
const REACH = 6;

export function isPunct(p: TagParts): boolean {
  return p.upos === 'PUNCT';
}

export function isModifier(p: TagParts): boolean {
  if (MODIFIERS.has(p.upos)) return p.case !== '';
  return (p.upos === 'VERB' || p.upos === 'AUX') && (p.verbForm === 'Part' || p.verbForm === 'Gdv');
}

function isFinite(p: TagParts): boolean {
  return (p.upos === 'VERB' || p.upos === 'AUX') && p.mood !== '' && p.verbForm !== 'Inf';
}

export function gendersMeet(a: string, b: string): boolean {
  if (!a || !b || a === b) return true;
  for (const g of a.split(',')) if (b.includes(g)) return true;
  return false;
}

/**
 * How two nominals agree: `cng` (case, number and gender), `cn0` (case and number, one of them without a gender:
 * a reading that leaves the gender open does not agree as fully as one that has the noun's), `cn`, `c`, or `-`.
 */
function agreement(a: TagParts, b: TagParts): string {
  if (a.case !== b.case) return '-';
  if (a.number !== b.number) return 'c';
  if (!a.gender !== !b.gender) return 'cn0';
  return gendersMeet(a.gender, b.gender) ? 'cng' : 'cn';
}

function bucket(d: number): string {
  return d <= 1 ? '1' : d === 2 ? '2' : d <= 4 ? '4' : 'far';
}

/** The clause of word i: the words between the punctuation marks around it, [from, to). */
export function clauseOf(s: SentenceView, i: number): [number, number] {
  let from = i;
  while (from > 0 && !isPunct(s.tags[from - 1]!)) from--;
  let to = i + 1;
  while (to < s.tags.length && !isPunct(s.tags[to]!)) to++;
  return [from, to];
}

/** The nearest word in [from, to) on one side of i (within REACH) that `test` accepts, or −1. */
function nearest(s: SentenceView, i: number, side: number, from: number, to: number, test: (p: TagParts) => boolean): number {
  for (let d = 1; d <= REACH; d++) {
    const j = i + side * d;
    if (j < from || j >= to) return -1;
    if (test(s.tags[j]!)) return j;
  }
  return -1;
}

/** Flags of the verb summaries, in the order their names sort ('1' < '2' < '3p' < '3s' < 'f' < 'imp' < 'inf'). */
const VERB_NAMES = ['1', '2', '3p', '3s', 'f', 'imp', 'inf'] as const;
export const VERB_BITS = VERB_NAMES.length;
/** Every summary by its flags, joined as verbsOf writes it. */
const VERB_SUMMARIES: string[] = Array.from({ length: 1 << VERB_NAMES.length }, (_, flags) =>
  VERB_NAMES.filter((_, k) => flags & (1 << k)).join('+') || 'none');

/** The summary of a set of verb flags. */
export function verbSummary(flags: number): string {
  return VERB_SUMMARIES[flags]!;
}

/** The flag a word gives the verb summary (one bit, or 0 for no verb). */
export function verbFlag(p: TagParts): number {
  if (p.upos !== 'VERB' && p.upos !== 'AUX') return 0;
  if (p.verbForm === 'Inf') return 1 << 6;
  if (p.mood === 'Imp') return 1 << 5;
  if (!isFinite(p)) return 0;
  if (p.person === '3') return p.number === 'Plur' ? 1 << 2 : 1 << 3;
  return p.person === '1' ? 1 : p.person === '2' ? 1 << 1 : 1 << 4;
}

/** A summary of the clause's verbs other than word i: `3s`, `3p`, `1`, `2`, `inf`, `imp`, sorted and joined. */
function verbsOf(s: SentenceView, i: number, from: number, to: number): string {
  let flags = 0;
  for (let j = from; j < to; j++) {
    if (j === i) continue;
    flags |= verbFlag(s.tags[j]!);
  }
  return VERB_SUMMARIES[flags]!;
}

/** What a word gives the nominatives' summary: 0 a nominative singular, 1 plural, −1 nothing. */
export function nominativeNumber(p: TagParts): number {
  if (p.case !== 'Nom' || p.upos === 'VERB' || p.upos === 'AUX') return -1;
  return p.number === 'Sing' ? 0 : p.number === 'Plur' ? 1 : -1;
}

/** True when a key is a subordinating word whatever its tag (a relative, cum, ut…). */
export function isSubordinator(key: string): boolean {
  return SUBORDINATORS.has(key);
}

/** The numbers of the clause's other nominatives (nouns, pronouns, modifiers standing alone): `S`, `P`, `SP`, `0`. */
function nominativesOf(s: SentenceView, i: number, from: number, to: number): string {
  let sing = false;
  let plur = false;
  for (let j = from; j < to; j++) {
    if (j === i) continue;
    const number = nominativeNumber(s.tags[j]!);
    if (number === 0) sing = true;
    else if (number === 1) plur = true;
  }
  return (sing ? 'S' : '') + (plur ? 'P' : '') || '0';
}

/** The nearest subordinating word before i in its clause (its key), or `^`. */
function subordinatorOf(s: SentenceView, i: number, from: number): string {
  for (let j = i - 1; j >= from; j--) {
    const p = s.tags[j]!;
    if (p.upos === 'SCONJ' || SUBORDINATORS.has(s.keys[j]!)) return s.keys[j]!;
  }
  return '^';
}

const isNoun = (q: TagParts) => NOUNS.has(q.upos);
const isPreposition = (q: TagParts) => q.upos === 'ADP';

/**
 * What the rest of the sentence offers word i, whatever its own tag (its clause, the nearest nouns, modifiers and
 * preposition, the clause's verbs and nominatives, the subordinating word, the antecedent): read once per word
 * and shared by the features of all its candidates. Nothing here reads word i's own tag.
 */
export interface WordContext {
  readonly i: number;
  readonly noun: readonly [number, number];
  readonly modifier: readonly [number, number];
  /** The nearest preposition before word i in its clause (its key), or `none`. */
  readonly preposition: string;
  /** How far back it is (`1`, `2`, `4`, `far`), when there is one. */
  readonly prepositionDistance: string | undefined;
  readonly verbs: string;
  readonly nominatives: string;
  readonly subordinator: string;
  /** The nearest noun or pronoun before a relative (within REACH, across commas), or −1. */
  readonly antecedent: number;
}

/**
 * The context of word i in `s` (see {@link WordContext}); `index`: the sentence's clauses when kept (the
 * re-ranking's), read instead of scanning them.
 */
export function contextOf(s: SentenceView, i: number, index?: ClauseIndex): WordContext {
  const kept = index?.has(i) ? index : undefined;
  const [from, to] = kept ? kept.clauseOf(i) : clauseOf(s, i);
  const prep = nearest(s, i, -1, from, to, isPreposition);
  let antecedent = -1;
  if (RELATIVES.has(s.keys[i]!)) {
    for (let j = i - 1; j >= 0 && j >= i - REACH; j--) {
      const q = s.tags[j]!;
      if (NOUNS.has(q.upos) || q.upos === 'PRON') {
        antecedent = j;
        break;
      }
    }
  }
  return {
    i,
    noun: [nearest(s, i, -1, from, to, isNoun), nearest(s, i, 1, from, to, isNoun)],
    modifier: [nearest(s, i, -1, from, to, isModifier), nearest(s, i, 1, from, to, isModifier)],
    preposition: prep >= 0 ? s.keys[prep]! : 'none',
    prepositionDistance: prep >= 0 ? bucket(i - prep) : undefined,
    verbs: kept ? kept.verbs(i) : verbsOf(s, i, from, to),
    nominatives: kept ? kept.nominatives(i) : nominativesOf(s, i, from, to),
    subordinator: kept ? kept.subordinator(i) : subordinatorOf(s, i, from),
    antecedent,
  };
}

/**
 * The context features of word i read as the tag `p`, in `s` (whose own tag at i is ignored), given to `out`
 * (feature-sink.ts: as strings, or their weights summed). Features do not depend on the word's form: the tagger
 * scores that, and the sentence model adds the context. `c`: word i's context, when already read ({@link contextOf}).
 */
export function contextFeatures(s: SentenceView, i: number, p: TagParts, out: FeatureSink, c: WordContext = contextOf(s, i)): void {
  if (p.case) {
    if (isModifier(p)) {
      let full = false;
      for (let k = 0; k < 2; k++) {
        const j = c.noun[k]!;
        if (j < 0) continue;
        const a = agreement(p, s.tags[j]!);
        if (a === 'cng') full = true;
        out.add('MA', k === 0 ? '-1' : '1', p.upos, a, bucket(Math.abs(j - i)));
      }
      out.add('MF', p.upos, full ? 'true' : 'false');
    } else if (NOUNS.has(p.upos) || p.upos === 'PRON') {
      for (let k = 0; k < 2; k++) {
        const j = c.modifier[k]!;
        if (j >= 0) out.add('NA', k === 0 ? '-1' : '1', agreement(p, s.tags[j]!), bucket(Math.abs(j - i)));
      }
    }
    out.add('PR', p.case, c.preposition, c.prepositionDistance);
    out.add('CV', p.case, p.number, c.verbs);
    out.add('ON', p.case, p.number, c.nominatives, c.verbs.includes('3') ? 'fin3' : c.verbs);
  }
  if (isFinite(p)) {
    out.add('FM', p.mood, c.subordinator);
    out.add('FN', p.number, p.person, c.nominatives);
  }
  if (p.verbForm === 'Inf') out.add('IV', c.verbs, c.nominatives);
  if (c.antecedent >= 0 && p.number) {
    const q = s.tags[c.antecedent]!;
    out.add('RA', p.number, q.number, gendersMeet(p.gender, q.gender) ? 'true' : 'false');
  }
}
