/**
 * The dative a verb or a dative of purpose governs, read by the governing word itself where the case follows from it.
 * - Rule 75 (`dativeCompound`, students' cards only, decision 107): a nominal in -o, -i, -is or -ibus read as a
 *   dative or an ablative, no preposition before it, within two words of a finite verb, an infinitive or a perfect
 *   participle of a prae- or ante- compound that governs the dative (data/latin/dative-compounds.txt: *praesto*,
 *   *antecello*, *praesum*, *praefero*), no punctuation between, is the dative (*sese student praestare ceteris
 *   animalibus*, *antecellere omnibus*, *praelata puellis*). On the gold tags of the UD Latin files and PROIEL's
 *   classical texts such a nominal is the dative 59 times of 62. Beside *praesto*, *praecello*, *antecello* a singular
 *   in -o or a neuter plural is the ablative of respect and left (*consilio praestant*, *armis praestant*): the rest
 *   are datives 14 times of 15 on the same gold tags.
 * - Rule 76 (`doubleDative`, students' cards only, decision 107): such a nominal right before or after a dative of
 *   purpose read as the dative (data/latin/double-dative-nouns.txt: *auxilio*, *praesidio*, *usui*) is the dative
 *   (*nulla civitas Atheniensibus auxilio fuit*): 26 times of 29 on the same gold tags.
 * Neither reads a nominal whose phrase follows a preposition (*cum omnibus copiis auxilio venit*).
 * Both hold a dative already read so: a later rule would make *Atheniensibus* an ablative again. A clause-wide dative
 * by the verbs of giving and telling, and by the verbs that take the dative alone, was measured and rejected
 * (decisions 091 and 107). */
import { canBe, NOMINAL, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import type { Analysis } from '../../core/types';
import { normalizeLatin } from '../normalize';
import { hardRule, type LatinRuleInput } from './context';
import { DATIVE_COMPOUNDS, DOUBLE_DATIVE_NOUNS } from './word-lists.generated';

/** The endings a dative shares with an ablative (*ceteris*, *omnibus*, *equo*, *rei*). */
const DATIVE_OR_ABLATIVE = /(?:o|i|is|ibus)$/;

/** How far from its verb the governed dative stands (`praestare ceteris animalibus`). */
const DATIVE_REACH = 2;

/** Whether the lexicon reading is one of a listed compound. */
const listed = (a: Analysis) => (a.upos === 'VERB' || a.upos === 'AUX') && DATIVE_COMPOUNDS.has(normalizeLatin(a.lemma));

/**
 * Whether token i is a finite verb, an infinitive or a perfect participle of a listed compound (*praelata*, by a
 * verb reading's lemma); not a present participle, often an adjective of its own (*praesens*, *antecedens*).
 */
function compoundVerb({ tokens, chosen }: LatinRuleInput, i: number): boolean {
  const tag = chosen[i]!;
  if (tag.upos !== 'VERB' && tag.upos !== 'AUX') return false;
  const analyses = tokens[i]!.analyses;
  if (tag.finite || tag.infinitive) return analyses.some(listed);
  return tag.participle && analyses.some((a) => listed(a) && a.feats.VerbForm === 'Part' && a.feats.Tense === 'Past');
}

/** The words a nominal's own phrase is made of, walked over to find a preposition before it (*cum omnibus copiis*). */
const PHRASE_UPOS = new Set(['DET', 'ADJ', 'NOUN', 'PRON']);

/**
 * Whether a preposition stands before the phrase of the nominal at j: the words before it read as a determiner, an
 * adjective, a noun or a pronoun of its case and number are walked over, past one noun at most (*cum omnibus copiis
 * auxilio venit*); a word of another case or number ends the phrase (*in proelio omnibus praestitit*: *proelio* is
 * the preposition's, *omnibus* the verb's).
 */
function afterPreposition(chosen: readonly TagInfo[], j: number): boolean {
  const head = chosen[j]!;
  let nouns = head.upos === 'NOUN' ? 1 : 0;
  let k = j - 1;
  for (; k >= 0; k--) {
    const t = chosen[k]!;
    if (!PHRASE_UPOS.has(t.upos) || t.case !== head.case || t.number !== head.number) break;
    if (t.upos === 'NOUN' && ++nouns > 1) break;
  }
  return chosen[k]?.upos === 'ADP';
}

/** The compounds of excelling, beside which an ablative says in what (*virtute praestare*, *armis praestant*). */
const EXCELLING = new Set(['praesto', 'praecello', 'antecello']);

/**
 * Whether the nominal at j can be the dative of a verb of excelling: the one excelled is named by a pronoun, a
 * determiner, a name or an adjective (*ceteris*, *omnibus*, *Gallis*), a masculine or feminine plural noun (persons),
 * a singular noun in -i, a dative of the third declension (*matri*, *imperatori*), or a noun with one of those
 * before it (*ceteris animalibus*); a singular in -o or a neuter plural is the ablative of respect (*consilio
 * praestant*, *armis praestant*).
 */
function excelled({ tokens, chosen }: LatinRuleInput, j: number): boolean {
  const byItself = (t: TagInfo, key: string) =>
    t.upos === 'PRON' || t.upos === 'DET' || t.upos === 'PROPN' || t.upos === 'ADJ' ||
    (t.upos === 'NOUN' && (t.number === 'Plur' ? !!t.gender && !t.gender.includes('Neut') : key.endsWith('i')));
  const tag = chosen[j]!;
  if (byItself(tag, tokens[j]!.key)) return true;
  const before = chosen[j - 1];
  return !!before && (before.upos === 'DET' || before.upos === 'ADJ') && before.case === tag.case && byItself(before, tokens[j - 1]!.key);
}

/** Whether the token at j is a nominal in -o, -i, -is, -ibus read as a dative or an ablative that no rule holds yet. */
function dativeCandidate({ tokens, chosen }: LatinRuleInput, j: number, out: Constraints): boolean {
  const tag = chosen[j];
  return !!tag && NOMINAL.has(tag.upos) && (tag.case === 'Abl' || tag.case === 'Dat') && !out.has(j) && DATIVE_OR_ABLATIVE.test(tokens[j]!.key);
}

/** Holds the token at j to the dative of its part of speech and number, where it has one. */
function holdDative({ tokens, chosen }: LatinRuleInput, j: number, out: Constraints): void {
  const tag = chosen[j]!;
  const test: TagTest = (t) => t.upos === tag.upos && t.case === 'Dat' && t.number === tag.number;
  if (canBe(tokens[j]!, test)) out.set(j, test);
}

/** Rule 75: the datives or ablatives in -o, -i, -is, -ibus within two words of a listed compound verb are datives. */
function constrainDativeCompound(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx } = input;
  if (ctx.convention) return;
  for (let v = 0; v < tokens.length; v++) {
    if (!compoundVerb(input, v)) continue;
    const excelling = tokens[v]!.analyses.some((a) => listed(a) && EXCELLING.has(normalizeLatin(a.lemma)));
    for (const step of [-1, 1]) {
      for (let d = 1; d <= DATIVE_REACH; d++) {
        const j = v + step * d;
        const tag = chosen[j];
        if (!tag || !tokens[j]!.wordLike || tag.upos === 'ADP') break;
        if (afterPreposition(chosen, j)) break;
        if (dativeCandidate(input, j, out) && (!excelling || excelled(input, j))) holdDative(input, j, out);
      }
    }
  }
}

/**
 * Rule 76: a nominal in -o, -i, -is, -ibus read as a dative or an ablative right beside a dative of purpose
 * (data/latin/double-dative-nouns.txt) read as the dative is the dative (*Atheniensibus auxilio fuit*).
 */
function constrainDoubleDative(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx } = input;
  if (ctx.convention) return;
  for (let p = 0; p < tokens.length; p++) {
    if (!DOUBLE_DATIVE_NOUNS.has(tokens[p]!.key) || chosen[p]!.upos !== 'NOUN' || chosen[p]!.case !== 'Dat') continue;
    for (const j of [p - 1, p + 1]) {
      if (dativeCandidate(input, j, out) && !afterPreposition(chosen, j)) holdDative(input, j, out);
    }
  }
}

export const doubleDativeRule = hardRule({ name: 'doubleDative', apply: constrainDoubleDative });
export const dativeCompoundRule = hardRule({ name: 'dativeCompound', apply: constrainDativeCompound });
