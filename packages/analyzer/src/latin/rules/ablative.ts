/**
 * The ablative that is not a subject (rule 41, `notSubject`): a singular noun read as a nominative that can be the
 * ablative, in a clause (between punctuation marks) whose finite verbs are none of them *sum* or a third person
 * singular, with no coordinating conjunction within two words, is the ablative: those verbs cannot have it as their
 * subject (`Nam concordia parvae res crescunt`, `victoria uti nescis`). A nominative beside another nominative noun
 * is part of a name or an apposition and stays (`C. Iulius Caesar`). Its second reading, measured and left out
 * (decision 048): with one third-person singular verb, a nominative when another nominative noun of the clause can be
 * the subject (`magna gloria consul triumphavit`): school canon +1 card, UD −3 / −3 / +2 tokens (3 folds).
 * On students' cards (decision 095) it also reads the parts of a clause a subordinating conjunction or a relative
 * opens, and a conjunction beside the noun keeps it only when a nominative noun or pronoun stands within three
 * words (`ut neque beneficiis neque amicitiae memoria moverentur`, `summis ingeniis exquisitaque doctrina …
 * tractavissent`). On the UD Latin files (gold tags) the nouns in -a this adds are the ablative 88 times of 98 (those
 * the clause alone reads, 136 of 146). Rule 52 (`modifierAblative`, below): a modifier in -a before the feminine
 * ablative it agrees with. Rule 69 (`besideSubject`, below): a noun in -a beside its verb's subject. Rule 70
 * (`participleCopula`, below): a participle in -a beside a third person singular of *sum*.
 */
import { clausesOf, hasCopula } from '../../core/constraints/sentence';
import { canBe, IS_NOUN, IS_NOUN_OR_PRONOUN, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { partsOfClause } from './clause-parts';


/**
 * The stretches rule 41 reads in clause [from, end): the clause, and on students' cards the parts of it a
 * subordinating conjunction or a relative opens, each with its own verbs (*ut neque beneficiis neque amicitiae
 * memoria moverentur* after *Tanta … consensio fuit*).
 */
function partsOf({ tokens, chosen, ctx }: LatinRuleInput, from: number, end: number): [number, number][] {
  if (ctx.convention) return [[from, end]];
  const parts = partsOfClause(tokens, chosen, from, end);
  return parts.length > 1 ? [[from, end], ...parts] : parts;
}

/** A nominative noun or pronoun within three words of i: the conjunction beside i may join it to that subject. */
function nominativeNear(chosen: LatinRuleInput['chosen'], i: number, from: number, end: number): boolean {
  for (let j = Math.max(from, i - 3); j < Math.min(end, i + 4); j++) if (j !== i && IS_NOUN_OR_PRONOUN(chosen[j]!) && chosen[j]!.case === 'Nom') return true;
  return false;
}

/** Rule 41: a nominative singular noun its clause's verb cannot have as subject is the ablative. */
function constrainNotSubject(input: LatinRuleInput, out: Constraints): boolean {
  const { tokens, chosen, ctx } = input;
  let changed = false;
  for (const [from0, end0] of clausesOf(chosen)) for (const [from, end] of partsOf(input, from0, end0)) {
    let singular = 0;
    let finite = 0;
    let copula = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (!t.finite) continue;
      finite++;
      if (t.upos === 'AUX') copula = true;
      if (t.thirdPerson && t.number === 'Sing') singular++;
    }
    if (finite === 0 || copula || singular > 0) continue;
    const nominatives: number[] = [];
    for (let i = from; i < end; i++) if (IS_NOUN(chosen[i]!) && chosen[i]!.case === 'Nom' && chosen[i]!.number === 'Sing') nominatives.push(i);
    for (const i of nominatives) {
      // A conjunction within two words may join it to another subject (`Caesar et Labienus`); on students' cards
      // only when a nominative stands within three words (`neque beneficiis neque amicitiae memoria moverentur`).
      let coordinated = false;
      for (let j = Math.max(from, i - 2); j < Math.min(end, i + 3); j++) if (chosen[j]!.upos === 'CCONJ') coordinated = true;
      if (coordinated && !ctx.convention && !nominativeNear(chosen, i, from, end)) coordinated = false;
      // Beside another nominative noun it is part of a name or an apposition (`C. Iulius Caesar`).
      if (out.has(i) || coordinated || nominatives.includes(i - 1) || nominatives.includes(i + 1)) continue;
      const tag = chosen[i]!;
      const ablative: TagTest = (t) => t.upos === tag.upos && t.case === 'Abl' && t.number === 'Sing';
      if (!canBe(tokens[i]!, ablative)) continue;
      out.set(i, ablative);
      changed = true;
    }
  }
  return changed;
}

export const notSubjectRule = hardRule({ name: 'notSubject', apply: constrainNotSubject });

/**
 * Rule 69, `besideSubject` (students' cards only): in a part of a clause whose one finite verb is an active third
 * person singular other than *sum*, a feminine singular noun in -a read as the nominative, with no preposition in the
 * three words before it and no conjunction within two words, is the ablative when another noun of that part is a
 * nominative singular that cannot be the ablative: the verb has its subject (*excellebat Aristides
 * abstinentia*, *magna gloria consul triumphavit*). On the UD Latin files (gold tags) the shape is the ablative 18
 * times of 21 (with a passive verb as well, 20 of 27: *dicitur enim ens quasi ipsa essentia*).
 */
function constrainBesideSubject(input: LatinRuleInput, out: Constraints): boolean {
  const { tokens, chosen, ctx } = input;
  if (ctx.convention) return false;
  let changed = false;
  for (const [from0, end0] of clausesOf(chosen)) for (const [from, end] of partsOf(input, from0, end0)) {
    const verbs: number[] = [];
    for (let i = from; i < end; i++) if (chosen[i]!.finite) verbs.push(i);
    const verb = verbs.length === 1 ? chosen[verbs[0]!]! : undefined;
    if (!verb || verb.upos === 'AUX' || !verb.thirdPerson || verb.number !== 'Sing' || verb.finiteForm?.includes('Voice=Pass')) continue;
    const subjects: number[] = [];
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (IS_NOUN(t) && t.case === 'Nom' && t.number === 'Sing' && !canBe(tokens[i]!, (c) => c.case === 'Abl')) subjects.push(i);
    }
    if (subjects.length === 0) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (out.has(i) || !IS_NOUN(tag) || tag.case !== 'Nom' || tag.number !== 'Sing' || tag.gender !== 'Fem' || !tokens[i]!.key.endsWith('a')) continue;
      let blocked = false;
      for (let j = Math.max(from, i - 3); j < i; j++) if (chosen[j]!.upos === 'ADP') blocked = true;
      for (let j = Math.max(from, i - 2); j < Math.min(end, i + 3); j++) if (chosen[j]!.upos === 'CCONJ') blocked = true;
      if (blocked) continue;
      const ablative: TagTest = (t) => t.upos === tag.upos && t.case === 'Abl' && t.number === 'Sing' && t.gender === 'Fem';
      if (!canBe(tokens[i]!, ablative)) continue;
      out.set(i, ablative);
      changed = true;
    }
  }
  return changed;
}

export const besideSubjectRule = hardRule({ name: 'besideSubject', apply: constrainBesideSubject });

/**
 * Rule 70, `participleCopula` (students' cards only): a participle in -a read as the feminine ablative singular, in a
 * clause (between punctuation marks) with a finite third person singular of *sum*, no ablative noun not in -a beside
 * it and no modifier within three words that can only be the ablative, is the nominative, and so is a noun in -a
 * beside it read as its ablative (*nulla vox est ab iis audita*, *factus est et ei decreta provincia Gallia*). On the UD Latin files (gold tags) such participles are the nominative
 * 188 times of 198 (the perfect ones 151 of 156).
 */
function constrainParticipleCopula({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  const feminine = (upos: string, c: string): TagTest => (t) => t.upos === upos && t.case === c && t.number === 'Sing' && t.gender === 'Fem';
  for (const [from, end] of clausesOf(chosen)) {
    let copula = false;
    for (let i = from; i < end; i++) if (chosen[i]!.upos === 'AUX' && chosen[i]!.finite && chosen[i]!.thirdPerson && chosen[i]!.number === 'Sing') copula = true;
    if (!copula) continue;
    for (let i = from; i < end; i++) {
      const part = chosen[i]!;
      if (!part.participle || part.case !== 'Abl' || part.number !== 'Sing' || part.gender !== 'Fem' || !tokens[i]!.key.endsWith('a') || out.has(i)) continue;
      const beside = [i - 1, i + 1].filter((j) => j >= from && j < end && IS_NOUN(chosen[j]!) && chosen[j]!.case === 'Abl');
      if (beside.some((j) => !tokens[j]!.key.endsWith('a'))) continue;
      // A modifier near it that can only be the ablative makes the pair one (*Hac pugna pugnata … moratus est*).
      let ablativeModifier = false;
      for (let j = Math.max(from, i - 3); j < Math.min(end, i + 4); j++) {
        const t = chosen[j]!;
        if (j !== i && !IS_NOUN(t) && t.case === 'Abl' && t.number === 'Sing' && t.gender === 'Fem' && !canBe(tokens[j]!, (c) => c.case === 'Nom')) ablativeModifier = true;
      }
      if (ablativeModifier) continue;
      if (!canBe(tokens[i]!, feminine(part.upos, 'Nom'))) continue;
      out.set(i, feminine(part.upos, 'Nom'));
      for (const j of beside) {
        // A preposition's noun keeps its case (*in Italia nata est*).
        if (j > 0 && chosen[j - 1]!.upos === 'ADP') continue;
        const noun = chosen[j]!;
        if (noun.number === 'Sing' && noun.gender === 'Fem' && !out.has(j) && canBe(tokens[j]!, feminine(noun.upos, 'Nom'))) out.set(j, feminine(noun.upos, 'Nom'));
      }
      changed = true;
    }
  }
  return changed;
}

export const participleCopulaRule = hardRule({ name: 'participleCopula', apply: constrainParticipleCopula });


/** The noun of a participle at `i`: beside it, or past a genitive (*pecunia societatis sublata*). */
function nounsNear(chosen: LatinRuleInput['chosen'], i: number, from: number, end: number): number[] {
  const near: number[] = [];
  for (const [j, gap] of [[i - 1, -1], [i + 1, -1], [i - 2, i - 1], [i + 2, i + 1]] as const) {
    if (j < from || j >= end || (gap >= 0 && chosen[gap]!.case !== 'Gen')) continue;
    if (IS_NOUN(chosen[j]!)) near.push(j);
  }
  return near;
}

/**
 * Rule 47, `absoluteParticiple`: a participle in -a read as a nominative or ablative singular and a noun in -a beside
 * it (or past a genitive) read as a nominative singular of its gender, in a clause (between punctuation marks) without
 * a finite form of *sum*, are an ablative absolute (*pecunia societatis sublata*, *Troia capta*). On the UD Latin files
 * (gold tags) such a pair with no finite AUX in its clause is the ablative 27 times of 35; with one, the nominative
 * 16 of 18 (*capta est*).
 */
function constrainAbsoluteParticiple({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of clausesOf(chosen)) {
    if (hasCopula(chosen, from, end)) continue;
    for (let i = from; i < end; i++) {
      const part = chosen[i]!;
      if (!part.participle || (part.case !== 'Nom' && part.case !== 'Abl') || part.number !== 'Sing' || !tokens[i]!.key.endsWith('a')) continue;
      for (const j of nounsNear(chosen, i, from, end)) {
        const noun = chosen[j]!;
        if (noun.case !== 'Nom' || noun.number !== 'Sing' || !tokens[j]!.key.endsWith('a') || noun.gender !== part.gender) continue;
        if (out.has(i) || out.has(j)) continue;
        const ablative = (upos: string): TagTest => (t) => t.upos === upos && t.case === 'Abl' && t.number === 'Sing' && t.gender === part.gender;
        if (!canBe(tokens[i]!, ablative(part.upos)) || !canBe(tokens[j]!, ablative(noun.upos))) continue;
        out.set(i, ablative(part.upos));
        out.set(j, ablative(noun.upos));
      }
    }
  }
}

export const absoluteParticipleRule = hardRule({ name: 'absoluteParticiple', apply: constrainAbsoluteParticiple });

const MODIFIERS = new Set(['ADJ', 'DET']);

/**
 * Rule 52, `modifierAblative` (students' cards only): a modifier in -a read as a nominative or a neuter plural, with
 * no noun in -a beside it, followed (at once or past genitives) by a feminine singular noun read as the ablative
 * that cannot be the nominative, is that noun's ablative (*summa tribunorum plebis contentione*, *usu ventura
 * opinione*). On the UD Latin files (gold tags) such a modifier is the feminine ablative singular 231 times of 243
 * (past genitives 10 of 10).
 */
function constrainModifierAblative({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const mod = chosen[i]!;
      if ((!MODIFIERS.has(mod.upos) && !mod.participle) || !tokens[i]!.key.endsWith('a') || out.has(i)) continue;
      if (!(mod.case === 'Nom' && mod.number === 'Sing') && !(mod.gender === 'Neut' && mod.number === 'Plur')) continue;
      if ([i - 1, i + 1].some((j) => j >= from && j < end && IS_NOUN(chosen[j]!) && tokens[j]!.key.endsWith('a'))) continue;
      let j = i + 1;
      while (j < end && chosen[j]!.case === 'Gen') j++;
      const noun = chosen[j];
      if (j >= end || !noun || !IS_NOUN(noun) || noun.case !== 'Abl' || noun.number !== 'Sing' || noun.gender !== 'Fem' || tokens[j]!.key.endsWith('a')) continue;
      if (canBe(tokens[j]!, (t) => t.case === 'Nom' && t.number === 'Sing')) continue;
      const ablative: TagTest = (t) => t.upos === mod.upos && t.case === 'Abl' && t.number === 'Sing' && t.gender === 'Fem';
      if (canBe(tokens[i]!, ablative)) out.set(i, ablative);
    }
  }
}

export const modifierAblativeRule = hardRule({ name: 'modifierAblative', apply: constrainModifierAblative });
