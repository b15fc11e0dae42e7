/**
 * The paradigm label of a Greek lemma in Italian school terms, from the Morpheus stem types of its forms
 * (the groups follow the Alpheios rule tables, which key paradigms to the same stem types) and its
 * dictionary form: `2ª declinazione (temi in -ο-)`, `3ª declinazione (temi in gutturale)`,
 * `aggettivo della 1ª classe (a tre uscite)`, `verbo contratto in -έω`; and the kind of an aorist.
 * Example: `nounClass(entry of χώρα)` → `1ª declinazione (temi in -α puro)`.
 */
import { greekBareKey } from '../normalize';
import type { GreekLemmaEntry } from './format';

/** Third-declension stem types by the stem's last sound. */
const THIRD: ReadonlyMap<string, string> = new Map([
  ...['s_tos', 's_dos', 's_qos', 'is_idos', 'is_itos', 'is_iCdos', 'is_idos_adj', 'ma_matos', 'as_atos', 'ar_atos', 't_tos', 'r_tos', 'r_rtos',
    'wn_ontos', 'as_antos', 'ous_ontos', 'n_ntos', 's_ntos', 'wCn_wCntos', 'oeis_oentos', 'pous_podos', 'qric_trixos'].map((t) => [t, 'temi in dentale'] as const),
  ...['c_kos', 'c_gos', 'c_xos', 'c_ktos', 'c_ggos', 'gc_gos', 'hc_ekos'].map((t) => [t, 'temi in gutturale'] as const),
  ...['y_pos', 'y_bos', 'y_fos'].map((t) => [t, 'temi in labiale'] as const),
  ...['r_ros', 'hr_eros', 'wr_oros', 's_ros'].map((t) => [t, 'temi in liquida'] as const),
  ...['n_nos', 'wn_onos', 'hn_enos', 's_nos', 'eis_enos', 'wn_nos', 'ewn_ewnos'].map((t) => [t, 'temi in nasale'] as const),
  ...['hs_eos', 'klehs_kleous', 'as_aos', 'ws_oos', 'eos_eou', 'ehs_eou'].map((t) => [t, 'temi in -σ-'] as const),
  ...['is_ews', 'us_ews', 'us_uos', 'uLs_uos', 'us_u', 's_os', 'ws_wos'].map((t) => [t, 'temi in vocale'] as const),
  ...['eus_ews', 'w_oos', 'aus_aos', 'ous_oos'].map((t) => [t, 'temi in dittongo'] as const),
  ['irreg_decl3', 'irregolare'],
]);
const FIRST = new Set(['h_hs', 'a_hs', 'hs_ou', 'as_ou', 'ah_ahs', 'aos_aou']);
const SECOND = new Set(['os_ou', 'on_ou', 'os_on', 'oos_oou', 'oos_oon', 'ws_w', 'ws_w_long', 'ws_wn']);
/** Adjectives of the 1st class (2nd and 1st declension) and of the 2nd class (3rd declension, or mixed). */
const ADJECTIVE_FIRST = new Set(['os_h_on', 'os_a_on', 'os_on', 'eos_eh_eon', 'oos_oh_oon', 'oos_oon', 'ws_wn', 'irreg_adj1']);
const ADJECTIVE_SECOND = new Set(['hs_es', 'wn_on', 'wn_on_comp', 'eis_essa', 'us_eia_u', 'as_asa_an', 'as_aina_an', 'heis_hessa', 'oeis_oessa', 'wn_ousa_on', 'hn_eina_en', 'irreg_adj3', 'ehs_es']);

/** True for a stem type of nouns (of any declension). */
export function isNounStemType(type: string): boolean {
  return FIRST.has(type) || SECOND.has(type) || THIRD.has(type);
}

/** Pronouns and the article, declined by gender as adjectives are. */
const GENDERED_PRONOUNS = new Set(['article', 'art_adj', 'pron_adj1', 'pron_adj3', 'demonstr', 'relative', 'indef', 'interrog']);

/** True for a stem type of adjectives (of either class), or of pronouns declined by gender. */
export function isAdjectiveStemType(type: string): boolean {
  return ADJECTIVE_FIRST.has(type) || ADJECTIVE_SECOND.has(type) || GENDERED_PRONOUNS.has(type);
}

/** The stem types of the entry, most frequent first, keeping those `wanted` accepts. */
function ranked(entry: GreekLemmaEntry, wanted: (type: string) => boolean): string[] {
  return [...entry.stemTypes].filter(([t]) => wanted(t)).sort((a, b) => b[1] - a[1]).map(([t]) => t);
}

/** The first form of a cell, if any. */
export function cellForm(entry: GreekLemmaEntry, key: string): string | undefined {
  return entry.cells.get(key)?.[0];
}

/** The genitive singular of a noun, whatever gender Morpheus filed it under. */
export function genitiveSingular(entry: GreekLemmaEntry): string | undefined {
  for (const gender of nounGenders(entry)) {
    const form = cellForm(entry, `${gender}.gen.sg`);
    if (form) return form;
  }
  return undefined;
}

/** A noun's genders, most frequent in the corpus first (Morpheus' own when the corpus has none). */
export function nounGenders(entry: GreekLemmaEntry): string[] {
  const counted = [...entry.genders].sort((a, b) => b[1] - a[1]);
  const total = counted.reduce((n, [, c]) => n + c, 0);
  // A gender the corpus gives a tenth of the time or more is the noun's too (ὁ, ἡ θεός); rarer ones are tagging noise.
  const fromCorpus = counted.filter(([, c]) => c * 10 >= total).map(([g]) => g);
  if (fromCorpus.length > 0) return fromCorpus;
  return ['masc', 'fem', 'neut'].filter((g) => entry.cells.has(`${g}.nom.sg`) || entry.cells.has(`${g}.gen.sg`));
}

function firstDeclension(entry: GreekLemmaEntry): string {
  const lemma = greekBareKey(entry.lemma);
  const genitive = greekBareKey(genitiveSingular(entry) ?? '');
  if (/[ᾶῆ]$/.test(entry.lemma) || entry.stemTypes.has('ah_ahs')) return '1ª declinazione (contratti)';
  if (/ησ$/.test(lemma)) return '1ª declinazione (maschili in -ης)';
  if (/ασ$/.test(lemma)) return '1ª declinazione (maschili in -ας)';
  if (/η$/.test(lemma)) return '1ª declinazione (temi in -η)';
  if (/α$/.test(lemma)) return genitive.endsWith('ησ') ? '1ª declinazione (temi in -α impuro)' : '1ª declinazione (temi in -α puro)';
  return '1ª declinazione';
}

function secondDeclension(entry: GreekLemmaEntry, type: string): string {
  if (type === 'oos_oou' || type === 'oos_oon') return '2ª declinazione (contratti)';
  if (type.startsWith('ws_w')) return '2ª declinazione (attica)';
  return '2ª declinazione (temi in -ο-)';
}

/** The declension of a noun (or a name), undefined when its stem types say none. */
export function nounClass(entry: GreekLemmaEntry): string | undefined {
  for (const type of ranked(entry, (t) => FIRST.has(t) || SECOND.has(t) || THIRD.has(t))) {
    if (FIRST.has(type)) return firstDeclension(entry);
    if (SECOND.has(type)) return secondDeclension(entry, type);
    return `3ª declinazione (${THIRD.get(type)!})`;
  }
  return undefined;
}

/** How many different nominative singulars an adjective has: `ἀγαθός, ἀγαθή, ἀγαθόν` → 3. */
export function adjectiveEndings(entry: GreekLemmaEntry): number {
  const forms = ['masc', 'fem', 'neut'].map((g) => cellForm(entry, `${g}.nom.sg`)).filter((f): f is string => f !== undefined);
  return new Set(forms).size;
}

const USCITE: ReadonlyMap<number, string> = new Map([[1, 'a una uscita'], [2, 'a due uscite'], [3, 'a tre uscite']]);

/** The class of an adjective: `aggettivo della 1ª classe (a tre uscite)`. */
export function adjectiveClass(entry: GreekLemmaEntry): string | undefined {
  const type = ranked(entry, isAdjectiveStemType)[0];
  if (!type || GENDERED_PRONOUNS.has(type)) return undefined;
  const uscite = USCITE.get(adjectiveEndings(entry));
  const contracted = type === 'eos_eh_eon' || type === 'oos_oh_oon' || type === 'oos_oon' ? ', contratto' : '';
  const attic = type === 'ws_wn' ? ', declinazione attica' : '';
  return `aggettivo della ${ADJECTIVE_FIRST.has(type) ? '1ª' : '2ª'} classe${uscite ? ` (${uscite}${contracted}${attic})` : ''}`;
}

/** True for a verb whose dictionary form is middle: `βούλομαι`, `δύναμαι`, `κεῖμαι`. */
export function isDeponent(lemma: string): boolean {
  return /μαι$/.test(lemma);
}

/** The conjugation of a verb: `verbo in -ω`, `verbo contratto in -έω`, `verbo in -μι`, `…, deponente`. */
export function verbClass(lemma: string): string {
  const bare = greekBareKey(lemma);
  let kind = 'verbo in -ω';
  if (/μι$/.test(bare)) kind = 'verbo in -μι';
  else if (/(αω|αομαι)$/.test(bare)) kind = 'verbo contratto in -άω';
  else if (/(εω|εομαι)$/.test(bare)) kind = 'verbo contratto in -έω';
  else if (/(οω|οομαι)$/.test(bare)) kind = 'verbo contratto in -όω';
  else if (/(αμαι|εμαι|υμαι)$/.test(bare)) kind = 'verbo in -μι';
  return isDeponent(lemma) ? `${kind}, deponente` : kind;
}

const ATHEMATIC_AORISTS = new Set(['ath_h_aor', 'ath_w_aor', 'ath_u_aor', 'ath_primary', 'ath_secondary']);
const KAPPA_AORISTS = new Set(['emi_aor', 'omi_aor', 'ami_aor']);

/** A first aorist is asigmatic when its stem ends in a liquid or nasal: `ἤγγειλα`, `ἔμεινα`. */
function isAsigmatic(entry: GreekLemmaEntry): boolean {
  const aorist = cellForm(entry, 'aor.ind.act.1.sg') || cellForm(entry, 'aor.ind.mid.1.sg') || entry.principalParts[2];
  return aorist !== undefined && /[λμνρ](α|άμην)$/.test(greekBareKey(aorist).replace(/αμην$/, 'άμην'));
}

/**
 * The kind of aorist of a lemma in a voice (`Act`/`Mid` or `Pass`), as Italian grammars name it:
 * `aoristo sigmatico`, `aoristo asigmatico`, `aoristo forte (2° aoristo)`, `aoristo fortissimo (3° aoristo)`,
 * `aoristo cappatico`, `aoristo passivo debole (in -θη-)`, `aoristo passivo forte (in -η-)`.
 */
export function aoristKind(entry: GreekLemmaEntry, voice: string): string | undefined {
  if (voice === 'Pass') {
    const type = ranked(entry, (t) => t === 'aor_pass' || t === 'aor2_pass')[0];
    if (type === 'aor_pass') return 'aoristo passivo debole (in -θη-)';
    if (type === 'aor2_pass') return 'aoristo passivo forte (in -η-)';
    return undefined;
  }
  const type = ranked(entry, (t) => t === 'aor1' || t === 'aor2' || ATHEMATIC_AORISTS.has(t) || KAPPA_AORISTS.has(t))[0];
  if (type === undefined) return undefined;
  if (type === 'aor1') return isAsigmatic(entry) ? 'aoristo asigmatico' : 'aoristo sigmatico';
  if (type === 'aor2') return 'aoristo forte (2° aoristo)';
  if (KAPPA_AORISTS.has(type)) return 'aoristo cappatico';
  return 'aoristo fortissimo (3° aoristo)';
}
