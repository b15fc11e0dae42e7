/**
 * Italian forms of Latin pronouns by case: a table, because pronouns inflect irregularly in both
 * languages. Keys: lemma, then Latin case; values [masculine/any, feminine, neuter] for the singular
 * and the plural (one form when gender makes no difference).
 */
import { feat, type Word } from './lexical';

type Forms = { S: string[]; P: string[] };
type CaseTable = Partial<Record<'Nom' | 'Acc' | 'Gen' | 'Dat' | 'Abl', Forms>>;

const PERSONAL: ReadonlyMap<string, CaseTable> = new Map(Object.entries<CaseTable>({
  ego: { Nom: { S: ['io'], P: ['noi'] }, Acc: { S: ['me'], P: ['noi'] }, Gen: { S: ['di me'], P: ['di noi'] }, Dat: { S: ['a me'], P: ['a noi'] }, Abl: { S: ['me'], P: ['noi'] } },
  nos: { Nom: { S: ['noi'], P: ['noi'] }, Acc: { S: ['noi'], P: ['noi'] }, Gen: { S: ['di noi'], P: ['di noi'] }, Dat: { S: ['a noi'], P: ['a noi'] }, Abl: { S: ['noi'], P: ['noi'] } },
  tu: { Nom: { S: ['tu'], P: ['voi'] }, Acc: { S: ['te'], P: ['voi'] }, Gen: { S: ['di te'], P: ['di voi'] }, Dat: { S: ['a te'], P: ['a voi'] }, Abl: { S: ['te'], P: ['voi'] } },
  vos: { Nom: { S: ['voi'], P: ['voi'] }, Acc: { S: ['voi'], P: ['voi'] }, Gen: { S: ['di voi'], P: ['di voi'] }, Dat: { S: ['a voi'], P: ['a voi'] }, Abl: { S: ['voi'], P: ['voi'] } },
  sui: { Acc: { S: ['sé'], P: ['sé'] }, Gen: { S: ['di sé'], P: ['di sé'] }, Dat: { S: ['a sé'], P: ['a sé'] }, Abl: { S: ['sé'], P: ['sé'] } },
  is: {
    Nom: { S: ['egli', 'ella', 'ciò'], P: ['essi', 'esse', 'queste cose'] },
    Acc: { S: ['lui', 'lei', 'ciò'], P: ['loro', 'loro', 'queste cose'] },
    Gen: { S: ['di lui', 'di lei', 'di ciò'], P: ['di loro'] },
    Dat: { S: ['a lui', 'a lei', 'a ciò'], P: ['a loro'] },
    Abl: { S: ['lui', 'lei', 'ciò'], P: ['loro'] },
  },
  qui: {
    Nom: { S: ['che'], P: ['che'] }, Acc: { S: ['che'], P: ['che'] }, Gen: { S: ['di cui'], P: ['di cui'] },
    Dat: { S: ['a cui'], P: ['a cui'] }, Abl: { S: ['cui'], P: ['cui'] },
  },
  quis: {
    Nom: { S: ['chi', 'chi', 'che cosa'], P: ['chi', 'chi', 'quali cose'] }, Acc: { S: ['chi', 'chi', 'che cosa'], P: ['chi', 'chi', 'quali cose'] },
    Gen: { S: ['di chi'], P: ['di chi'] }, Dat: { S: ['a chi'], P: ['a chi'] }, Abl: { S: ['chi'], P: ['chi'] },
  },
}));

const DEMONSTRATIVE: ReadonlyMap<string, string> = new Map(Object.entries({ hic: 'questo', ille: 'quello', iste: 'questo', ipse: 'egli stesso', idem: 'lo stesso' }));

const DEMONSTRATIVE_CASE_PREPOSITION: ReadonlyMap<string, string> = new Map([['Gen', 'di'], ['Dat', 'a'], ['Abl', 'con']]);

function genderSlot(word: Word): number {
  const gender = feat(word, 'Gender') ?? '';
  if (gender.startsWith('Fem')) return 1;
  if (gender === 'Neut') return 2;
  return 0;
}

/**
 * The Italian of a pronoun in its case, with its preposition when the case needs one:
 * `mihi` → `a me`, `eum` → `lui`, `quibus` (Abl) → `con cui`. `undefined` when the lemma is not in the table.
 */
export function renderPronoun(word: Word, preposition: string | undefined): string | undefined {
  const lemma = word.lemma.toLowerCase();
  const latinCase = (feat(word, 'Case') ?? 'Nom') as keyof CaseTable;
  const number = feat(word, 'Number') === 'Plur' ? 'P' : 'S';
  const table = PERSONAL.get(lemma === 'se' ? 'sui' : lemma);
  if (table) {
    // A preposition replaces the case preposition: `cum eo` → `con lui`, not `con lui` + `con`.
    const caseForPrep = preposition ? (latinCase === 'Nom' ? 'Acc' : latinCase === 'Abl' || latinCase === 'Dat' ? 'Abl' : latinCase) : latinCase;
    const forms = table[caseForPrep] ?? table.Acc ?? table.Nom;
    if (!forms) return undefined;
    const list = forms[number];
    const form = list[Math.min(genderSlot(word), list.length - 1)] ?? list[0] ?? '';
    if (preposition) return `${preposition} ${form.replace(/^(di|a) /, '')}`;
    if (latinCase === 'Abl' && lemma !== 'qui') return `con ${form}`;
    if (latinCase === 'Abl') return `con ${form}`;
    return form;
  }
  const demonstrative = DEMONSTRATIVE.get(lemma);
  if (demonstrative) {
    const slot = genderSlot(word);
    // A neuter standing alone is "ciò" in the singular, "queste cose" in the plural (`Cum haec ita essent`).
    // `hic` standing for a person is "costui", "costei", "costoro" (`Hic bella reparavit` → "Costui rimise …").
    const person = lemma === 'hic' && slot !== 2 ? (number === 'P' ? 'costoro' : slot === 1 ? 'costei' : 'costui') : undefined;
    const base = person ?? (slot === 2 ? (number === 'S' ? 'ciò' : `${inflectDemonstrative(demonstrative, 'F', 'P')} cose`) : inflectDemonstrative(demonstrative, slot === 1 ? 'F' : 'M', number));
    const casePrep = preposition ?? DEMONSTRATIVE_CASE_PREPOSITION.get(latinCase);
    return casePrep ? `${casePrep} ${base}` : base;
  }
  return undefined;
}

function inflectDemonstrative(base: string, gender: 'M' | 'F', number: 'S' | 'P'): string {
  return base.split(' ').map((w) => {
    if (!w.endsWith('o')) return w;
    const stem = w.slice(0, -1);
    if (gender === 'F') return stem + (number === 'S' ? 'a' : 'e');
    return number === 'S' ? w : stem + 'i';
  }).join(' ');
}
