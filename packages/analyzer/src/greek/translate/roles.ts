/**
 * The second step of a clause: roles of the grouped phrases. Loose adjectives and participles join the
 * phrase they agree with (or make a genitive absolute, or a predicate), genitives find the noun they
 * depend on, and one nominative becomes the subject.
 */
import { isNominalHead, type NounPhrase } from './noun-phrase';
import { hasPronoun } from './pronouns';
import { agreeFully, caseOf, isParticiple } from './group';
import { feat, type Word } from './words';

/**
 * Adjectives and participles outside article phrases join the nearest phrase they agree with; a
 * genitive participle agreeing with a genitive phrase that depends on nothing makes a genitive absolute.
 * Returns the participles used as absolutes.
 */
export function attachLoose(loose: readonly Word[], phrases: NounPhrase[], copula: boolean): Word[] {
  const absolutes: Word[] = [];
  for (const word of loose) {
    let best: NounPhrase | undefined;
    let distance = Infinity;
    for (const phrase of phrases.flatMap((p) => [p, ...p.coordinated.map((c) => c.phrase)])) {
      if (phrase.head.upos === 'PRON' && !hasPronoun(phrase.head.lemma)) continue;
      if (!agreeFully(phrase.head, word)) continue;
      const d = Math.abs(phrase.head.index - word.index);
      if (d < distance) [best, distance] = [phrase, d];
    }
    if (best && isParticiple(word) && feat(word, 'Case') === 'Gen' && !best.preposition && !best.absolute) {
      best.absolute = word;
      absolutes.push(word);
    } else if (best && !isParticiple(word) && (best.article || copula) && word.upos === 'ADJ' && feat(word, 'Case') === 'Nom' && (copula || word.index > best.head.index)) {
      // Predicative position: an adjective outside the article phrase (ἡ θυγάτηρ καλή), or any with εἰμί.
      phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
    } else if (best && !isParticiple(word)) {
      best.modifiers.push(word);
    } else if (!isParticiple(word) || feat(word, 'Case') !== 'Nom') {
      if (!best) phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
      else if (!isParticiple(word)) best.modifiers.push(word);
      // A participle agreeing with a noun that is not the subject says what that noun does: "che beve".
      else if (best.head.upos === 'NOUN' && !best.article && !best.participle && feat(word, 'Case') !== 'Gen') best.participle = word;
      else phrases.push({ head: word, modifiers: [], genitives: [], coordinated: [] });
    }
  }
  phrases.sort((a, b) => a.head.index - b.head.index);
  return absolutes;
}

/** A genitive without preposition depends on the nearest other noun phrase, preferably the one before it. */
export function attachGenitives(phrases: NounPhrase[]): void {
  for (const phrase of phrases) {
    if (feat(phrase.head, 'Case') !== 'Gen' || phrase.preposition || phrase.absolute || phrase.object || (phrase.head.upos === 'PRON' && phrase.head.lemma !== 'αὐτός')) continue;
    // The genitive of comparison goes with the comparative: σοφώτερος τῶν ἄλλων "più sapiente degli altri".
    const comparative = phrases.find((p) => p !== phrase && feat(p.head, 'Degree') === 'Cmp' && feat(p.head, 'Case') !== 'Gen');
    const others = phrases.filter((p) => p !== phrase && feat(p.head, 'Case') !== 'Gen' && !p.genitiveOf && isNominalHead(p.head));
    const before = others.filter((p) => p.head.index < phrase.head.index).pop();
    const owner = comparative ?? before ?? others[0];
    if (owner) {
      owner.genitives.push(phrase);
      phrase.genitiveOf = owner;
    }
  }
}

/** The subject: a nominative agreeing with the verb in number; with εἰμί, other nominatives are predicates. */
export function chooseSubject(phrases: NounPhrase[], verb: Word | undefined, relativeSubject: boolean): NounPhrase | undefined {
  // An articular infinitive is a neuter noun: τὸ μανθάνειν (its article may have been read as accusative).
  const isArticularInfinitive = (p: NounPhrase) => feat(p.head, 'VerbForm') === 'Inf' && p.article !== undefined && caseOf(p) !== 'Gen' && caseOf(p) !== 'Dat';
  const nominatives = phrases.filter((p) => (caseOf(p) === 'Nom' || (isArticularInfinitive(p) && !p.preposition)) && !p.preposition && !p.genitiveOf);
  if (nominatives.length === 0) return undefined;
  if (relativeSubject) {
    if (verb?.lemma === 'εἰμί') for (const p of nominatives) p.predicate = true;
    return undefined;
  }
  const number = verb ? feat(verb, 'Number') : undefined;
  const person = verb ? feat(verb, 'Person') : undefined;
  if (person === '1' || person === '2') {
    // Only a personal pronoun of the verb's person is its subject (οἷος, a relative, is not: "quale … sareste").
    const own = person === '1' ? /^(ἐγώ|ἡμεῖς)$/ : /^(σύ|ὑμεῖς)$/;
    const pronoun = nominatives.find((p) => p.head.upos === 'PRON' && own.test(p.head.lemma));
    for (const p of nominatives) if (p !== pronoun && verb?.lemma === 'εἰμί') p.predicate = true;
    return pronoun;
  }
  // Joined nominatives are the subject of a singular verb too: Greek agrees it with the nearest (ἦλθε Κῦρος καὶ Κλέαρχος).
  const matching = nominatives.filter((p) => !number || p.coordinated.length > 0 || (feat(p.head, 'Number') ?? 'Sing') === number || feat(p.head, 'Gender') === 'Neut');
  // With εἰμί a bare adjective is the predicate, not the subject (τοῦτο ἦν ἀδύνατον).
  const copula = verb?.lemma === 'εἰμί';
  const subject = matching.find((p) => p.article) ?? matching.find((p) => isNominalHead(p.head) || p.head.upos === 'DET' || feat(p.head, 'VerbForm') === 'Inf')
    // A nominative not agreeing with the verb is no subject (a predicate, an apposition, a misread case).
    ?? (copula ? matching.find((p) => p.head.upos !== 'ADJ') : undefined) ?? matching[0] ?? (number ? undefined : nominatives[0]);
  if (verb && verb.lemma === 'εἰμί') {
    for (const p of nominatives) if (p !== subject) p.predicate = true;
  }
  return subject;
}
