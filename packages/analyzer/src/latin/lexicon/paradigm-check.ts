/**
 * Checks a lemma's generated paradigm and dictionary line for forms that cannot be right, whatever the
 * model: a vowel marked both long and short (`cōntēndō̆`), a noun's nominative that is not its headword
 * (`itiner` beside `iter`), a singular of a word used only in the plural (`tres, tre`), a supine built on the
 * first conjugation's default for a verb that has none (`timeatum`), a dictionary-line part that its own
 * paradigm does not contain. The tests run it on the most frequent lemmas (paradigm-check.test.ts).
 * Example: `paradigmProblems(lexicon, 'iter')` → [] once the generator is right; `['nominativo ĭtĭnĕr …']` before.
 */
import { lemmaMatchKey } from '../ud/lemma';
import type { LatinLexicon } from '../types';
import { stripQuantities } from './normalize';
import type { LexiconStore } from './store';

const DOUBLE_MARK = /[\u0304\u0306][\u0300-\u036f]*[\u0304\u0306]/u;
/** Declined cardinals used in the singular too. */
const SINGULAR_NUMERALS = new Set(['unus', 'mille']);

const plain = (form: string) => lemmaMatchKey(stripQuantities(form));

/** The problems of lemma `key`'s paradigm and dictionary line (none: an empty list). */
export function paradigmProblems(lexicon: LatinLexicon, key: string): string[] {
  const info = lexicon.lemma(key);
  const table = lexicon.paradigm(key);
  // A cross-reference (servos: see servus) is described under the other lemma.
  if (!info || !table || info.seeAlso !== undefined) return [];
  const problems: string[] = [];
  const forms = table.sections.flatMap((s) => s.rows.flatMap((r) => r.forms.map((form) => ({ section: s.title, row: r.label, form }))));
  for (const { section, row, form } of forms) {
    if (DOUBLE_MARK.test(form.normalize('NFD'))) problems.push(`${section}, ${row}: ${form} ha due segni di quantità`);
  }
  const noun = info.upos === 'NOUN' || info.upos === 'PROPN';
  const pluralOnly = info.pluraleTantum === true || (info.upos === 'NUM' && !SINGULAR_NUMERALS.has(key.replace(/\d$/, '')));
  if (pluralOnly && table.sections.some((s) => /singolare/i.test(s.title))) problems.push('singolare di una parola solo plurale');
  if (noun && !pluralOnly) {
    for (const { form } of forms.filter((f) => f.section === 'Singolare' && f.row === 'nominativo')) {
      if (plain(form) !== plain(info.lemma)) problems.push(`nominativo ${form} diverso dal lemma ${info.lemma}`);
    }
  }
  if (info.inflectionClass !== null && !info.inflectionClass.startsWith('1ª coniugazione')) {
    const defaultSupine = `${plain(info.lemma).replace(/o$/, '')}atum`;
    for (const { form } of forms.filter((f) => f.section === 'Supino')) {
      if (plain(form) === defaultSupine) problems.push(`supino ${form} costruito come nella 1ª coniugazione`);
    }
  }
  const known = new Set(forms.map((f) => plain(f.form.replace(/ (esse|sum|ēst|ēssĕ)$/u, ''))));
  for (const part of info.dictionaryLine.split(',').map((p) => p.trim())) {
    const word = part.replace(/ sum$/, '').replace(/\s*\(.*\)$/, '');
    if (word === '' || word.endsWith('.') || /\s/.test(word)) continue;
    if (!known.has(plain(word))) problems.push(`${word} della voce "${info.dictionaryLine}" non è nel paradigma`);
  }
  return problems;
}

/** The keys of the `count` most frequent lemmas of the lexicon (Collatinus's corpus counts). */
export function mostFrequentLemmaKeys(store: LexiconStore, count: number): string[] {
  const indexes = Array.from({ length: store.lemmaCount }, (_, i) => i);
  indexes.sort((a, b) => store.lemmaAt(b)[5] - store.lemmaAt(a)[5] || a - b);
  return indexes.slice(0, count).map((i) => store.lemmaAt(i)[0]);
}
