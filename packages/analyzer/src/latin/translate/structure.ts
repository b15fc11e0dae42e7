/**
 * A small clause structure for one sentence: which stretch of words is the main clause, which clauses
 * depend on it and on which word. Built from the analyzer's readings (parts of speech, features):
 * clauses are cut at punctuation, subordinating conjunctions and relative pronouns (core/translate
 * splitClauses), then put back together as Latin builds them —
 * - a word before a conjunction with no comma between belongs to that clause (`Caesari cum id
 *   nuntiatum esset`: Caesari is the cum clause's);
 * - a subordinate clause ends at its finite verb when another finite verb follows with nothing joining
 *   them (`id quod constituerant facere conantur`: conantur is the main clause's);
 * - the two halves of a main clause split by a subordinate clause are one clause (`Pontem, qui erat ad
 *   Genavam, iubet rescindi`), the relative clause hanging on its antecedent, the others before it.
 * When the analysis gives heads (a dependency parse, `Word.head`), a relative clause hangs on the word
 * its pronoun's verb depends on; without them on the nearest noun before it that agrees with the pronoun.
 */
import { splitClauses, type Clause } from '../../core/translate/sentences';
import { GOVERNING_INFINITIVES, governsAci } from './aci';
import { canBe } from './cases';
import { feat, type Word } from './lexical';

export interface ClauseNode {
  words: Word[];
  closer: string;
  /** `main`, a subordinate clause opened by a conjunction (`sub`), a relative clause (`rel`), or a vocative (`voc`). */
  kind: 'main' | 'sub' | 'rel' | 'voc';
  /** Relative clauses hanging on a word of this clause, by that word's index. */
  relatives: Map<number, ClauseNode[]>;
  /** Subordinate clauses rendered before this clause (`Poiché …, Cesare …`). */
  before: ClauseNode[];
}

export function isFiniteVerb(word: Word): boolean {
  return (word.upos === 'VERB' || word.upos === 'AUX') && feat(word, 'VerbForm') === 'Fin';
}

export function isRelative(word: Word): boolean {
  return (word.upos === 'PRON' || word.upos === 'DET') && feat(word, 'PronType') === 'Rel';
}

function isOpener(word: Word): boolean {
  return word.upos === 'SCONJ' || (word.upos === 'PRON' && feat(word, 'PronType') === 'Rel');
}

function kindOf(words: readonly Word[]): ClauseNode['kind'] {
  const said = words.filter((w) => w.upos !== 'PUNCT');
  if (said.length > 0 && said.every((w) => feat(w, 'Case') === 'Voc' || w.lemma.toLowerCase() === 'o')) return 'voc';
  const first = words.find((w) => w.upos !== 'ADP' && w.upos !== 'PUNCT');
  if (!first) return 'main';
  if (isRelative(first)) return 'rel';
  if (first.upos === 'SCONJ') return 'sub';
  return 'main';
}

function hasVerb(words: readonly Word[]): boolean {
  return words.some((w) => isFiniteVerb(w) || feat(w, 'VerbForm') === 'Inf');
}

function countFinite(words: readonly Word[]): number {
  const hasParticiple = words.some((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom');
  return words.filter((w) => isFiniteVerb(w) && !(hasParticiple && w.lemma === 'sum')).length;
}

/** `Caesar venit et vicit`: two finite verbs joined by a conjunction make two clauses. */
function splitCoordinated(clause: Clause<Word>): Clause<Word>[] {
  const { words } = clause;
  if (countFinite(words) < 2) return [clause];
  const firstVerb = words.findIndex(isFiniteVerb);
  const conjunction = words.findIndex((w, i) => i > firstVerb && w.upos === 'CCONJ');
  if (conjunction < 0) return [clause];
  let first = words.slice(0, conjunction);
  let rest = words.slice(conjunction);
  // `condidere atque habuere initio Troiani`: a subject named only after the second verb is the first one's
  // too, and Italian names it with the first ("i Troiani fondarono … e ebbero").
  const verb = first.find(isFiniteVerb)!;
  const isSubject = (w: Word) => (w.upos === 'NOUN' || w.upos === 'PROPN') && feat(w, 'Case') === 'Nom' && feat(w, 'Number') === feat(verb, 'Number');
  const shared = (feat(verb, 'Person') ?? '3') === '3' && !first.some((w) => feat(w, 'Case') === 'Nom') ? rest.filter(isSubject) : [];
  if (shared.length === 1 && rest.filter((w) => feat(w, 'Case') === 'Nom').length === 1) {
    first = [...shared, ...first];
    rest = rest.filter((w) => !shared.includes(w));
  }
  return [{ words: first, closer: '' }, ...splitCoordinated({ words: rest, closer: clause.closer })];
}

/** A subordinate clause ends at its finite verb when another finite verb follows unjoined. */
function endSubordinate(clause: Clause<Word>): Clause<Word>[] {
  const words = clause.words;
  const first = words.findIndex(isFiniteVerb);
  // The verb of a compound form (`nuntiatum esset`) may follow its participle: keep the pair together.
  const end = first + 1;
  const rest = words.slice(end);
  // A relative clause ends at its verb before a lone infinitive too (`ea quae … pertinerent comparare`).
  // Not when the relative's own verb takes an infinitive (`qui se … putet posse vivere`).
  const verb = words[first];
  const takesInfinitive = verb !== undefined && (governsAci(verb) || GOVERNING_INFINITIVES.has(verb.lemma.toLowerCase()));
  const lone = rest.filter((w) => feat(w, 'VerbForm') === 'Inf');
  const infinitiveAfter = kindOf(words) === 'rel' && first >= 0 && !takesInfinitive && lone.length === 1 && !GOVERNING_INFINITIVES.has(lone[0]!.lemma.toLowerCase())
    && rest.every((w) => feat(w, 'VerbForm') === 'Inf' || w.upos === 'ADV');
  if (infinitiveAfter) return [{ words: words.slice(0, end), closer: '' }, { words: rest, closer: clause.closer }];
  if (kindOf(words) === 'main' || countFinite(words) < 2) return [clause];
  if (rest.some((w) => w.upos === 'CCONJ' || isOpener(w)) || !rest.some(isFiniteVerb)) return [clause];
  return [{ words: words.slice(0, end), closer: '' }, { words: rest, closer: clause.closer }];
}

const LIST_WORDS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** The comma of a list as a word joining two phrases: "," between them, "e" before the last one. */
function listComma(after: Word, last: boolean): Word {
  return { ...after, form: ',', lemma: ',', upos: 'CCONJ', feats: {}, meaning: last ? 'e' : ',', fixed: true };
}

/**
 * `lingua, institutis, legibus inter se differunt`: words in one oblique case cut at the commas of a list
 * are one clause again, the commas joining them ("per lingua, istituzioni e leggi"). Not nominative nouns,
 * which are more often a name and its apposition (`Caesar, dux Romanorum, …`); nominative adjectives are.
 */
function joinLists(clauses: readonly Clause<Word>[]): Clause<Word>[] {
  const out: Clause<Word>[] = [];
  for (const [i, clause] of clauses.entries()) {
    const last = out[out.length - 1];
    const before = last?.words[last.words.length - 1];
    const first = clause.words[0];
    const kase = before ? feat(before, 'Case') : undefined;
    if (last && before && first && last.closer === ',' && (!hasVerb(last.words) || adjectives(before, first)) && kindOf(last.words) === 'main' && kindOf(clause.words) === 'main'
      && LIST_WORDS.has(before.upos) && LIST_WORDS.has(first.upos) && kase && (kase !== 'Nom' || adjectives(before, first)) && canBe(first, kase, feat(first, 'Number'))) {
      const next = clauses[i + 1];
      const continues = clause.closer === ',' && next?.words[0] !== undefined && !hasVerb(clause.words) && feat(next.words[0], 'Case') === kase;
      out[out.length - 1] = { words: [...last.words, listComma(before, !continues), ...clause.words], closer: clause.closer };
      continue;
    }
    out.push(clause);
  }
  return out;
}

/** Two adjectives of a list in the nominative (`audax, subdolus, varius`): a list, not a name and its apposition. */
const adjectives = (a: Word, b: Word) => a.upos === 'ADJ' && b.upos === 'ADJ';

/** Cuts the sentence into clauses (see the module's comment). */
export function cutClauses(words: readonly Word[]): Clause<Word>[] {
  const clauses = joinLists(splitClauses(words, { isPunct: (w) => w.upos === 'PUNCT' || w.token.kind === 'punct', opensClause: isOpener, closerOf: (w) => w.form }))
    .flatMap(splitCoordinated)
    .flatMap(endSubordinate);
  // A verbless stretch right before a conjunction, without a comma, belongs to the conjunction's clause.
  const out: Clause<Word>[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!;
    const next = clauses[i + 1];
    if (next && clause.closer === '' && clause.words.length > 0 && !hasVerb(clause.words) && kindOf(next.words) === 'sub' && kindOf(clause.words) === 'main') {
      const [conjunction, ...rest] = next.words;
      clauses[i + 1] = { words: [conjunction!, ...clause.words, ...rest], closer: next.closer };
      continue;
    }
    out.push(clause);
  }
  return out;
}

function agreesWithRelative(noun: Word, pronoun: Word): boolean {
  const number = feat(pronoun, 'Number');
  const gender = feat(pronoun, 'Gender');
  if (number && (feat(noun, 'Number') ?? 'Sing') !== number) return false;
  return !gender || !feat(noun, 'Gender') || gender.split(',').some((g) => (feat(noun, 'Gender') ?? '').includes(g));
}

/** The word of `host` a relative clause hangs on: by heads when given, else the nearest agreeing noun before it. */
function antecedentOf(host: readonly Word[], relative: readonly Word[]): Word | undefined {
  const pronoun = relative.find(isRelative);
  if (!pronoun) return undefined;
  if (pronoun.head !== undefined) {
    const byHead = host.find((w) => w.index === relative.find((r) => r.index === pronoun.head)?.head);
    if (byHead) return byHead;
  }
  const nominals = host.filter((w) => (w.upos === 'NOUN' || w.upos === 'PROPN' || w.upos === 'PRON' || w.upos === 'DET') && w.index < pronoun.index);
  return [...nominals].reverse().find((w) => agreesWithRelative(w, pronoun)) ?? nominals[nominals.length - 1];
}

function node(clause: Clause<Word>): ClauseNode {
  return { words: [...clause.words], closer: clause.closer, kind: kindOf(clause.words), relatives: new Map(), before: [] };
}

/**
 * The sentence's clauses as nodes in Italian order: main clauses with their dependants. A main clause
 * without a finite verb joins the next main clause across the subordinate clauses between them.
 */
export function buildStructure(words: readonly Word[]): ClauseNode[] {
  const nodes = cutClauses(words).map(node);
  const out: ClauseNode[] = [];
  let host: ClauseNode | undefined;
  let pending: ClauseNode[] = [];
  const attach = (target: ClauseNode, dependants: ClauseNode[]) => {
    for (const dependant of dependants) {
      const antecedent = dependant.kind === 'rel' ? antecedentOf(target.words, dependant.words) : undefined;
      if (antecedent) {
        const list = target.relatives.get(antecedent.index) ?? [];
        list.push(dependant);
        target.relatives.set(antecedent.index, list);
      } else {
        target.before.push(dependant);
      }
    }
  };
  for (const current of nodes) {
    if (current.kind !== 'main') {
      if (host) pending.push(current);
      else out.push(current);
      continue;
    }
    // The second half of a main clause whose first half had no finite verb, or the verbless rest of a
    // clause cut by a vocative (`Quo usque tandem abutere, Catilina, patientia nostra?`).
    const verbless = !hasVerb(current.words) && pending.length > 0 && pending.every((p) => p.kind === 'voc');
    // An infinitive joins a verbless first half too: the historical infinitive (`Caesar frumentum, quod …, flagitare`).
    const verbOfItsOwn = current.words.some((w) => isFiniteVerb(w) || (feat(w, 'VerbForm') === 'Inf' && !hasVerb(host?.words ?? [])));
    // An infinitive after a relative clause is its host's verb's (`constituerunt ea quae … pertinerent comparare`).
    const isInfinitive = (w: Word) => feat(w, 'VerbForm') === 'Inf';
    const infinitiveOfHost = host !== undefined && current.words.some(isInfinitive) && !current.words.some(isFiniteVerb) && host.words.some((w) => isFiniteVerb(w) && w.lemma !== 'sum') && !host.words.some(isInfinitive)
      && !current.words.some((w) => feat(w, 'Case') === 'Nom' || feat(w, 'Case') === 'Acc');
    if (host && pending.length > 0 && current.words[0]?.upos !== 'CCONJ' && ((!host.words.some(isFiniteVerb) && verbOfItsOwn) || verbless || infinitiveOfHost)) {
      host.words.push(...current.words);
      host.closer = current.closer;
      attach(host, pending);
      pending = [];
      continue;
    }
    out.push(...pending);
    pending = [];
    host = current;
    out.push(current);
  }
  out.push(...pending);
  return out;
}
