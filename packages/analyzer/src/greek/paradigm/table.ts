/**
 * Paradigm tables of Greek lemmas in the shape of the Latin ones (core/types.ts ParadigmTable): declensions
 * by number and gender (cases in the Italian school order nominativo, genitivo, dativo, accusativo,
 * vocativo; the dual as school grammars show it, after the plural), conjugations by mood, tense and voice
 * (persons of the singular, plural and dual), infinitives and participles. The cells hold the attested forms
 * of the paradigm data (store.ts), best first; a form with and without movable nu shows once as `λύουσι(ν)`.
 * Empty sections are left out; a lemma without any form has no table.
 */
import type { ParadigmSection, ParadigmTable } from '../../core/types';
import { adjectiveLine, nounLine, verbLine } from './dictionary-line';
import type { GreekLemmaEntry } from './format';
import { isAdjectiveStemType, isNounStemType, nounGenders } from './labels';

/** Stem types of verbs (present, future, aorist and perfect systems), not of nouns. */
const VERB_STEM_TYPES = /(_pr|_denom|_fut|_aor|aor\d?|_act|perfp_|_stem|reg_conj|w_|_pass|redupl)/;

const CASES: [label: string, key: string][] = [
  ['nominativo', 'nom'], ['genitivo', 'gen'], ['dativo', 'dat'], ['accusativo', 'acc'], ['vocativo', 'voc'],
];
const NUMBERS: [label: string, key: string][] = [['singolare', 'sg'], ['plurale', 'pl'], ['duale', 'dual']];
const GENDERS: [label: string, key: string][] = [['maschile', 'masc'], ['femminile', 'fem'], ['neutro', 'neut']];
const PERSONS: [label: string, key: string][] = [
  ['1ª singolare', '1.sg'], ['2ª singolare', '2.sg'], ['3ª singolare', '3.sg'],
  ['1ª plurale', '1.pl'], ['2ª plurale', '2.pl'], ['3ª plurale', '3.pl'],
  ['2ª duale', '2.dual'], ['3ª duale', '3.dual'],
];
const TENSES: [label: string, key: string][] = [
  ['presente', 'pres'], ['imperfetto', 'imperf'], ['futuro', 'fut'], ['aoristo', 'aor'], ['perfetto', 'perf'],
  ['piuccheperfetto', 'plup'], ['futuro perfetto', 'futperf'],
];
const MOODS: [label: string, key: string][] = [['Indicativo', 'ind'], ['Congiuntivo', 'subj'], ['Ottativo', 'opt'], ['Imperativo', 'imperat']];
const VOICES: [label: string, key: string][] = [['attivo', 'act'], ['medio-passivo', 'mp'], ['medio', 'mid'], ['passivo', 'pass']];

/** The forms of a cell, `X` and `Xν` merged into `X(ν)`. */
export function cellForms(entry: GreekLemmaEntry, key: string): string[] {
  const forms = entry.cells.get(key) ?? [];
  const out: string[] = [];
  for (const form of forms) {
    if (form.endsWith('ν') && forms.includes(form.slice(0, -1))) continue;
    out.push(forms.includes(`${form}ν`) ? `${form}(ν)` : form);
  }
  return out;
}

function section(title: string, rows: [string, string[]][]): ParadigmSection | null {
  const kept = rows.filter(([, forms]) => forms.length > 0).map(([label, forms]) => ({ label, forms }));
  return kept.length > 0 ? { title, rows: kept } : null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function nounSections(entry: GreekLemmaEntry): (ParadigmSection | null)[] {
  const gender = nounGenders(entry).find((g) => entry.cells.has(`${g}.nom.sg`) || entry.cells.has(`${g}.gen.sg`))
    ?? GENDERS.map(([, g]) => g).find((g) => entry.cells.has(`${g}.nom.sg`)) ?? 'masc';
  return NUMBERS.map(([label, n]) => section(capitalize(label), CASES.map(([c, k]) => [c, cellForms(entry, `${gender}.${k}.${n}`)])));
}

/** Adjectives, pronouns and the article: by gender and number; comparative and superlative when attested. */
function adjectiveSections(entry: GreekLemmaEntry, prefix = '', degree = ''): (ParadigmSection | null)[] {
  const out: (ParadigmSection | null)[] = [];
  for (const [n, nk] of NUMBERS) {
    for (const [g, gk] of GENDERS) {
      out.push(section(capitalize(`${degree}${g} ${n}`), CASES.map(([c, k]) => [c, cellForms(entry, `${prefix}${gk}.${k}.${nk}`)])));
    }
  }
  return out;
}

/** A participle's nominative singular in the three genders: `λύων, λύουσα, λῦον`. */
function participle(entry: GreekLemmaEntry, tense: string, voice: string): string[] {
  return GENDERS.map(([, g]) => cellForms(entry, `${tense}.part.${voice}.${g}.nom.sg`)[0]).filter((f): f is string => f !== undefined);
}

function verbSections(entry: GreekLemmaEntry): (ParadigmSection | null)[] {
  const out: (ParadigmSection | null)[] = [];
  for (const [mood, mk] of MOODS) {
    for (const [tense, tk] of TENSES) {
      for (const [voice, vk] of VOICES) {
        const persons = mk === 'imperat' ? PERSONS.filter(([, p]) => !p.startsWith('1')) : PERSONS;
        out.push(section(`${mood} ${tense} ${voice}`, persons.map(([label, p]) => [label, cellForms(entry, `${tk}.${mk}.${vk}.${p}`)])));
      }
    }
  }
  const nominal = TENSES.flatMap(([tense, tk]) => VOICES.map(([voice, vk]) => [`${tense} ${voice}`, tk, vk] as const));
  out.push(
    section('Infinito', nominal.map(([label, tk, vk]) => [label, cellForms(entry, `${tk}.inf.${vk}`)])),
    section('Participio', nominal.map(([label, tk, vk]) => [label, participle(entry, tk, vk)])),
  );
  return out;
}

export type GreekParadigmKind = 'noun' | 'adjective' | 'verb';

/**
 * What kind of table a lemma's data call for: a verb has mostly finite and infinitive cells; an adjective
 * (or pronoun, article) has an adjective's stem type, or several genders and no noun gender in the corpus.
 */
export function paradigmKind(entry: GreekLemmaEntry): GreekParadigmKind {
  let verb = 0;
  let nominal = 0;
  for (const key of entry.cells.keys()) {
    if (/\.(ind|subj|opt|imperat|inf)\./.test(`${key}.`)) verb++;
    else if (!key.includes('.part.')) nominal++;
  }
  if (verb > nominal) return 'verb';
  const type = [...entry.stemTypes].filter(([t]) => !VERB_STEM_TYPES.test(t)).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  // Personal pronouns (ἐγώ, σύ, οὗ) have one form for every gender: a noun's table.
  if (/^pron\d$/.test(type)) return 'noun';
  if (isAdjectiveStemType(type) && (!isNounStemType(type) || entry.genders.size === 0)) return 'adjective';
  if (isNounStemType(type)) return 'noun';
  const genders = GENDERS.filter(([, g]) => entry.cells.has(`${g}.nom.sg`) || entry.cells.has(`${g}.gen.sg`)).length;
  return genders >= 2 && entry.genders.size === 0 ? 'adjective' : 'noun';
}

/** The table of a lemma's entry; undefined when no section has a form. */
export function buildGreekParadigm(entry: GreekLemmaEntry, kind = paradigmKind(entry)): ParadigmTable | undefined {
  let sections: (ParadigmSection | null)[];
  let title: string;
  if (kind === 'verb') {
    sections = verbSections(entry);
    title = verbLine(entry);
  } else if (kind === 'adjective') {
    sections = [...adjectiveSections(entry), ...adjectiveSections(entry, 'comp.', 'comparativo '), ...adjectiveSections(entry, 'superl.', 'superlativo ')];
    title = adjectiveLine(entry);
  } else {
    sections = nounSections(entry);
    title = nounLine(entry);
  }
  const kept = sections.filter((s): s is ParadigmSection => s !== null);
  return kept.length > 0 ? { key: entry.lemma, title, sections: kept } : undefined;
}
