/**
 * The Italian of a subordinating conjunction and the mood of its clause, from the Latin conjunction,
 * the mood of the clause's verb and the clause before it (consecutio temporum done the Italian way):
 * `cum` + pluperfect subjunctive → "dopo che" + trapassato, `cum` + imperfect subjunctive → "mentre"
 * + imperfetto, `ut` + subjunctive after `tam`/`ita`/`adeo` → "che" + indicative (consecutive), else
 * "affinché" + congiuntivo (final), `quamquam` → "benché" + congiuntivo, `priusquam` → "prima che" +
 * congiuntivo.
 */
import { feat, type Word } from './lexical';
import type { ItalianMood } from './verb-group';

export interface Subordination {
  text: string;
  mood?: ItalianMood;
}

/** Whether the clause has a subject of its own (a nominative noun or pronoun). */
function ownSubject(clause: readonly Word[]): boolean {
  return clause.some((w) => (w.upos === 'NOUN' || w.upos === 'PROPN' || w.upos === 'PRON') && feat(w, 'Case') === 'Nom' && feat(w, 'PronType') !== 'Rel');
}

/** The same subject as the verb before: same person and number, no subject of its own. */
function sameSubject(verb: Word | undefined, previousVerb: Word | undefined, clause: readonly Word[]): boolean {
  if (!verb || !previousVerb || ownSubject(clause)) return false;
  return feat(verb, 'Person') === feat(previousVerb, 'Person') && feat(verb, 'Number') === feat(previousVerb, 'Number');
}

/** Words of the clause before that make an `ut` clause consecutive: `tam … ut`, `ita … ut`. */
const CONSECUTIVE_ANNOUNCERS = new Set(['tam', 'ita', 'adeo', 'sic', 'tantus', 'talis', 'tot', 'tantopere', 'eo']);
/** Verbs after which `ut`/`ne` + subjunctive is what is asked or feared: "che" + congiuntivo. */
const ASKING_VERBS = new Set(['impero', 'oro', 'rogo', 'hortor', 'moneo', 'postulo', 'peto', 'persuadeo', 'curo', 'efficio', 'precor', 'obsecro', 'statuo', 'constituo', 'decerno', 'mando', 'suadeo', 'cogo', 'facio']);
const FEARING_VERBS = new Set(['timeo', 'metuo', 'uereor', 'vereor', 'paueo']);

/** `hortor` → "esortare a", `impero` → "ordinare di". */
function askingPreposition(verb: Word | undefined): string {
  return verb && /^(hortor|cohortor|cogo|adduco|impello)$/.test(verb.lemma.toLowerCase()) ? 'a' : 'di';
}

function verbOf(words: readonly Word[]): Word | undefined {
  return words.find((w) => (w.upos === 'VERB' || w.upos === 'AUX') && feat(w, 'VerbForm') === 'Fin' && w.lemma !== 'sum') ?? words.find((w) => feat(w, 'VerbForm') === 'Fin');
}

/** The Italian conjunction and mood for a clause opened by `lemma`; undefined leaves both to the defaults. */
export function subordination(lemma: string, clause: readonly Word[], before: readonly Word[]): Subordination | undefined {
  const verb = verbOf(clause);
  const mood = verb ? feat(verb, 'Mood') : undefined;
  const tense = verb ? feat(verb, 'Tense') : undefined;
  const subjunctive = mood === 'Sub';
  const previous = new Set(before.map((w) => w.lemma.toLowerCase()));
  // The verb the clause depends on: the nearest before it, or the infinitive that a modal governs (`hortari possum ut`).
  const verbsBefore = [...before].reverse().filter((w) => feat(w, 'VerbForm') === 'Fin' || feat(w, 'VerbForm') === 'Inf');
  // A compound form's participle says the verb (`hortatus est ut` → hortor).
  const participles = [...before].reverse().filter((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom').slice(0, 1);
  const previousVerb = [...verbsBefore.slice(0, 2), ...participles].find((w) => ASKING_VERBS.has(w.lemma.toLowerCase())) ?? verbsBefore[0];
  const asking = previousVerb && ASKING_VERBS.has(previousVerb.lemma.toLowerCase());
  switch (lemma) {
    case 'cum':
      if (!subjunctive) return { text: 'quando' };
      if (tense === 'Pqp' || clause.some((w) => w.lemma === 'sum' && feat(w, 'Tense') === 'Past') && clause.some((w) => feat(w, 'VerbForm') === 'Part')) return { text: 'dopo che', mood: 'Ind' };
      if (tense === 'Past') return { text: 'mentre', mood: 'Ind' };
      return { text: 'poiché', mood: 'Ind' };
    case 'ut':
    case 'uti':
      if (!subjunctive) return { text: 'come' };
      if ([...previous].some((l) => CONSECUTIVE_ANNOUNCERS.has(l))) return { text: 'che', mood: 'Ind' };
      // `imperavit ut munirent` → "ordinò di fortificare"; `venerunt ut peterent` → "vennero per chiedere".
      if (asking && !ownSubject(clause)) return { text: askingPreposition(previousVerb), mood: 'Inf' };
      if (asking) return { text: 'che', mood: 'Sub' };
      if (sameSubject(verb, previousVerb, clause)) return { text: 'per', mood: 'Inf' };
      return { text: 'affinché', mood: 'Sub' };
    case 'ne':
      if (previousVerb && FEARING_VERBS.has(previousVerb.lemma.toLowerCase())) return { text: 'che', mood: 'Sub' };
      if (asking && !ownSubject(clause)) return { text: `${askingPreposition(previousVerb)} non`, mood: 'Inf' };
      if (sameSubject(verb, previousVerb, clause)) return { text: 'per non', mood: 'Inf' };
      return { text: asking ? 'che non' : 'affinché non', mood: 'Sub' };
    case 'quod':
    case 'quia':
    case 'quoniam':
      return subjunctive ? { text: 'perché', mood: 'Sub' } : { text: 'poiché', mood: 'Ind' };
    case 'quamquam':
    case 'quamuis':
    case 'quamvis':
    case 'licet':
      return { text: 'benché', mood: 'Sub' };
    case 'etsi':
    case 'etiamsi':
      return { text: 'anche se', mood: 'Ind' };
    case 'priusquam':
    case 'antequam':
      return { text: 'prima che', mood: 'Sub' };
    case 'postquam':
    case 'posteaquam':
      return { text: 'dopo che', mood: 'Ind' };
    case 'ubi':
    case 'simul':
      return { text: 'quando', mood: 'Ind' };
    case 'dum':
    case 'donec':
      return { text: lemma === 'dum' ? 'mentre' : 'finché', mood: 'Ind' };
    case 'si':
      return subjunctive ? { text: 'se', mood: 'Sub' } : { text: 'se', mood: 'Ind' };
    case 'nisi':
      return subjunctive ? { text: 'se non', mood: 'Sub' } : { text: 'se non', mood: 'Ind' };
    default:
      return undefined;
  }
}
