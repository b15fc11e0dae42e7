/**
 * An apposition after a phrase with a preposition, cut off by a comma (`ex nobili femina, captiva tamen et
 * ancilla`): its nouns and adjectives, whatever case the tagger read, are said of the preposition's noun,
 * without article or preposition and agreeing with it — "da una donna nobile, tuttavia prigioniera e serva".
 * The stretch becomes one word of fixed Italian, its adverbs first.
 * Example: `prepositionalAppositions(words of 'ex nobili femina, captiva tamen et ancilla.')`.
 */
import { agreeAdjective, pluralOfMeaning } from '../../core/translate/italian-morphology';
import type { ItGender } from '../../core/translate/italian-articles';
import { canBe, gendersOf } from './cases';
import { feat, type Word } from './lexical';

const STRETCH = new Set(['NOUN', 'ADJ', 'ADV', 'CCONJ']);

/** The preposition's noun right before the comma at `comma`, if the words before it are a prepositional phrase. */
function prepositionalHead(words: readonly Word[], comma: number): Word | undefined {
  const head = words[comma - 1];
  if (!head || head.upos !== 'NOUN') return undefined;
  for (let k = comma - 2; k >= 0; k--) {
    const w = words[k]!;
    if (w.upos === 'ADP') return head;
    if (w.upos !== 'ADJ' && w.upos !== 'DET' && w.upos !== 'NOUN') return undefined;
  }
  return undefined;
}

function sayStretch(stretch: readonly Word[], gender: ItGender, number: 'S' | 'P'): string {
  const adverbs = stretch.filter((w) => w.upos === 'ADV').map((w) => w.meaning);
  const rest = stretch.filter((w) => w.upos !== 'ADV').map((w) => {
    if (w.upos === 'ADJ') return agreeAdjective(w.meaning, gender, number);
    if (w.upos === 'NOUN') return number === 'P' ? pluralOfMeaning(w.meaning, gender) : w.meaning;
    return w.meaning;
  });
  return [...adverbs, ...rest].join(' ');
}

export function prepositionalAppositions(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    out.push(word);
    if (word.form !== ',') continue;
    const head = prepositionalHead(words, i);
    if (!head) continue;
    let end = i + 1;
    while (end < words.length && STRETCH.has(words[end]!.upos)) end++;
    const stretch = words.slice(i + 1, end);
    const nominal = stretch.filter((w) => w.upos === 'NOUN' || w.upos === 'ADJ');
    const closed = end === words.length || words[end]!.upos === 'PUNCT';
    const kase = feat(head, 'Case') ?? '';
    const number = feat(head, 'Number') ?? 'Sing';
    const latinGender = feat(head, 'Gender');
    const agreeing = (w: Word) => canBe(w, kase, number) && (!latinGender || (w.upos === 'ADJ' ? gendersOf({ ...w, feats: { ...w.feats, Case: kase, Number: number } }).concat(feat(w, 'Gender') ?? '').some((g) => g.includes(latinGender)) : feat(w, 'Gender') === latinGender));
    if (!closed || nominal.length === 0 || stretch[0]!.upos === 'CCONJ' || !nominal.every(agreeing)) continue;
    const gender: ItGender = latinGender === 'Fem' ? 'F' : 'M';
    out.push({ ...stretch[0]!, upos: 'ADV', lemma: stretch[0]!.lemma, feats: {}, meaning: sayStretch(stretch, gender, number === 'Plur' ? 'P' : 'S'), fixed: true });
    i = end - 1;
  }
  return out;
}
