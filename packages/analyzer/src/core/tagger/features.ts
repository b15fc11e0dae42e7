/**
 * Feature extraction for the tagger. Per sentence, each token's word, suffix and candidate-set hashes are
 * computed once into reusable typed arrays; a token's features are then combinations of those integers,
 * so extraction builds no strings and allocates nothing per token.
 */
import { hashString, hashSuffixes, mixHash } from './hash';

export const SUFFIX_LENGTHS = 4;
/** Static (history-independent) features per token. */
export const STATIC_FEATURES = 22;
/** Features that depend on the previous two tags. */
export const HISTORY_FEATURES = 4;
export const FEATURES_PER_TOKEN = STATIC_FEATURES + HISTORY_FEATURES;

/** Template of the lexicon-prior feature: (bucket) × the candidate's UPOS part. */
export const PRIOR_FEATURES = Array.from({ length: 16 }, (_, b) => mixHash(40, b));

/** Prior bucket from corpus frequencies: 1 for the form's most frequent lemma, +1 per halving, up to 8. */
export function priorBucket(frequency: number, best: number): number {
  return 1 + Math.min(7, Math.floor(Math.log2((best + 1) / (frequency + 1))));
}

/** The word/suffix/signature value of a position outside the sentence. */
export const BOUNDARY = hashString('<s>');
/** The tag value before the sentence start. */
export const BOUNDARY_TAG = 0x7fffffff;
/** Seed of the 3-letter prefix hash. */
export const PREFIX_SEED = 0x1234567;
/** Convention value of input without a convention: never trained, so its features weigh nothing. */
export const NO_CONVENTION = 0;

/** The hash of a convention name (a treebank), or NO_CONVENTION. */
export function conventionHash(name: string | undefined): number {
  return name ? hashString(name, 0x5eed) | 1 : NO_CONVENTION;
}

/** Word shape: lower, Capitalised, UPPER, digit-initial, other (punctuation). */
export function shapeOf(form: string): number {
  const c = form.charCodeAt(0);
  if (c >= 48 && c <= 57) return 3;
  // ASCII forms (nearly all) without building their lower- and upper-case copies; the same answers.
  let lower = false;
  let upper = false;
  for (let i = 0; i < form.length; i++) {
    const x = form.charCodeAt(i);
    if (x >= 128) return shapeOfText(form);
    if (x >= 97 && x <= 122) lower = true;
    else if (x >= 65 && x <= 90) upper = true;
  }
  if (!lower && !upper) return 4;
  if (!upper) return 0;
  return !lower && form.length > 1 ? 2 : 1;
}

function shapeOfText(form: string): number {
  const lower = form.toLowerCase();
  const upper = form.toUpperCase();
  if (lower === upper) return 4;
  if (form === lower) return 0;
  return form === upper && form.length > 1 ? 2 : 1;
}

/** Reusable per-sentence buffers. */
export class SentenceFeatures {
  length = 0;
  /** Hash of the annotation convention of the sentence (its treebank), NO_CONVENTION when unknown. */
  convention = NO_CONVENTION;
  private word = new Uint32Array(64);
  private prefix = new Uint32Array(64);
  private suffix = new Uint32Array(64 * SUFFIX_LENGTHS);
  private signature = new Uint32Array(64);
  private uposSet = new Uint32Array(64);
  private shape = new Uint8Array(64);
  private readonly tmp = new Uint32Array(SUFFIX_LENGTHS);

  /**
   * Loads a sentence: `keys` are normalised forms (the language's look-up key), `forms` the text as written.
   * Candidate-set signatures are set afterwards with {@link setSignature}.
   */
  load(forms: readonly string[], keys: readonly string[], convention?: string): void {
    this.convention = conventionHash(convention);
    const n = keys.length;
    if (n > this.word.length) this.grow(n);
    this.length = n;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      this.word[i] = hashString(key);
      this.prefix[i] = hashString(key.length > 3 ? key.slice(0, 3) : key, PREFIX_SEED);
      hashSuffixes(key, this.tmp);
      this.suffix.set(this.tmp, i * SUFFIX_LENGTHS);
      this.signature[i] = 0;
      this.shape[i] = shapeOf(forms[i]!) + (i === 0 ? 8 : 0);
    }
  }

  /** Sets token i's candidate-set signature (the hash of its sorted candidate tag ids). */
  setSignature(i: number, signature: number, uposSet: number): void {
    this.signature[i] = signature;
    this.uposSet[i] = uposSet;
  }

  private grow(n: number): void {
    let cap = this.word.length;
    while (cap < n) cap *= 2;
    this.word = new Uint32Array(cap);
    this.prefix = new Uint32Array(cap);
    this.suffix = new Uint32Array(cap * SUFFIX_LENGTHS);
    this.signature = new Uint32Array(cap);
    this.uposSet = new Uint32Array(cap);
    this.shape = new Uint8Array(cap);
  }

  private wordAt(i: number): number {
    return i >= 0 && i < this.length ? this.word[i]! : BOUNDARY;
  }

  private suffixAt(i: number, k: number): number {
    return i >= 0 && i < this.length ? this.suffix[i * SUFFIX_LENGTHS + k - 1]! : BOUNDARY;
  }

  private signatureAt(i: number): number {
    return i >= 0 && i < this.length ? this.signature[i]! : BOUNDARY;
  }

  /** Writes token i's static features into out[0..STATIC_FEATURES). */
  staticFeatures(i: number, out: Uint32Array): void {
    const w = this.word[i]!;
    out[0] = mixHash(0, 0);
    out[1] = mixHash(1, w);
    for (let k = 1; k <= SUFFIX_LENGTHS; k++) out[1 + k] = mixHash(2, this.suffix[i * SUFFIX_LENGTHS + k - 1]!);
    out[6] = mixHash(6, this.prefix[i]!);
    out[7] = mixHash(7, this.wordAt(i - 1));
    out[8] = mixHash(8, this.wordAt(i + 1));
    out[9] = mixHash(9, this.wordAt(i - 2));
    out[10] = mixHash(10, this.wordAt(i + 2));
    out[11] = mixHash(11, this.suffixAt(i - 1, 3));
    out[12] = mixHash(12, this.suffixAt(i + 1, 3));
    out[13] = mixHash(13, this.signature[i]!);
    out[14] = mixHash(14, this.signatureAt(i - 1));
    out[15] = mixHash(15, this.signatureAt(i + 1));
    out[16] = mixHash(16, this.shape[i]!);
    out[17] = mixHash(17, mixHash(this.signature[i]!, this.signatureAt(i + 1)));
    // Capitals mean a proper noun inside a sentence, not at its start: shape × the UPOS the token may take.
    out[18] = mixHash(18, mixHash(this.shape[i]!, this.uposSet[i]!));
    // Treebanks disagree on some words (non: ADV/PART, is: DET/PRON): the convention takes the clash.
    out[19] = mixHash(30, mixHash(this.convention, this.word[i]!));
    out[20] = mixHash(31, mixHash(this.convention, this.signature[i]!));
    out[21] = mixHash(19, mixHash(this.shape[i]!, this.signature[i]!));
  }

  /** Writes the history features (previous tag ids t1, t2; −1 at the sentence start) at out[STATIC_FEATURES…). */
  historyFeatures(i: number, t1: number, t2: number, out: Uint32Array): void {
    const a = t1 < 0 ? BOUNDARY_TAG : t1;
    const b = t2 < 0 ? BOUNDARY_TAG : t2;
    out[STATIC_FEATURES] = mixHash(20, a);
    out[STATIC_FEATURES + 1] = mixHash(21, b);
    out[STATIC_FEATURES + 2] = mixHash(22, mixHash(a, b));
    out[STATIC_FEATURES + 3] = mixHash(23, mixHash(a, this.word[i]!));
  }

  /** Hash of the last k characters of token i's key (for the open-class suffix tag table). */
  suffixHash(i: number, k: number): number {
    return this.suffix[i * SUFFIX_LENGTHS + k - 1]!;
  }
}

/** The UPOS of a candidate set, one bit each (the coarse ambiguity class). */
export function uposSetOf(ids: ArrayLike<number>, count: number, uposBits: readonly number[]): number {
  let bits = 0;
  for (let k = 0; k < count; k++) bits |= uposBits[ids[k]!]!;
  return bits >>> 0;
}

/** Hash of a candidate tag set (sorted ids), the "ambiguity class" feature. */
export function signatureOf(ids: ArrayLike<number>, count: number): number {
  let h = 0x2545f491;
  for (let k = 0; k < count; k++) h = mixHash(h, ids[k]!);
  return h;
}
