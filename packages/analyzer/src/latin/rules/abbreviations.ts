/**
 * Abbreviations (rule 25, `abbreviation`; decision 022): an abbreviation shows no ending, so it takes its case
 * from the name it belongs to: a praenomen from the name after it (`L. Pisone`), a title or a month from the
 * word before it (`Gabinio coss.`, `Kal. Apr.`: a month, an adjective, agrees in number and gender too), and the
 * Kalends, Nones and Ides of a date counted back (`a.d.`, `ante`, `pridie`) the accusative. It runs before and
 * after the soft rules, one link of a chain per round (at most four rounds). Perseus 5 folds and PROIEL 3 folds
 * score the same with it on or off (the treebanks' own lemma for such spellings is what they expect); it puts
 * right the dates and names of the school texts students paste.
 * The calendar words are data/latin/calendar-days.txt and counting-back.txt; the praenomina the tokenizer's.
 */
import { agreeing } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { normalizeLatin } from '../normalize';
import { PRAENOMINA } from '../tokenize-data';
import { hardRule, type LatinRuleInput } from './context';
import { CALENDAR_DAYS, COUNTING_BACK } from './word-lists.generated';

/** How many times rule 25 may decode again: a chain of abbreviations is read one link per round. */
export const ABBREVIATION_ROUNDS = 4;
/** An abbreviation's key is written with its dot, or two when a treebank spells it so (pipeline.ts). */
const abbreviationKey = (key: string) => key.replace(/\.\.$/, '.');

/** The look-up keys of the abbreviated praenomina, with their dot (`cn.`). */
const PRAENOMEN_KEYS: ReadonlySet<string> = new Set([...PRAENOMINA.keys()].map((p) => `${normalizeLatin(p)}.`));

/** Rule 25: an abbreviation (a token whose key keeps the dot) takes the case of its name. */
function constrainAbbreviation({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  const cased = (j: number, upos: readonly string[]) => j >= 0 && j < tokens.length && !!chosen[j]!.case && upos.includes(chosen[j]!.upos);
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    // Only a key with its dot is an abbreviation's (the key is written again only then: this runs on every token).
    if (!tokens[i]!.key.endsWith('.') || !chosen[i]!.case || out.has(i)) continue;
    const key = abbreviationKey(tokens[i]!.key);
    // A date counted back from the Kalends, Nones or Ides (`a.d. V Kal.`, `pridie Id.`) puts them in the accusative.
    const counted = CALENDAR_DAYS.has(key) && tokens.slice(Math.max(0, i - 3), i).some((t) => COUNTING_BACK.has(abbreviationKey(t.key)));
    const j = counted ? i : PRAENOMEN_KEYS.has(key) ? (cased(i + 1, ['PROPN']) ? i + 1 : -1) : cased(i - 1, ['NOUN', 'PROPN', 'ADJ']) ? i - 1 : -1;
    const wanted = counted ? 'Acc' : j >= 0 ? chosen[j]!.case : undefined;
    if (!wanted || wanted === chosen[i]!.case) continue;
    // A month is an adjective (`Kal. Apr.`: Kalendas Apriles), which agrees in number and gender as well.
    const noun = chosen[i]!.upos === 'ADJ' && j !== i ? chosen[j]! : undefined;
    const test: TagTest = noun ? (t) => agreeing(t, noun) : (t) => t.case === wanted;
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}

export const abbreviationRule = hardRule({ name: 'abbreviation', apply: constrainAbbreviation });
