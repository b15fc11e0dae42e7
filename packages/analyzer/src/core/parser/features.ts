/**
 * The dependency parser's features: what the words on the stack and in the buffer are (form key, part of speech,
 * case–number–gender, verb form and mood), the dependents already attached to them, their distance and whether
 * they agree. Language-neutral: they read UD parts of speech and features only. Each feature is a 32-bit hash of
 * its template and values (no strings are built while parsing).
 * Example: for *ex porta decumana* with *porta* on the stack and *decumana* first in the buffer, the agreement
 * template hashes (full agreement, NOUN, ADJ).
 */
import { hashString, mixHash } from '../tagger/hash';
import type { Configuration } from './transitions';

/** One word as the parser reads it. */
export interface ParserWord {
  key: string;
  upos: string;
  /** Case, number and gender (`Abl.Sing.Fem`), or `` for a word without them. */
  morph: string;
  /** Verb form and mood (`Fin.Ind`, `Part`), or ``. */
  verb: string;
  case: string;
  number: string;
  gender: string;
  /** Hashes of the key, the part of speech, the part of speech with the morphology, and with the verb form. */
  k: number;
  p: number;
  m: number;
  v: number;
}

const wordCache = new Map<string, Omit<ParserWord, 'key' | 'k'>>();

/** A parser word from a look-up key and a UD tag (`NOUN|Case=Abl|Gender=Fem|Number=Sing`). */
export function parserWord(key: string, tag: string): ParserWord {
  let w = wordCache.get(tag);
  if (!w) {
    const fields = tag.split('|');
    const feats = new Map<string, string>();
    for (let k = 1; k < fields.length; k++) {
      const eq = fields[k]!.indexOf('=');
      if (eq > 0) feats.set(fields[k]!.slice(0, eq), fields[k]!.slice(eq + 1));
    }
    const c = feats.get('Case') ?? '';
    const number = feats.get('Number') ?? '';
    const gender = feats.get('Gender') ?? '';
    const verbForm = feats.get('VerbForm') ?? '';
    const mood = feats.get('Mood') ?? '';
    const upos = fields[0]!;
    const morph = c || number ? `${c}.${number}.${gender}` : '';
    const verb = verbForm || mood ? `${verbForm}.${mood}` : '';
    w = { upos, morph, verb, case: c, number, gender, p: hashString(upos), m: hashString(`${upos}|${morph}`), v: hashString(`${upos}|${verb}`) };
    wordCache.set(tag, w);
  }
  return { key, k: hashString(key), upos: w.upos, morph: w.morph, verb: w.verb, case: w.case, number: w.number, gender: w.gender, p: w.p, m: w.m, v: w.v };
}

const ROOT = parserWord('<root>', 'ROOT');
const NONE = parserWord('<none>', 'NONE');

/** How two words agree: 4 case, number and gender, 3 case and number, 2 case, 1 number only, 0 not. */
export function agreement(a: ParserWord, b: ParserWord): number {
  if (!a.case || a.case !== b.case) return a.number && a.number === b.number ? 1 : 0;
  if (a.number !== b.number) return 2;
  return !a.gender || !b.gender || a.gender === b.gender || a.gender.includes(b.gender) || b.gender.includes(a.gender) ? 4 : 3;
}

function distance(d: number): number {
  return d <= 4 ? d : d <= 7 ? 7 : 10;
}

/** The most features a configuration has. */
export const PARSER_FEATURES = 44;

const h2 = (t: number, a: number) => mixHash(t, a);
const h3 = (t: number, a: number, b: number) => mixHash(mixHash(t, a), b);
const h4 = (t: number, a: number, b: number, c: number) => mixHash(mixHash(mixHash(t, a), b), c);
const h5 = (t: number, a: number, b: number, c: number, d: number) => mixHash(mixHash(mixHash(mixHash(t, a), b), c), d);

/**
 * The features of configuration `c` over `words` (index 0 unused: the root), written to `out` (at least
 * PARSER_FEATURES long); returns how many.
 */
export function parserFeatures(c: Configuration, words: readonly ParserWord[], out: Uint32Array): number {
  const at = (i: number) => (i < 0 ? NONE : i === 0 ? ROOT : words[i]!);
  const label = (i: number) => (i < 0 ? -2 : c.labels[i]!);
  const i0 = c.s(0);
  const i1 = c.s(1);
  const j0 = c.b(0);
  const s0 = at(i0);
  const s1 = at(i1);
  const s2 = at(c.s(2));
  const b0 = at(j0);
  const b1 = at(c.b(1));
  const b2 = at(c.b(2));
  const s0l = i0 > 0 ? c.leftmost[i0]! : -1;
  const s0r = i0 > 0 ? c.rightmost[i0]! : -1;
  const s1r = i1 > 0 ? c.rightmost[i1]! : -1;
  const b0l = j0 > 0 ? c.leftmost[j0]! : -1;
  let n = 0;
  out[n++] = h2(1, s0.k);
  out[n++] = h2(2, s0.p);
  out[n++] = h2(3, s0.m);
  out[n++] = h2(4, s0.v);
  out[n++] = h3(5, s0.k, s0.p);
  out[n++] = h2(6, s1.k);
  out[n++] = h2(7, s1.p);
  out[n++] = h2(8, s1.m);
  out[n++] = h2(9, s2.p);
  out[n++] = h2(10, b0.k);
  out[n++] = h2(11, b0.p);
  out[n++] = h2(12, b0.m);
  out[n++] = h2(13, b0.v);
  out[n++] = h3(14, b0.k, b0.p);
  out[n++] = h2(15, b1.k);
  out[n++] = h2(16, b1.p);
  out[n++] = h2(17, b1.m);
  out[n++] = h2(18, b2.p);
  out[n++] = h3(19, s0.p, b0.p);
  out[n++] = h3(20, s0.k, b0.p);
  out[n++] = h3(21, s0.p, b0.k);
  out[n++] = h3(22, s0.k, b0.k);
  out[n++] = h3(23, s0.m, b0.m);
  out[n++] = h3(24, s0.v, b0.v);
  out[n++] = h4(25, s0.p, b0.p, b1.p);
  out[n++] = h4(26, s1.p, s0.p, b0.p);
  out[n++] = h3(27, s1.p, s0.p);
  out[n++] = h3(28, s1.m, s0.m);
  out[n++] = h3(29, s1.k, s0.p);
  out[n++] = h3(30, s1.p, s0.k);
  out[n++] = h4(31, s2.p, s1.p, s0.p);
  out[n++] = h4(32, agreement(s0, b0), s0.p, b0.p);
  out[n++] = h4(33, agreement(s1, s0), s1.p, s0.p);
  out[n++] = h4(34, at(s0l).p, label(s0l), s0.p);
  out[n++] = h4(35, at(s0r).p, label(s0r), s0.p);
  out[n++] = h4(36, at(s1r).p, label(s1r), s1.p);
  out[n++] = h4(37, at(b0l).p, label(b0l), b0.p);
  out[n++] = h5(38, label(s0l), label(s0r), s0.p, b0.p);
  out[n++] = h5(39, s0.p, (i0 > 0 ? c.leftCount[i0]! : 0) * 64 + (i0 > 0 ? c.rightCount[i0]! : 0), b0.p, j0 > 0 ? c.leftCount[j0]! : 0);
  out[n++] = h4(40, i0 > 0 && j0 > 0 ? distance(j0 - i0) : -1, s0.p, b0.p);
  out[n++] = h4(41, i1 > 0 && i0 > 0 ? distance(i0 - i1) : -1, s1.p, s0.p);
  out[n++] = h4(42, j0 < 0 ? 1 : 0, c.stack.length > 3 ? 3 : c.stack.length, s0.p);
  return n;
}
