/**
 * Lemma choice learnt from training data: the most frequent lemma of a (form, tag) pair, else an edit
 * script ("strip k letters, append s") learnt per (UPOS, ending), longest known ending first.
 * Lemma frequencies rank the language's candidates when the tag alone does not decide.
 */
import { tagFeature } from '../types';

export const MAX_SCRIPT_SUFFIX = 6;

/** An edit script from form to lemma: how many letters to strip from the end, and what to append. */
export function editScriptOf(form: string, lemma: string): string {
  let common = 0;
  const max = Math.min(form.length, lemma.length);
  while (common < max && form.charCodeAt(common) === lemma.charCodeAt(common)) common++;
  return `${form.length - common}:${lemma.slice(common)}`;
}

export function applyEditScript(form: string, script: string): string {
  const colon = script.indexOf(':');
  const strip = Number(script.slice(0, colon));
  if (strip > form.length) return form;
  return form.slice(0, form.length - strip) + script.slice(colon + 1);
}

export interface LemmaTables {
  /** `key\ttag` → lemma. */
  byFormTag: Map<string, string>;
  /** `upos\tending` → edit script. */
  scripts: Map<string, string>;
  /** lemma key → occurrences in training. */
  frequency: Map<string, number>;
  /**
   * `convention\tlemma key` → `UPOS\tUPOS,UPOS…`: the part of speech a treebank nearly always gives a lemma
   * it saw often enough, then every part of speech it gave it (see conventionUposFromTables); likewise
   * `convention\t#class` for a class of lemmas the language names (Latin: `people`, PROIEL's NOUN).
   */
  conventionUpos: Map<string, string>;
  /**
   * `convention\tlemma class\tlexicon lemma key` → the lemma that convention writes instead, for the lexicon
   * lemmas it regularly replaces (Perseus: proximus → propior, extremus → exter; see conventionLemmaFromTables).
   */
  conventionLemmas: Map<string, string>;
}

/**
 * A convention's usual part of speech for a lemma needs this many occurrences… (2 and 0.8 against 3 and 0.9:
 * Perseus 5 folds +0.06 UPOS, PROIEL 3 folds +0.07, ITTB and LLCT +0.01, UDante −0.01; decision 012)
 */
export const CONVENTION_UPOS_MIN = 2;
/** …and this share of them. */
export const CONVENTION_UPOS_SHARE = 0.8;
/**
 * A convention's replacement of a lexicon lemma needs this many occurrences… (1 against 2: lemma Perseus 5
 * folds +0.03, PROIEL 3 folds +0.06, UDante +0.11, ITTB +0.01; decision 012)
 */
export const CONVENTION_LEMMA_MIN = 1;
/** …and this share of the lexicon lemma's occurrences (for that lemma class, see lemmaClassOf). */
export const CONVENTION_LEMMA_SHARE = 0.6;

/**
 * The part of speech of a tag with its degree and verbal form when it has them (`ADJ:Sup`, `VERB:Part`):
 * treebanks give comparatives, superlatives and participles their own lemmas (Perseus: proximus → propior;
 * PROIEL: factus → facio but fit → fio).
 */
export function lemmaClassOf(tag: string): string {
  const bar = tag.indexOf('|');
  const upos = bar < 0 ? tag : tag.slice(0, bar);
  return `${upos}:${tagFeature(tag, 'Degree') ?? ''}:${tagFeature(tag, 'VerbForm') ?? ''}`;
}

/** How often and how consistently a convention must give a lemma (or class) a part of speech to keep it. */
export interface ConventionThresholds {
  uposMin: number;
  uposShare: number;
  lemmaMin: number;
  lemmaShare: number;
}

export const CONVENTION_THRESHOLDS: ConventionThresholds = {
  uposMin: CONVENTION_UPOS_MIN,
  uposShare: CONVENTION_UPOS_SHARE,
  lemmaMin: CONVENTION_LEMMA_MIN,
  lemmaShare: CONVENTION_LEMMA_SHARE,
};

/**
 * Words in Greek letters inside a Latin text (Cicero's letters quote Greek). A treebank may give them all one
 * lemma of its own (PROIEL: `greek.expression`); a convention that does so for this share of at least this many
 * such words gives it to the Greek words it never saw too (conventionLemmas, key `convention\t#script\tgreek`).
 */
const FOREIGN_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff]/;
const FOREIGN_SCRIPT_MIN = 3;
const FOREIGN_SCRIPT_SHARE = 0.9;
const foreignScriptKey = (convention: string) => `${convention}\t#script\tgreek`;

/** Accumulates counts while training, then keeps the most frequent choice of each. */
export class LemmaTableBuilder {
  private readonly formTag = new Map<string, Map<string, number>>();
  private readonly scriptCounts = new Map<string, Map<string, number>>();
  private readonly freq = new Map<string, number>();
  private readonly lemmaUpos = new Map<string, Map<string, number>>();
  private readonly lemmaMap = new Map<string, Map<string, number>>();
  private readonly scriptLemmas = new Map<string, Map<string, number>>();

  /**
   * One training token. `lexiconLemmaKey`: the key of the lemma the language's lexicon gives this form and
   * tag, if any (what the convention's lemma is compared with); `lemmaClass`: the class the language puts
   * the gold lemma in, if any (a convention's part of speech for the class reaches lemmas it never saw).
   */
  add(key: string, tag: string, upos: string, lemma: string, lemmaKey: string, convention?: string, lexiconLemmaKey?: string | null, lemmaClass?: string | null): void {
    bump(this.formTag, `${key}\t${tag}`, lemma);
    if (convention) bump(this.lemmaUpos, `${convention}\t${lemmaKey}`, upos);
    if (convention && lemmaClass) bump(this.lemmaUpos, `${convention}\t#${lemmaClass}`, upos);
    if (convention && lexiconLemmaKey) bump(this.lemmaMap, `${convention}\t${lemmaClassOf(tag)}\t${lexiconLemmaKey}`, `${lemmaKey}\t${lemma}`);
    // Treebanks lemmatise some words their own way (vos → tu, facile → facilis): kept apart, per convention.
    if (convention) bump(this.formTag, `${convention}\t${key}\t${tag}`, lemma);
    if (convention && FOREIGN_SCRIPT.test(key)) bump(this.scriptLemmas, foreignScriptKey(convention), lemma);
    this.freq.set(lemmaKey, (this.freq.get(lemmaKey) ?? 0) + 1);
    const script = editScriptOf(key, lemmaKey);
    for (let k = 0; k <= Math.min(MAX_SCRIPT_SUFFIX, key.length); k++) {
      bump(this.scriptCounts, `${upos}\t${key.slice(key.length - k)}`, script);
      // A treebank's own habits (Perseus: fortiter → fortis) are learnt apart, like its own form lemmas.
      if (convention) bump(this.scriptCounts, `${convention}\t${upos}\t${key.slice(key.length - k)}`, script);
    }
  }

  build(thresholds: ConventionThresholds = CONVENTION_THRESHOLDS): LemmaTables {
    const byFormTag = sharedAndOwn(this.formTag);
    const scripts = sharedAndOwn(this.scriptCounts);
    const conventionUpos = new Map<string, string>();
    for (const [k, counts] of this.lemmaUpos) {
      const { best, n, total } = majority(counts);
      if (total >= thresholds.uposMin && n >= thresholds.uposShare * total) conventionUpos.set(k, `${best}\t${[...counts.keys()].sort().join(',')}`);
    }
    const conventionLemmas = new Map<string, string>();
    for (const [k, counts] of this.lemmaMap) {
      const { best, n, total } = majority(counts);
      const [bestKey, bestLemma] = best.split('\t');
      if (bestKey !== k.slice(k.lastIndexOf('\t') + 1) && n >= thresholds.lemmaMin && n >= thresholds.lemmaShare * total) conventionLemmas.set(k, bestLemma!);
    }
    for (const [k, counts] of this.scriptLemmas) {
      const { best, n, total } = majority(counts);
      if (total >= FOREIGN_SCRIPT_MIN && n >= FOREIGN_SCRIPT_SHARE * total) conventionLemmas.set(k, best);
    }
    return { byFormTag, scripts, frequency: this.freq, conventionUpos, conventionLemmas };
  }
}

/**
 * The most frequent value of each shared key (`a\tb`), then of each convention's key (`convention\ta\tb`)
 * only where the convention's choice differs from the shared one.
 */
function sharedAndOwn(table: Map<string, Map<string, number>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, counts] of table) if (k.split('\t').length === 2) out.set(k, argMax(counts));
  for (const [k, counts] of table) {
    if (k.split('\t').length !== 3) continue;
    const own = argMax(counts);
    if (out.get(k.slice(k.indexOf('\t') + 1)) !== own) out.set(k, own);
  }
  return out;
}

/** The most frequent value, its count and the total count. */
function majority(counts: Map<string, number>): { best: string; n: number; total: number } {
  let total = 0;
  for (const n of counts.values()) total += n;
  const best = argMax(counts);
  return { best, n: counts.get(best)!, total };
}

function bump(map: Map<string, Map<string, number>>, key: string, value: string): void {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = new Map()));
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

function argMax(counts: Map<string, number>): string {
  let best = '';
  let bestN = -1;
  for (const [v, n] of counts) if (n > bestN || (n === bestN && v < best)) [best, bestN] = [v, n];
  return best;
}

/**
 * The part of speech a convention gives a lemma: the tagger's choice when the treebank ever gave the lemma
 * that part of speech (or knows too little of it), else the one it nearly always gives it. The treebanks
 * disagree on whole words, not on contexts: PROIEL has multus, reliquus, ceterus as ADJ where ITTB has DET.
 * A lemma the treebank saw too little of takes its class's part of speech, when the treebank has one:
 * PROIEL calls every people a NOUN (`Sequani`), so a people it never saw is one too.
 * Example: `conventionUposFromTables(t, 'proiel', 'multus', 'DET')` → `ADJ`.
 */
export function conventionUposFromTables(t: LemmaTables, convention: string, lemmaKey: string, upos: string, lemmaClass?: string | null): string {
  const entry = t.conventionUpos.get(`${convention}\t${lemmaKey}`) ?? (lemmaClass ? t.conventionUpos.get(`${convention}\t#${lemmaClass}`) : undefined);
  if (entry === undefined) return upos;
  const tab = entry.indexOf('\t');
  return entry.slice(tab + 1).split(',').includes(upos) ? upos : entry.slice(0, tab);
}

/**
 * The lemma a convention writes for a lexicon lemma (by comparison key) with this tag, when it regularly
 * writes another one; undefined otherwise. Example: Perseus, `ADJ|…|Degree=Sup`, `propinquus` → `propior`.
 */
export function conventionLemmaFromTables(t: LemmaTables, convention: string, tag: string, lexiconLemmaKey: string): string | undefined {
  return t.conventionLemmas.get(`${convention}\t${lemmaClassOf(tag)}\t${lexiconLemmaKey}`);
}

/**
 * The lemma learnt for (key, tag), else the convention's lemma for words in Greek letters, else by edit script
 * for the tag's UPOS and the key's longest known ending.
 */
export function lemmatizeFromTables(t: LemmaTables, key: string, tag: string, upos: string, convention?: string): { lemma: string; seen: boolean; own?: boolean } {
  const own = convention ? t.byFormTag.get(`${convention}\t${key}\t${tag}`) : undefined;
  if (own !== undefined) return { lemma: own, seen: true, own: true };
  const seen = t.byFormTag.get(`${key}\t${tag}`);
  if (seen !== undefined) return { lemma: seen, seen: true };
  const foreign = convention && FOREIGN_SCRIPT.test(key) ? t.conventionLemmas.get(foreignScriptKey(convention)) : undefined;
  if (foreign !== undefined) return { lemma: foreign, seen: true, own: true };
  for (let k = Math.min(MAX_SCRIPT_SUFFIX, key.length); k >= 0; k--) {
    const ending = key.slice(key.length - k);
    const ownScript = convention ? t.scripts.get(`${convention}\t${upos}\t${ending}`) : undefined;
    if (ownScript !== undefined) return { lemma: applyEditScript(key, ownScript), seen: false, own: true };
    const script = t.scripts.get(`${upos}\t${ending}`);
    if (script !== undefined) return { lemma: applyEditScript(key, script), seen: false };
  }
  return { lemma: key, seen: false };
}
