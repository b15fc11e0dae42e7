/**
 * The cells of a Greek paradigm, keyed by short codes built from Morpheus' morph strings: a finite verb
 * `aor.ind.act.3.sg`, an infinitive `pres.inf.mp`, a participle `aor.part.pass.masc.nom.sg`, a noun or
 * adjective `fem.gen.sg` (with a degree first for comparatives: `comp.masc.nom.sg`). Alternatives in the
 * morph string (`masc/fem`, `nom/voc/acc`) give one cell each. Voices are Morpheus' own: `mp` (medio-passivo)
 * in the present and perfect systems, `mid` and `pass` in the future and aorist.
 * Example: `cellKeys('neut nom/voc/acc sg', 'N')` → [`neut.nom.sg`, `neut.voc.sg`, `neut.acc.sg`].
 */

const TENSES = new Set(['pres', 'imperf', 'fut', 'aor', 'perf', 'plup', 'futperf']);
const MOODS = new Set(['ind', 'subj', 'opt', 'imperat']);
const VOICES = new Set(['act', 'mid', 'pass', 'mp']);
const PERSONS: ReadonlyMap<string, string> = new Map([['1st', '1'], ['2nd', '2'], ['3rd', '3']]);
const NUMBERS = new Set(['sg', 'pl', 'dual']);
const GENDERS = new Set(['masc', 'fem', 'neut']);
const CASES = new Set(['nom', 'gen', 'dat', 'acc', 'voc']);
const DEGREES = new Set(['comp', 'superl']);

/** The cell keys of one Morpheus analysis; [] for morph strings that name no cell (`adverbial`, empty). */
export function cellKeys(morph: string, pos: string): string[] {
  let tense = '';
  let mood = '';
  let voice = '';
  let person = '';
  let number = '';
  let degree = '';
  let genders: string[] = [];
  let cases: string[] = [];
  for (const part of morph.split(/\s+/).filter(Boolean)) {
    const alternatives = part.split('/');
    if (TENSES.has(part)) tense = part;
    else if (MOODS.has(part) || part === 'inf' || part === 'part') mood = part;
    else if (VOICES.has(part)) voice = part;
    else if (PERSONS.has(part)) person = PERSONS.get(part)!;
    else if (NUMBERS.has(part)) number = part;
    else if (DEGREES.has(part)) degree = part;
    else if (alternatives.every((a) => GENDERS.has(a))) genders = alternatives;
    else if (alternatives.every((a) => CASES.has(a))) cases = alternatives;
    else if (part === 'adverbial') return [];
  }
  if (pos === 'P') mood = 'part';
  if (mood === 'inf') return tense && voice ? [`${tense}.inf.${voice}`] : [];
  if (pos === 'V' && mood !== 'part') return tense && mood && voice && person && number ? [`${tense}.${mood}.${voice}.${person}.${number}`] : [];
  if (cases.length === 0 || !number) return [];
  const prefix = mood === 'part' ? `${tense}.part.${voice}.` : degree ? `${degree}.` : '';
  const out: string[] = [];
  for (const gender of genders.length > 0 ? genders : ['']) {
    for (const kase of cases) out.push(`${prefix}${gender ? `${gender}.` : ''}${kase}.${number}`);
  }
  return out;
}

/** Flags that mark a form as poetic, dialectal, late or otherwise not the Attic of a school table. */
const MARKED_FLAGS = new Set(['unaugmented', 'poetic', 'late', 'later', 'early', 'rare', 'apocope', 'iterative', 'short_subj', 'en_to_eni', 'pros_to_poti', 'pros_to_proti', 'doubled_cons', 'uncontr']);

/** True when the flags mark a form as poetic, late or otherwise out of a school table, whatever its dialect. */
export function hasMarkedFlag(flags: string): boolean {
  return flags.split(' ').some((f) => MARKED_FLAGS.has(f));
}

/** True for a form a school table shows: Attic or of no dialect, with no poetic or late flag. */
export function isStandardForm(dialects: string, flags: string): boolean {
  const list = dialects.split(' ').filter(Boolean);
  if (list.length > 0 && !list.includes('attic') && !list.includes('prose') && !list.includes('parad_form')) return false;
  return !hasMarkedFlag(flags);
}
