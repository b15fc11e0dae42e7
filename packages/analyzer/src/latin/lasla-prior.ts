/**
 * The LASLA tag-sequence prior: Collatinus's `tags.la` counts tag trigrams over the LASLA corpus of classical
 * Latin (GPL, commercially usable). Its tags are coarse (`n31`: noun, accusative, singular; `v2`: subjunctive;
 * `snt`: end of sentence), so the tagger's tags are mapped to the same classes and the tagger adds
 * `weight × log P(class | two classes before)` to its scores (core/tagger/history-prior.ts).
 * Example: `laslaClassOf('NOUN|Case=Acc|Gender=Fem|Number=Sing')` → `n31`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHistoryPrior, type HistoryPrior } from '../core/tagger/history-prior';
import { resolveCollatinusDir } from './lexicon/paths';

export const LASLA_PRIOR_NAME = 'lasla-tags';
/** Weight of the prior's log-probability in the tagger's scores (1 and 2 differ little on UD dev folds). */
export const LASLA_PRIOR_WEIGHT = 1;

const CASE_DIGIT: ReadonlyMap<string, string> = new Map(Object.entries({ Nom: '1', Voc: '2', Acc: '3', Gen: '4', Dat: '5', Abl: '6', Loc: '7' }));
const NUMBER_DIGIT: ReadonlyMap<string, string> = new Map(Object.entries({ Sing: '1', Plur: '2' }));
const MOOD_DIGIT: ReadonlyMap<string, string> = new Map(Object.entries({ Ind: '1', Sub: '2', Imp: '3' }));
const NOMINAL_LETTER: ReadonlyMap<string, string> = new Map(Object.entries({ NOUN: 'n', PROPN: 'n', ADJ: 'a', DET: 'p', PRON: 'p', NUM: 'm' }));
const OTHER_LETTER: ReadonlyMap<string, string> = new Map(Object.entries({ ADV: 'd', PART: 'd', CCONJ: 'c', SCONJ: 'c', ADP: 'r', INTJ: 'i', X: 'x', SYM: 'x' }));

function feature(tag: string, name: string): string | undefined {
  const at = tag.indexOf(`${name}=`);
  if (at < 0) return undefined;
  const end = tag.indexOf('|', at);
  return tag.slice(at + name.length + 1, end < 0 ? undefined : end);
}

function withCaseNumber(letter: string, tag: string): string {
  const c = CASE_DIGIT.get(feature(tag, 'Case') ?? '');
  const n = NUMBER_DIGIT.get(feature(tag, 'Number') ?? '');
  return c && n ? `${letter}${c}${n}` : letter;
}

/** The LASLA class of a tagger tag (UPOS|features), or undefined for punctuation. */
export function laslaClassOf(tag: string): string | undefined {
  const bar = tag.indexOf('|');
  const upos = bar < 0 ? tag : tag.slice(0, bar);
  const nominal = NOMINAL_LETTER.get(upos);
  if (nominal) return withCaseNumber(nominal, tag);
  if (upos === 'VERB' || upos === 'AUX') {
    const form = feature(tag, 'VerbForm');
    if (form === 'Part' || form === 'Gdv') return withCaseNumber('w', tag);
    if (form === 'Fin') return `v${MOOD_DIGIT.get(feature(tag, 'Mood') ?? '') ?? '1'}`;
    return 'v4';
  }
  return OTHER_LETTER.get(upos);
}

/** The class of a LASLA tag as `tags.la` writes it (`a8` and `a` are both the adjective without case). */
function classOfLaslaTag(raw: string): string {
  const t = raw.trim();
  if (/^[amnpw][1-7][12]$/.test(t)) return t;
  if (t === 'snt' || t === '#') return t;
  if (/^v[0-4]/.test(t)) return `v${t[1] === '0' ? '4' : t[1]}`;
  return t[0] ?? t;
}

/** Loads the prior from Collatinus's `tags.la`, or undefined when the file is missing. */
export function loadLaslaPrior(weight = LASLA_PRIOR_WEIGHT, dir = resolveCollatinusDir()): HistoryPrior | undefined {
  const path = join(dir, 'tags.la');
  if (!existsSync(path)) return undefined;
  const trigrams: [string, string, string, number][] = [];
  const classes = new Set<string>();
  for (const line of readFileSync(path, 'latin1').split(/\r?\n/)) {
    const m = /^(.{3}) (.{3}) (.{3}),(\d+)$/.exec(line);
    if (!m) continue;
    const [a, b, c] = [classOfLaslaTag(m[1]!), classOfLaslaTag(m[2]!), classOfLaslaTag(m[3]!)];
    classes.add(a).add(b).add(c);
    trigrams.push([a, b, c, Number(m[4])]);
  }
  return createHistoryPrior({ name: LASLA_PRIOR_NAME, weight, classes: [...classes].sort(), boundary: 'snt', classOf: laslaClassOf, trigrams });
}
