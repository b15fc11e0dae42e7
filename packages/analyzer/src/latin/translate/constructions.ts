/**
 * Constructions read over a whole sentence before its clauses are built, each turning Latin words into the
 * words Italian says:
 * - `ad` before a number is "circa" (`ad duodecim` → "circa dodici", `vicos ad quadringentos` → "circa
 *   quattrocento villaggi"); `omnino` beside a number is "in tutto" (`itinera duo omnino`);
 * - a relative that repeats its antecedent's noun says it once (`itinera duo, quibus itineribus` → "due
 *   vie, per le quali");
 * - `curo` with a gerundive is "fare" + infinitive (`pontem faciendum curat` → "fa fare il ponte");
 * - `quod` after a finite verb and a comma is "because", not the relative; right after a neuter noun the
 *   relative, not "because";
 * - `quam diu` outside a question is "finché";
 * - the words called out after `o` are vocatives (`O tempora, o mores!` → "O tempi, o costumi!").
 */
import { feat, type Word } from './lexical';

/** Italian number words, as the numerals' meanings give them. */
const NUMBER_WORD = /^(uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|\S*(dici|venti|trenta|anta|cento|mila|mille))$/;

function isNumber(word: Word | undefined): word is Word {
  return word !== undefined && (word.upos === 'NUM' || word.upos === 'ADJ') && NUMBER_WORD.test(word.meaning);
}

/** `ad duodecim` → "circa dodici": the preposition goes, the numeral says "circa"; `omnino duo` "in tutto due". */
function approximateNumbers(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  const counted = (i: number) => [words[i - 2], words[i - 1], words[i + 1], words[i + 2]].some((w) => isNumber(w));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (word.upos === 'ADP' && word.lemma.toLowerCase() === 'ad' && isNumber(next)) {
      out.push({ ...next, upos: 'NUM', meaning: `circa ${next.meaning}`, fixed: true });
      i++;
      continue;
    }
    if (word.upos === 'ADV' && word.lemma.toLowerCase() === 'omnino' && counted(i)) {
      out.push({ ...word, meaning: 'in tutto', fixed: true });
      continue;
    }
    out.push(word);
  }
  return out;
}

/** `quibus itineribus` after `itinera`: the relative's repeated noun is left out. */
function repeatedAntecedents(words: readonly Word[]): Word[] {
  return words.filter((word, i) => {
    const before = words[i - 1];
    if (!before || word.upos !== 'NOUN' || before.upos !== 'PRON' || feat(before, 'PronType') !== 'Rel') return true;
    if (feat(before, 'Case') !== feat(word, 'Case')) return true;
    return !words.slice(0, i - 1).some((w) => w.lemma.toLowerCase() === word.lemma.toLowerCase());
  });
}

/** `pontem faciendum curat` → "fa fare il ponte": `curo` is "fare", the gerundive its infinitive. */
function causative(words: readonly Word[]): Word[] {
  const curo = words.find((w) => w.lemma.toLowerCase() === 'curo' && feat(w, 'VerbForm') === 'Fin');
  const gerundive = words.find((w) => feat(w, 'VerbForm') === 'Gdv' && Math.abs(w.index - (curo?.index ?? -99)) <= 3);
  if (!curo || !gerundive) return [...words];
  const { Case: _case, Gender: _gender, Number: _number, ...feats } = gerundive.feats;
  return words.map((w) => {
    if (w === curo) return { ...w, meaning: 'fare' };
    if (w === gerundive) return { ...w, feats: { ...feats, VerbForm: 'Inf', Tense: 'Pres', Voice: 'Act' } };
    return w;
  });
}

/** Nominative when no other nominative stands before the clause's finite verb, else accusative. */
function relativeCase(words: readonly Word[], from: number): string {
  for (const word of words.slice(from + 1)) {
    if (word.upos === 'PUNCT' || (word.upos === 'VERB' && feat(word, 'VerbForm') === 'Fin')) break;
    if ((word.upos === 'NOUN' || word.upos === 'PROPN') && feat(word, 'Case') === 'Nom') return 'Acc';
  }
  return 'Nom';
}

/** The nearest noun before `quod`, with no punctuation between, is neuter singular. */
function neuterAntecedent(words: readonly Word[], at: number): boolean {
  for (let j = at - 1; j >= 0; j--) {
    const word = words[j]!;
    if (word.upos === 'PUNCT') return false;
    if (word.upos === 'NOUN') return feat(word, 'Gender') === 'Neut' && feat(word, 'Number') === 'Sing';
  }
  return false;
}

/**
 * `quod` after a finite verb and a comma, or after a comma whose nearest noun before is not neuter singular, is "because", not
 * the relative (`persuasit, quod … continentur`);
 * read as "because" after a neuter singular noun, with no punctuation between, it is the relative
 * (`Bellum … quod populus Romanus … gessit` → "la guerra che il popolo romano …").
 */
function quod(words: readonly Word[]): Word[] {
  return words.map((word, i) => {
    const [comma, verb] = [words[i - 1], words[i - 2]];
    if (word.form.toLowerCase() === 'quod' && word.upos === 'SCONJ' && neuterAntecedent(words, i)) {
      const feats = { PronType: 'Rel', Case: relativeCase(words, i), Gender: 'Neut', Number: 'Sing' };
      return { ...word, lemma: 'qui', upos: 'PRON', feats, meaning: 'che' };
    }
    if (word.form.toLowerCase() !== 'quod' || word.upos !== 'PRON' || comma?.form !== ',') return word;
    // After a comma with no neuter singular word before it to hang on, it is "because" too (`versatus est in
    // Sabinis, quod ibi heredium … habebat` → "perché").
    const nearest = words.slice(0, i).reverse().find((w) => w.upos === 'NOUN' || w.upos === 'PROPN' || w.upos === 'PRON' || w.upos === 'DET');
    const antecedent = nearest !== undefined && nearest.upos !== 'PROPN' && (feat(nearest, 'Gender') ?? 'Neut').includes('Neut') && feat(nearest, 'Number') !== 'Plur';
    if ((!verb || feat(verb, 'VerbForm') !== 'Fin') && antecedent) return word;
    return { ...word, lemma: 'quod', upos: 'SCONJ', feats: {}, meaning: 'perché' };
  });
}

/** The words called out after the interjection `o` are vocatives (`O tempora, o mores!`), said without article. */
function exclamations(words: readonly Word[]): Word[] {
  return words.map((word, i) => {
    const before = words[i - 1];
    const called = before?.lemma.toLowerCase() === 'o' || (before && words[i - 2]?.lemma.toLowerCase() === 'o' && before.upos === 'ADJ');
    return called && (word.upos === 'NOUN' || word.upos === 'ADJ' || word.upos === 'PROPN') && feat(word, 'Case') !== 'Voc' ? { ...word, feats: { ...word.feats, Case: 'Voc' } } : word;
  });
}

/**
 * `quam diu` (the idiom "per quanto tempo") asks only in a question: in a statement it opens a clause,
 * "finché" (`Quam diu quisquam erit qui te defendere audeat, vives.` → "Finché qualcuno sarà …, vivrai.").
 */
function howLong(words: readonly Word[]): Word[] {
  if (words.some((w) => w.form === '?')) return [...words];
  return words.map((w) => (w.fixed && w.form.toLowerCase() === 'quam' && w.meaning === 'per quanto tempo' ? { ...w, upos: 'SCONJ', meaning: 'finché' } : w));
}

export function readConstructions(words: readonly Word[]): Word[] {
  return causative(repeatedAntecedents(approximateNumbers(quod(exclamations(howLong(words))))));
}
