/**
 * Spelling variants tried only when a form is unknown as written: the common changes of
 * medieval and late copies (e for ae/oe, a dropped or added h, ch for h, n for m before d/t/q),
 * the shortened perfects of -ire verbs (audisse, audistis), and the older spellings of classical prose (-umus for
 * the superlative's -imus, vo for vu, -tatium for -tatum). Each variant says what it assumed.
 */

export interface SpellingVariant { key: string; note: string }

/** The note of the older spellings of classical prose; the tagger's training leaves their readings out. */
export const ARCHAIC_SPELLING_NOTE = 'grafia arcaica';

/** The note of a genitive in -i of a noun in -ius or -ium (consili for consilii); an older spelling, read as those. */
export const CONTRACTED_GENITIVE_NOTE = `${ARCHAIC_SPELLING_NOTE}: genitivo in -i per -ii`;

/** Replaces, one occurrence at a time, every match of `pattern` by `replacement`. */
function replaceEach(key: string, pattern: RegExp, replacement: string): string[] {
  const out: string[] = [];
  for (const m of key.matchAll(pattern)) {
    const at = m.index ?? 0;
    out.push(key.slice(0, at) + replacement + key.slice(at + m[0].length));
  }
  return out;
}

/** Variants of a look-up key (lower case, u for v, i for j), most plausible first. */
export function listSpellingVariants(key: string): SpellingVariant[] {
  const out: SpellingVariant[] = [];
  const add = (keys: string[], note: string) => {
    for (const k of keys) if (k !== key && !out.some((v) => v.key === k)) out.push({ key: k, note });
  };
  // audisse, audistis, audissem, introisset: perfects of -ire verbs without -v-.
  add(replaceEach(key, /i(?=(?:sse|sti|stis|ssem|sses|sset|ssemus|ssetis|ssent)$)/g, 'iui'), 'perfetto contratto (-iv- caduto)');
  add(replaceEach(key, /e(?!e)/g, 'ae'), 'grafia medievale: e per ae');
  add(replaceEach(key, /e/g, 'oe'), 'grafia medievale: e per oe');
  if (/^[aeiou]/.test(key)) add(['h' + key], 'grafia medievale: h caduta');
  if (key.startsWith('h')) add([key.slice(1)], 'grafia: h aggiunta');
  add(replaceEach(key, /ch/g, 'h'), 'grafia medievale: ch per h');
  add(replaceEach(key, /n(?=[dtq])/g, 'm'), 'grafia: n per m');
  // Last, so that every form the variants above explain keeps that reading (the tagger learns from those).
  // pulcherrumus, flagitiosissumus (Sallust): the superlative's older -umus; volnus, voltus: vo for vu.
  add(replaceEach(key, /(?<=(?:ss|rr|ll))u(?=m(?:us|a|um|i|o|ae|am|is|os|as|e)$)/g, 'i'), `${ARCHAIC_SPELLING_NOTE}: -umus per -imus`);
  add(replaceEach(key, /(?<=u)o(?=l[nt]|lg|lu)/g, 'u'), `${ARCHAIC_SPELLING_NOTE}: vo per vu`);
  // necessitatium, aetatium (Caesar, Livy): the genitive plural in -ium of the nouns in -tas.
  if (/[aeiou]tatium$/.test(key)) add([`${key.slice(0, -3)}um`], `${ARCHAIC_SPELLING_NOTE}: genitivo plurale in -ium`);
  return out;
}

/**
 * Later and rarer changes of medieval copies, for forms unknown as written and only in the conventions that write
 * them (ud/respellings.ts, decision 078): y for i (ymago, phylosophus), ti and ci before a vowel (auspitium,
 * gracia), mp for m before n or t (sompnium), final d for t (velud), c for ch (pulcritudo), a consonant written
 * single or double (comune, oppinio), f for ph. Example: `medievalSpellingVariants('ymaginem')[0]` →
 * `{ key: 'imaginem', note: 'grafia medievale: y per i' }`.
 */
export function medievalSpellingVariants(key: string): SpellingVariant[] {
  const out: SpellingVariant[] = [];
  const add = (keys: string[], note: string) => {
    for (const k of keys) if (k !== key && !out.some((v) => v.key === k)) out.push({ key: k, note });
  };
  add(replaceEach(key, /y/g, 'i'), 'grafia medievale: y per i');
  add(replaceEach(key, /ti(?=[aeiou])/g, 'ci'), 'grafia medievale: ti per ci');
  add(replaceEach(key, /ci(?=[aeiou])/g, 'ti'), 'grafia medievale: ci per ti');
  add(replaceEach(key, /mp(?=[nt])/g, 'm'), 'grafia medievale: mp per m');
  if (key.endsWith('d')) add([`${key.slice(0, -1)}t`], 'grafia medievale: d per t');
  add(replaceEach(key, /c(?!h)/g, 'ch'), 'grafia medievale: c per ch');
  add([...key.matchAll(/[aeiou]([bcdfglmnprst])(?=[aeiou])/g)].map((m) => key.slice(0, m.index + 2) + key.slice(m.index + 1)), 'grafia: consonante scempia');
  add([...key.matchAll(/([bcdfglmnprst])\1/g)].map((m) => key.slice(0, m.index) + key.slice(m.index + 1)), 'grafia: consonante doppia');
  add(replaceEach(key, /f/g, 'ph'), 'grafia medievale: f per ph');
  return out;
}

/**
 * Classical spellings a medieval copy may mean even by a form the lexicon knows as written: a final -e for -ae
 * (`anime`: animae beside the vocative of animus; `apostolice`: apostolicae beside the adverb).
 * Read only in the conventions whose training data writes so (pipeline-candidates.ts, `respell`).
 * Example: `medievalRespellings('anime')` → `['animae']`.
 */
export function medievalRespellings(key: string): SpellingVariant[] {
  return key.length > 1 && key.endsWith('e') && !key.endsWith('ae') && !key.endsWith('oe') ? [{ key: `${key.slice(0, -1)}ae`, note: 'grafia medievale: e per ae' }] : [];
}
