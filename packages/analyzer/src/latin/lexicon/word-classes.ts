/**
 * Part of speech, gender, inflection class and verb type of a lemma, read from its Collatinus
 * model (and the model's ancestors) and from the morphological note of lemmes.la. Language
 * knowledge lives in the tables below.
 */
import type { Feats, Upos } from '../../core/types';
import type { ModelData } from './data-format';

/** Frequent function words whose UD part of speech the Collatinus note does not give (UD Latin usage). */
const FUNCTION_WORDS: ReadonlyMap<string, readonly Upos[]> = new Map(Object.entries<readonly Upos[]>({
  et: ['CCONJ'], atque: ['CCONJ'], ac: ['CCONJ'], que: ['CCONJ'], sed: ['CCONJ'], aut: ['CCONJ'], uel: ['CCONJ'],
  ue: ['CCONJ'], neque: ['CCONJ'], nec: ['CCONJ'], at: ['CCONJ'], ast: ['CCONJ'], siue: ['CCONJ'], seu: ['CCONJ'],
  cum2: ['SCONJ'], ut: ['SCONJ'], uti: ['SCONJ'], si: ['SCONJ'], quod: ['SCONJ'], quia: ['SCONJ'], nisi: ['SCONJ'],
  dum: ['SCONJ'], quamquam: ['SCONJ'], postquam: ['SCONJ'], quoniam: ['SCONJ'], quasi: ['SCONJ', 'ADV'],
  donec: ['SCONJ'], quin: ['SCONJ'], ne2: ['SCONJ'], etsi: ['SCONJ'], tamquam: ['SCONJ'], quamuis: ['SCONJ'],
  antequam: ['SCONJ'], priusquam: ['SCONJ'], quando: ['SCONJ', 'ADV'], ubi: ['SCONJ', 'ADV'], sicut: ['SCONJ', 'ADV'],
  quam: ['SCONJ', 'ADV'], non: ['PART', 'ADV'], haud: ['PART', 'ADV'], nam: ['PART', 'CCONJ'], enim: ['PART', 'CCONJ'],
  autem: ['PART', 'CCONJ'], igitur: ['PART', 'ADV'], ergo: ['PART', 'ADV'], quidem: ['PART', 'ADV'],
  quoque: ['PART', 'ADV'], uero: ['PART', 'ADV'], ecce: ['PART', 'INTJ'], tamen: ['ADV'],
  scilicet: ['ADV', 'CCONJ'], tum: ['ADV', 'CCONJ'], an: ['PART', 'SCONJ', 'CCONJ'],
  // Prepositions that are also adverbs (and Collatinus notes only one of the two uses).
  secundum: ['ADP', 'ADV'], supra: ['ADP', 'ADV'], infra: ['ADP', 'ADV'], circa: ['ADP', 'ADV'], iuxta: ['ADP', 'ADV'],
  ultra: ['ADP', 'ADV'], extra: ['ADP', 'ADV'], intra: ['ADP', 'ADV'], contra: ['ADP', 'ADV'], ante: ['ADP', 'ADV'],
  post: ['ADP', 'ADV'], prope: ['ADP', 'ADV'], propter: ['ADP', 'ADV'], circum: ['ADP', 'ADV'], coram: ['ADP', 'ADV'],
  usque: ['ADP', 'ADV'], super: ['ADP', 'ADV'], subter: ['ADP', 'ADV'], citra: ['ADP', 'ADV'], praeter: ['ADP', 'ADV'],
}));

/**
 * Adjectives that UD Latin treebanks often tag DET (quantifiers, possessives), or PRON when they
 * stand alone (omnes "everyone"): all are candidates and the tagger chooses. Possessives are DET first.
 */
const DETERMINER_ADJECTIVES = new Set([
  'omnis', 'multus', 'nullus', 'ullus', 'totus', 'talis', 'tantus', 'ceterus', 'paucus', 'alius', 'alter', 'uterque',
  'uter', 'quantus', 'qualis', 'solus', 'unus', 'aliqui', 'nonnullus', 'quotus', 'tot', 'quot', 'plerusque', 'cunctus',
  'unusquisque', 'uniuersus', 'neuter', 'reliquus', 'complures', 'aliquot',
]);
const POSSESSIVES = new Set(['meus', 'tuus', 'suus', 'noster', 'uester']);
/** Personal pronouns never act as determiners. */
const PERSONAL_PRONOUNS = new Set(['ego', 'tu', 'nos', 'uos', 'se']);

/** Cardinal numbers that decline (UD tags them NUM, ordinals ADJ). */
const DECLINED_CARDINALS = new Set(['duo', 'tres', 'mille', 'ambo']);
/** Lemmas whose model also generates singular forms that do not exist (tres follows fortis). */
const PLURAL_ONLY_LEMMAS = new Set(['duo', 'tres', 'ambo']);

/** True for lemmas used only in the plural although their model has a singular. */
export function isPluralOnlyLemma(key: string): boolean {
  return PLURAL_ONLY_LEMMAS.has(key);
}

/** Positive-degree singular slots of an adjective model (masculine, feminine, neuter: six cases each). */
const ADJECTIVE_SINGULAR_SLOTS = [13, 25, 37].flatMap((first) => [0, 1, 2, 3, 4, 5].map((c) => first + c));

/**
 * An adjective or numeral used only in the plural: duo, tres, ambo, and those whose model has no singular
 * (bini, ducenti). Their paradigm and dictionary line give the plural only, and no degrees.
 */
export function isPluralOnlyAdjective(key: string, model: ModelData): boolean {
  if (model.pos !== 'a') return false;
  return PLURAL_ONLY_LEMMAS.has(key.replace(/\d$/, '')) || !model.endings.some(([slot]) => ADJECTIVE_SINGULAR_SLOTS.includes(slot));
}

/** Verb models that school grammars call anomalous ("verbi anomali"). */
const ANOMALOUS_MODELS = new Set(['sum', 'absum', 'possum', 'prosum', 'fero', 'uolo', 'nolo', 'malo', 'eo', 'fio', 'edo']);

/** First ancestor (or the model itself) listed here gives the school class. */
const CLASS_BY_MODEL: ReadonlyMap<string, string> = new Map(Object.entries({
  uita: '1ª declinazione', lupus: '2ª declinazione', templum: '2ª declinazione', miles: '3ª declinazione',
  perseus: '3ª declinazione', manus: '4ª declinazione', res: '5ª declinazione',
  doctus: '1ª classe', fortis: '2ª classe',
  amo: '1ª coniugazione', imitor: '1ª coniugazione', moneo: '2ª coniugazione', uereor: '2ª coniugazione',
  lego: '3ª coniugazione', sequor: '3ª coniugazione', capio: '3ª coniugazione in -io', patior: '3ª coniugazione in -io',
  audio: '4ª coniugazione', potior: '4ª coniugazione',
}));
const ANOMALOUS_CLASS = 'coniugazione anomala';
const PRONOMINAL_CLASS = 'declinazione pronominale';
/** Adjective-shaped pronouns and pronominal adjectives (genitive in -ius). */
const PRONOMINAL_MODELS = new Set(['unus', 'alter', 'unusquisque', 'ipse', 'ille', 'hic', 'is', 'idem', 'qui', 'quis', 'uter', 'uterque', 'nemo', 'quisquis']);

/**
 * Extra UD features of pronouns and determiners, by lemma key; `Gender: ''` removes the gender
 * the adjective-shaped slots carry (ego, nos, se have none in UD).
 */
export const PRONOUN_FEATURES: ReadonlyMap<string, Feats> = new Map(Object.entries<Feats>({
  ego: { PronType: 'Prs', Person: '1', Gender: '' }, tu: { PronType: 'Prs', Person: '2', Gender: '' },
  nos: { PronType: 'Prs', Person: '1', Gender: '' }, uos: { PronType: 'Prs', Person: '2', Gender: '' },
  se: { PronType: 'Prs', Person: '3', Reflex: 'Yes', Gender: '' }, is: { PronType: 'Prs', Person: '3' },
  hic: { PronType: 'Dem' }, ille: { PronType: 'Dem' }, iste: { PronType: 'Dem' }, ipse: { PronType: 'Emp' },
  idem: { PronType: 'Dem' }, qui2: { PronType: 'Rel' }, quis: { PronType: 'Int' }, quisnam: { PronType: 'Int' },
  aliquis: { PronType: 'Ind' }, quidam: { PronType: 'Ind' }, quisque: { PronType: 'Tot' }, quisquam: { PronType: 'Ind' },
  quispiam: { PronType: 'Ind' }, quiuis: { PronType: 'Ind' }, quilibet: { PronType: 'Ind' }, quicumque: { PronType: 'Rel' },
  quisquis: { PronType: 'Rel' }, nemo: { PronType: 'Neg' }, nihil: { PronType: 'Neg' }, nullus: { PronType: 'Neg' },
  meus: { Poss: 'Yes', PronType: 'Prs', Person: '1' }, tuus: { Poss: 'Yes', PronType: 'Prs', Person: '2' },
  suus: { Poss: 'Yes', PronType: 'Prs', Person: '3', Reflex: 'Yes' }, noster: { Poss: 'Yes', PronType: 'Prs', Person: '1' },
  uester: { Poss: 'Yes', PronType: 'Prs', Person: '2' },
}));

/** Degree of adverbs that Collatinus lists as plain invariables (UD: magis Degree=Cmp). */
export const INVARIABLE_FEATURES: ReadonlyMap<string, Feats> = new Map(Object.entries<Feats>({
  magis: { Degree: 'Cmp' }, maxime: { Degree: 'Sup' }, minus: { Degree: 'Cmp' }, minime: { Degree: 'Sup' },
  potius: { Degree: 'Cmp' }, potissimum: { Degree: 'Sup' }, plus: { Degree: 'Cmp' }, plurimum: { Degree: 'Sup' },
  prius: { Degree: 'Cmp' }, melius: { Degree: 'Cmp' }, peius: { Degree: 'Cmp' }, saepius: { Degree: 'Cmp' },
  diutius: { Degree: 'Cmp' }, citius: { Degree: 'Cmp' }, ocius: { Degree: 'Cmp' }, optime: { Degree: 'Sup' },
}));

/** The model and its ancestors, nearest first. */
export function lineageOf(model: ModelData): string[] {
  return [model.name, ...model.ancestors];
}

/** Parts of speech of a lemma, most likely first: `rosa` → NOUN, `Caesar` → PROPN, `cum` → ADP, ADV. */
export function classifyLemma(key: string, model: ModelData, info: string): Upos[] {
  const fixed = FUNCTION_WORDS.get(key);
  if (fixed) return withAdverbFallback(fixed);
  const proper = /^[A-Z]/.test(key) || /\bnpr\./.test(info);
  if (model.name === 'inv') return withAdverbFallback(classifyInvariable(info, proper));
  if (POSSESSIVES.has(key)) return ['DET', 'ADJ', 'PRON'];
  if (key === 'unus') return ['NUM', 'ADJ', 'DET', 'PRON'];
  if (DECLINED_CARDINALS.has(key.replace(/\d$/, '')) || model.pos === 'm') return ['NUM'];
  switch (model.pos) {
    case 'n': return [proper ? 'PROPN' : 'NOUN'];
    case 'v': return [key === 'sum' || key === 'sum1' ? 'AUX' : 'VERB'];
    case 'd': return ['ADV'];
    case 'p': return PERSONAL_PRONOUNS.has(key) ? ['PRON'] : ['PRON', 'DET'];
    case 'a': return /pron/.test(info) ? ['DET', 'ADJ'] : DETERMINER_ADJECTIVES.has(key) ? ['ADJ', 'DET', 'PRON'] : ['ADJ'];
    default: return ['X'];
  }
}

/**
 * Function words also get ADV as a last candidate: UD Latin treebanks tag many of them ADV in
 * some uses (et "also", ut "as", ante "before"), and the tagger can only choose a candidate.
 */
function withAdverbFallback(list: readonly Upos[]): Upos[] {
  const functional = list.some((u) => u === 'ADP' || u === 'CCONJ' || u === 'SCONJ' || u === 'PART');
  return functional && !list.includes('ADV') ? [...list, 'ADV'] : [...list];
}

function classifyInvariable(info: string, proper: boolean): Upos[] {
  const out: Upos[] = [];
  const add = (u: Upos) => { if (!out.includes(u)) out.push(u); };
  // Flags in the order the note gives them: the first is the main use.
  for (const m of info.matchAll(/pr[ée]p|conj\.?\s*sub|conj|adv|interj|excl|num|pron|adj|indecl|ind[ée]cl|\bv\.|\bvb\./g)) {
    const flag = m[0];
    if (flag === 'v.' || flag === 'vb.') add('VERB');
    else if (flag.startsWith('pr')) add(flag === 'pron' ? 'PRON' : 'ADP');
    else if (flag.startsWith('conj')) add(/sub/.test(flag) ? 'SCONJ' : 'CCONJ');
    else if (flag === 'adv') add('ADV');
    else if (flag === 'interj' || flag === 'excl') add('INTJ');
    else if (flag === 'num') add('NUM');
    else if (flag === 'adj') add('ADJ');
    else add(proper ? 'PROPN' : 'NOUN');
  }
  if (out.length === 0) add(proper ? 'PROPN' : /\b[mfn]\./.test(info) ? 'NOUN' : 'ADV');
  if (proper && out[0] === 'NOUN') out[0] = 'PROPN';
  return out;
}

/** The lemma a note sends the reader to, when the entry is only a cross-reference: `cf. seruus` → `seruus`. */
export function crossReferenceOf(info: string): string | undefined {
  return /^cf\.\s+(\S+)$/.exec(info.trim())?.[1];
}

/**
 * The gender letter of a note that writes it without its period, at its end or before `pl.` (`onis, f`: opinio;
 * `arum, f pl.`: epulae), when `readGender` finds none: about 70 nouns. For the card only (decision 063): the
 * analyses the tagger learns and reads keep `readGender`'s answer, since retraining the tagger on these genders
 * cost more cards than they gave.
 */
export function readNoteGender(info: string): string | undefined {
  const letters = [...info.matchAll(/(?:^|[\s,])([mfn])(?:\.|$|(?=\s+pl\.))/g)].map((m) => m[1] as string);
  const unique = [...new Set(letters)];
  return unique.length > 0 ? unique.join('/') : undefined;
}

/** Gender letters of a noun from its note: `ae, f.` → `f`; `i, m. f.` → `m/f`. */
export function readGender(info: string): string | undefined {
  // The letters before each period, read in place: a regular expression's matches, spread and deduplicated
  // through a set, cost more than the rest of a new lemma's profile (the analyzer asks for each lemma it meets).
  let out: string | undefined;
  for (let dot = info.indexOf('.', 1); dot >= 0; dot = info.indexOf('.', dot + 1)) {
    const code = info.charCodeAt(dot - 1);
    if (code !== 0x6d && code !== 0x66 && code !== 0x6e) continue; // m f n
    if (dot > 1 && !isSpaceOrComma(info.charCodeAt(dot - 2))) continue;
    const letter = info[dot - 1]!;
    if (out === undefined) out = letter;
    else if (!out.includes(letter)) out += `/${letter}`;
  }
  return out;
}

/** `[\s,]` of a regular expression, for one character code. */
function isSpaceOrComma(code: number): boolean {
  if (code === 0x2c || code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029
    || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** School inflection class: `1ª declinazione`, `2ª classe`, `3ª coniugazione in -io`; null for invariables. */
export function readInflectionClass(model: ModelData, upos: Upos): string | null {
  const lineage = lineageOf(model);
  if (lineage.some((name) => ANOMALOUS_MODELS.has(name))) return ANOMALOUS_CLASS;
  if (lineage.some((name) => PRONOMINAL_MODELS.has(name))) return PRONOMINAL_CLASS;
  if (upos === 'PRON' || upos === 'NUM') return null;
  for (const name of lineage) {
    const found = CLASS_BY_MODEL.get(name);
    if (found) return found;
  }
  return null;
}

/** Deponent verbs descend from `imitor` in Collatinus. */
export function isDeponentModel(model: ModelData): boolean {
  return lineageOf(model).includes('imitor');
}

export function isAnomalousModel(model: ModelData): boolean {
  return lineageOf(model).some((name) => ANOMALOUS_MODELS.has(name));
}

/** A noun model with no singular endings (castra, arma, liberi, epulae). */
export function isPluralOnlyModel(model: ModelData): boolean {
  if (model.pos !== 'n') return false;
  return !model.endings.some(([slot]) => slot >= 1 && slot <= 6);
}
