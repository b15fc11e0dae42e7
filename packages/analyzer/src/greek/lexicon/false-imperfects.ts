/**
 * A reading the lexicon should not have: the corpus counts behind it (GLAUx) file some sigmatic aorists also as
 * imperfects of the same verb (ἐνίκησαν: aorist, and an "imperfect" no grammar knows — the imperfect is ἐνίκων).
 * An active indicative imperfect is left out where the same form is also that verb's aorist with the same person
 * and number, and the form ends as a sigmatic aorist (-σα, -σας, -σε(ν), -σαμεν, -σατε, -σαν after a letter other than
 * σ: ἔπρασσε stays an imperfect). Verbs in -μι keep theirs (ἐτίθεσαν, ἔφασαν are imperfects).
 * Example: `withoutFalseImperfects('ἐνίκησαν', [aorist, imperfect])` → [aorist].
 */
import type { TaggerModel } from '../../core/tagger/model';
import { greekBareKey } from '../normalize';
import type { GreekAnalysis } from './index';

const SIGMATIC_AORIST_ENDING = /[^σ]σ(α|ασ|ε|εν|αμεν|ατε|αν)$/u;
const IMPERFECT = /(^|\|)Aspect=Imp(\||$)/u;

function aoristTwin(feats: string): string {
  return feats.split('|').filter((f) => f !== 'Aspect=Imp').join('|');
}

/** A lexicon key (greekKey's output) without its marks: keying it again changes none of the lexicon's 411k keys. */
function bareOfKey(key: string): string {
  return key.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** `key`: the lexicon's key of the readings (greekKey's output). */
export function withoutFalseImperfects(key: string, analyses: GreekAnalysis[]): GreekAnalysis[] {
  if (!SIGMATIC_AORIST_ENDING.test(bareOfKey(key))) return analyses;
  const isFalse = (a: GreekAnalysis) => (a.upos === 'VERB' || a.upos === 'AUX') && IMPERFECT.test(a.feats) && a.feats.includes('Mood=Ind') && a.feats.includes('Voice=Act')
    && a.feats.includes('Tense=Past') && !/μι\d*$/u.test(greekBareKey(a.lemma))
    && analyses.some((b) => b !== a && b.lemma === a.lemma && b.upos === a.upos && b.feats === aoristTwin(a.feats));
  return analyses.some(isFalse) ? analyses.filter((a) => !isFalse(a)) : analyses;
}

/** A tag's part of speech and features, and its aorist twin when it is an active indicative imperfect. */
function falseImperfectTwin(tag: string): string | undefined {
  const bar = tag.indexOf('|');
  const upos = tag.slice(0, bar);
  const feats = tag.slice(bar + 1);
  if ((upos !== 'VERB' && upos !== 'AUX') || !IMPERFECT.test(feats) || !feats.includes('Mood=Ind') || !feats.includes('Voice=Act') || !feats.includes('Tense=Past')) return undefined;
  return `${upos}|${aoristTwin(feats)}`;
}

/**
 * The same rule for the tags training saw with a form (the model's tag dictionary): AGDT, too, files some sigmatic
 * aorists as imperfects (ἐνίκησαν: 4 of its 8). An imperfect tag is dropped where the form ends as a sigmatic aorist
 * and its aorist twin was seen too. Returns how many tags were dropped.
 */
export function dropFalseImperfectTags(model: TaggerModel): number {
  let dropped = 0;
  const { tags } = model.tagset;
  for (const [key, entry] of model.dict.byForm) {
    if (!SIGMATIC_AORIST_ENDING.test(greekBareKey(key))) continue;
    const seen = new Set(Array.from(entry.ids, (id) => tags[id]!));
    const kept = entry.ids.filter((id) => {
      const twin = falseImperfectTwin(tags[id]!);
      return twin === undefined || !seen.has(twin);
    });
    if (kept.length === entry.ids.length) continue;
    dropped += entry.ids.length - kept.length;
    model.dict.byForm.set(key, { ids: kept, count: entry.count });
  }
  return dropped;
}
