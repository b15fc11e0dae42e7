/**
 * Reading a Latin dictionary line (`fero, fers, tuli, latum, ferre`; `fortis, forte`) for the card:
 * the number of endings of an adjective and the principal parts with another root.
 */
import { normalizeLatin } from '../normalize';
import { PARTE_PRINCIPALE, USCITE } from './labels';

function splitParts(line: string): string[] {
  return line.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * The adjective class with its number of endings: `2ª classe` + `fortis, forte` → `2ª classe (a due uscite)`;
 * `felix, felicis` (nominative and genitive) → `a una uscita`; `acer, acris, acre` → `a tre uscite`.
 */
export function describeAdjectiveClass(inflectionClass: string, dictionaryLine: string): string {
  if (!inflectionClass.startsWith('2ª classe') || inflectionClass.includes('uscit')) return inflectionClass;
  const parts = splitParts(dictionaryLine).filter((part) => !part.endsWith('.'));
  let endings = parts.length;
  // `felix, felicis`: the second word is the genitive, so the adjective has one ending for all genders.
  if (parts.length === 2 && normalizeLatin(parts[1]!).endsWith('is') && !normalizeLatin(parts[0]!).endsWith('is')) endings = 1;
  const label = USCITE[endings];
  return label ? `${inflectionClass} (${label})` : inflectionClass;
}

function firstLetters(word: string, count: number): string {
  return normalizeLatin(word).slice(0, count);
}

/**
 * When a verb form cannot be found under its own letters (`tulit` under `fero`), names the principal parts
 * with another root: `il perfetto tuli e il supino latum hanno un'altra radice`. Undefined otherwise.
 */
export function describeOtherRoot(form: string, lemma: string, dictionaryLine: string): string | undefined {
  const width = Math.min(2, lemma.length);
  const root = firstLetters(lemma, width);
  if (firstLetters(form, width) === root) return undefined;
  const parts = splitParts(dictionaryLine);
  // 5 parts: amo, amas, amavi, amatum, amare; 4 parts (deponents, verbs without supine): hortor, hortaris, hortatus sum, hortari.
  const named: [string, string | undefined][] = parts.length >= 5
    ? [[PARTE_PRINCIPALE.perfetto, parts[2]], [PARTE_PRINCIPALE.supino, parts[3]]]
    : [[PARTE_PRINCIPALE.perfetto, parts[2]]];
  const different = named
    .filter((entry): entry is [string, string] => entry[1] !== undefined && /\p{L}/u.test(entry[1]))
    .filter(([, part]) => firstLetters(part, width) !== root);
  // Only a form built on one of those roots needs the note (`tulit`, `latus`; not `ibat` under `eo`).
  if (!different.some(([, part]) => firstLetters(part, width) === firstLetters(form, width))) return undefined;
  const listed = different.map(([name, part]) => `${name} ${part}`);
  return `${listed.join(' e ')} ${listed.length === 1 ? 'ha' : 'hanno'} un'altra radice`;
}
