/**
 * Which spelling of a lemma to print. Collatinus writes many compounds with the unassimilated prefix
 * (`adtingo`, `adfero`, `conlega`), while school dictionaries and the treebanks mostly write the
 * assimilated one (`attingo`, `affero`, `collega`); texts use both. The lemma printed is the spelling the
 * training data uses most; when training never saw either, the prefix follows the form in the text
 * (`attingebant` → `attingo`, `adtingebant` → `adtingo`).
 * Example: `preferredLemmaSpelling('adtingo', 'attingebant', () => 0)` → `attingo`.
 */

/** Unassimilated and assimilated spellings of prefix + first letter of the stem. */
const PREFIX_PAIRS: readonly (readonly [string, string])[] = [
  ['adc', 'acc'], ['adf', 'aff'], ['adgn', 'agn'], ['adg', 'agg'], ['adl', 'all'], ['adn', 'ann'], ['adp', 'app'],
  ['adr', 'arr'], ['ads', 'ass'], ['adt', 'att'], ['adq', 'acq'],
  ['inl', 'ill'], ['inm', 'imm'], ['inp', 'imp'], ['inr', 'irr'], ['inb', 'imb'],
  ['conl', 'coll'], ['conm', 'comm'], ['conr', 'corr'], ['conp', 'comp'], ['conb', 'comb'],
  ['obc', 'occ'], ['obf', 'off'], ['obp', 'opp'],
  ['subc', 'succ'], ['subf', 'suff'], ['subg', 'sugg'], ['subm', 'summ'], ['subp', 'supp'], ['subr', 'surr'],
  ['exf', 'eff'],
];

function startsWithFolded(s: string, prefix: string): boolean {
  if (s.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    let c = s.charCodeAt(i) | 0x20;
    if (c === 0x6a) c = 0x69; // j → i
    if (c === 0x76) c = 0x75; // v → u
    if (c !== prefix.charCodeAt(i)) return false;
  }
  return true;
}

/** The replacement prefix, capitalised like the lemma (`Adfero` → `Aff…`). */
function sameCase(lemma: string, prefix: string): string {
  return lemma[0] !== lemma[0]!.toLowerCase() ? prefix[0]!.toUpperCase() + prefix.slice(1) : prefix;
}

/** The other spelling of the lemma's prefix and which side the lemma is on, if it has one. */
function respell(lemma: string): { other: string; assimilated: boolean; pair: readonly [string, string] } | undefined {
  for (const pair of PREFIX_PAIRS) {
    const [plain, assimilated] = pair;
    if (startsWithFolded(lemma, plain)) return { other: sameCase(lemma, assimilated) + lemma.slice(plain.length), assimilated: false, pair };
    if (startsWithFolded(lemma, assimilated)) return { other: sameCase(lemma, plain) + lemma.slice(assimilated.length), assimilated: true, pair };
  }
  return undefined;
}

/**
 * The spelling of `lemma` to print for a word written `form`: `trainingCount(lemma)` says how often the
 * training data lemmatised to that spelling (any comparison key the caller uses).
 */
export function preferredLemmaSpelling(lemma: string, form: string, trainingCount: (lemma: string) => number): string {
  const r = respell(lemma);
  if (!r) return lemma;
  const own = trainingCount(lemma);
  const other = trainingCount(r.other);
  if (other !== own) return other > own ? r.other : lemma;
  // Neither (or both equally) seen in training: follow the prefix as the text writes it.
  const formAssimilated = startsWithFolded(form, r.pair[1]);
  const formPlain = startsWithFolded(form, r.pair[0]);
  if (formAssimilated && !r.assimilated) return r.other;
  if (formPlain && r.assimilated) return r.other;
  return lemma;
}

/**
 * The headword a school dictionary prints where the lexicon files a word under a spelling it lists only as a
 * variant: in- before r assimilated (`inreparabilis` → `irreparabilis`; the UD Latin files write every lemma of
 * an in-r- form with irr-) and the syncopated -clum of a noun whose full -culum entry the lexicon also has
 * (`vinclum` → `vinculum`; the UD files lemmatise every syncopated form to -culum). `hasLemma` says whether
 * the lexicon has a headword. Students' cards only: the treebank conventions keep their training's lemmas.
 * Example: `schoolLemmaSpelling('vinclum', (l) => l === 'vinculum')` → `vinculum`.
 */
export function schoolLemmaSpelling(lemma: string, hasLemma: (lemma: string) => boolean): string {
  if (startsWithFolded(lemma, 'inr')) return sameCase(lemma, 'irr') + lemma.slice(3);
  if (lemma.endsWith('clum')) {
    const full = `${lemma.slice(0, -4)}culum`;
    if (hasLemma(full)) return full;
  }
  return lemma;
}
