/**
 * One Greek clause in Italian word order: the words are grouped into phrases (group.ts), given roles
 * (roles.ts), then ordered as Italian does — linking word, vocatives, genitive absolutes, circumstantial
 * participles, subject, verb, adverbs, infinitives, object (accusative), dative, everything else in
 * Greek order.
 */
import { attach, joinPreposition, type ItGender } from '../../core/translate/italian-articles';
import { withClitic } from '../../core/translate/clitics';
import type { Agreement } from '../../core/translate/report';
import { ABSOLUTE_MEANINGS, COMMAND_VERBS, DEMONSTRATIVES, IMPERSONAL, INTRANSITIVE, OBJECT_CASE, SAYING_VERBS, THINKING_VERBS } from './function-words';
import { caseOf, groupClause, isParticiple, type ClauseOptions, type PrepositionLookup } from './group';
import { genderOf, isNominalHead, itNumber, renderAbsolute, renderNounPhrase, type NounPhrase } from './noun-phrase';
import { finiteAgreement, renderCircumstantial, renderFinite, renderInfinitive, renderRelativeParticiple, renderReportedInfinitive } from './verb';
import { attachGenitives, attachLoose, chooseSubject } from './roles';
import { cliticOf } from './clitics';
import { feat, type Word } from './words';

export type { ClauseOptions, PrepositionLookup } from './group';

export function renderClause(words: readonly Word[], prepositionFor: PrepositionLookup, options: ClauseOptions = {}): string {
  const { leading, adverbs, phrases, loose, infinitives, finite, negated, relativeSubject, pronounObject, joinedParticiples } = groupClause(words, prepositionFor, options);
  // A nominal sentence leaves ἐστί unsaid (ὁ βίος βραχύς): an articular nominative and an adjective in the
  // nominative without a verb; Italian needs "è".
  const verbless = finite.length === 0 && infinitives.length === 0 && !loose.some(isParticiple) && !words.some((w) => w.upos === 'SCONJ');
  const subjectOfNominal = verbless && loose.some((w) => w.upos === 'ADJ' && feat(w, 'Case') === 'Nom') ? phrases.find((p) => p.article && caseOf(p) === 'Nom' && !p.preposition)
    : verbless && options.nominalSentence ? nominalSubject(phrases, loose, negated) : undefined;
  const main = finite[0] ?? (subjectOfNominal ? unsaidCopula(subjectOfNominal.head) : undefined);
  const objectCase = main ? OBJECT_CASE.get(main.lemma) : undefined;
  const absolutes = attachLoose(loose, phrases, main?.lemma === 'εἰμί' || finite.some((w) => w.lemma === 'εἰμί'));
  if (subjectOfNominal && options.nominalSentence) predicativeModifiers(subjectOfNominal, phrases);
  if (objectCase) {
    const object = phrases.find((p) => !p.preposition && feat(p.head, 'Case') === objectCase);
    if (object) object.object = true;
  }
  attachArticularParticiples(phrases);
  attachGenitives(phrases);
  // Accusative and infinitive after a verb of saying or thinking: νομίζω τοὺς θεοὺς εἶναι.
  const impersonal = main && feat(main, 'Person') === '3' && (feat(main, 'Number') ?? 'Sing') === 'Sing' && infinitives.length > 0 ? IMPERSONAL.get(main.lemma) : undefined;
  const reported = main && infinitives.length === 1 && (THINKING_VERBS.has(main.lemma) || SAYING_VERBS.has(main.lemma) || impersonal)
    ? phrases.find((p) => !p.preposition && caseOf(p) === 'Acc' && p.head.index < infinitives[0]!.index + 3) : undefined;
  const command = main && infinitives.length === 1 ? COMMAND_VERBS.get(main.lemma) : undefined;
  const commanded = command ? phrases.find((p) => !p.preposition && caseOf(p) === 'Acc') : undefined;
  let subject = chooseSubject(phrases, main, relativeSubject);
  // τὰ πράγματα ἔχει: a neuter plural takes a singular verb, and may have been read as accusative.
  if (!subject && !relativeSubject && main && feat(main, 'Person') === '3' && (feat(main, 'Number') ?? 'Sing') === 'Sing' && !impersonal) {
    const neuter = phrases.find((p) => !p.preposition && caseOf(p) === 'Acc' && feat(p.head, 'Gender') === 'Neut' && (p.article || p.head.upos === 'DET' || p.head.upos === 'PRON') && p !== reported && p !== commanded);
    if (neuter && !phrases.some((p) => p !== neuter && !p.preposition && caseOf(p) === 'Acc')) subject = neuter;
  }
  const voice = {
    hasObject: pronounObject || phrases.some((p) => p !== subject && !p.preposition && (feat(p.head, 'Case') === 'Acc' || p.object)) || infinitives.length > 0,
    hasAgent: phrases.some((p) => p.preposition?.word.lemma === 'ὑπό' && feat(p.head, 'Case') === 'Gen'),
    potential: words.some((w) => w.lemma === 'ἄν' && w.upos !== 'SCONJ'),
    dependent: words.some((w) => w.upos === 'SCONJ'),
  };
  // τοῦτο ἦν ἀδύνατον: with εἰμί, a bare adjective read as subject yields to a neuter pronoun or phrase.
  if (subject && main?.lemma === 'εἰμί' && subject.head.upos === 'ADJ' && !subject.article) {
    const neuter = phrases.find((p) => p !== subject && !p.preposition && caseOf(p) === 'Acc' && feat(p.head, 'Gender') === 'Neut' && (p.article || p.head.upos === 'DET' || p.head.upos === 'PRON'));
    if (neuter) {
      subject.predicate = true;
      subject = neuter;
    }
  }
  const subjectGender: ItGender | undefined = subject ? genderOf(subject) : undefined;
  const circumstantial = loose.filter((w) => isParticiple(w) && !absolutes.includes(w) && !phrases.some((p) => p.modifiers.includes(w) || p.head === w || p.participle === w));

  const ordered: string[] = [...leading];
  // Vocatives open the Italian clause: "o uomini ateniesi, ascoltate me".
  const vocatives = phrases.filter((p) => caseOf(p) === 'Voc' && p !== subject);
  for (const p of vocatives) ordered.push(`${renderPhrase(p, undefined)},`);
  for (const p of phrases.filter((x) => x.absolute)) ordered.push(`${renderAbsolute(p)},`);
  const participleObjects = new Set<NounPhrase>();
  // οἱ λέγοντες ταῦτα, ὁ παῖς ὁ γράφων τὴν ἐπιστολήν: the accusative right after a participle said as a relative
  // clause ("quelli che dicono", "che scrive") is that participle's object and is said after it.
  const relativeObjects = new Map<NounPhrase, NounPhrase>();
  for (const p of phrases) {
    const participle = p.participle ?? (p.article && isParticiple(p.head) && p.modifiers.length === 0 && !p.absolute ? p.head : undefined);
    if (!participle || INTRANSITIVE.has(participle.lemma)) continue;
    const object = phrases.find((q) => q !== p && q !== reported && caseOf(q) === 'Acc' && !q.preposition && !participleObjects.has(q)
      && q.head.index > participle.index && q.head.index <= participle.index + 3 && (!main || q.head.index < main.index));
    if (!object) continue;
    participleObjects.add(object);
    relativeObjects.set(p, object);
  }
  const say = (p: NounPhrase, gender: ItGender | undefined): string => {
    const object = relativeObjects.get(p);
    return object ? `${renderPhrase(p, gender)} ${renderPhrase(object, undefined)}` : renderPhrase(p, gender);
  };
  for (const participle of circumstantial) {
    // ταῦτα εἰπών, ἀκούσας ταῦτα: the accusative next to the participle, before the main verb, is its object.
    const takesObject = !INTRANSITIVE.has(participle.lemma);
    const object = !takesObject ? undefined : phrases.find((p) => caseOf(p) === 'Acc' && !p.preposition && p !== reported && lastIndexOf(p) === participle.index - 1)
      ?? phrases.find((p) => caseOf(p) === 'Acc' && !p.preposition && p !== reported && p.head.index > participle.index && p.head.index <= participle.index + 2 && (!main || p.head.index < main.index));
    if (object) participleObjects.add(object);
    const text = [renderCircumstantial(participle, subjectGender ?? 'M', itNumber(participle)), object ? renderPhrase(object, undefined) : ''].filter(Boolean).join(' ');
    const joined = joinedParticiples.get(participle);
    if (joined && ordered.length > 0 && ordered[ordered.length - 1]!.endsWith(',')) ordered[ordered.length - 1] = `${ordered[ordered.length - 1]!.slice(0, -1)} ${joined} ${text},`;
    else ordered.push(`${text},`);
  }
  if (subject) ordered.push(say(subject, undefined));
  const bare = !voice.hasObject && !phrases.some((p) => p.predicate) && !options.complementFollows;
  const absolute = impersonal ?? (main && bare ? ABSOLUTE_MEANINGS.get(main.lemma) : undefined);
  // Italian agrees the verb in number with the subject: a neuter plural ("stanno così le cose"), joined
  // subjects with a singular verb (ἦλθε Κῦρος καὶ Κλέαρχος → "vennero"), any subject the clause found.
  const subjectNumber = subject ? subjectAgreement(subject).number : undefined;
  const verbNumber = subject && feat(subject.head, 'Gender') === 'Neut' && feat(subject.head, 'Number') === 'Plur' ? 'Plur'
    : subject && subject.coordinated.length > 0 && main && finiteAgreement(main).number !== subjectNumber && subjectAgreement(subject).person === 3 ? 'Plur' : undefined;
  const isMain = !words.some((w) => w.upos === 'SCONJ' || w.lemma === 'ὅς' || w.lemma === 'ὅστις');
  const reportedSubject = subject ? { subject: { ...subjectAgreement(subject), text: renderPhrase(subject, undefined) } } : {};
  // One personal pronoun object goes before the finite verb as a clitic (not with an imperative, nor with εἰμί).
  const cliticPhrase = main && feat(main, 'Mood') !== 'Imp' && main.lemma !== 'εἰμί' ? phrases.find((p) => p !== subject && !p.predicate && cliticOf(p) !== undefined) : undefined;
  if (main) {
    const shown = { ...main, ...(absolute ? { meaning: absolute } : {}), ...(verbNumber && feat(main, 'Person') === '3' ? { feats: { ...main.feats, Number: verbNumber } } : {}) };
    ordered.push(withClitic(renderFinite(shown, subjectGender, negated, voice), cliticPhrase ? cliticOf(cliticPhrase) : undefined));
    options.report?.push({ main: isMain, verb: { ...finiteAgreement(shown), text: renderFinite(shown, subjectGender, false, voice) }, ...reportedSubject });
  } else {
    options.report?.push({ main: isMain, ...reportedSubject });
  }
  if (!main && negated) ordered.push('non');
  ordered.push(...adverbs);
  if (reported && main) {
    const infinitive = infinitives[0]!;
    ordered.push('che', renderPhrase({ ...reported, head: { ...reported.head, feats: { ...reported.head.feats, Case: 'Nom' } } }, undefined));
    const pastMain = feat(main, 'Tense') === 'Past' || feat(main, 'Tense') === 'Pqp';
    ordered.push(renderReportedInfinitive(infinitive, itNumber(reported.head), genderOf(reported), THINKING_VERBS.has(main.lemma) || impersonal !== undefined, pastMain));
  } else if (command && commanded) {
    const person = renderPhrase(commanded, undefined);
    ordered.push(command.person ? attachCasePreposition(command.person, person) : person);
    ordered.push([command.infinitive, renderInfinitive(infinitives[0]!)].filter(Boolean).join(' '));
  } else {
    for (const infinitive of infinitives) ordered.push(renderInfinitive(infinitive));
  }
  const rest = phrases.filter((p) => p !== subject && p !== cliticPhrase && p !== reported && p !== commanded && !p.absolute && !p.genitiveOf && !participleObjects.has(p) && !vocatives.includes(p));
  const rank = (p: NounPhrase) => (p.predicate ? 0 : p.object || (!p.preposition && feat(p.head, 'Case') === 'Acc') ? 1 : !p.preposition && feat(p.head, 'Case') === 'Dat' ? 2 : 3);
  for (const p of [...rest].sort((a, b) => rank(a) - rank(b))) ordered.push(say(p, subjectGender));
  for (const verb of finite.slice(1)) ordered.push(renderFinite(verb, subjectGender, false, voice));
  return ordered.filter(Boolean).join(' ').replace(/,$/, '');
}

/** The person and number Italian gives a subject: ἐγώ first person, a coordinated or neuter plural phrase plural. */
function subjectAgreement(subject: NounPhrase): Agreement {
  const lemma = subject.head.lemma;
  const person = subject.head.upos !== 'PRON' ? 3 : /^(ἐγώ|ἡμεῖς)$/.test(lemma) ? 1 : /^(σύ|ὑμεῖς)$/.test(lemma) ? 2 : 3;
  return { person, number: subject.coordinated.length > 0 ? 'P' : itNumber(subject.head) };
}

/**
 * The subject of a sentence with no verb at all (Ἡροδότου … ἀπόδεξις ἥδε, Πρεσβύτερος μὲν Ἀρταξέρξης): a
 * nominative with its article, else a name, a noun or a pronoun in the nominative, when something is said
 * of it: another word, not a genitive (a title), not the same word repeated (Θάλαττα θάλαττα is a cry).
 */
function nominalSubject(phrases: readonly NounPhrase[], loose: readonly Word[], negated: boolean): NounPhrase | undefined {
  const nominatives = phrases.filter((p) => caseOf(p) === 'Nom' && !p.preposition);
  const subject = nominatives.find((p) => p.article) ?? nominatives.find((p) => p.head.upos === 'PROPN') ?? nominatives.find((p) => isNominalHead(p.head) || p.head.upos === 'DET');
  if (!subject) return undefined;
  // A genitive says whose the subject is, nothing of it: Ἀρχὴ τοῦ εὐαγγελίου is a title.
  const said = [...phrases.filter((p) => p !== subject && caseOf(p) !== 'Gen').map((p) => p.head), ...loose, ...subject.modifiers.filter((m) => m.upos === 'ADJ' || m.upos === 'DET' || m.upos === 'PRON')];
  return negated || said.some((w) => w.lemma !== subject.head.lemma) ? subject : undefined;
}

/**
 * Without an article, what agrees with the subject of a nominal sentence is said of it (predicative
 * position): an adjective is the predicate (Πρεσβύτερος μὲν Ἀρταξέρξης → "Artaserse è più anziano"), a
 * demonstrative the subject and the noun what it is (ἀπόδεξις ἥδε → "questa è l'esposizione").
 */
function predicativeModifiers(subject: NounPhrase, phrases: NounPhrase[]): void {
  if (subject.article) return;
  const demonstrative = subject.modifiers.find((m) => DEMONSTRATIVES.has(m.lemma));
  if (demonstrative && isNominalHead(subject.head)) {
    const noun: NounPhrase = { ...subject, modifiers: subject.modifiers.filter((m) => m !== demonstrative), article: demonstrative, predicate: true };
    subject.head = demonstrative;
    subject.modifiers = [];
    subject.genitives = [];
    phrases.push(noun);
    return;
  }
  const adjectives = subject.modifiers.filter((m) => m.upos === 'ADJ');
  subject.modifiers = subject.modifiers.filter((m) => !adjectives.includes(m));
  for (const head of adjectives) phrases.push({ head, modifiers: [], genitives: [], coordinated: [], predicate: true });
}

/** The unsaid ἐστί / εἰσί of a nominal sentence, agreeing with its subject. */
function unsaidCopula(subject: Word): Word {
  const number = feat(subject, 'Number') === 'Plur' && feat(subject, 'Gender') !== 'Neut' ? 'Plur' : 'Sing';
  return { ...subject, form: 'ἐστί', lemma: 'εἰμί', upos: 'AUX', meaning: 'essere', known: true, middleMeaning: false, feats: { VerbForm: 'Fin', Mood: 'Ind', Tense: 'Pres', Voice: 'Act', Person: '3', Number: number } };
}

/** `a` + `i soldati` → `ai soldati`. */
function attachCasePreposition(preposition: string, phrase: string): string {
  const match = /^(il|lo|la|i|gli|le|l')( ?)(.*)$/.exec(phrase);
  if (!match) return `${preposition} ${phrase}`;
  const [, article = '', , rest = ''] = match;
  return attach(joinPreposition(preposition, article), rest);
}

/** The index of the last Greek word of a phrase. */
/**
 * ὁ παῖς ὁ γράφων: an article and participle right after a noun phrase in the same case and number is that
 * noun's attribute, said as a relative clause ("il ragazzo che scrive"), not a phrase of its own ("colui che scrive").
 */
function attachArticularParticiples(phrases: NounPhrase[]): void {
  for (let i = phrases.length - 1; i > 0; i--) {
    const [noun, p] = [phrases[i - 1]!, phrases[i]!];
    if (!p.article || !isParticiple(p.head) || p.modifiers.length > 0 || p.preposition || p.absolute) continue;
    if ((noun.head.upos !== 'NOUN' && noun.head.upos !== 'PROPN') || noun.participle || p.article.index !== lastIndexOf(noun) + 1) continue;
    const same = (['Case', 'Number'] as const).every((k) => feat(noun.head, k) === feat(p.head, k));
    if (!same) continue;
    noun.participle = p.head;
    phrases.splice(i, 1);
  }
}

function lastIndexOf(phrase: NounPhrase): number {
  return Math.max(phrase.head.index, ...phrase.modifiers.map((m) => m.index), ...phrase.genitives.map(lastIndexOf));
}

/** A phrase; a substantivised participle with its article reads as a relative clause. */
function renderPhrase(phrase: NounPhrase, subjectGender: ItGender | undefined): string {
  const head = phrase.head;
  if (phrase.article && isParticiple(head) && phrase.modifiers.length === 0) {
    const number = itNumber(head);
    const pronoun = number === 'P' ? 'quelli' : 'colui';
    const kase = feat(head, 'Case');
    const prefix = phrase.preposition ? `${phrase.preposition.italian} ` : kase === 'Gen' ? 'di ' : kase === 'Dat' ? 'a ' : '';
    return `${prefix}${pronoun} ${renderRelativeParticiple(head, number, 'M')}`;
  }
  if (phrase.predicate && !isNominalHead(head) && subjectGender) {
    return renderNounPhrase({ ...phrase, head: { ...head, feats: { ...head.feats, Gender: subjectGender === 'F' ? 'Fem' : 'Masc' } } });
  }
  return renderNounPhrase(phrase);
}
