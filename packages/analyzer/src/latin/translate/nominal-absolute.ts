/**
 * The ablative absolute of a name and a title, without a participle (`Cicerone consule`, `Tarquinio rege`,
 * `Caesare duce`): standing alone between the start of the sentence or a comma and a comma, it is said
 * "essendo console Cicerone", the way school translations give `M. Messalla et M. Pisone consulibus`
 * ("essendo consoli Marco Messalla e Marco Pisone").
 * Example: `nominalAbsolutes(words of 'Cicerone consule, …')` → one word "essendo console Cicerone", then the rest.
 */
import { pluralOfMeaning } from '../../core/translate/italian-morphology';
import { canBe } from './cases';
import { feat, type Word } from './lexical';

/** Titles that make an ablative absolute with a name, with their Italian. */
const ABSOLUTE_TITLES: ReadonlyMap<string, string> = new Map([
  ['consul', 'console'], ['dux', 'comandante'], ['rex', 're'], ['imperator', 'comandante'], ['praetor', 'pretore'],
  ['dictator', 'dittatore'], ['tribunus', 'tribuno'], ['censor', 'censore'],
]);

/** The title a word can be in the ablative (its own reading or another of its form: `consule`, not consulo). */
function titleOf(word: Word): { italian: string; number: string } | undefined {
  const readings = [{ lemma: word.lemma, upos: word.upos, feats: word.feats }, ...(word.token.alternatives ?? []).map((a) => a.analysis)];
  for (const r of readings) {
    const italian = ABSOLUTE_TITLES.get(r.lemma.toLowerCase());
    if (italian && r.upos === 'NOUN' && r.feats['Case'] === 'Abl') return { italian, number: r.feats['Number'] ?? 'Sing' };
  }
  return undefined;
}

/** A name: a proper noun, or a capitalised word the tagger read otherwise (`Tarquinio` at the start). */
const isName = (w: Word) => w.upos === 'PROPN' || (/^\p{Lu}/u.test(w.form) && w.upos !== 'NOUN' && w.upos !== 'VERB');

const isBoundary = (w: Word | undefined) => w === undefined || (w.upos === 'PUNCT' && /^[,;:.!?]$/.test(w.form));

/** The names and the title of a window of words, when it is such an absolute. */
function absoluteOf(window: readonly Word[]): { title: string; names: string } | undefined {
  // The title stands at either end (`Cicerone consule`, `consule Cicerone`).
  const [first, last] = [window[0], window[window.length - 1]];
  const atEnd = last ? titleOf(last) : undefined;
  const title = atEnd ?? (first ? titleOf(first) : undefined);
  if (!title || window.length < 2) return undefined;
  const rest = atEnd ? window.slice(0, -1) : window.slice(1);
  if (rest.some((w) => !isName(w) && w.upos !== 'CCONJ') || rest[0]!.upos === 'CCONJ') return undefined;
  if (rest.some((w) => w.upos === 'PROPN' && !canBe(w, 'Abl', feat(w, 'Number') ?? 'Sing'))) return undefined;
  const names = rest.map((w) => (w.upos === 'CCONJ' ? 'e' : w.meaning.charAt(0).toUpperCase() + w.meaning.slice(1))).join(' ');
  return { title: title.number === 'Plur' ? pluralOfMeaning(title.italian, 'M') : title.italian, names };
}

/**
 * Inside a clause, without commas: names right before a title in the ablative, not after a preposition
 * (`Is M. Messala et M. Pisone consulibus … coniurationem fecit`). Returns the first and last word of one.
 */
function innerAbsolute(words: readonly Word[]): { start: number; end: number } | undefined {
  for (let t = 1; t < words.length; t++) {
    if (!titleOf(words[t]!) || words[t]!.upos === 'PROPN') continue;
    let start = t;
    const ablativeName = (w: Word) => w.upos === 'PROPN' && canBe(w, 'Abl', feat(w, 'Number') ?? 'Sing');
    while (start > 0 && (ablativeName(words[start - 1]!) || words[start - 1]!.upos === 'CCONJ')) start--;
    while (start < t && words[start]!.upos === 'CCONJ') start++;
    if (start === t || words[start - 1]?.upos === 'ADP') continue;
    if (!words.slice(start, t).some((w) => w.upos === 'PROPN')) continue;
    return { start, end: t };
  }
  return undefined;
}

export function nominalAbsolutes(words: readonly Word[]): Word[] {
  const inner = innerAbsolute(words);
  if (inner) {
    const found = absoluteOf(words.slice(inner.start, inner.end + 1));
    if (found) {
      const word: Word = { ...words[inner.start]!, upos: 'ADV', lemma: 'essendo', feats: {}, meaning: `essendo ${found.title} ${found.names}`, fixed: true };
      const comma = (w: Word): Word => ({ ...w, form: ',', lemma: ',', upos: 'PUNCT', feats: {}, meaning: ',' });
      // Said between commas, as Italian does with an implicit clause.
      const before = inner.start > 0 && words[inner.start - 1]!.upos !== 'PUNCT' ? [comma(words[inner.start - 1]!)] : [];
      const after = words[inner.end + 1] && words[inner.end + 1]!.upos !== 'PUNCT' ? [comma(words[inner.end]!)] : [];
      return nominalAbsolutes([...words.slice(0, inner.start), ...before, word, ...after, ...words.slice(inner.end + 1)]);
    }
  }
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    if (isBoundary(words[start - 1]) && !isBoundary(words[start])) {
      let end = start;
      while (end < words.length && !isBoundary(words[end])) end++;
      // Closed by a comma: a window alone before the rest of the sentence.
      const found = words[end]?.form === ',' ? absoluteOf(words.slice(start, end)) : undefined;
      if (found) {
        out.push({ ...words[start]!, upos: 'ADV', lemma: 'essendo', feats: {}, meaning: `essendo ${found.title} ${found.names}`, fixed: true });
        i = end;
        continue;
      }
    }
    out.push(words[i]!);
    i++;
  }
  return out;
}
