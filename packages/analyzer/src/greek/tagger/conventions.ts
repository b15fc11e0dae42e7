/**
 * What training learns of the treebanks' habits beside the tags:
 *   - the part of speech each treebank gives a lemma where Versio's (the lexicon's) differs: AGDT and UD Perseus
 *     have no PROPN and no PART (names are NOUN, particles ADV), and put demonstratives under ADJ or PRON;
 *     kept per (treebank, Versio UPOS, lemma), with a fallback per (treebank, Versio UPOS) and, for UD PROIEL's
 *     names training never saw, per ending of the name (name-endings.ts: Ἐρυθραῖος ADJ, Ταρσεύς NOUN);
 *   - the lemmas the treebanks write instead of Morpheus' (δείκνυμι for δείκνυμι is the same; εἶπον for λέγω is
 *     not): a lexicon lemma is replaced when the treebanks, where the reading matched, wrote another lemma in at
 *     least LEMMA_SHARE of at least LEMMA_MIN occurrences. The majority of all the training data decides.
 * Tables are kept per annotation (GreekTrainingSentence.annotation: AGDT's Homer apart from its 2.1 texts).
 * Saved beside the model as `grc-tagger.conventions.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isCapitalizedGreek } from '../normalize';
import type { GreekTrainingSentence } from '../ud/training';
import { besideAgreeingNoun } from './agreement';
import { contextClassifiersFromJson, contextClassifiersToJson, learnContextClassifiers, type ContextClassifier } from './context-pos';
import { splitGreekTag } from './form-info';
import { ENDING_MIN, ENDING_SHARE, isNameEndingKey, nameEndingKey, pluralEndingKey } from './name-endings';

export { agree, ATTRIBUTIVE_WINDOW, besideAgreeingNoun } from './agreement';

export const LEMMA_MIN = 3;
/**
 * Treebanks whose lemmas the CoNLL-U output in their convention takes before the others' majority: UD PROIEL
 * lemmatises otherwise than AGDT (λέγω for εἶπον, ἡμεῖς for the plural of ἐγώ). For them the table also keeps
 * the lemmas they write as the lexicon does, the model its (form, tag) lemmas (prune.ts), and the chooser
 * tagging in their convention looks there first (choose.ts).
 */
export const OWN_LEMMA_CONVENTIONS: ReadonlySet<string> = new Set(['proiel']);
export const LEMMA_SHARE = 0.6;
/** A treebank's part of speech for a lemma needs this share of its occurrences. */
const UPOS_SHARE = 0.6;
/** Versio's parts of speech whose treebank part of speech is learnt by context, and the occurrences a context needs. */
const CONTEXT_CLASSES: ReadonlySet<string> = new Set(['DET', 'PRON']);
const CONTEXT_MIN = 10;

/**
 * Treebanks whose part of speech by context is kept even where it is the lemma's own (αὐτός PRON beside a noun in
 * UD PROIEL): its output writes it so, and the rule of determiners (ud/output.ts proielDeterminers) only the words
 * training did not learn.
 */
export const OWN_CONTEXT_CONVENTIONS: ReadonlySet<string> = new Set(['proiel']);

/** The context key of a word for the part of speech by context: beside an agreeing noun or not. */
export function attributiveKey(attributive: boolean): string {
  return attributive ? 'attr' : 'alone';
}

export interface GreekConventionTables {
  /**
   * `treebank\tVersio UPOS\tlemma` and `treebank\tVersio UPOS` → the treebank's UPOS (only where it differs);
   * `treebank\tVersio UPOS\tlemma\tattr|alone` → its UPOS beside an agreeing noun or not, where that differs.
   */
  upos: Map<string, string>;
  /** Lexicon lemma → the treebanks' lemma (all of them together); `treebank\tlemma` → that treebank's, where it differs. */
  lemmas: Map<string, string>;
  /** `annotation\tlemma` → its part of speech by context (context-pos.ts), where the lemma alone does not tell it. */
  context?: Map<string, ContextClassifier>;
}

/** The annotations whose parts of speech by context are learnt: AGDT's prose (the UD Perseus output), PTNK and UD PROIEL. */
export const CONTEXT_POS_ANNOTATIONS: readonly string[] = ['agdt', 'ptnk', 'proiel'];

function majority(counts: Map<string, number>): [string, number, number] {
  let best = '';
  let bestCount = 0;
  let total = 0;
  for (const [value, n] of counts) {
    total += n;
    if (n > bestCount) [best, bestCount] = [value, n];
  }
  return [best, bestCount, total];
}

function bump(map: Map<string, Map<string, number>>, key: string, value: string): void {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = new Map()));
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

/**
 * The tables of the treebanks' habits learnt from their sentences; `contextAnnotations`: those whose parts of speech by
 * context are learnt (a development tool may ask for fewer: eval/greek-proiel-cv.ts).
 */
export function learnGreekConventions(sentences: readonly GreekTrainingSentence[], contextAnnotations: readonly string[] = CONTEXT_POS_ANNOTATIONS): GreekConventionTables {
  const upos = new Map<string, Map<string, number>>();
  const lemmas = new Map<string, Map<string, number>>();
  const names = new Set<string>();
  const unmatched = new Set<string>();
  for (const s of sentences) {
    const split = s.tags.map(splitGreekTag);
    const uposes = split.map((t) => t.upos);
    const feats = split.map((t) => t.feats);
    for (let i = 0; i < s.tags.length; i++) {
      const own = uposes[i]!;
      bump(upos, `${s.annotation}\t${own}\t${s.lemmas[i]}`, s.goldUpos[i]!);
      if (CONTEXT_CLASSES.has(own)) bump(upos, `${s.annotation}\t${own}\t${s.lemmas[i]}\t${attributiveKey(besideAgreeingNoun(uposes, feats, i))}`, s.goldUpos[i]!);
      bump(upos, `${s.annotation}\t${own}`, s.goldUpos[i]!);
      // Each name once: an ending stands for the names that have it, not for the most frequent of them.
      if (own === 'PROPN' && OWN_LEMMA_CONVENTIONS.has(s.annotation) && !names.has(`${s.annotation}\t${s.lemmas[i]}`)) {
        names.add(`${s.annotation}\t${s.lemmas[i]}`);
        bump(upos, nameEndingKey(s.annotation, s.lemmas[i]!), s.goldUpos[i]!);
      }
      // Each plural name's form once, by its ending: PROIEL's ethnics, ADJ or NOUN (Μυήσιοι, Πριηνέες).
      if (OWN_LEMMA_CONVENTIONS.has(s.annotation) && NAME_CLASSES.has(s.goldUpos[i]!) && isCapitalizedGreek(s.forms[i]!) && feats[i]!.includes('Number=Plur') && !names.has(`${s.annotation}\t~~${s.forms[i]}`)) {
        names.add(`${s.annotation}\t~~${s.forms[i]}`);
        bump(upos, pluralEndingKey(s.annotation, s.forms[i]!), s.goldUpos[i]!);
      }
      const lexiconLemma = s.lexiconLemmas[i];
      // A word no lexicon reading matched was learnt under the treebank's own part of speech, which Versio may not
      // give it (UD PROIEL's ἐμός DET, Versio's ADJ): its lemma's part of speech is kept whatever Versio's.
      if (!lexiconLemma && OWN_LEMMA_CONVENTIONS.has(s.annotation)) unmatched.add(`${s.annotation}\t${s.lemmas[i]}`);
      if (OWN_LEMMA_CONVENTIONS.has(s.annotation)) bump(upos, anyUposKey(s.annotation, s.lemmas[i]!), s.goldUpos[i]!);
      if (lexiconLemma) {
        bump(lemmas, lexiconLemma, s.lemmas[i]!);
        bump(lemmas, `${s.annotation}\t${lexiconLemma}`, s.lemmas[i]!);
      }
    }
  }
  const tables: GreekConventionTables = { upos: new Map(), lemmas: new Map(), context: learnContextClassifiers(sentences, contextAnnotations) };
  // Per (treebank, Versio UPOS) first; a lemma is kept only where its own choice differs from that.
  const byClass = new Map<string, string>();
  for (const [key, counts] of upos) {
    const parts = key.split('\t');
    if (parts.length !== 2) continue;
    const [best, n, total] = majority(counts);
    byClass.set(key, n / total >= UPOS_SHARE ? best : parts[1]!);
  }
  for (const [key, counts] of upos) {
    const parts = key.split('\t');
    if (parts.length === 4) continue;
    if (parts[1] === ANY_UPOS) {
      const [best, n, total] = majority(counts);
      if (unmatched.has(`${parts[0]}\t${parts[2]}`) && n / total >= UPOS_SHARE) tables.upos.set(key, best);
      continue;
    }
    if (isNameEndingKey(key)) {
      const [best, n, total] = majority(counts);
      if (total >= ENDING_MIN && n / total >= ENDING_SHARE && best !== (byClass.get(`${parts[0]}\tPROPN`) ?? 'PROPN')) tables.upos.set(key, best);
      continue;
    }
    const classKey = `${parts[0]}\t${parts[1]}`;
    const fallback = byClass.get(classKey) ?? parts[1]!;
    const [best, n, total] = majority(counts);
    // Without a clear majority a lemma keeps Versio's part of speech, unless the treebank never gives it that one
    // (AGDT's οὗτος is PRON or ADJ, never DET; its Κορίνθιος NOUN or ADJ, never PROPN): then its most frequent.
    const own = counts.has(parts[1]!) ? parts[1]! : best;
    const choice = parts.length === 2 ? best : n / total >= UPOS_SHARE ? best : own;
    // A name of a treebank that learns names by their ending is kept even where it is the class's (Δαρεῖος PROPN).
    const seenName = parts[1] === 'PROPN' && OWN_LEMMA_CONVENTIONS.has(parts[0]!);
    // So are the parts of speech of a lemma some of whose words matched no reading (its ANY_UPOS entry stands for the others).
    const explicit = seenName || unmatched.has(`${parts[0]}\t${parts[2]}`);
    if (parts.length === 2 ? choice !== parts[1] && n / total >= UPOS_SHARE : choice !== fallback || explicit) tables.upos.set(key, choice);
  }
  // By context: kept where the treebank's clear choice there differs from its choice for the lemma.
  for (const [key, counts] of upos) {
    const parts = key.split('\t');
    if (parts.length !== 4) continue;
    const [best, n, total] = majority(counts);
    const general = treebankUpos(tables, parts[0]!, parts[1]!, parts[2]!);
    if (total >= CONTEXT_MIN && n / total >= UPOS_SHARE && (best !== general || OWN_CONTEXT_CONVENTIONS.has(parts[0]!))) tables.upos.set(key, best);
  }
  for (const [key, counts] of lemmas) {
    const [best, n, total] = majority(counts);
    const tab = key.indexOf('\t');
    const lemma = key.slice(tab + 1);
    const own = tab > 0 && OWN_LEMMA_CONVENTIONS.has(key.slice(0, tab));
    if ((best !== lemma || own) && total >= LEMMA_MIN && n / total >= LEMMA_SHARE) tables.lemmas.set(key, best);
  }
  return tables;
}

/** The gold parts of speech whose plural names are counted by their ending (decision 109). */
const NAME_CLASSES: ReadonlySet<string> = new Set(['PROPN', 'NOUN', 'ADJ']);

/**
 * A treebank's part of speech for a name Versio writes PROPN that training never saw under its lemma, read in the
 * plural or guessed (its lemma is then the form: Μυήσιοι, Σαλαμινίους): by the ending of the plural names training
 * has (pluralEndingKey). Undefined where it has none.
 */
export function pluralNameUpos(tables: GreekConventionTables, treebank: string, lemma: string, plural: boolean, guessed: boolean): string | undefined {
  if (!plural && !guessed) return undefined;
  if (tables.upos.has(`${treebank}\tPROPN\t${lemma}`) || tables.upos.has(anyUposKey(treebank, lemma))) return undefined;
  return tables.upos.get(pluralEndingKey(treebank, lemma));
}

/** The part of speech key of a lemma whatever Versio's (for the lemmas training could not match to a reading). */
const ANY_UPOS = '*';
function anyUposKey(treebank: string, lemma: string): string {
  return `${treebank}\t${ANY_UPOS}\t${lemma}`;
}

/** The lemma a treebank writes for a lexicon lemma, where it regularly writes another. */
export function treebankLemmaOf(tables: GreekConventionTables, treebank: string, lemma: string): string {
  return tables.lemmas.get(`${treebank}\t${lemma}`) ?? lemma;
}

/** The treebank's part of speech for a Versio UPOS and lemma (the Versio one when the treebank agrees or is unknown). */
export function treebankUpos(tables: GreekConventionTables, treebank: string, upos: string, lemma: string): string {
  return tables.upos.get(`${treebank}\t${upos}\t${lemma}`) ?? tables.upos.get(anyUposKey(treebank, lemma)) ?? (upos === 'PROPN' ? tables.upos.get(nameEndingKey(treebank, lemma)) : undefined) ?? tables.upos.get(`${treebank}\t${upos}`) ?? upos;
}

/** Whether training learnt the treebank's part of speech for a word beside an agreeing noun or not (treebankUposInContext). */
export function hasUposInContext(tables: GreekConventionTables, treebank: string, upos: string, lemma: string, attributive: boolean): boolean {
  return tables.upos.has(`${treebank}\t${upos}\t${lemma}\t${attributiveKey(attributive)}`);
}

/** The treebank's part of speech for a word beside an agreeing noun or not, where training learnt one; else treebankUpos. */
export function treebankUposInContext(tables: GreekConventionTables, treebank: string, upos: string, lemma: string, attributive: boolean): string {
  return tables.upos.get(`${treebank}\t${upos}\t${lemma}\t${attributiveKey(attributive)}`) ?? treebankUpos(tables, treebank, upos, lemma);
}

export function saveGreekConventions(tables: GreekConventionTables, path: string): void {
  writeFileSync(path, JSON.stringify({ upos: [...tables.upos], lemmas: [...tables.lemmas], context: contextClassifiersToJson(tables.context ?? new Map()) }));
}

export function loadGreekConventions(path: string): GreekConventionTables {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as { upos: [string, string][]; lemmas: [string, string][]; context?: Parameters<typeof contextClassifiersFromJson>[0] };
    return { upos: new Map(json.upos), lemmas: new Map(json.lemmas), context: contextClassifiersFromJson(json.context) };
  } catch {
    return { upos: new Map(), lemmas: new Map() };
  }
}
