/**
 * Perfect participles in the nominative whose subject Latin leaves unsaid, before the clause's verb: the
 * subject of the verb did what they say, and Italian says them first, each with its complements
 * (`His rebus adducti et auctoritate Orgetorigis permoti constituerunt` → "Spinti da queste cose e persuasi
 * dall'autorità di Orgetorige, stabilirono"). A participle with a subject named in the clause is said in
 * clause.ts (`participleClause`).
 */
import { pastParticiple, readItalianVerb } from '../../core/translate/italian-morphology';
import { CLAUSE_INITIAL, PARTICLES } from './function-words';
import { feat, type Word } from './lexical';

const isFinite = (w: Word) => (w.upos === 'VERB' || w.upos === 'AUX') && feat(w, 'VerbForm') === 'Fin';
const isPastParticiple = (w: Word) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom' && (feat(w, 'Aspect') === 'Perf' || feat(w, 'Tense') === 'Past');
const isNominative = (w: Word) => ['NOUN', 'PROPN', 'PRON'].includes(w.upos) && feat(w, 'Case') === 'Nom';

export interface ParticipleLead {
  /** Linking words that open the clause (`itaque`), said first. */
  leading: Word[];
  /** Each participle with the complements Latin puts before it, and the conjunction joining it to the one before. */
  participles: { participle: Word; complements: Word[]; conjunction?: Word }[];
  /** The rest of the clause, from the word after the last participle. */
  rest: Word[];
}

/** The participles that open a clause with an unsaid subject, or undefined (see the module's comment). */
export function participleLead(words: readonly Word[]): ParticipleLead | undefined {
  const verb = words.find(isFinite);
  if (!verb || verb.lemma.toLowerCase() === 'sum' || words.some(isNominative)) return undefined;
  const number = feat(verb, 'Number') ?? 'Sing';
  const participles = words.filter((w) => isPastParticiple(w) && words.indexOf(w) < words.indexOf(verb) && (feat(w, 'Number') ?? 'Sing') === number);
  if (participles.length === 0 || words.some((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom' && !participles.includes(w))) return undefined;
  let start = 0;
  while (start < words.length && (words[start]!.upos === 'CCONJ' || CLAUSE_INITIAL.has(words[start]!.lemma.toLowerCase()))) start++;
  const out: ParticipleLead['participles'] = [];
  let from = start;
  for (const participle of participles) {
    const at = words.indexOf(participle);
    const chunk = words.slice(from, at);
    const conjunction = out.length > 0 && chunk[0]?.upos === 'CCONJ' ? chunk[0] : undefined;
    // Only complements stand before a participle: a finite verb there means another construction.
    if (chunk.some((w) => isFinite(w) || w.upos === 'SCONJ' || w.upos === 'PUNCT')) return undefined;
    out.push({ participle, complements: conjunction ? chunk.slice(1) : chunk, ...(conjunction ? { conjunction } : {}) });
    from = at + 1;
  }
  return { leading: words.slice(0, start), participles: out, rest: words.slice(from) };
}

/** The participle as Italian says it before the verb: "spinti", or "dopo avere esortato" for a deponent. */
export function sayParticiple(participle: Word): string {
  const verb = readItalianVerb(participle.meaning);
  const number = feat(participle, 'Number') === 'Plur' ? 'P' : 'S';
  const gender = (feat(participle, 'Gender') ?? '').startsWith('Fem') ? 'F' : 'M';
  const head = participle.deponent ? `dopo avere ${pastParticiple(verb.infinitive, 'M', 'S')}` : pastParticiple(verb.infinitive, gender, number);
  return [head, verb.rest].filter(Boolean).join(' ');
}

/** The Italian of a linking word. */
export function sayLink(word: Word): string {
  return word.fixed ? word.meaning : PARTICLES.get(word.lemma.toLowerCase()) ?? word.meaning;
}
