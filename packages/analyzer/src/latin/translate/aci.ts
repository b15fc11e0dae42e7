/**
 * The accusative and infinitive as an Italian `che` clause: the accusative subject becomes the subject,
 * the infinitive a finite verb in the tense Italian needs after the governing verb (present infinitive
 * → presente or imperfetto, perfect → passato or trapassato), in the subjunctive after verbs of wanting
 * and ordering. `Patere tua consilia non sentis?` → main `non sentis` + `che i tuoi piani sono aperti`;
 * `L. Cassium consulem occisum esse` after `tenebat` → `che il console Lucio Cassio era stato ucciso`.
 * With the reflexive `se` as subject Italian keeps the infinitive: `se posse vivere` → "di poter vivere".
 */
import { ACI_ITALIAN, ACI_SUBJUNCTIVE, ACI_VERBS } from './function-words';
import type { Feats } from '../../core/types';
import { feat, type Word } from './lexical';

export interface AciSplit {
  /** The words left to the governing clause (empty when the whole clause is the AcI). */
  main: Word[];
  /** The `che` clause, its subject in the nominative and its head infinitive finite. */
  aci: Word[];
  /** `che`, or `di` when the subject is the reflexive and the infinitive stays. */
  link: 'che' | 'di';
}

/** Infinitives that govern another infinitive: the head of `posse vivere`, `facere conari`. */
export const GOVERNING_INFINITIVES: ReadonlySet<string> = new Set(['possum', 'uolo', 'volo', 'nolo', 'malo', 'debeo', 'soleo', 'coepi', 'conor', 'audeo', 'incipio', 'desino', 'studeo', 'cupio', 'maturo', 'sum']);

/** Verbs of wanting: the same subject wants and does unless a pronoun names another. */
const WANTING = new Set(['uolo', 'volo', 'nolo', 'malo', 'cupio']);

const isInfinitive = (w: Word) => feat(w, 'VerbForm') === 'Inf';
const isFinite = (w: Word) => feat(w, 'VerbForm') === 'Fin';
const isNominal = (w: Word) => w.upos === 'NOUN' || w.upos === 'PROPN' || w.upos === 'PRON';

/** Words governed by a preposition: from the preposition to its noun. */
function governedByPreposition(words: readonly Word[]): Set<Word> {
  const governed = new Set<Word>();
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.upos !== 'ADP') continue;
    for (let j = i + 1; j < words.length; j++) {
      governed.add(words[j]!);
      // A genitive before the noun (`in Santonum fines`) does not end the phrase.
      if (isNominal(words[j]!) && feat(words[j]!, 'Case') !== 'Gen') break;
    }
  }
  return governed;
}

function lemmaOf(word: Word | undefined): string {
  return (word?.lemma ?? '').toLowerCase().replace(/\d+$/, '');
}

/** Whether a verb (finite or participle) takes an accusative and infinitive. */
export function governsAci(verb: Word | undefined): boolean {
  if (!verb) return false;
  return verb.fixed ? ACI_ITALIAN.has(verb.meaning) : ACI_VERBS.has(lemmaOf(verb));
}

/** Whether the clause tells of the past: a past finite verb, or a perfect participle with `sum` (`factus est`). */
function isPast(words: readonly Word[]): boolean {
  if (words.some((w) => isFinite(w) && (feat(w, 'Tense') === 'Past' || feat(w, 'Tense') === 'Pqp'))) return true;
  return words.some((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Aspect') === 'Perf') && words.some((w) => isFinite(w) && lemmaOf(w) === 'sum');
}

/**
 * Finds an AcI in the clause: governed by its own finite verb when that verb takes one, else (no finite
 * verb) by the verb of the clause before (`previous`), whose tense sets the sequence of tenses.
 */
export function splitAci(words: readonly Word[], previous: readonly Word[]): AciSplit | undefined {
  const compound = words.some((w) => isFinite(w) && lemmaOf(w) === 'sum');
  const own = words.find((w) => (isFinite(w) || (compound && feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom')) && governsAci(w));
  const governing = [...previous].reverse().find((w) => (isFinite(w) || feat(w, 'VerbForm') === 'Part') && governsAci(w));
  const verb = own ?? (words.some(isFinite) ? undefined : governing);
  if (!verb) return undefined;
  const mainPast = isPast(own ? words : previous);
  const governed = governedByPreposition(words);
  const infinitives = words.filter(isInfinitive);
  if (infinitives.length === 0) return undefined;
  const accusatives = words.filter((w) => !governed.has(w) && feat(w, 'Case') === 'Acc' && w !== verb);
  // After a verb of wanting a noun in the accusative is an active infinitive's object (`hostem occidere
  // volui` → "ho voluto uccidere il nemico"); a pronoun is another subject (`te venire volo`), and so is the
  // noun of a passive infinitive (`pontem rescindi vult` → "vuole che il ponte sia tagliato").
  const wanting = WANTING.has(lemmaOf(verb)) && !infinitives.some((w) => feat(w, 'Voice') === 'Pass' && !w.deponent);
  const subject = accusatives.find((w) => w.upos === 'PRON') ?? (wanting ? undefined : accusatives.find(isNominal));
  if (!subject) return undefined;
  const candidates = [...infinitives, ...accusatives];
  const from = Math.min(...candidates.map((w) => words.indexOf(w)));
  const to = Math.max(...candidates.map((w) => words.indexOf(w)));
  const verbAt = words.indexOf(verb);
  const negation = verbAt > 0 && /^(non|haud)$/i.test(words[verbAt - 1]!.lemma) ? words[verbAt - 1] : undefined;
  const region = own ? words.slice(from, to + 1).filter((w) => w !== verb && w !== negation && !(compound && isFinite(w) && lemmaOf(w) === 'sum' && words.indexOf(w) === verbAt + 1)) : [...words];
  const main = own ? words.filter((w) => !region.includes(w)) : [];
  const head = [...infinitives].reverse().find((w) => GOVERNING_INFINITIVES.has(lemmaOf(w))) ?? infinitives[infinitives.length - 1]!;
  if (/^(sui|se)$/.test(lemmaOf(subject)) && (feat(verb, 'Person') ?? '3') === '3' && own) {
    return { main, aci: region.filter((w) => w !== subject), link: 'di' };
  }
  const command = own ? commandInfinitive(words, region, main, verb, subject, head) : undefined;
  if (command) return command;
  const subjunctive = ACI_SUBJUNCTIVE.has(lemmaOf(verb));
  const number = feat(subject, 'Number') ?? 'Sing';
  const person = /^(ego|nos)$/.test(lemmaOf(subject)) ? '1' : /^(tu|uos|vos)$/.test(lemmaOf(subject)) ? '2' : '3';
  const perfect = feat(head, 'Aspect') === 'Perf' || feat(head, 'Tense') === 'Past';
  const [tense, aspect] = perfect ? (mainPast ? ['Pqp', 'Perf'] : ['Past', 'Perf']) : mainPast ? ['Past', 'Imp'] : ['Pres', 'Imp'];
  const finiteFeats: Feats = { ...head.feats, VerbForm: 'Fin', Mood: subjunctive ? 'Sub' : 'Ind', Person: person, Number: number, Tense: tense, Aspect: aspect };
  const aci = region.map((w): Word => {
    if (w === head) return { ...w, feats: finiteFeats };
    if (w === subject || (w !== head && feat(w, 'Case') === 'Acc' && !governed.has(w) && agrees(w, subject) && (w.upos !== 'NOUN' || adjacent(words, w, subject)))) {
      return { ...w, feats: { ...w.feats, Case: 'Nom' } };
    }
    return w;
  });
  return { main, aci, link: 'che' };
}

function agrees(word: Word, subject: Word): boolean {
  return (feat(word, 'Number') ?? 'Sing') === (feat(subject, 'Number') ?? 'Sing');
}

/** A noun in apposition stands right beside the subject: `L. Cassium consulem`. */
function adjacent(words: readonly Word[], a: Word, b: Word): boolean {
  return Math.abs(words.indexOf(a) - words.indexOf(b)) === 1;
}

/** Verbs of ordering and forbidding: Italian says them with "di" + infinitive, the person ordered in the dative. */
const COMMANDS = new Set(['iubeo', 'ueto', 'veto']);

/**
 * `iubeo` and `veto` with the infinitive: Italian keeps the infinitive after "di". A passive infinitive
 * becomes active, its subject the object (`pontem iubet rescindi` → "ordina di tagliare il ponte"); with an
 * active one the person ordered is said in the dative in the main clause (`milites castra munire iussit`
 * → "ordinò ai soldati di fortificare l'accampamento").
 */
function commandInfinitive(words: readonly Word[], region: Word[], main: Word[], verb: Word, subject: Word, head: Word): AciSplit | undefined {
  if (!COMMANDS.has(lemmaOf(verb)) || feat(head, 'Aspect') === 'Perf' || feat(head, 'Tense') === 'Past') return undefined;
  const passive = feat(head, 'Voice') === 'Pass' && !head.deponent;
  if (passive) {
    const aci = region.map((w) => (w === head ? { ...w, feats: { ...w.feats, Voice: 'Act' } } : w));
    return { main, aci, link: 'di' };
  }
  // The person ordered goes to the main clause, in the dative, where Italian says it.
  const dative: Word = { ...subject, feats: { ...subject.feats, Case: 'Dat' } };
  const verbAt = words.indexOf(verb);
  const before = main.filter((w) => words.indexOf(w) <= verbAt);
  const after = main.filter((w) => words.indexOf(w) > verbAt);
  return { main: [...before, dative, ...after], aci: region.filter((w) => w !== subject), link: 'di' };
}
