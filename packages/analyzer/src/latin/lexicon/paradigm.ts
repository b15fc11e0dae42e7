/**
 * Paradigm tables with Italian titles, generated from the lemma's model: declension (cases ×
 * numbers, adjectives × genders and degrees) or conjugation (moods, tenses, voices, persons,
 * nominal forms, and the compound perfect passive built with `sum`).
 */
import type { LatinLemmaInfo, ParadigmSection, ParadigmTable } from '../types';
import { lemmaMatchKey } from '../ud/lemma';
import { inflectLemma } from './inflect';
import { stripQuantities } from './normalize';
import type { LexiconStore } from './store';
import { isPluralOnlyAdjective } from './word-classes';

/** Collatinus orders cases nom voc acc gen dat abl; Italian school tables nom gen dat acc voc abl. */
const CASE_ROWS: [label: string, offset: number][] = [
  ['nominativo', 0], ['genitivo', 3], ['dativo', 4], ['accusativo', 2], ['vocativo', 1], ['ablativo', 5],
];
const PERSON_ROWS = ['1ª singolare', '2ª singolare', '3ª singolare', '1ª plurale', '2ª plurale', '3ª plurale'];

type Forms = (slot: number) => string[];

function section(title: string, rows: [string, string[]][]): ParadigmSection | null {
  const kept = rows.filter(([, forms]) => forms.length > 0).map(([label, forms]) => ({ label, forms }));
  return kept.length > 0 ? { title, rows: kept } : null;
}

function declension(forms: Forms, first: number, title: string): (ParadigmSection | null)[] {
  return [
    section(`${title}singolare`.replace(/^./, (c) => c.toUpperCase()), CASE_ROWS.map(([l, o]) => [l, forms(first + o)])),
    section(`${title}plurale`.replace(/^./, (c) => c.toUpperCase()), CASE_ROWS.map(([l, o]) => [l, forms(first + 6 + o)])),
  ];
}

/**
 * A noun's nominative singular as school tables print it: the headword's form alone when the model also makes
 * an archaic or poetic one (honor, not honos; Aeneas, not Aenea).
 */
function headwordNominative(forms: Forms, headword: string): Forms {
  const key = lemmaMatchKey(headword);
  return (slot) => {
    const all = forms(slot);
    if (slot !== 1) return all;
    const own = all.filter((form) => lemmaMatchKey(stripQuantities(form)) === key);
    return own.length > 0 ? own : all;
  };
}

/** Adjectives by degree and gender; pronouns and numerals (no degrees) by gender only; plural-only ones in the plural. */
function adjectiveSections(forms: Forms, withDegrees: boolean, pluralOnly: boolean): (ParadigmSection | null)[] {
  const out: (ParadigmSection | null)[] = [];
  const degrees: [string, number][] = withDegrees ? [['positivo ', 13], ['comparativo ', 49], ['superlativo ', 85]] : [['', 13]];
  for (const [degree, start] of degrees) {
    ['maschile', 'femminile', 'neutro'].forEach((gender, g) => {
      const [singular, plural] = declension(forms, start + g * 12, `${degree}${gender} `);
      out.push(...(pluralOnly ? [plural ?? null] : [singular ?? null, plural ?? null]));
    });
  }
  return out;
}

function persons(forms: Forms, first: number): [string, string[]][] {
  return PERSON_ROWS.map((label, i) => [label, forms(first + i)]);
}

/** Compound tenses: participle + the forms of `sum` (amatus sum, amatus eram…). */
function compoundSections(store: LexiconStore, forms: Forms, participleStart: number, voice: string): (ParadigmSection | null)[] {
  const sum = store.indexOfLemma('sum');
  const singular = forms(participleStart)[0];
  const plural = forms(participleStart + 6)[0];
  if (sum === undefined || !singular || !plural) return [];
  const compound = (auxStart: number): [string, string[]][] => PERSON_ROWS.map((label, i) => {
    const aux = inflectLemma(store, sum, auxStart + i)[0];
    return [label, aux ? [`${i < 3 ? singular : plural} ${aux}`] : []];
  });
  return [
    section(`Indicativo perfetto${voice}`, compound(121)),
    section(`Indicativo piuccheperfetto${voice}`, compound(127)),
    section(`Indicativo futuro anteriore${voice}`, compound(133)),
    section(`Congiuntivo perfetto${voice}`, compound(157)),
    section(`Congiuntivo piuccheperfetto${voice}`, compound(163)),
  ];
}

function verbSections(store: LexiconStore, forms: Forms, deponent: boolean): (ParadigmSection | null)[] {
  const act = deponent ? '' : ' attivo';
  const out: (ParadigmSection | null)[] = [
    section(`Indicativo presente${act}`, persons(forms, 121)),
    section(`Indicativo imperfetto${act}`, persons(forms, 127)),
    section(`Indicativo futuro semplice${act}`, persons(forms, 133)),
  ];
  if (deponent) out.push(...compoundSections(store, forms, 375, ''));
  else out.push(
    section('Indicativo perfetto attivo', persons(forms, 139)),
    section('Indicativo piuccheperfetto attivo', persons(forms, 145)),
    section('Indicativo futuro anteriore attivo', persons(forms, 151)),
  );
  out.push(
    section(`Congiuntivo presente${act}`, persons(forms, 157)),
    section(`Congiuntivo imperfetto${act}`, persons(forms, 163)),
  );
  if (!deponent) out.push(
    section('Congiuntivo perfetto attivo', persons(forms, 169)),
    section('Congiuntivo piuccheperfetto attivo', persons(forms, 175)),
  );
  out.push(
    section(`Imperativo presente${act}`, [['2ª singolare', forms(181)], ['2ª plurale', forms(182)]]),
    deponent
      ? section('Imperativo futuro', [['2ª singolare', forms(299)], ['3ª singolare', forms(300)], ['3ª plurale', forms(301)]])
      : section('Imperativo futuro attivo', [['2ª singolare', forms(183)], ['3ª singolare', forms(184)], ['2ª plurale', forms(185)], ['3ª plurale', forms(186)]]),
  );
  if (!deponent) out.push(
    section('Indicativo presente passivo', persons(forms, 267)),
    section('Indicativo imperfetto passivo', persons(forms, 273)),
    section('Indicativo futuro semplice passivo', persons(forms, 279)),
    ...compoundSections(store, forms, 303, ' passivo'),
    section('Congiuntivo presente passivo', persons(forms, 285)),
    section('Congiuntivo imperfetto passivo', persons(forms, 291)),
    section('Imperativo presente passivo', [['2ª singolare', forms(297)], ['2ª plurale', forms(298)]]),
    section('Imperativo futuro passivo', [['2ª singolare', forms(299)], ['3ª singolare', forms(300)], ['3ª plurale', forms(301)]]),
  );
  const mfn = (start: number) => [start, start + 12, start + 24].flatMap((s) => forms(s).slice(0, 1));
  out.push(
    section('Infinito', [
      [deponent ? 'presente' : 'presente attivo', forms(187)],
      [deponent ? 'perfetto' : 'perfetto attivo', deponent ? forms(375).slice(0, 1).map((f) => `${f} esse`) : forms(188)],
      [deponent ? 'futuro' : 'futuro attivo', [...forms(415), ...forms(225).slice(0, 1).map((f) => `${f} esse`)]],
      ['presente passivo', forms(302)],
      ['perfetto passivo', forms(303).slice(0, 1).map((f) => `${f} esse`)],
    ]),
    section('Participio', [
      ['presente', [...forms(189).slice(0, 1), ...forms(192).slice(0, 1)]],
      ['futuro', mfn(225)],
      ['perfetto', deponent ? mfn(375) : mfn(303)],
    ]),
    section('Gerundio', [['genitivo', forms(262)], ['dativo', forms(263)], ['accusativo', forms(261)], ['ablativo', forms(264)]]),
    section('Gerundivo', [['nominativo', mfn(339)]]),
    section('Supino', [['in -um', forms(265)], ['in -u', forms(266)]]),
  );
  return out;
}

/** The full paradigm of lemma `index`; undefined for invariable words. */
export function buildParadigm(store: LexiconStore, index: number, info: LatinLemmaInfo): ParadigmTable | undefined {
  const model = store.models[store.lemmaAt(index)[2]];
  if (!model || model.data.name === 'inv') return undefined;
  const forms: Forms = (slot) => inflectLemma(store, index, slot, { common: true });
  let sections: (ParadigmSection | null)[];
  if (model.data.pos === 'v') sections = verbSections(store, forms, info.deponent === true);
  else if (model.data.pos === 'n') sections = [...declension(headwordNominative(forms, info.lemma), 1, ''), section('Locativo', [['locativo', forms(413)]])];
  else if (model.data.pos === 'd') sections = [section('Gradi', [['positivo', forms(414)], ['comparativo', forms(411)], ['superlativo', forms(412)]])];
  else {
    const pluralOnly = isPluralOnlyAdjective(info.key, model.data);
    sections = adjectiveSections(forms, model.data.pos === 'a' && info.upos !== 'NUM' && !pluralOnly, pluralOnly);
  }
  const kept = sections.filter((s): s is ParadigmSection => s !== null);
  return kept.length > 0 ? { key: info.key, title: info.dictionaryLine, sections: kept } : undefined;
}
