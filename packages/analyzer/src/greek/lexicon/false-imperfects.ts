/**
 * A reading the lexicon should not have: the corpus counts behind it (GLAUx) file some sigmatic aorists also as
 * imperfects of the same verb (ἐνίκησαν: aorist, and an "imperfect" no grammar knows — the imperfect is ἐνίκων).
 * An active indicative imperfect is left out where the same form is also that verb's aorist with the same person
 * and number, and the form ends as a sigmatic aorist (-σα, -σας, -σε(ν), -σαμεν, -σατε, -σαν after a letter other than
 * σ: ἔπρασσε stays an imperfect). Verbs in -μι keep theirs (ἐτίθεσαν, ἔφασαν are imperfects).
 * Example: `withoutFalseImperfects('ἐνίκησαν', [aorist, imperfect])` → [aorist].
 */
import { greekBareKey } from '../normalize';
import type { GreekAnalysis } from './index';

const SIGMATIC_AORIST_ENDING = /[^σ]σ(α|ασ|ε|εν|αμεν|ατε|αν)$/u;
const IMPERFECT = /(^|\|)Aspect=Imp(\||$)/u;

function aoristTwin(feats: string): string {
  return feats.split('|').filter((f) => f !== 'Aspect=Imp').join('|');
}

export function withoutFalseImperfects(key: string, analyses: GreekAnalysis[]): GreekAnalysis[] {
  if (!SIGMATIC_AORIST_ENDING.test(greekBareKey(key))) return analyses;
  const isFalse = (a: GreekAnalysis) => (a.upos === 'VERB' || a.upos === 'AUX') && IMPERFECT.test(a.feats) && a.feats.includes('Mood=Ind') && a.feats.includes('Voice=Act')
    && a.feats.includes('Tense=Past') && !/μι\d*$/u.test(greekBareKey(a.lemma))
    && analyses.some((b) => b !== a && b.lemma === a.lemma && b.upos === a.upos && b.feats === aoristTwin(a.feats));
  return analyses.some(isFalse) ? analyses.filter((a) => !isFalse(a)) : analyses;
}
