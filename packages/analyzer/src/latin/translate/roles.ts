/**
 * The roles of a Latin clause's noun phrases: which adjective, participle or numeral goes with which noun,
 * which genitive with which owner, which nominative is the subject and which is said of it (with `sum`), and
 * the Italian preposition of a bare ablative or of an accusative of time.
 */
import { gendersOf } from './cases';
import { OBLIQUE_OBJECTS } from './function-words';
import { governsAci } from './aci';
import { feat, type Word } from './lexical';
import { genderOf, itNumberOfNoun, type NounPhrase } from './noun-phrase';
import type { Agreement } from '../../core/translate/report';
import type { VerbGroup } from './verb-group';
import { readItalianVerb } from '../../core/translate/italian-morphology';

export function isSum(word: Word): boolean {
  return word.lemma.toLowerCase() === 'sum';
}

/** Dative and ablative plural are one form in Latin: the tagger's choice between them is no evidence. */
export function sameCase(a: Word, b: Word): boolean {
  const ca = feat(a, 'Case');
  const cb = feat(b, 'Case');
  if (ca === cb) return true;
  const plural = feat(a, 'Number') === 'Plur' && feat(b, 'Number') === 'Plur';
  return plural && (ca === 'Dat' || ca === 'Abl') && (cb === 'Dat' || cb === 'Abl');
}

function agrees(modifier: Word, head: Word): boolean {
  if (!sameCase(modifier, head)) return false;
  if ((feat(modifier, 'Number') ?? 'Sing') !== (feat(head, 'Number') ?? 'Sing')) return false;
  // Any gender the modifier's form allows (`citeriore` is masculine, feminine and neuter alike).
  const mg = gendersOf(modifier);
  const hg = feat(head, 'Gender');
  return mg.length === 0 || !hg || mg.some((g) => hg.includes(g));
}

/** Nouns of time: their bare ablative says when (`eo die` → "in quel giorno"). */
const TIME_NOUNS = new Set(['dies', 'nox', 'annus', 'hora', 'tempus', 'aetas', 'uer', 'ver', 'hiems', 'aestas', 'lux', 'mensis', 'initium', 'principium', 'bellum']);

/** `initio` → "all'inizio", `principio` → "al principio". */
const AT_THE_START = new Set(['initium', 'principium']);

/**
 * The Italian preposition of a bare ablative: the one its verb asks for (`abutor patientia` → "della
 * pazienza"), "da" in a passive clause (agent or cause: `cupiditate inductus` → "dal desiderio"), "in"
 * for a time; else "con" (noun-phrase.ts).
 */
export function markAblatives(phrases: readonly NounPhrase[], main: VerbGroup | undefined, words: readonly Word[], passiveClause = false): void {
  const verb = main?.main;
  // The verb that asks for its object's case: the finite verb or an infinitive it governs (`vacare officio potest`).
  const governing = [main?.main, ...words.filter((w) => feat(w, 'VerbForm') === 'Inf')].find((w) => w && OBLIQUE_OBJECTS.has(w.lemma.toLowerCase()));
  const oblique = governing ? OBLIQUE_OBJECTS.get(governing.lemma.toLowerCase()) : undefined;
  const passive = passiveClause || words.some((w) => feat(w, 'Voice') === 'Pass' && !w.deponent && (feat(w, 'VerbForm') === 'Fin' || feat(w, 'VerbForm') === 'Part' || feat(w, 'VerbForm') === 'Inf'));
  const thinking = verb && governsAci(verb);
  for (const p of phrases) {
    if (thinking && !p.preposition && feat(p.head, 'VerbForm') === 'Gdv') p.casePreposition = 'di dover';
    // `decem annos` → "per dieci anni": how long.
    if (!p.preposition && feat(p.head, 'Case') === 'Acc' && TIME_NOUNS.has(p.head.lemma.toLowerCase()) && p.modifiers.some((m) => m.upos === 'NUM')) p.casePreposition = 'per';
    if (p.preposition || p.absolute || feat(p.head, 'Case') !== 'Abl' || p.head.upos === 'PRON') continue;
    if (oblique !== undefined) p.casePreposition = oblique;
    else if (TIME_NOUNS.has(p.head.lemma.toLowerCase())) p.casePreposition = AT_THE_START.has(p.head.lemma.toLowerCase()) ? 'a' : 'in';
    else if (passive) p.casePreposition = 'da';
    // Phrases joined to it take the same preposition: "per la lingua, le istituzioni e le leggi".
    if (p.casePreposition !== undefined) for (const c of p.coordinated) if (!c.phrase.preposition) c.phrase.casePreposition = p.casePreposition;
  }
}

/** Each adjective, participle or numeral joins the nearest phrase it agrees with, else heads its own. */
export function attachModifiers(modifiers: { word: Word; preposition?: Word }[], phrases: NounPhrase[]): void {
  for (const { word, preposition } of modifiers) {
    let best: NounPhrase | undefined;
    let distance = Infinity;
    // An ablative participle goes with a noun without preposition when one agrees nearby: the ablative
    // absolute (`Militibus in castris manentibus`), not `in castris`.
    const absoluteReading = feat(word, 'Case') === 'Abl' && feat(word, 'VerbForm') === 'Part' && !preposition
      && phrases.some((p) => !p.preposition && agrees(word, p.head) && Math.abs(p.head.index - word.index) <= 4);
    for (const phrase of phrases) {
      if (phrase.head.upos === 'PRON' && feat(phrase.head, 'PronType') !== 'Prs') continue;
      if (absoluteReading && phrase.preposition) continue;
      const d = Math.abs(phrase.head.index - word.index);
      // Numerals are often tagged in the wrong case; next to their noun they belong to it.
      const adjacentNumeral = word.upos === 'NUM' && d === 1;
      // A plural participle in the nominative goes with a subject of two joined nouns (`lupus et agnus … compulsi`).
      const joinedSubject = feat(word, 'VerbForm') === 'Part' && feat(word, 'Case') === 'Nom' && feat(word, 'Number') === 'Plur' && phrase.coordinated.length > 0 && feat(phrase.head, 'Case') === 'Nom';
      if (!agrees(word, phrase.head) && !adjacentNumeral && !joinedSubject) continue;
      // A numeral between two nouns counts the one after it: `classem centum navium`.
      const score = adjacentNumeral && phrase.head.index > word.index ? d - 0.5 : d;
      if (score < distance) [best, distance] = [phrase, score];
    }
    if (best) {
      if (preposition && !best.preposition) best.preposition = preposition;
      const isAbsolute = feat(word, 'Case') === 'Abl' && feat(word, 'VerbForm') === 'Part' && !best.preposition && !best.absolute;
      if (isAbsolute) {
        best.absolute = word;
        best.head = { ...best.head, feats: { ...best.head.feats, Case: 'Abl' } };
      }
      else best.modifiers.push(word);
    } else {
      phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [], ...(preposition ? { preposition } : {}) });
    }
  }
  phrases.sort((a, b) => a.head.index - b.head.index);
}

/** A genitive without preposition depends on the nearest other noun, preferably the one before it. */
export function attachGenitives(phrases: NounPhrase[]): void {
  for (const phrase of phrases) {
    if (feat(phrase.head, 'Case') !== 'Gen' || phrase.preposition || phrase.head.upos === 'PRON') continue;
    // Not a personal pronoun's; the nearest noun, the one before it when both are as near (`regni cupiditate`).
    const others = phrases.filter((p) => p !== phrase && feat(p.head, 'Case') !== 'Gen' && !p.genitiveOf && p.head.upos !== 'PRON');
    const distance = (p: NounPhrase) => Math.abs(p.head.index - phrase.head.index) + (p.head.index > phrase.head.index ? 0.5 : 0);
    const owner = [...others].sort((a, b) => distance(a) - distance(b))[0];
    if (owner) {
      owner.genitives.push(phrase);
      phrase.genitiveOf = owner;
    }
  }
}

/**
 * With `sum`, an adjective agreeing with the subject but not beside it is what is said of the subject:
 * `Horum omnium fortissimi sunt Belgae` → "i più forti … sono i Belgi".
 */
export function splitPredicate(subject: NounPhrase | undefined, verb: VerbGroup | undefined, phrases: NounPhrase[]): void {
  if (!subject || !verb || verb.auxiliary || !isSum(verb.main)) return;
  // Far from the subject, or after a copula that follows the subject (`Animus est audax`).
  const afterCopula = (m: Word) => verb.main.index > subject.head.index && m.index > verb.main.index;
  // Or the last word between the subject and a copula that has nothing else to say (no place, no other
  // nominative): `Via longa est` → "la strada è lunga", not "la strada lunga è".
  const bareCopula = !phrases.some((p) => p !== subject && (p.preposition || feat(p.head, 'Case') === 'Nom' || feat(p.head, 'Case') === 'Abl'));
  const beforeCopula = (m: Word) => bareCopula && m.index > subject.head.index && m.index === verb.main.index - 1;
  const far = subject.modifiers.filter((m) => m.upos === 'ADJ' && (Math.abs(m.index - subject.head.index) > 1 || afterCopula(m) || beforeCopula(m)) && feat(m, 'VerbForm') !== 'Part');
  if (far.length === 0) return;
  subject.modifiers = subject.modifiers.filter((m) => !far.includes(m));
  // The adjective said of the subject takes the Italian subject's gender: `gens … maxima` → "il popolo … il più grande".
  const itGender = genderOf(subject);
  // … and its number: a Latin plural Italian says in the singular (`castra … magna` → "l'accampamento … grande").
  const singular = subjectAgreement(subject).number === 'S';
  const [head, ...rest] = far.map((m) => ({ ...m, itGender, ...(singular ? { feats: { ...m.feats, Number: 'Sing' } } : {}) }));
  const coordinated = rest.map(({ conjunction, ...phrase }) => ({ conjunction: conjunction ?? 'e', phrase: { head: phrase, modifiers: [], genitives: [], coordinated: [], predicate: true } as NounPhrase }));
  const predicate: NounPhrase = { head: head!, modifiers: [], genitives: [], coordinated, predicate: true };
  phrases.push(predicate);
  // The partitive genitive of a relative superlative is its own, nearer to it than to the subject
  // (`Horum omnium fortissimi sunt Belgae` → "i più forti di tutti questi"), said after the last one joined.
  if (!head!.relativeSuperlative) return;
  const last = coordinated[coordinated.length - 1]?.phrase ?? predicate;
  const distance = (a: number, b: number) => Math.abs(a - b);
  const partitive = subject.genitives.filter((g) => feat(g.head, 'Number') === 'Plur' && Math.min(...far.map((m) => distance(m.index, g.head.index))) < distance(subject.head.index, g.head.index));
  subject.genitives = subject.genitives.filter((g) => !partitive.includes(g));
  for (const g of partitive) g.genitiveOf = last;
  last.genitives.push(...partitive);
}

/** The subject: a nominative agreeing with the verb in number; with `sum`, other nominatives are predicates. */
export function chooseSubject(phrases: NounPhrase[], verb: VerbGroup | undefined): NounPhrase | undefined {
  const nominatives = phrases.filter((p) => feat(p.head, 'Case') === 'Nom' && !p.preposition && !p.genitiveOf);
  if (nominatives.length === 0) return undefined;
  const finite = verb?.auxiliary ?? verb?.main;
  // `fessi erant`: with `sum` and only adjectives in the nominative, they are what is said of an unnamed subject.
  if (finite && isSum(finite) && !verb?.auxiliary && nominatives.every((p) => p.head.upos === 'ADJ')) {
    for (const p of nominatives) p.predicate = true;
    return undefined;
  }
  const number = finite ? feat(finite, 'Number') : undefined;
  const person = finite ? feat(finite, 'Person') : undefined;
  // A verb in the first or second person has only `ego`, `tu`, `nos`, `vos` for subject; a neuter read as
  // nominative beside it is its object (`Bellum scripturus sum` → "sto per narrare la guerra").
  if (person === '1' || person === '2') {
    const pronoun = nominatives.find((p) => p.head.upos === 'PRON' && subjectAgreement(p).person === Number(person));
    for (const p of nominatives) {
      if (p !== pronoun && feat(p.head, 'Gender') === 'Neut' && p.head.upos === 'NOUN' && !(finite && isSum(finite) && !verb?.auxiliary)) p.head = { ...p.head, feats: { ...p.head.feats, Case: 'Acc' } };
    }
    if (pronoun) return pronoun;
    if (finite && isSum(finite) && !verb?.auxiliary) for (const p of nominatives) p.predicate = true;
    return undefined;
  }
  const matching = nominatives.filter((p) => !number || (p.coordinated.length > 0 ? 'Plur' : feat(p.head, 'Number') ?? 'Sing') === number || person !== '3');
  const subject = matching.find((p) => p.head.upos === 'PROPN' || p.head.upos === 'PRON') ?? matching[0] ?? nominatives[0];
  if (finite && isSum(finite) && !verb?.auxiliary) {
    for (const p of nominatives) if (p !== subject) p.predicate = true;
  }
  return subject;
}
/** The person and number Italian gives a subject: `ego` first person, coordinated phrases plural, `castra` singular. */
export function subjectAgreement(subject: NounPhrase): Agreement {
  const lemma = subject.head.lemma.toLowerCase();
  const person = subject.head.upos !== 'PRON' ? 3 : /^(ego|nos)$/.test(lemma) ? 1 : /^(tu|uos|vos)$/.test(lemma) ? 2 : 3;
  // Phrases joined by "o" take the verb of one of them (Italian allows the singular: "o il corpo o l'animo poteva").
  const joined = subject.coordinated.some((c) => c.conjunction !== 'o' && c.conjunction !== 'né');
  return { person, number: joined ? 'P' : itNumberOfNoun(subject.head) };
}

/** Adverbs that make the superlative after them relative: `longe maxima` → "di gran lunga il più grande". */
const SUPERLATIVE_ADVERBS: ReadonlyMap<string, string> = new Map([['longe', 'di gran lunga'], ['multo', 'di gran lunga']]);

const isSuperlative = (w: Word | undefined) => w !== undefined && feat(w, 'Degree') === 'Sup' && (w.upos === 'ADJ' || w.upos === 'ADV');
const isPartitive = (w: Word | undefined) => w !== undefined && feat(w, 'Case') === 'Gen' && feat(w, 'Number') === 'Plur' && w.upos !== 'PRON';

/**
 * Superlatives Italian says as relative ("il più forte"): after `longe`, `multo`, or with a partitive
 * genitive plural beside them (`Horum omnium fortissimi` → "di tutti questi i più forti"); a superlative
 * joined to one of them by a conjunction too (`maxima et bellicosissima`). The adverb becomes "di gran lunga".
 */
export function markRelativeSuperlatives(words: readonly Word[]): Word[] {
  const out = [...words];
  let relative = false;
  for (let i = 0; i < out.length; i++) {
    const word = out[i]!;
    if (!isSuperlative(word) || word.upos !== 'ADJ') {
      const lemma = word.lemma.toLowerCase();
      if (SUPERLATIVE_ADVERBS.has(lemma) && isSuperlative(out[i + 1])) out[i] = { ...word, meaning: SUPERLATIVE_ADVERBS.get(lemma)!, fixed: true };
      if (word.upos !== 'CCONJ' && word.upos !== 'PUNCT') relative = false;
      continue;
    }
    const after = SUPERLATIVE_ADVERBS.has(out[i - 1]?.lemma.toLowerCase() ?? '');
    relative = relative || after || [out[i - 2], out[i - 1], out[i + 1], out[i + 2]].some(isPartitive);
    if (relative) out[i] = { ...word, relativeSuperlative: true };
  }
  return out;
}

/** Verbs of coming and going: `ad` + a person is "da" (`ad Caesarem venerunt` → "vennero da Cesare"). */
const MOTION = new Set(['uenio', 'venio', 'peruenio', 'pervenio', 'conuenio', 'convenio', 'redeo', 'reuertor', 'revertor', 'eo', 'curro', 'fugio', 'confugio', 'accedo', 'proficiscor']);

export function markMotionToPersons(phrases: readonly NounPhrase[], main: VerbGroup | undefined): void {
  const verb = main?.main;
  if (!verb || !MOTION.has(verb.lemma.toLowerCase())) return;
  for (const p of phrases) {
    const person = (p.head.upos === 'PROPN' && feat(p.head, 'Gender') === 'Masc' && feat(p.head, 'Number') !== 'Plur') || (p.head.upos === 'PRON' && feat(p.head, 'PronType') === 'Prs');
    if (p.preposition?.lemma.toLowerCase() === 'ad' && !p.preposition.fixed && feat(p.head, 'Case') === 'Acc' && person) p.preposition = { ...p.preposition, meaning: 'da', fixed: true };
  }
}

/** Italian verbs with a direct object where the Latin verb takes the dative: `Caesari gratias egit` → "ringraziò Cesare". */
const DIRECT_IN_ITALIAN = new Set(['ringraziare', 'aiutare', 'favorire', 'minacciare', 'persuadere', 'soccorrere']);

export function directObjectInItalian(phrases: readonly NounPhrase[], main: VerbGroup | undefined): void {
  if (!main || !DIRECT_IN_ITALIAN.has(readItalianVerb(main.main.meaning).infinitive)) return;
  const dative = phrases.find((p) => !p.preposition && feat(p.head, 'Case') === 'Dat' && (p.head.upos === 'NOUN' || p.head.upos === 'PROPN'));
  if (dative && !phrases.some((p) => !p.preposition && feat(p.head, 'Case') === 'Acc' && p.head.upos !== 'PRON' && p.head.upos !== 'DET')) {
    dative.head = { ...dative.head, feats: { ...dative.head.feats, Case: 'Acc' } };
  }
}
