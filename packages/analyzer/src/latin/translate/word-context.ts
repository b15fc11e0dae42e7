/**
 * Word-level readings that depend on the words around, applied to a sentence before its clauses are
 * built: a name in two words is one name (`L. Cassium` → "Lucio Cassio"), a title or a kind of place
 * goes before its name (`Garumna flumen` → "il fiume Garonna"), a city's name after `urbs` is
 * said with "di" (`urbem Romam` → "la città di Roma"); a verb takes the school sense
 * its context asks for (`contendit in Galliam` → "si dirige", `videtur` → "sembra"); `eius`, `eorum`
 * before a noun are the possessive (`de eius adventu` → "del suo arrivo"); `suus` with a plural subject
 * is "loro"; `ager` and `fines` of a people are its territory; the constructions of constructions.ts first.
 */
import { CONTEXT_MEANINGS } from './function-words';
import { canBe } from './cases';
import { readConstructions } from './constructions';
import { measureComparatives } from './comparatives';
import { nominalAbsolutes } from './nominal-absolute';
import { prepositionalAppositions } from './apposition';
import { attractedRelatives, relativeConnectives } from './connectives';
import { feat, type Word } from './lexical';

/** Nouns whose name in apposition Italian says with "di": `urbem Romam` → "la città di Roma". */
const NAMED_WITH_DI = new Set(['urbs', 'oppidum', 'insula', 'municipium', 'uicus', 'vicus']);

/** Titles and kinds of place said before the name they go with: `Cicero consul` → "il console Cicerone". */
const TITLES = new Set(['consul', 'rex', 'imperator', 'praetor', 'tribunus', 'dictator', 'flumen', 'fluuius', 'fluvius', 'mons', 'lacus']);

/** A title beside its name, same case and number, nothing in the genitive after it (`rege Numidarum` stays apart). */
function titled(a: Word, b: Word, after: Word | undefined): boolean {
  const [title, name] = a.upos === 'NOUN' ? [a, b] : [b, a];
  return title.upos === 'NOUN' && name.upos === 'PROPN' && TITLES.has(title.lemma.toLowerCase()) && b.index === a.index + 1
    && (feat(a, 'Case') === feat(b, 'Case') || canBe(title, feat(name, 'Case') ?? '')) && feat(a, 'Number') !== 'Plur' && feat(b, 'Number') !== 'Plur' && feat(after ?? a, 'Case') !== 'Gen';
}

function mergeNames(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const [i, word] of words.entries()) {
    const last = out[out.length - 1];
    if (last && titled(last, word, words[i + 1])) {
      const [title, name] = last.upos === 'NOUN' ? [last, word] : [word, last];
      out[out.length - 1] = { ...title, index: Math.min(title.index, name.index), meaning: `${title.meaning} ${name.meaning}`, fixed: true, feats: { ...title.feats, Case: feat(name, 'Case') ?? '' } };
      continue;
    }
    if (last && NAMED_WITH_DI.has(last.lemma.toLowerCase()) && word.upos === 'PROPN' && feat(last, 'Case') === feat(word, 'Case') && word.index === last.index + 1) {
      out.push({ ...word, feats: { ...word.feats, Case: 'Gen' } });
      continue;
    }
    if (last && last.upos === 'PROPN' && word.upos === 'PROPN' && feat(last, 'Case') === feat(word, 'Case') && word.index === last.index + 1) {
      out[out.length - 1] = { ...word, meaning: `${last.meaning} ${word.meaning}` };
      continue;
    }
    out.push(word);
  }
  return out;
}

function contextMeaning(word: Word, around: readonly Word[]): Word {
  const entries = CONTEXT_MEANINGS.get(word.lemma.toLowerCase());
  if (!entries || word.fixed) return word;
  for (const { when, meaning } of entries) {
    if ((when === 'in' || when === 'ad') && around.some((w) => w.upos === 'ADP' && w.lemma.toLowerCase() === when)) return { ...word, meaning };
    // `videtur` → "sembra": no longer the verb of seeing, nor a verb taking an accusative and infinitive.
    if (when === 'Pass' && feat(word, 'Voice') === 'Pass' && !word.deponent) return { ...word, meaning, fixed: true, feats: { ...word.feats, Voice: 'Act' } };
    if (when === 'Part' && feat(word, 'VerbForm') === 'Part') return { ...word, meaning };
  }
  return word;
}

const NOMINAL = new Set(['NOUN', 'PROPN']);

/** `eius adventu` → the noun with the possessive "suo"; the preposition before the pronoun goes with the noun. */
function possessives(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const lemma = word.lemma.toLowerCase();
    if (word.upos === 'PRON' && lemma === 'is' && feat(word, 'Case') === 'Gen' && next && NOMINAL.has(next.upos) && next.upos !== 'PROPN') {
      const plural = feat(word, 'Number') === 'Plur';
      out.push({ ...word, upos: 'DET', lemma: plural ? 'eorum' : 'eius', meaning: plural ? 'loro' : 'suo', fixed: true, feats: { ...next.feats, Poss: 'Yes' } });
      continue;
    }
    out.push(word);
  }
  return out;
}

/** `suus` agreeing with a plural subject's verb is "loro". */
function theirs(words: Word[]): Word[] {
  const plural = words.some((w) => feat(w, 'VerbForm') === 'Fin' && feat(w, 'Person') === '3' && feat(w, 'Number') === 'Plur');
  if (!plural) return words;
  return words.map((w) => (w.lemma.toLowerCase() === 'suus' ? { ...w, lemma: 'eorum', meaning: 'loro', fixed: true } : w));
}

/** Nouns of land that, said of a people, are its territory: `agrum Sequanorum`, `Santonum fines` → "territorio". */
const LANDS = new Set(['ager', 'finis']);

/** A people beside the word: a proper noun in the genitive plural, or an adjective of a people agreeing with it. */
function ofAPeople(word: Word, other: Word | undefined): boolean {
  if (!other) return false;
  if (other.upos === 'PROPN') return feat(other, 'Case') === 'Gen' && feat(other, 'Number') === 'Plur';
  return other.upos === 'ADJ' && /^\p{Lu}/u.test(other.form) && feat(other, 'Case') === feat(word, 'Case');
}

/** `ager` and `fines` beside a people are its territory, one territory in Italian (`in Santonum fines` → "nel territorio dei Santoni"). */
function territories(words: readonly Word[]): Word[] {
  return words.map((w, i) => {
    if (w.upos !== 'NOUN' || w.fixed || !LANDS.has(w.lemma.toLowerCase())) return w;
    if (!ofAPeople(w, words[i + 1]) && !ofAPeople(w, words[i - 1])) return w;
    return { ...w, meaning: 'territorio', fixed: true, itSingular: true };
  });
}

/** Verbs whose perfect says a present state, with the Italian of that state: `consuerunt` → "sono soliti". */
const PERFECT_AS_PRESENT: ReadonlyMap<string, string> = new Map([['consuesco', 'essere solito'], ['nosco', 'sapere']]);

/** The perfect of these verbs is a present, their pluperfect an imperfect (`consueverant` → "erano soliti"). */
function perfectsAsPresents(words: readonly Word[]): Word[] {
  return words.map((w) => {
    const meaning = PERFECT_AS_PRESENT.get(w.lemma.toLowerCase());
    if (!meaning || w.fixed || feat(w, 'VerbForm') !== 'Fin' || feat(w, 'Aspect') !== 'Perf' || !['Past', 'Pqp'].includes(feat(w, 'Tense') ?? '')) return w;
    const pluperfect = feat(w, 'Tense') === 'Pqp';
    const { Aspect: _perfect, ...rest } = w.feats;
    const feats = { ...rest, Tense: pluperfect ? 'Past' : 'Pres', ...(pluperfect ? { Aspect: 'Imp' } : {}) };
    return { ...w, meaning, feats };
  });
}

export function readInContext(words: readonly Word[]): Word[] {
  const merged = mergeNames(territories(perfectsAsPresents(measureComparatives(prepositionalAppositions(nominalAbsolutes(relativeConnectives(attractedRelatives(readConstructions(words)))))))));
  const sensed = merged.map((w, i) => (w.upos === 'VERB' ? contextMeaning(w, merged.slice(Math.max(0, i - 6), i + 5)) : w));
  return theirs(possessives(sensed));
}
