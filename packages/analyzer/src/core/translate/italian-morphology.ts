/**
 * Italian inflection for the literal translator, from the Morph-it! lexicon (Baroni & Zanchetta,
 * CC BY-SA 2.0 / LGPL) as packaged by RosaeNLG (`italian-verbs`, `italian-words`, `italian-adjectives`).
 * The dictionaries are large (about 9 MB of JSON), so they load on first use. Words they do not know
 * are inflected by the regular rules, never dropped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { agreeItalianAdjective } from 'italian-adjectives';
import type { AdjectivesInfo } from 'italian-adjectives-dict';
import { getConjugation } from 'italian-verbs';
import type { ItalianTense } from 'italian-verbs';
import type { VerbsInfo } from 'italian-verbs-dict';
import type { WordsInfo } from 'italian-words-dict';
import type { ItGender, ItNumber } from './italian-articles';

export type { ItalianTense };
export type ItPerson = 1 | 2 | 3;

interface Dictionaries {
  verbs: VerbsInfo;
  words: WordsInfo;
  adjectives: AdjectivesInfo;
}

let loaded: Dictionaries | undefined;

function dictionaries(): Dictionaries {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  // Looked up by words of the meanings, and by the Latin form when a word has none: without a prototype,
  // `constructor` or `__proto__` is an unknown word here and in the libraries that read these objects.
  const read = <T extends object>(id: string): T => Object.setPrototypeOf(JSON.parse(readFileSync(require.resolve(id), 'utf8')), null) as T;
  loaded = {
    verbs: read<VerbsInfo>('italian-verbs-dict/dist/verbs.json'),
    words: read<WordsInfo>('italian-words-dict/dist/words.json'),
    adjectives: read<AdjectivesInfo>('italian-adjectives-dict/dist/adjectives.json'),
  };
  return loaded;
}

/** Verbs whose compound tenses take `essere` (plus every reflexive verb). */
const ESSERE_VERBS = new Set([
  'andare', 'venire', 'giungere', 'arrivare', 'partire', 'tornare', 'ritornare', 'fuggire', 'uscire', 'entrare',
  'morire', 'nascere', 'cadere', 'restare', 'rimanere', 'stare', 'diventare', 'divenire', 'accadere', 'essere',
  'salire', 'scendere', 'sorgere', 'crescere', 'apparire', 'sembrare', 'avvenire', 'perire', 'pervenire',
  'sopraggiungere', 'accorrere', 'riuscire', 'tramontare', 'piacere', 'mancare', 'durare',
]);

/** Italian verbs are quoted as infinitives: `amare`, `arrendersi` (reflexive), `fare guerra` (with a complement). */
export interface ItalianVerb {
  infinitive: string;
  reflexive: boolean;
  /** Words after the verb in the meaning (`fare guerra` → `guerra`). */
  rest: string;
}

/** Splits a meaning such as `arrendersi` or `fare guerra` into verb, reflexive flag and complement. */
export function readItalianVerb(meaning: string): ItalianVerb {
  const [head = meaning, ...rest] = meaning.trim().split(/\s+/);
  const reflexive = /(ar|er|ir|r)si$/.test(head) && head.length > 4;
  const infinitive = reflexive ? `${head.slice(0, -2)}e` : head;
  return { infinitive: infinitive.replace(/rre$/, 'rre'), reflexive, rest: rest.join(' ') };
}

export function usesEssere(verb: ItalianVerb): boolean {
  return verb.reflexive || ESSERE_VERBS.has(verb.infinitive);
}

const REFLEXIVE: Readonly<Record<`${ItNumber}${ItPerson}`, string>> = { S1: 'mi', S2: 'ti', S3: 'si', P1: 'ci', P2: 'vi', P3: 'si' };

/** Whether the dictionary knows the verb (unknown verbs are conjugated by the regular rules). */
function hasVerb(infinitive: string): boolean {
  return infinitive === 'essere' || infinitive === 'avere' || Boolean(dictionaries().verbs[infinitive]);
}

const COMPOUND: ReadonlySet<ItalianTense> = new Set([
  'PASSATO_PROSSIMO', 'TRAPASSATO_PROSSIMO', 'TRAPASSATO_REMOTO', 'FUTURO_ANTERIORE', 'CONG_PASSATO', 'CONG_TRAPASSATO', 'COND_PASSATO',
]);

/** Auxiliary tense of each compound tense. */
const AUX_TENSE: Partial<Record<ItalianTense, ItalianTense>> = {
  PASSATO_PROSSIMO: 'PRESENTE', TRAPASSATO_PROSSIMO: 'IMPERFETTO', TRAPASSATO_REMOTO: 'PASSATO_REMOTO',
  FUTURO_ANTERIORE: 'FUTURO_SEMPLICE', CONG_PASSATO: 'CONG_PRESENTE', CONG_TRAPASSATO: 'CONG_IMPERFETTO', COND_PASSATO: 'COND_PRESENTE',
};

/** A finite form: `conjugate(amare, 'PRESENTE', 3, 'P')` → `amano`; reflexive and compound tenses included. */
export function conjugate(verb: ItalianVerb, tense: ItalianTense, person: ItPerson, number: ItNumber, subject: { gender: ItGender } = { gender: 'M' }): string {
  let form: string;
  const auxTense = AUX_TENSE[tense];
  if (COMPOUND.has(tense) && auxTense) {
    const essere = usesEssere(verb);
    const aux = conjugateSimple(essere ? 'essere' : 'avere', auxTense, person, number);
    form = `${aux} ${pastParticiple(verb.infinitive, essere ? subject.gender : 'M', essere ? number : 'S')}`;
  } else {
    form = conjugateSimple(verb.infinitive, tense, person, number);
  }
  const clitic = verb.reflexive ? `${REFLEXIVE[`${number}${person}`]} ` : '';
  // `essere aperto` agrees with its subject: `le porte sono aperte`.
  const rest = verb.infinitive === 'essere' && /^\S+[oa]$/.test(verb.rest) ? agreeAdjective(verb.rest, subject.gender, number) : verb.rest;
  return [clitic + form, rest].filter(Boolean).join(' ');
}

function conjugateSimple(infinitive: string, tense: ItalianTense, person: ItPerson, number: ItNumber): string {
  if (hasVerb(infinitive)) {
    try {
      return getConjugation(dictionaries().verbs, infinitive, tense, person, number, undefined);
    } catch {
      // a tense the dictionary lacks for this verb: fall through to the regular rules
    }
  }
  return conjugateRegular(infinitive, tense, person, number);
}

const REGULAR_ENDINGS: Partial<Record<ItalianTense, Record<'are' | 'ere' | 'ire', string[]>>> = {
  PRESENTE: { are: ['o', 'i', 'a', 'iamo', 'ate', 'ano'], ere: ['o', 'i', 'e', 'iamo', 'ete', 'ono'], ire: ['o', 'i', 'e', 'iamo', 'ite', 'ono'] },
  IMPERFETTO: { are: ['avo', 'avi', 'ava', 'avamo', 'avate', 'avano'], ere: ['evo', 'evi', 'eva', 'evamo', 'evate', 'evano'], ire: ['ivo', 'ivi', 'iva', 'ivamo', 'ivate', 'ivano'] },
  PASSATO_REMOTO: { are: ['ai', 'asti', 'ò', 'ammo', 'aste', 'arono'], ere: ['ei', 'esti', 'é', 'emmo', 'este', 'erono'], ire: ['ii', 'isti', 'ì', 'immo', 'iste', 'irono'] },
  FUTURO_SEMPLICE: { are: ['erò', 'erai', 'erà', 'eremo', 'erete', 'eranno'], ere: ['erò', 'erai', 'erà', 'eremo', 'erete', 'eranno'], ire: ['irò', 'irai', 'irà', 'iremo', 'irete', 'iranno'] },
  CONG_PRESENTE: { are: ['i', 'i', 'i', 'iamo', 'iate', 'ino'], ere: ['a', 'a', 'a', 'iamo', 'iate', 'ano'], ire: ['a', 'a', 'a', 'iamo', 'iate', 'ano'] },
  CONG_IMPERFETTO: { are: ['assi', 'assi', 'asse', 'assimo', 'aste', 'assero'], ere: ['essi', 'essi', 'esse', 'essimo', 'este', 'essero'], ire: ['issi', 'issi', 'isse', 'issimo', 'iste', 'issero'] },
  COND_PRESENTE: { are: ['erei', 'eresti', 'erebbe', 'eremmo', 'ereste', 'erebbero'], ere: ['erei', 'eresti', 'erebbe', 'eremmo', 'ereste', 'erebbero'], ire: ['irei', 'iresti', 'irebbe', 'iremmo', 'ireste', 'irebbero'] },
  IMPERATIVO: { are: ['', 'a', 'i', 'iamo', 'ate', 'ino'], ere: ['', 'i', 'a', 'iamo', 'ete', 'ano'], ire: ['', 'i', 'a', 'iamo', 'ite', 'ano'] },
};

function conjugateRegular(infinitive: string, tense: ItalianTense, person: ItPerson, number: ItNumber): string {
  const match = /^(.*)(are|ere|ire)$/.exec(infinitive);
  const table = REGULAR_ENDINGS[tense];
  if (!match || !table) return infinitive;
  const [, stem = '', klass = 'are'] = match;
  const ending = table[klass as 'are' | 'ere' | 'ire'][(number === 'P' ? 3 : 0) + person - 1] ?? '';
  // Stems in -c/-g keep their hard sound before e/i (cercare → cerchi, pagare → paghiamo).
  const hard = klass === 'are' && /[cg]$/.test(stem) && /^[ei]/.test(ending) ? 'h' : '';
  // Stems in -i drop a doubled i (studiare → studi, not studii).
  const trimmed = stem.endsWith('i') && ending.startsWith('i') ? stem.slice(0, -1) : stem;
  return `${trimmed}${hard}${ending}`;
}

/** The past participle agreeing in gender and number: `espugnare`, F, S → `espugnata`. */
export function pastParticiple(infinitive: string, gender: ItGender, number: ItNumber): string {
  if (infinitive === 'essere' || infinitive === 'stare') return agreeRegular('stato', gender, number);
  if (infinitive === 'avere') return agreeRegular('avuto', gender, number);
  if (infinitive === 'vedere') return agreeRegular('visto', gender, number);
  const past = dictionaries().verbs[infinitive]?.part?.past;
  if (past) {
    const key = `${number}${gender === 'F' ? 'F' : ''}`;
    const form = past[key] ?? past[number];
    if (form) return form;
  }
  const base = infinitive.replace(/are$/, 'ato').replace(/ere$/, 'uto').replace(/ire$/, 'ito');
  return agreeRegular(base, gender, number);
}

const SPECIAL_GERUNDS: ReadonlyMap<string, string> = new Map(Object.entries({
  fare: 'facendo', dire: 'dicendo', porre: 'ponendo', trarre: 'traendo', bere: 'bevendo', essere: 'essendo', avere: 'avendo',
}));

/** The gerund: `amare` → `amando`, `fare` → `facendo`, `condurre` → `conducendo`. */
export function gerund(infinitive: string): string {
  const special = SPECIAL_GERUNDS.get(infinitive);
  if (special) return special;
  if (infinitive.endsWith('urre')) return `${infinitive.slice(0, -4)}ucendo`;
  if (infinitive.endsWith('orre')) return `${infinitive.slice(0, -4)}onendo`;
  if (infinitive.endsWith('are')) return `${infinitive.slice(0, -3)}ando`;
  return `${infinitive.slice(0, -3)}endo`;
}

/** An o/a/e word inflected by the regular rules: `stato` → `state` (F, P). */
export function agreeRegular(word: string, gender: ItGender, number: ItNumber): string {
  if (/[àèéìòù]$/.test(word)) return word;
  if (word.endsWith('o')) {
    const stem = word.slice(0, -1);
    if (gender === 'F') return stem + (number === 'S' ? 'a' : 'e');
    return number === 'S' ? word : stem + 'i';
  }
  if (word.endsWith('a') && gender === 'F' && number === 'P') return `${word.slice(0, -1)}e`;
  if (word.endsWith('e') && number === 'P') return `${word.slice(0, -1)}i`;
  return word;
}

/** Nouns the dictionary files under the wrong gender for their common sense (`voce`, a voice, and `fine`, an end, are feminine). */
const GENDER_FIXES: ReadonlyMap<string, ItGender> = new Map([['voce', 'F'], ['fine', 'F']]);

/** The gender of an Italian noun, when the dictionary knows it. */
export function genderOfNoun(noun: string): ItGender | undefined {
  const fixed = GENDER_FIXES.get(noun);
  if (fixed) return fixed;
  const info = dictionaries().words[noun];
  if (info?.G === 'F' || info?.G === 'M') return info.G;
  return undefined;
}

/** The plural of an Italian noun: `soldato` → `soldati`, `città` → `città`, `uomo` → `uomini`. */
/** Plurals the dictionary gets wrong for the sense a translation needs: `piano` (a plan) → `piani`. */
/** Plurals the dictionary gets otherwise; `dio` → `dei`, as school translations write it (the article is `gli`, italian-articles.ts). */
const PLURAL_FIXES: ReadonlyMap<string, string> = new Map([['piano', 'piani'], ['presidio', 'presidi'], ['dio', 'dei']]);

export function pluralOfNoun(noun: string, gender: ItGender): string {
  const fixed = PLURAL_FIXES.get(noun);
  if (fixed) return fixed;
  const plural = dictionaries().words[noun]?.P;
  // The dictionary's English-style plurals of loanwords (`studio` → `studios`) are not the Italian ones.
  if (plural && !(plural === `${noun}s` && /[aeiou]$/.test(noun))) return plural;
  if (/(ca|ga)$/.test(noun) && gender === 'F') return `${noun.slice(0, -1)}he`;
  if (/[^i]io$/.test(noun)) return `${noun.slice(0, -1)}`;
  return agreeRegular(noun, gender, 'P');
}

/** The library's list of exceptions, empty: prototype-free, as it is looked up by the adjective. */
const NO_EXCEPTIONS: AdjectivesInfo = Object.create(null) as AdjectivesInfo;

/** An adjective agreeing with its noun: `bello`, F, P → `belle`; `grande`, F, P → `grandi`. */
export function agreeAdjective(adjective: string, gender: ItGender, number: ItNumber, noun = ''): string {
  if (gender === 'M' && number === 'S') return adjective;
  try {
    return agreeItalianAdjective(NO_EXCEPTIONS, dictionaries().adjectives, adjective, gender, number, noun, false);
  } catch {
    return agreeRegular(adjective, gender, number);
  }
}

/** Whether the dictionary lists the word as an Italian adjective. */
export function isItalianAdjective(word: string): boolean {
  return Boolean(dictionaries().adjectives[word]);
}

/** Whether the dictionary lists the word as an Italian noun. */
export function isItalianNoun(word: string): boolean {
  return Boolean(dictionaries().words[word]);
}

/** Whether the dictionary lists the word as an Italian verb infinitive. */
export function isItalianVerb(word: string): boolean {
  return hasVerb(word);
}

/** Words that open a complement inside a noun's meaning: what follows them does not agree with the noun. */
const COMPLEMENT_OPENER = /^(?:di|d'|a|da|in|con|su|per|tra|fra|che|(?:de|a|da|ne|su)(?:l|llo|lla|i|gli|lle|ll'))$|^(?:d|l|dell|all|dall|nell|sull)'/;

/**
 * A noun meaning in the plural: its first word is the noun, the adjectives after it agree with it (`città santa` →
 * `città sante`), a complement after a preposition stays as it is (`quartiere di inverno` → `quartieri di inverno`).
 */
export function pluralOfMeaning(meaning: string, gender: ItGender): string {
  const [noun = meaning, ...rest] = meaning.split(' ');
  const complement = rest.findIndex((w) => COMPLEMENT_OPENER.test(w));
  const agreeing = complement < 0 ? rest : rest.slice(0, complement);
  const kept = complement < 0 ? [] : rest.slice(complement);
  return [pluralOfNoun(noun, gender), ...agreeing.map((w) => agreeAdjective(w, gender, 'P')), ...kept].join(' ');
}

/** An adjective meaning in a degree (UD `Degree`: Cmp, Sup, else positive), agreeing: `bello`, `Cmp` → `più belle`. */
export function inflectAdjectiveMeaning(meaning: string, degree: string | undefined, gender: ItGender, number: ItNumber): string {
  const adjective = meaning.split(' ')[0] ?? meaning;
  const agreed = agreeAdjective(adjective, gender, number);
  // Comparatives Italian keeps from Latin (`ulteriore`, `superiore`, `migliore`) take no "più".
  if (degree === 'Cmp') return /(iore|iori)$/.test(agreed) ? agreed : `più ${agreed}`;
  if (degree === 'Sup') return agreeRegular(`${adjective.replace(/[oe]$/, '')}issimo`, gender, number);
  return agreed;
}
