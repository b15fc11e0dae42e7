/**
 * The reading of a word once the tagger has chosen its tag: the lexicon's most frequent reading with that tag, with
 * its lemma (what students look up: Κῦρος, τίς, the lemma the Italian meanings know); beside it, as
 * `treebankLemma`, the one the treebanks gave this form with this tag when training saw the pair (their majority),
 * else the treebanks' lemma for the lexicon's (conventions.ts), which the CoNLL-U output writes. A tag no lexicon reading has (the
 * form is unknown, or training saw it with another tag) takes the lemma training learnt for the form, or builds
 * one from the ending (an edit script, lemmatizer.ts): a guess, marked as such, unless training saw the pair.
 * Example: `chooseReading(info('ἐνίκησαν'), 'VERB|Mood=Ind|…')` → `{ lemma: 'νικάω', … }`.
 */
import type { TaggerModel } from '../../core/tagger/model';
import type { Upos } from '../../core/types';
import type { GreekAnalysis } from '../lexicon/index';
import { variantOf } from '../lexicon/variant';
import { displayLemma, greekKey, isCapitalizedGreek } from '../normalize';
import { OWN_LEMMA_CONVENTIONS, type GreekConventionTables } from './conventions';
import { greekTag, splitGreekTag, type GreekFormInfo } from './form-info';

export interface GreekChooser {
  choose(form: string, info: GreekFormInfo, tag: string): GreekAnalysis;
  /**
   * The form's reading with this tag and lemma (the indefinite τις where the tagger's choice was τίς: indefinite.ts),
   * its treebank lemma from the conventions alone (what training saw with the form is the other lemma's); undefined
   * when the lexicon has no such reading.
   */
  chooseLemma(info: GreekFormInfo, tag: string, lemma: string): GreekAnalysis | undefined;
}

/** A word's first letter without case or diacritics. */
function firstLetter(word: string): string {
  return word.normalize('NFD').charAt(0).toLowerCase();
}

/** Final sigma where a lemma built from a key ends in σ. */
function spelled(lemma: string): string {
  return lemma.replace(/σ$/u, 'ς');
}

/** The annotations whose lemma habits training learnt apart (conventions.ts). */
const ANNOTATIONS = ['agdt', 'homer', 'verse', 'ptnk', 'proiel'];

/**
 * `convention`: the treebank the tagger follows (language.ts). For one of OWN_LEMMA_CONVENTIONS (PROIEL) the
 * treebank lemma is its own where it has one: its lemma of the form and tag, else of the lexicon lemma, else the
 * others' majority. For the others, of the treebanks' lemmas the one training saw most with the form is another
 * treebank's habit at times (the Septuagint's γίνομαι for γίγνομαι, in PTNK): the convention's own treebank, which
 * does not write it, then keeps its own.
 */
export function createGreekChooser(model: TaggerModel, conventions: GreekConventionTables, convention = 'agdt'): GreekChooser {
  const memo = new Map<string, GreekAnalysis>();
  const own = OWN_LEMMA_CONVENTIONS.has(convention) ? convention : undefined;
  const others = ANNOTATIONS.filter((a) => a !== convention);
  const ownLemma = (lexiconLemma: string, lemma: string): string => {
    const kept = conventions.lemmas.get(`${convention}\t${lexiconLemma}`);
    if (kept === lemma || !others.some((a) => conventions.lemmas.get(`${a}\t${lexiconLemma}`) === lemma)) return lemma;
    return kept ?? lexiconLemma;
  };
  const choose = (form: string, info: GreekFormInfo, tag: string): GreekAnalysis => {
    const reading = info.analyses.find((a) => greekTag(a.upos, a.feats) === tag);
    const learnt = model.lemmatize(info.key, tag, own);
    if (reading) {
      const lexiconLemma = displayLemma(reading.lemma);
      const proielLemma = own && !learnt.own ? conventions.lemmas.get(`${own}\t${lexiconLemma}`) : undefined;
      const found = proielLemma ?? (learnt.seen ? learnt.lemma : conventions.lemmas.get(lexiconLemma));
      const lemma = found === undefined || own ? found : ownLemma(lexiconLemma, found);
      if (lemma === undefined || lemma === lexiconLemma) return reading;
      return variantOf(reading, { treebankLemma: lemma });
    }
    const { upos, feats } = splitGreekTag(tag);
    let lemma = spelled(learnt.lemma);
    // An ending's script learnt from a name (key in lower case, lemma capitalised) rewrites the whole word: a guess
    // that does not keep the form's first letter is no guess at all, and the form stands for its lemma.
    if (!learnt.seen && firstLetter(lemma) !== firstLetter(form)) lemma = spelled(greekKey(form).replace(/’$/u, ''));
    if (upos === 'PROPN' && isCapitalizedGreek(form)) lemma = lemma.charAt(0).toUpperCase() + lemma.slice(1);
    const out: GreekAnalysis = { lemma, upos: upos as Upos, feats, score: 0 };
    if (!learnt.seen) out.guess = true;
    return out;
  };
  return {
    choose(form, info, tag) {
      const id = `${form}\t${tag}`;
      let out = memo.get(id);
      if (out === undefined) {
        if (memo.size > 200_000) memo.clear();
        memo.set(id, (out = choose(form, info, tag)));
      }
      return out;
    },
    chooseLemma(info, tag, lemma) {
      const reading = info.analyses.find((a) => displayLemma(a.lemma) === lemma && greekTag(a.upos, a.feats) === tag);
      if (!reading) return undefined;
      const found = (own && conventions.lemmas.get(`${own}\t${lemma}`)) || conventions.lemmas.get(lemma);
      const written = found === undefined || own ? found : ownLemma(lemma, found);
      return written === undefined || written === lemma ? reading : variantOf(reading, { treebankLemma: written });
    },
  };
}
