/**
 * The textbook paradigms of James Tauber's greek-inflexion (MIT; `greek-inflexion-stems/test_data/*_test.yaml`
 * in the outside data) read as fixtures for the paradigm tables: per lemma, cell key (cells.ts) → the forms a
 * textbook gives (`λύῃ/λύει` two forms, `λύουσι(ν)` both with and without nu, vowel quantities left out). Codes are tense, voice,
 * mood (`PAI.3S`, `AMP.NSM`); the middle of the present and perfect systems is Morpheus' `mp`.
 */
const TENSE: ReadonlyMap<string, string> = new Map([['P', 'pres'], ['I', 'imperf'], ['F', 'fut'], ['A', 'aor'], ['X', 'perf'], ['Y', 'plup']]);
const MOOD: ReadonlyMap<string, string> = new Map([['I', 'ind'], ['S', 'subj'], ['O', 'opt'], ['D', 'imperat'], ['N', 'inf'], ['P', 'part']]);
const CASE: ReadonlyMap<string, string> = new Map([['N', 'nom'], ['G', 'gen'], ['D', 'dat'], ['A', 'acc'], ['V', 'voc']]);
const GENDER: ReadonlyMap<string, string> = new Map([['M', 'masc'], ['F', 'fem'], ['N', 'neut']]);
const NUMBER: ReadonlyMap<string, string> = new Map([['S', 'sg'], ['P', 'pl'], ['D', 'dual']]);
const SHARED_VOICE = new Set(['pres', 'imperf', 'perf', 'plup']);

/** `PAI.3S` → `pres.ind.act.3.sg`; `AMP.NSM` → `aor.part.mid.masc.nom.sg`; undefined for codes of no cell. */
export function fixtureCellKey(code: string): string | undefined {
  const [head = '', tail = ''] = code.split('.');
  const tense = TENSE.get(head[0] ?? '');
  const mood = MOOD.get(head[2] ?? '');
  if (!tense || !mood || head.length !== 3) return undefined;
  let voice = head[1] === 'A' ? 'act' : head[1] === 'M' ? 'mid' : head[1] === 'P' ? 'pass' : undefined;
  if (!voice) return undefined;
  if (voice !== 'act' && SHARED_VOICE.has(tense)) voice = 'mp';
  if (mood === 'inf') return tail === '' ? `${tense}.inf.${voice}` : undefined;
  if (mood === 'part') {
    const [kase, number, gender] = [CASE.get(tail[0] ?? ''), NUMBER.get(tail[1] ?? ''), GENDER.get(tail[2] ?? '')];
    return kase && number && gender ? `${tense}.part.${voice}.${gender}.${kase}.${number}` : undefined;
  }
  const number = NUMBER.get(tail[1] ?? '');
  return /^[123]$/.test(tail[0] ?? '') && number ? `${tense}.${mood}.${voice}.${tail[0]}.${number}` : undefined;
}

/** The forms a fixture cell allows: `λύουσι(ν)` → λύουσι, λύουσιν; alternatives split on `/`. */
export function fixtureForms(value: string): string[] {
  // Vowel quantities (ᾱ, ῑ, ῡ) are no part of a written form; a `# note` is no form.
  const plain = value.replace(/#.*$/u, '').normalize('NFD').replace(/[\u0304\u0306]/gu, '').normalize('NFC');
  return plain.split('/').map((f) => f.trim()).filter(Boolean)
    .flatMap((f) => (f.endsWith('(ν)') ? [f.slice(0, -3), `${f.slice(0, -3)}ν`] : [f]));
}

/** Lemma → cell key → allowed forms, for every lemma of a fixture file (the first paradigm of a lemma wins). */
export function parseTextbookFixtures(yaml: string): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  let cells: Map<string, string[]> | undefined;
  for (const line of yaml.split('\n')) {
    const lemma = /^\s+lemma:\s*(\S+)/u.exec(line)?.[1];
    if (lemma) {
      const key = lemma.normalize('NFC');
      cells = out.has(key) ? undefined : new Map();
      if (cells) out.set(key, cells);
      continue;
    }
    const cell = /^\s+([A-Z]{3}(?:\.[0-9A-Z]{2,3})?):\s*(.+)$/u.exec(line);
    if (!cell || !cells) continue;
    const key = fixtureCellKey(cell[1]!);
    if (key) cells.set(key, fixtureForms(cell[2]!));
  }
  return out;
}
