/**
 * Turns the Greek treebanks into tagger training sentences. Versio's tags are the lexicon's readings: each gold
 * token takes the tag of the lexicon reading with its lemma and features (features only, when the treebank's
 * lemma differs from Morpheus'), so that the tagger learns to choose among the very readings it is offered;
 * a token no reading matches keeps its gold tag (AGDT's names as PROPN). AGDT's gold comes from its 9-position
 * tag (agdt.ts), PTNK's from UPOS and FEATS read into Versio's features (features.ts). The sentence also
 * records, per token, the treebank's own part of speech and the lexicon lemma of the matched reading, from
 * which training learns each treebank's part-of-speech choices and the lemmas it writes instead of Morpheus'.
 */
import { parseConllu, wordRows } from '../../core/conllu';
import type { TrainingSentence } from '../../core/tagger/train';
import { parseFeats } from '../../core/types';
import type { GreekAnalysis, GreekLexicon } from '../lexicon/index';
import { displayLemma } from '../normalize';
import { formInfoOf, greekTag, isWordForm } from '../tagger/form-info';
import { PLAIN_COPY_EVERY } from '../tagger/train-options';
import { agdtToUd, treebankLemma } from './agdt';
import { canonicalFeats, type GreekConvention } from './features';
import { readConlluText } from './treebanks';

export interface GreekTrainingSentence extends TrainingSentence {
  /** The treebank's own UPOS of each token. */
  goldUpos: string[];
  /** The lexicon lemma of the reading each token was matched to (null: none matched). */
  lexiconLemmas: (string | null)[];
  /**
   * The annotation the sentence's conventions are learnt under: its treebank, but `homer` for AGDT's Homer
   * (release 1.6, tlg0012), annotated otherwise than the 2.1 texts UD Perseus was converted from (αὐτός ADJ), and
   * `verse` for its other verse (greekAnnotation).
   */
  annotation: string;
}

/** Where AGDT's Homer is: its sent_id names the Iliad and the Odyssey (tlg0012). */
const HOMER = /^# sent_id = tlg0012\./u;
/** AGDT's verse besides Homer: Hesiod (tlg0020), the Hymn to Demeter (tlg0013), Sophocles (tlg0011), Aeschylus (tlg0085). */
const VERSE = /^# sent_id = tlg00(?:11|13|20|85)\./u;

/** Parts of speech of function words whose role the treebanks tell apart (ADV, CCONJ, SCONJ; PART is an ADV). */
const FUNCTION_ROLES = new Set(['ADV', 'PART', 'CCONJ', 'SCONJ']);
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'PRON', 'DET', 'NUM']);
const VERBAL = new Set(['VERB', 'AUX']);

function family(upos: string): number {
  return NOMINAL.has(upos) ? 0 : VERBAL.has(upos) ? 1 : 2;
}

/**
 * Whether a lexicon reading's features are the gold ones (gender alternatives overlapping). A gender, person or
 * degree only the lexicon gives does not count: the treebanks leave them out at times (AGDT's crasis κἀγώ has no
 * person, adverbs no degree: μάλιστα `_`, Morpheus `Degree=Sup`).
 */
export function featsMatch(lexicon: string, gold: string): boolean {
  const a = parseFeats(lexicon);
  const b = parseFeats(gold);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (x === y || (y === UNSET && UNDERSPECIFIED.has(key))) continue;
    if (key === 'Gender' && x && y && x.split(',').some((g) => y.split(',').includes(g))) continue;
    return false;
  }
  return true;
}

const UNSET = undefined;
/** Features a treebank may leave out where the lexicon gives them. */
const UNDERSPECIFIED = new Set(['Gender', 'Person', 'Degree']);

/** How close a lexicon UPOS is to a treebank's: the same (2), the same kind of word (1), another (0). */
function closeness(lexicon: string, gold: string): number {
  if (lexicon === gold || (gold === 'ADV' && lexicon === 'PART') || (gold === 'NOUN' && lexicon === 'PROPN')) return 2;
  return family(lexicon) === family(gold) ? 1 : 0;
}

/**
 * The lexicon reading a gold token is: same lemma and features (of several, the one whose part of speech is
 * closest to the gold one: ὡς ADV or SCONJ), else same features and part of speech (γίνομαι for γίγνομαι; not the
 * noun μής for the pronoun μου).
 */
export function matchReading(analyses: readonly GreekAnalysis[], lemma: string, upos: string, feats: string): GreekAnalysis | undefined {
  let best: GreekAnalysis | undefined;
  let bestCloseness = -1;
  let sameFeats: GreekAnalysis | undefined;
  for (const a of analyses) {
    if (!featsMatch(a.feats, feats)) continue;
    if (displayLemma(a.lemma) === lemma) {
      const c = closeness(a.upos, upos);
      if (c > bestCloseness) [best, bestCloseness] = [a, c];
    } else if (!sameFeats && closeness(a.upos, upos) === 2) sameFeats = a;
  }
  return best ?? sameFeats;
}

/** A form as typed without diacritics: `ἀνθρώπῳ` → `ανθρωπω`. */
export function plainSpelling(form: string): string {
  return form.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').normalize('NFC');
}

/**
 * The sentence as a student might type it, without accents or breathings (λογος): the same gold tags, the
 * forms' keys and candidates as the analyzer finds them for such input (every accented spelling's readings).
 */
export function plainCopy(s: GreekTrainingSentence, lexicon: GreekLexicon): GreekTrainingSentence {
  const copy: GreekTrainingSentence = { ...s, forms: [], keys: [], candidates: [], priors: [] };
  s.forms.forEach((form, index) => {
    const plain = plainSpelling(form);
    const info = isWordForm(plain) ? formInfoOf(lexicon, plain, index > 0) : { key: plain, analyses: [], tags: null, priors: null };
    copy.forms.push(plain);
    copy.keys.push(info.key);
    copy.candidates.push(info.tags);
    copy.priors!.push(info.priors);
  });
  return copy;
}

/**
 * What the tagger learns from treebank sentences: each of them, and one in PLAIN_COPY_EVERY again as typed
 * without accents (the conventions are learnt from the treebank sentences, each once).
 */
export function withPlainCopies(sentences: readonly GreekTrainingSentence[], lexicon: GreekLexicon): GreekTrainingSentence[] {
  return [...sentences, ...sentences.filter((_, i) => i % PLAIN_COPY_EVERY === 0).map((s) => plainCopy(s, lexicon))];
}

/**
 * The annotation a sentence's conventions are learnt under (its comment lines): AGDT's Homer and its other verse
 * apart, whose annotators write οὗτος, ἐκεῖνος, οὐδείς as ADJ where the prose texts UD Perseus' dev file resembles
 * write PRON; the UD Perseus output follows AGDT's prose (`agdt`).
 */
export function greekAnnotation(convention: GreekConvention, comments: readonly string[]): string {
  if (convention !== 'agdt') return convention;
  if (comments.some((c) => HOMER.test(c))) return 'homer';
  return comments.some((c) => VERSE.test(c)) ? 'verse' : convention;
}

/** Reads one treebank file into training sentences. */
export function readGreekTrainingSentences(path: string, convention: GreekConvention, lexicon: GreekLexicon): GreekTrainingSentence[] {
  const out: GreekTrainingSentence[] = [];
  for (const sentence of parseConllu(readConlluText(path))) {
    const rows = wordRows(sentence);
    if (rows.length === 0) continue;
    const s: GreekTrainingSentence = {
      forms: [], keys: [], tags: [], lemmas: [], lemmaKeys: [], candidates: [], priors: [], convention, goldUpos: [], lexiconLemmas: [],
      lexiconLemmaKeys: [], annotation: greekAnnotation(convention, sentence.lines.filter((l) => l.kind === 'comment').map((l) => l.text)),
    };
    for (const [index, c] of rows.entries()) {
      const form = c[1]!.normalize('NFC');
      const lemma = treebankLemma(c[2]!);
      const gold = convention === 'agdt' ? agdtToUd(c[4]!, c[2]!) : { upos: c[3]!, feats: canonicalFeats(c[5]!, convention) };
      // Punctuation is no word of the lexicon (which lists `,` as a conjunction), as at tagging time.
      const info = isWordForm(form) ? formInfoOf(lexicon, form, index > 0) : { key: form, analyses: [], tags: null, priors: null };
      const found = matchReading(info.analyses, lemma, gold.upos, gold.feats);
      // A function word in another role than the lexicon's (adverbial καί "also", μή as an adverb) keeps its gold
      // part of speech, so that the tagger learns to tell the roles apart in context.
      const match = found && FUNCTION_ROLES.has(gold.upos) && FUNCTION_ROLES.has(found.upos) && closeness(found.upos, gold.upos) < 2 ? undefined : found;
      const upos = match ? match.upos : gold.upos === 'NOUN' && /^\p{Lu}/u.test(lemma) ? 'PROPN' : gold.upos;
      const tag = match ? greekTag(match.upos, match.feats) : greekTag(upos, gold.feats);
      s.forms.push(form);
      s.keys.push(info.key);
      s.tags.push(tag);
      s.lemmas.push(lemma);
      s.lemmaKeys.push(lemma);
      s.candidates.push(info.tags);
      s.priors!.push(info.priors);
      s.goldUpos.push(gold.upos);
      s.lexiconLemmas.push(match ? displayLemma(match.lemma) : null);
      s.lexiconLemmaKeys!.push(match ? displayLemma(match.lemma) : null);
    }
    out.push(s);
  }
  return out;
}
