/**
 * One clause (a stretch between commas, subordinating conjunctions and relative pronouns): group the
 * words into noun phrases and a verb group, then order them as Italian does — linking word, ablative
 * absolutes, subject, verb, infinitives, adverbs, object, dative, everything else in Latin order.
 */
import type { ItGender } from '../../core/translate/italian-articles';
import type { ClauseReport } from '../../core/translate/report';
import { pastParticiple, readItalianVerb } from '../../core/translate/italian-morphology';
import { CLAUSE_INITIAL, INFINITIVE_PREPOSITIONS, PARTICLES } from './function-words';
import { GOVERNING_INFINITIVES } from './aci';
import { canBe, rereadCases } from './cases';
import { cliticOf, withClitic } from './clitics';
import { subordination } from './moods';
import { feat, type Word } from './lexical';
import { genderOf, isNominal, renderAbsolute, renderNounPhrase, type NounPhrase } from './noun-phrase';
import { participleLead, sayLink, sayParticiple } from './participles';
import { renderPronoun } from './pronouns';
import { attachGenitives, attachModifiers, chooseSubject, directObjectInItalian, isSum, markAblatives, markMotionToPersons, markRelativeSuperlatives, sameCase, splitPredicate, subjectAgreement } from './roles';
import { renderInfinitive, renderVerbGroup, verbAgreement, type ItalianMood, type VerbGroup } from './verb-group';

/** What a clause needs to know of the sentence around it. */
export interface ClauseOptions {
  /** Text to write after the noun phrase holding a word (its relative clauses), by word index. */
  attachments?: ReadonlyMap<number, string>;
  /** The words of the clauses before this one in the sentence (consecutive `ut` after `tam`, `ita`). */
  before?: readonly Word[];
  /** A main clause: a potential or unreal subjunctive is said in the conditional. */
  main?: boolean;
  /** Another clause of the sentence has a finite verb: a verbless participle stretch between commas is no clause of its own. */
  verbElsewhere?: boolean;
  /** Receives what the clause rendered: its finite verb and subject, with their person and number. */
  report?: ClauseReport[];
  /** Bare ablatives are agents or causes ("da"): the complements of a passive participle said apart. */
  passive?: boolean;
}

/** The preposition an Italian verb wants before an infinitive: `tentare di`, `affrettarsi a`. */
export function infinitivePreposition(meaning: string): string | undefined {
  const verb = readItalianVerb(meaning);
  return INFINITIVE_PREPOSITIONS.get(verb.reflexive ? `${verb.infinitive.slice(0, -1)}si` : verb.infinitive);
}

const MODIFIER_UPOS = new Set(['ADJ', 'DET', 'NUM']);

function isParticiple(word: Word): boolean {
  const form = feat(word, 'VerbForm');
  return form === 'Part' || form === 'Gdv';
}

function isFinite(word: Word): boolean {
  return (word.upos === 'VERB' || word.upos === 'AUX') && feat(word, 'VerbForm') === 'Fin';
}

/** Renders one clause in Italian word order. */
export function renderClause(clauseWords: readonly Word[], options: ClauseOptions = {}): string {
  const lead = participleLead(clauseWords);
  if (lead) {
    const participles = lead.participles.map(({ participle, complements, conjunction }) => {
      const said = complements.length > 0 ? renderClause(complements, { passive: !participle.deponent }) : '';
      return [conjunction ? sayLink(conjunction) : '', sayParticiple(participle), said].filter(Boolean).join(' ');
    });
    return [...lead.leading.map(sayLink), `${participles.join(' ')},`, renderClause(lead.rest, options)].join(' ');
  }
  const words = markRelativeSuperlatives(clauseWords);
  const leading: string[] = [];
  const adverbs: string[] = [];
  const phrases: NounPhrase[] = [];
  const looseModifiers: { word: Word; preposition?: Word }[] = [];
  const infinitives: Word[] = [];
  const finite: Word[] = [];
  const participles: Word[] = [];
  let negated = false;
  let preposition: Word | undefined;
  let conjunction: string | undefined;
  let conjunctionWord: Word | undefined;
  let mood: ItalianMood | undefined;
  const gerundLeads = new Map<Word, string>();

  for (const word of words) {
    const lemma = word.lemma.toLowerCase();
    if (word.upos === 'PUNCT') continue;
    if (word.upos === 'ADP') {
      preposition = word;
      continue;
    }
    if (word.fixed && word.upos === 'ADV' && words.findIndex((w) => w.upos !== 'PUNCT') === words.indexOf(word)) {
      leading.push(word.meaning);
      continue;
    }
    if (lemma === 'non' || lemma === 'haud') {
      negated = true;
      continue;
    }
    if (word.upos === 'CCONJ' || word.upos === 'SCONJ' || (word.upos === 'ADV' && CLAUSE_INITIAL.has(lemma))) {
      const text = word.fixed ? word.meaning : PARTICLES.get(lemma) ?? word.meaning;
      const sub = word.upos === 'CCONJ' || word.fixed ? undefined : subordination(lemma, words, options.before ?? []);
      const last = phrases[phrases.length - 1];
      // A conjunction with no finite verb after it in the clause joins words, not clauses (`sunt numero atque honore`).
      const joinsWords = finite.length === 0 || !words.slice(words.indexOf(word) + 1).some(isFinite);
      const at = words.indexOf(word);
      const [prev, next] = [words[at - 1], words[at + 1]];
      const betweenModifiers = word.upos === 'CCONJ' && prev && next && [prev, next].every((w) => MODIFIER_UPOS.has(w.upos) || isParticiple(w)) && sameCase(prev, next);
      if (word.upos === 'CCONJ' && ((last && phrases.length > 0 && leading.length + phrases.length > 0 && joinsWords && at > 0) || betweenModifiers)) {
        conjunction = text;
        conjunctionWord = word;
      } else if (sub) {
        leading.push(sub.text);
        mood = sub.mood;
      } else {
        leading.push(text);
      }
      continue;
    }
    if (word.upos === 'PRON' && (feat(word, 'PronType') === 'Rel' || feat(word, 'PronType') === 'Int')) {
      const prep = preposition ? renderNounPhrase({ head: word, modifiers: [], genitives: [], coordinated: [], preposition }) : renderPronoun(word, undefined);
      leading.push(prep ?? word.meaning);
      preposition = undefined;
      continue;
    }
    // A numeral without case beside a noun counts it (`decem annos`); alone it is a noun phrase of its own.
    const at = words.indexOf(word);
    const besideNoun = [words[at - 1], words[at + 1]].some((w) => w?.upos === 'NOUN');
    if (isNominal(word) || (word.upos === 'NUM' && !feat(word, 'Case') && !besideNoun)) {
      const phrase: NounPhrase = { head: word, modifiers: [], genitives: [], coordinated: [], ...(preposition ? { preposition } : {}) };
      preposition = undefined;
      const last = phrases[phrases.length - 1];
      if (conjunction && last && (sameCase(last.head, word) || canBe(word, feat(last.head, 'Case') ?? ''))) {
        last.coordinated.push({ conjunction, phrase });
      } else {
        if (conjunction) leading.push(conjunction);
        phrases.push(phrase);
      }
      conjunction = undefined;
      continue;
    }
    if (MODIFIER_UPOS.has(word.upos) || isParticiple(word)) {
      // `maxima et bellicosissima`: the conjunction between two modifiers stays between them.
      const previous = words[words.indexOf(word) - 1];
      const joined = conjunction && previous === conjunctionWord && looseModifiers.length > 0 ? { ...word, conjunction } : word;
      if (joined !== word) conjunction = undefined;
      if (isParticiple(word) && feat(word, 'Case') === 'Nom') participles.push(joined);
      looseModifiers.push({ word: joined, ...(preposition ? { preposition } : {}) });
      preposition = undefined;
      continue;
    }
    if (feat(word, 'VerbForm') === 'Inf' || feat(word, 'VerbForm') === 'Ger' || feat(word, 'VerbForm') === 'Sup') {
      // The gerund: `ad pugnandum` → "per combattere", `pugnandi` → "di combattere".
      if (feat(word, 'VerbForm') === 'Ger') {
        const lead = preposition?.lemma.toLowerCase() === 'ad' ? 'per' : feat(word, 'Case') === 'Gen' ? 'di' : undefined;
        if (lead) gerundLeads.set(word, lead);
        preposition = undefined;
      }
      infinitives.push(word);
      continue;
    }
    if (isFinite(word)) {
      finite.push(word);
      continue;
    }
    // The interjection `o` stays before the words it calls out (`o mores` → "o costumi").
    if (lemma === 'o' && word.upos !== 'CCONJ') leading.push('o');
    // A comparative adverb's meaning already says the degree (lexical.ts: `facilius` "più facilmente").
    else adverbs.push((feat(word, 'Degree') === 'Cmp' ? undefined : PARTICLES.get(lemma)) ?? word.meaning);
  }
  if (conjunction && conjunctionWord) leading.push(conjunction);

  // A main clause with a perfect participle and no verb leaves `est` unsaid (`Ita solus potitus imperio
  // Romulus`): Italian needs the finite verb. Not a stretch between commas beside a clause with its own verb
  // (`Milites, hostium adventu perterriti, in castra fugerunt` → "I soldati, spaventati …, fuggirono").
  const unsaid = options.main && !options.verbElsewhere && finite.length === 0 && infinitives.length === 0 ? participles.find((p) => feat(p, 'Aspect') === 'Perf' || feat(p, 'Tense') === 'Past') : undefined;
  if (unsaid) finite.push({ ...unsaid, lemma: 'sum', upos: 'AUX', meaning: 'essere', deponent: false, feats: { VerbForm: 'Fin', Mood: 'Ind', Tense: 'Pres', Person: '3', Number: feat(unsaid, 'Number') ?? 'Sing' } });
  // A participle in the nominative next to a form of sum is a compound verb: hortatus est, laudati sunt
  // (not a present participle: `diligens erat` is no passive).
  const sum = finite.find(isSum);
  const compound = sum ? participles.find((p) => feat(p, 'Number') === feat(sum, 'Number') && feat(p, 'Tense') !== 'Pres') : undefined;
  const verbs: VerbGroup[] = [];
  const clauseMood = mood ?? mainClauseMood(finite, options);
  if (compound && sum) {
    verbs.push({ main: compound, auxiliary: sum, negated, ...(clauseMood ? { mood: clauseMood } : {}) });
    looseModifiers.splice(looseModifiers.findIndex((m) => m.word === compound), 1);
  }
  for (const verb of finite) if (verb !== sum || !compound) verbs.push({ main: verb, negated: negated && verbs.length === 0, ...(clauseMood && verbs.length === 0 ? { mood: clauseMood } : {}) });

  attachModifiers(looseModifiers, phrases);
  const main = verbs[0];
  rereadCases(phrases, main);
  directObjectInItalian(phrases, main);
  attachGenitives(phrases);
  markAblatives(phrases, main, words, options.passive);
  markMotionToPersons(phrases, main);
  // `Salus populi suprema lex esto`: a future imperative (second and third person alike) with a noun in
  // the nominative is the third person ("sia").
  if (main && feat(main.main, 'Mood') === 'Imp' && feat(main.main, 'Tense') === 'Fut' && phrases.some((p) => feat(p.head, 'Case') === 'Nom' && p.head.upos !== 'PRON' && !p.preposition)) {
    main.main = { ...main.main, feats: { ...main.main.feats, Person: '3' } };
  }
  // The unsaid copula of a clause whose subject stands in a clause before it: what it has in the nominative is said of that subject.
  const subjectBefore = main?.main.unsaid === true && !phrases.some((p) => p.head.index < main.main.index && feat(p.head, 'Case') === 'Nom');
  if (subjectBefore) for (const p of phrases) if (feat(p.head, 'Case') === 'Nom') p.predicate = true;
  // A participle stretch between commas beside a clause with its own verb is said of that clause's subject, without article.
  if (options.verbElsewhere && !main) for (const p of phrases) if (feat(p.head, 'VerbForm') === 'Part' && feat(p.head, 'Case') === 'Nom') p.predicate = true;
  const subject = subjectBefore ? undefined : chooseSubject(phrases, main);
  // The Italian verb agrees with the subject in number where Latin does not: a plural Italian says in the
  // singular (`castra` → "l'accampamento" + singular), joined subjects with a singular verb (`Senatus
  // populusque … decrevit` → plural), a people's name the analysis read as singular (`Druides … consuerunt`).
  const finiteWord = main?.auxiliary ?? main?.main;
  // A name alone read as singular beside a plural verb is a people's (`Druides … consuerunt` → "i Druidi").
  if (subject && finiteWord && subject.head.upos === 'PROPN' && subject.coordinated.length === 0 && feat(finiteWord, 'Number') === 'Plur' && feat(subject.head, 'Number') !== 'Plur') {
    subject.head = { ...subject.head, feats: { ...subject.head.feats, Number: 'Plur' } };
  }
  const agreement = subject ? subjectAgreement(subject) : undefined;
  if (main && finiteWord && agreement?.person === 3 && (feat(finiteWord, 'Person') ?? '3') === '3' && (feat(finiteWord, 'Number') === 'Plur' ? 'P' : 'S') !== agreement.number) {
    const number = agreement.number === 'P' ? 'Plur' : 'Sing';
    const agreeing = (w: Word): Word => ({ ...w, feats: { ...w.feats, Number: number } });
    if (main.auxiliary) main.auxiliary = agreeing(main.auxiliary);
    main.main = agreeing(main.main);
  }
  splitPredicate(subject, main, phrases);
  // Relative clauses follow the phrase holding their antecedent, a genitive's included (`eorum hominum, qui…`).
  const used = new Set<number>();
  const attached = (p: NounPhrase): string => {
    const indices = wordsOf(p).map((w) => w.index).filter((i) => options.attachments?.has(i));
    for (const i of indices) used.add(i);
    const relatives = indices.map((i) => options.attachments?.get(i));
    if (relatives.length === 0) return renderNounPhrase(p);
    // A demonstrative antecedent is restricted by its relative clause, without commas: `id quod`, `ea quae`
    // → "ciò che", `eos qui` → "quelli che".
    const demonstrative = isDemonstrativeAntecedent(p);
    const text = renderNounPhrase(demonstrative && feat(p.head, 'Gender') === 'Neut' ? { ...p, head: { ...p.head, feats: { ...p.head.feats, Number: 'Sing' } } } : { ...p, antecedent: true });
    return demonstrative ? `${text} ${relatives.join(', ')}` : `${text}, ${relatives.join(', ')},`;
  };
  const ordered: string[] = [...leading];
  const absolutes = phrases.filter((p) => p.absolute);
  // What stands between the noun and the participle of an ablative absolute is said within it
  // (`Militibus in castris manentibus` → "rimanendo i soldati nell'accampamento").
  for (const p of absolutes) {
    const [from, to] = [Math.min(p.head.index, p.absolute!.index), Math.max(p.head.index, p.absolute!.index)];
    const inside = phrases.filter((q) => q !== p && !q.absolute && !q.genitiveOf && q.head.index > from && q.head.index < to && feat(q.head, 'Case') !== 'Nom');
    for (const q of inside) q.inParticiple = true;
    ordered.push(`${[renderAbsolute(p), ...inside.map(attached)].join(' ')},`);
  }
  // A place, a time or a cause that opens a main clause, before its subject and verb, opens the Italian one
  // too (`Post eius mortem … Helvetii … conantur` → "Dopo la sua morte gli Elvezi tentano").
  const fronted = options.main ? frontedPhrase(words, phrases, subject ?? undefined, main) : undefined;
  if (fronted) ordered.push(attached(fronted));
  // A verbless nominative between commas after a name is its apposition: `Hannibal, Hamilcaris filius,` →
  // "Annibale, figlio di Amilcare," (no article before a genitive).
  const lastBefore = [...(options.before ?? [])].reverse().find((w) => w.upos !== 'PUNCT');
  if (!main && subject && lastBefore?.upos === 'PROPN' && feat(lastBefore, 'Case') === 'Nom') subject.apposition = true;
  // Other nominatives of a verb that is not `sum` stand in apposition to the subject: `Cicerone, il console,`.
  const appositions = phrases.filter((p) => p !== subject && !p.predicate && !p.preposition && !p.genitiveOf && !p.absolute && feat(p.head, 'Case') === 'Nom' && p.head.upos !== 'PRON');
  for (const p of appositions) p.apposition = true;
  const conjunct = subject ? participleClause(subject, phrases, main) : undefined;
  if (subject) ordered.push(appositions.length > 0 ? `${attached(subject)}, ${appositions.map(attached).join(', ')},` : attached(subject));
  const subjectGender: ItGender | undefined = subject ? genderOf(subject) : undefined;
  // One personal pronoun object goes before the finite verb as a clitic: `eum laudat` → "lo loda".
  // Not with an imperative (Italian puts it after), nor a reflexive where an infinitive may be its verb.
  const cliticPlace = main && main.mood !== 'Inf' && feat(main.main, 'Mood') !== 'Imp';
  const cliticPhrase = cliticPlace ? phrases.find((p) => p !== subject && cliticOf(p) && !(infinitives.length > 0 && cliticOf(p) === 'si') && !options.attachments?.has(p.head.index)) : undefined;
  const clitic = cliticPhrase ? cliticOf(cliticPhrase) : undefined;
  // `Erant itinera duo`: `sum` with a subject and nothing said of it is "c'erano", before the subject.
  // A subject counted by a numeral says how many there are, wherever it stands (`genera sunt duo` → "ci sono due classi").
  const counted = subject?.modifiers.some((m) => m.upos === 'NUM') === true;
  const existential = options.main && main && subject && !main.auxiliary && isSum(main.main) && (main.main.index < subject.head.index || counted) && !phrases.some((p) => p.predicate || (!counted && p.preposition && p.head.index > main.main.index && p.head.index < subject.head.index));
  if (main && subject && existential && ordered.length > 0 && ordered[ordered.length - 1] === attached(subject)) {
    ordered.pop();
    const verb = renderVerbGroup(main, subjectGender);
    ordered.push(`${verb.replace(/^(non )?(?=[eè])/, '$1c\'').replace(/^(non )?(?!c')/, '$1ci ')}`, attached(subject));
  } else if (main) {
    if (conjunct && !conjunct.after) ordered.push(`, ${conjunct.text},`);
    ordered.push(withClitic(renderVerbGroup(main, subjectGender), clitic));
  }
  else if (negated) ordered.push('non');
  ordered.push(...adverbs);
  let governor = main?.main;
  // `superare potuisse` → "avere potuto superare": the infinitive that governs the other comes first.
  const ordering = [...infinitives].sort((a, b) => Number(GOVERNING_INFINITIVES.has(b.lemma.toLowerCase())) - Number(GOVERNING_INFINITIVES.has(a.lemma.toLowerCase())));
  for (const infinitive of ordering) {
    const preposition = gerundLeads.get(infinitive) ?? (governor ? infinitivePreposition(governor.meaning) : undefined);
    ordered.push([preposition, renderInfinitive(infinitive)].filter(Boolean).join(' '));
    governor = infinitive;
  }
  const rest = phrases.filter((p) => p !== subject && p !== fronted && !p.inParticiple && p !== cliticPhrase && !p.absolute && !p.genitiveOf && !(subject && appositions.includes(p)));
  const rank = (p: NounPhrase) => (p.predicate ? 0 : !p.preposition && feat(p.head, 'Case') === 'Acc' ? 1 : !p.preposition && feat(p.head, 'Case') === 'Dat' ? 2 : 3);
  for (const p of [...rest].sort((a, b) => rank(a) - rank(b))) ordered.push(attached(p));
  for (const verb of verbs.slice(1)) ordered.push(renderVerbGroup(verb, subjectGender));
  if (conjunct?.after) ordered.push(`, ${conjunct.text}`);
  // A relative clause whose antecedent went into no phrase said above still follows the clause, never lost.
  const inClause = new Set(words.map((w) => w.index));
  for (const [index, text] of options.attachments ?? []) if (inClause.has(index) && !used.has(index)) ordered.push(`, ${text}`);
  options.report?.push(reportOf(main, subject, options.main === true, subjectGender));
  return ordered.filter(Boolean).join(' ').replace(/,$/, '');
}

/** The phrase with a preposition (or a bare ablative of time) that the clause opens with, before its subject and verb. */
function frontedPhrase(words: readonly Word[], phrases: readonly NounPhrase[], subject: NounPhrase | undefined, main: VerbGroup | undefined): NounPhrase | undefined {
  // Not in a clause a subordinating word opens (`Ubi de eius adventu …`).
  if (words.some((w) => w.upos === 'SCONJ' || subordination(w.lemma.toLowerCase(), words, []) !== undefined)) return undefined;
  const first = words.find((w) => w.upos !== 'PUNCT' && w.upos !== 'CCONJ' && !CLAUSE_INITIAL.has(w.lemma.toLowerCase()));
  if (!first || !main || !subject) return undefined;
  // A genitive after the noun may be another noun's (`In omni Gallia eorum hominum … genera sunt duo`).
  const phrase = phrases.find((p) => (p.preposition?.index === first.index || (p.casePreposition === 'in' && p.head.index === first.index)) && !p.absolute && !p.genitiveOf && !p.inParticiple && !p.predicate
    && p.genitives.every((g) => g.head.index < p.head.index));
  const last = phrase ? Math.max(...wordsOf(phrase).map((w) => w.index)) : Infinity;
  return phrase && last < subject.head.index && last < main.main.index ? phrase : undefined;
}

/** A demonstrative pronoun standing for its noun (`id`, `ea`, `eos`, `illi`), the antecedent of a restrictive relative. */
function isDemonstrativeAntecedent(phrase: NounPhrase): boolean {
  return (phrase.head.upos === 'PRON' || phrase.head.upos === 'DET') && /^(is|ille|hic|idem)$/.test(phrase.head.lemma.toLowerCase()) && phrase.modifiers.length === 0 && phrase.coordinated.length === 0;
}

/** The words of a phrase: head, modifiers, coordinated phrases and genitives. */
function wordsOf(phrase: NounPhrase): Word[] {
  return [phrase.head, ...phrase.modifiers, ...phrase.coordinated.flatMap((c) => wordsOf(c.phrase)), ...phrase.genitives.flatMap(wordsOf)];
}

/** What the clause says of its own verb and subject (for the evaluation). */
function reportOf(main: VerbGroup | undefined, subject: NounPhrase | undefined, isMain: boolean, subjectGender: ItGender | undefined): ClauseReport {
  const agreement = main ? verbAgreement(main) : undefined;
  return {
    main: isMain,
    ...(main && agreement ? { verb: { ...agreement, text: renderVerbGroup(main, subjectGender) } } : {}),
    ...(subject ? { subject: { ...subjectAgreement(subject), text: renderNounPhrase(subject) } } : {}),
  };
}


/**
 * A perfect participle agreeing with the subject, its complements standing between them, is a clause of
 * its own: `Caesar suos hortatus proelium commisit` → "Cesare, dopo avere esortato i suoi, attaccò";
 * `Is regni cupiditate inductus … fecit` → "Egli, spinto dal desiderio del regno, fece".
 */
function participleClause(subject: NounPhrase, phrases: readonly NounPhrase[], main: VerbGroup | undefined): { text: string; after: boolean } | undefined {
  if (!main || main.auxiliary) return undefined;
  const isPast = (m: Word) => feat(m, 'VerbForm') === 'Part' && (feat(m, 'Aspect') === 'Perf' || feat(m, 'Tense') === 'Past');
  const leading = subject.modifiers.find((m) => isPast(m) && m.index === subject.head.index - 1);
  if (leading && leading.index < main.main.index) return leadingParticiple(subject, leading, phrases, main);
  const participle = subject.modifiers.find((m) => isPast(m) && m.index > subject.head.index);
  if (!participle) return undefined;
  // After the verb, agreeing with a subject of joined nouns, it follows the verb in Italian too, with what
  // stands between them: `lupus et agnus venerant siti compulsi` → "erano venuti, spinti dalla sete".
  const after = participle.index > main.main.index;
  if (after && subject.coordinated.length === 0) return undefined;
  const from = after ? main.main.index : subject.head.index;
  const dependants = phrases.filter((p) => p !== subject && !p.genitiveOf && !p.absolute && !p.predicate && p.head.index > from && p.head.index < participle.index && feat(p.head, 'Case') !== 'Nom');
  subject.modifiers = subject.modifiers.filter((m) => m !== participle);
  for (const p of dependants) {
    p.inParticiple = true;
    if (!participle.deponent && !p.preposition && feat(p.head, 'Case') === 'Abl') p.casePreposition = 'da';
  }
  const verb = readItalianVerb(participle.meaning);
  const said = dependants.map((p) => renderNounPhrase(p)).join(' ');
  const head = participle.deponent ? `dopo avere ${pastParticiple(verb.infinitive, 'M', 'S')}` : pastParticiple(verb.infinitive, genderOf(subject), subjectAgreement(subject).number);
  return { text: [head, verb.rest, said].filter(Boolean).join(' '), after };
}

/**
 * A perfect participle right before its subject (`Missus Hannibal in Hispaniam … convertit`) is said after
 * it between commas, with the complements Latin puts before it (`Fame coacta vulpes` → "la volpe, costretta
 * dalla fame,"), or else with the place, time or cause right after the subject: "Annibale, mandato in
 * Spagna,". Only that one phrase: what comes after it may as well be the verb's.
 */
function leadingParticiple(subject: NounPhrase, participle: Word, phrases: readonly NounPhrase[], main: VerbGroup): { text: string; after: boolean } {
  subject.modifiers = subject.modifiers.filter((m) => m !== participle);
  const end = Math.max(...wordsOf(subject).map((w) => w.index));
  const complement = (p: NounPhrase) => p !== subject && !p.genitiveOf && !p.absolute && !p.predicate && (p.preposition !== undefined || feat(p.head, 'Case') === 'Abl');
  // Complements Latin puts before the participle are its own (`Fame coacta vulpes` → "costretta dalla fame").
  const before = phrases.filter((p) => complement(p) && wordsOf(p).every((w) => w.index < participle.index));
  const next = phrases.find((p) => complement(p) && (p.preposition?.index ?? p.head.index) === end + 1 && p.head.index < main.main.index);
  const dependants = before.length > 0 ? before : next ? [next] : [];
  for (const p of dependants) {
    p.inParticiple = true;
    if (!participle.deponent && !p.preposition) p.casePreposition = 'da';
  }
  const verb = readItalianVerb(participle.meaning);
  const head = participle.deponent ? `dopo avere ${pastParticiple(verb.infinitive, 'M', 'S')}` : pastParticiple(verb.infinitive, genderOf(subject), subjectAgreement(subject).number);
  return { text: [head, verb.rest, ...dependants.map((p) => renderNounPhrase(p))].filter(Boolean).join(' '), after: false };
}

/** A subjunctive of the past in a main clause is potential or unreal: Italian says it in the conditional. */
function mainClauseMood(finite: readonly Word[], options: ClauseOptions): ItalianMood | undefined {
  const verb = finite[0];
  if (!options.main || !verb || feat(verb, 'Mood') !== 'Sub') return undefined;
  const tense = feat(verb, 'Tense');
  return tense === 'Past' || tense === 'Pqp' ? 'Cnd' : undefined;
}
