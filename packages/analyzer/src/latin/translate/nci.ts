/**
 * The nominative and infinitive: a verb of saying or thinking in the passive with an infinitive
 * (`Romulus urbem condidisse dicitur`, `Priori Remo augurium venisse fertur`) is Italian "si dice che" with
 * the infinitive a subjunctive of the subject it has in the nominative, in the tense the sequence asks for
 * (present infinitive → presente or imperfetto, perfect → passato or trapassato): "si dice che a Remo sia
 * giunto l'augurio".
 */
import type { Feats } from '../../core/types';
import type { AciSplit } from './aci';
import { feat, type Word } from './lexical';

/** Passive verbs of saying and thinking and the Italian impersonal they become ("si dice", "si crede"). */
const IMPERSONAL: ReadonlyMap<string, string> = new Map(Object.entries({
  dico: 'dirsi', fero: 'dirsi', trado: 'tramandarsi', narro: 'narrarsi', nuntio: 'annunciarsi',
  puto: 'credersi', existimo: 'credersi', credo: 'credersi', arbitror: 'credersi', iudico: 'credersi',
}));

const isFinite = (w: Word) => feat(w, 'VerbForm') === 'Fin';

export function splitNci(words: readonly Word[]): AciSplit | undefined {
  const verb = words.find((w) => isFinite(w) && feat(w, 'Voice') === 'Pass' && !w.deponent && (feat(w, 'Person') ?? '3') === '3' && IMPERSONAL.has(w.lemma.toLowerCase()));
  const infinitives = words.filter((w) => feat(w, 'VerbForm') === 'Inf');
  if (!verb || infinitives.length === 0 || words.filter(isFinite).length > 1) return undefined;
  const head = infinitives[infinitives.length - 1]!;
  const subject = words.find((w) => (w.upos === 'NOUN' || w.upos === 'PROPN' || w.upos === 'PRON') && feat(w, 'Case') === 'Nom');
  const past = feat(verb, 'Tense') === 'Past' || feat(verb, 'Tense') === 'Pqp';
  const perfect = feat(head, 'Aspect') === 'Perf' || feat(head, 'Tense') === 'Past';
  const [tense, aspect] = perfect ? (past ? ['Pqp', 'Perf'] : ['Past', 'Perf']) : past ? ['Past', 'Imp'] : ['Pres', 'Imp'];
  const finiteFeats: Feats = { ...head.feats, VerbForm: 'Fin', Mood: 'Sub', Person: '3', Number: feat(subject ?? verb, 'Number') ?? 'Sing', Tense: tense, Aspect: aspect };
  const impersonal: Word = { ...verb, meaning: IMPERSONAL.get(verb.lemma.toLowerCase())!, fixed: true, feats: { ...verb.feats, Voice: 'Act', Number: 'Sing' } };
  const verbAt = words.indexOf(verb);
  const negation = verbAt > 0 && /^(non|haud)$/i.test(words[verbAt - 1]!.lemma) ? words[verbAt - 1] : undefined;
  const main = [...(negation ? [negation] : []), impersonal];
  const aci = words.filter((w) => w !== verb && w !== negation).map((w) => (w === head ? { ...w, feats: finiteFeats } : w));
  return { main, aci, link: 'che' };
}
