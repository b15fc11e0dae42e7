/**
 * Italian forms of Greek pronouns by case: a table, because pronouns inflect irregularly in both
 * languages. Values [masculine/any, feminine, neuter] for the singular and the plural.
 */
import { feat, type Word } from './words';

type Forms = { S: string[]; P: string[] };
type CaseTable = Partial<Record<'Nom' | 'Acc' | 'Gen' | 'Dat', Forms>>;

const DEMONSTRATIVE_THIS: CaseTable = {
  Nom: { S: ['questo', 'questa', 'ciò'], P: ['questi', 'queste', 'queste cose'] }, Acc: { S: ['questo', 'questa', 'ciò'], P: ['questi', 'queste', 'queste cose'] },
  Gen: { S: ['di questo', 'di questa', 'di ciò'], P: ['di questi', 'di queste', 'di queste cose'] }, Dat: { S: ['a questo', 'a questa', 'a ciò'], P: ['a questi', 'a queste', 'a queste cose'] },
};

const PERSONAL: ReadonlyMap<string, CaseTable> = new Map(Object.entries<CaseTable>({
  'ἐγώ': { Nom: { S: ['io'], P: ['noi'] }, Acc: { S: ['me'], P: ['noi'] }, Gen: { S: ['di me'], P: ['di noi'] }, Dat: { S: ['a me'], P: ['a noi'] } },
  'ἡμεῖς': { Nom: { S: ['noi'], P: ['noi'] }, Acc: { S: ['noi'], P: ['noi'] }, Gen: { S: ['di noi'], P: ['di noi'] }, Dat: { S: ['a noi'], P: ['a noi'] } },
  'σύ': { Nom: { S: ['tu'], P: ['voi'] }, Acc: { S: ['te'], P: ['voi'] }, Gen: { S: ['di te'], P: ['di voi'] }, Dat: { S: ['a te'], P: ['a voi'] } },
  'ὑμεῖς': { Nom: { S: ['voi'], P: ['voi'] }, Acc: { S: ['voi'], P: ['voi'] }, Gen: { S: ['di voi'], P: ['di voi'] }, Dat: { S: ['a voi'], P: ['a voi'] } },
  'ἑαυτοῦ': { Acc: { S: ['sé'], P: ['sé'] }, Gen: { S: ['di sé'], P: ['di sé'] }, Dat: { S: ['a sé'], P: ['a sé'] } },
  'αὐτός': {
    Nom: { S: ['egli stesso', 'ella stessa', 'ciò stesso'], P: ['essi stessi', 'esse stesse', 'queste stesse cose'] },
    Acc: { S: ['lui', 'lei', 'ciò'], P: ['loro', 'loro', 'queste cose'] },
    Gen: { S: ['di lui', 'di lei', 'di ciò'], P: ['di loro'] },
    Dat: { S: ['a lui', 'a lei', 'a ciò'], P: ['a loro'] },
  },
  'ὅς': {
    Nom: { S: ['che'], P: ['che'] }, Acc: { S: ['che'], P: ['che'] }, Gen: { S: ['di cui'], P: ['di cui'] }, Dat: { S: ['a cui'], P: ['a cui'] },
  },
  'ὅστις': {
    Nom: { S: ['chi'], P: ['coloro che'] }, Acc: { S: ['chi'], P: ['coloro che'] }, Gen: { S: ['di chi'], P: ['di coloro che'] }, Dat: { S: ['a chi'], P: ['a coloro che'] },
  },
  'τίς': {
    Nom: { S: ['chi', 'chi', 'che cosa'], P: ['chi', 'chi', 'quali cose'] }, Acc: { S: ['chi', 'chi', 'che cosa'], P: ['chi', 'chi', 'quali cose'] },
    Gen: { S: ['di chi'], P: ['di chi'] }, Dat: { S: ['a chi'], P: ['a chi'] },
  },
  'τις': {
    Nom: { S: ['qualcuno', 'qualcuna', 'qualcosa'], P: ['alcuni', 'alcune', 'alcune cose'] }, Acc: { S: ['qualcuno', 'qualcuna', 'qualcosa'], P: ['alcuni', 'alcune', 'alcune cose'] },
    Gen: { S: ['di qualcuno'], P: ['di alcuni'] }, Dat: { S: ['a qualcuno'], P: ['ad alcuni'] },
  },
  'οὗτος': DEMONSTRATIVE_THIS,
  'ὅδε': DEMONSTRATIVE_THIS,
  'πᾶς': {
    Nom: { S: ['ognuno', 'ognuna', 'tutto'], P: ['tutti', 'tutte', 'tutte le cose'] }, Acc: { S: ['ognuno', 'ognuna', 'tutto'], P: ['tutti', 'tutte', 'tutte le cose'] },
    Gen: { S: ['di ognuno', 'di ognuna', 'di tutto'], P: ['di tutti', 'di tutte', 'di tutte le cose'] }, Dat: { S: ['a ognuno', 'a ognuna', 'a tutto'], P: ['a tutti', 'a tutte', 'a tutte le cose'] },
  },
  'οὐδείς': {
    Nom: { S: ['nessuno', 'nessuna', 'nulla'], P: ['nessuno', 'nessuna', 'nulla'] }, Acc: { S: ['nessuno', 'nessuna', 'nulla'], P: ['nessuno', 'nessuna', 'nulla'] },
    Gen: { S: ['di nessuno', 'di nessuna', 'di nulla'], P: ['di nessuno'] }, Dat: { S: ['a nessuno', 'a nessuna', 'a nulla'], P: ['a nessuno'] },
  },
  'ἐκεῖνος': {
    Nom: { S: ['quello', 'quella', 'ciò'], P: ['quelli', 'quelle', 'quelle cose'] }, Acc: { S: ['quello', 'quella', 'ciò'], P: ['quelli', 'quelle', 'quelle cose'] },
    Gen: { S: ['di quello', 'di quella', 'di ciò'], P: ['di quelli', 'di quelle', 'di quelle cose'] }, Dat: { S: ['a quello', 'a quella', 'a ciò'], P: ['a quelli', 'a quelle', 'a quelle cose'] },
  },
}));

function genderSlot(word: Word): number {
  const gender = feat(word, 'Gender') ?? '';
  if (gender === 'Neut') return 2;
  if (gender.startsWith('Fem') && !gender.includes('Masc')) return 1;
  return 0;
}

/** True when the table knows the pronoun. */
export function hasPronoun(lemma: string): boolean {
  return PERSONAL.has(lemma);
}

/**
 * The Italian of a pronoun in its case: `αὐτοῦ` → `di lui`, `ἐμοί` → `a me`; with a Greek preposition
 * its Italian replaces the case's: `μετ’ αὐτοῦ` → `con lui`.
 */
export function renderPronoun(word: Word, preposition: string | undefined): string | undefined {
  const table = PERSONAL.get(word.lemma);
  if (!table) return undefined;
  const kase = (feat(word, 'Case') ?? 'Nom') as keyof CaseTable;
  const number = feat(word, 'Number') === 'Plur' ? 'P' : 'S';
  const forms = table[preposition ? 'Acc' : kase] ?? table.Acc ?? table.Nom;
  if (!forms) return undefined;
  const list = forms[number];
  let form = list[Math.min(genderSlot(word), list.length - 1)] ?? list[0] ?? '';
  if (preposition) {
    if (word.lemma === 'αὐτός' && kase !== 'Nom') form = form.replace(' stesso', '');
    return `${preposition} ${form}`;
  }
  return form;
}
