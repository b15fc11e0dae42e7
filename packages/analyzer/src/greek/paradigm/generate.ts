/**
 * Forms of regular verbs made by Versio's own code where the corpus attests none: the lemma's tense stem
 * (read off its attested forms of the same tense system) with the endings of a model verb of its class
 * (λύω, ποιέω, τιμάω, δηλόω, as Morpheus gives them), and the accent placed by the rules: finite forms
 * recessive, others where the model has it. A cell is made only when it can be made reliably: the stem
 * read off every attested form agrees, the ending's syllables decide the accent, and the lemma's vowel
 * lengths are known where the accent needs them. Attested forms always win (they are never replaced).
 * Example: παιδεύω with only `ἐπαίδευσα` attested in the aorist → `ἐπαιδεύσαμεν` from λύω's `ἐλύσαμεν`.
 */
import { greekBareKey } from '../normalize';
import { accentOf, isLongNucleus, letters, nuclei, placeAccent, withoutAccent } from './accent';

/** The model verb of a lemma's class, by the end of its dictionary form; undefined for verbs in -μι and others. */
export function modelOf(lemma: string): string | undefined {
  const bare = greekBareKey(lemma);
  if (/(εω|εομαι)$/.test(bare)) return 'ποιέω';
  if (/(αω|αομαι)$/.test(bare)) return 'τιμάω';
  if (/(οω|οομαι)$/.test(bare)) return 'δηλόω';
  if (/(ω|ομαι)$/.test(bare) && !/(μι|μαι)$/.test(bare.replace(/ομαι$/, ''))) return 'λύω';
  return undefined;
}

/** The tense system a cell belongs to: its forms share one stem (augmented forms apart). */
export function systemOf(key: string): string | undefined {
  const [tense = '', mood = '', voice = ''] = key.split('.');
  const augmented = mood === 'ind' ? '+' : '';
  switch (tense) {
    case 'pres': return 'pres';
    case 'imperf': return 'imperf';
    case 'fut': return voice === 'pass' ? 'fut-pass' : 'fut';
    case 'aor': return `${voice === 'pass' ? 'aor-pass' : 'aor'}${augmented}`;
    case 'perf': return voice === 'act' ? 'perf' : 'perf-mp';
    case 'plup': return voice === 'act' ? 'plup' : 'plup-mp';
    default: return undefined;
  }
}

const FINITE = new Set(['ind', 'subj', 'opt', 'imperat']);

/** Each character's bare letter, cached: the build runs this over every form of every regular verb. */
const bareOfChar = new Map<string, string>();
function bareChars(word: string): string[] {
  return [...word.normalize('NFC')].map((c) => {
    let bare = bareOfChar.get(c);
    if (bare === undefined) bareOfChar.set(c, (bare = greekBareKey(c)));
    return bare;
  });
}

function commonPrefixLength(words: readonly string[][]): number {
  if (words.length === 0) return 0;
  let n = 0;
  while (words.every((w) => n < w.length && w[n] === words[0]![n])) n++;
  return n;
}

/** The ultima's length by its letters, else from where the model's accent can stand; undefined when unknown. */
function ultimaIsLong(model: string, finiteOptative: boolean): boolean | undefined {
  const bare = greekBareKey(model);
  if (/(αι|οι)$/.test(bare)) return finiteOptative;
  const byLetters = isLongNucleus(model, 1);
  if (byLetters !== undefined) return byLetters;
  const accent = accentOf(model);
  if (!accent) return undefined;
  if (accent.fromEnd === 3 || (accent.fromEnd === 2 && accent.kind === 'circumflex')) return false;
  if (accent.fromEnd === 2 && isLongNucleus(model, 2) === true) return true;
  return undefined;
}

/** The accented form: `plain` (no accent) with the accent the rules give, `modelForm` standing for the same cell. */
function accentLike(plain: string, modelForm: string, endingStart: number, finite: boolean, optative: boolean): string | undefined {
  const accent = accentOf(modelForm);
  if (!accent) return undefined;
  const modelLetters = letters(modelForm);
  const modelNuclei = nuclei(modelLetters);
  // A nucleus that reaches into the ending (ἠξιο|ῦτε, a contraction) belongs to it.
  const inEnding = modelNuclei.filter((n) => n[n.length - 1]! >= endingStart).length;
  // An accent on the ending (a contraction, an optative in -οίην, a passive aorist's -θῶ) stays where it is.
  if (accent.fromEnd <= inEnding) return placeAccent(plain, accent.fromEnd, accent.kind);
  const long = ultimaIsLong(modelForm, optative);
  if (long === undefined) return undefined;
  const count = nuclei(letters(plain)).length;
  // Finite forms are recessive; the others keep the model's place, on the stem's last syllable.
  const fromEnd = finite ? Math.min(count, long ? 2 : 3) : accent.fromEnd;
  if (fromEnd === 3 || fromEnd === 1) return placeAccent(plain, fromEnd, 'acute');
  if (long) return placeAccent(plain, 2, 'acute');
  const penultLong = isLongNucleus(plain, 2);
  if (penultLong === undefined) return undefined;
  return placeAccent(plain, 2, penultLong ? 'circumflex' : 'acute');
}

/** A model's tense systems, read once: per system, its cells' forms, the stem's length and each cell's ending. */
interface ModelSystem {
  name: string;
  stemLength: number;
  /** Endings after the stem letters start (letter index in the model form, for the accent). */
  cells: { key: string; form: string; bareEnding: string; ending: string; endingStart: number }[];
}

const modelSystems = new WeakMap<ReadonlyMap<string, readonly string[]>, ModelSystem[]>();

/** True for the models whose present system contracts (ποιέω, τιμάω, δηλόω). */
export function isContractModel(model: string): boolean {
  return model !== 'λύω';
}

function systemsOf(model: ReadonlyMap<string, readonly string[]>, contract: boolean): ModelSystem[] {
  const kept = modelSystems.get(model);
  if (kept) return kept;
  const bySystem = new Map<string, string[]>();
  for (const key of model.keys()) {
    const system = systemOf(key);
    if (system) bySystem.set(system, [...(bySystem.get(system) ?? []), key]);
  }
  const out: ModelSystem[] = [];
  for (const [name, keys] of bySystem) {
    const forms = keys.map((key) => ({ key, form: model.get(key)![0]! }));
    let stemLength = commonPrefixLength(forms.map((f) => bareChars(f.form)));
    // A contract verb's present stem stops before its contracted vowels (ἠξι|οῦτε, not ἠξιου|τε): they carry the accent.
    if (contract && (name === 'pres' || name === 'imperf')) while (stemLength > 0 && /[αεηιουω]/.test(bareChars(forms[0]!.form)[stemLength - 1]!)) stemLength--;
    if (stemLength === 0) continue;
    out.push({
      name,
      stemLength,
      cells: forms.map(({ key, form }) => {
        const chars = [...form.normalize('NFC')];
        return {
          key, form, bareEnding: bareChars(form).slice(stemLength).join(''), ending: withoutAccent(chars.slice(stemLength).join('')),
          endingStart: letters(withoutAccent(chars.slice(0, stemLength).join(''))).length,
        };
      }),
    });
  }
  modelSystems.set(model, out);
  return out;
}

/**
 * The cells a lemma lacks that its model has, made from the lemma's own stems; `cells` (the lemma's attested
 * forms) is not changed; `contract` for a contract verb's model. Example: `generateCells(παιδεύω's cells, λύω's cells)` → Map { 'aor.ind.act.1.pl' → ['ἐπαιδεύσαμεν'], … }.
 */
export function generateCells(cells: ReadonlyMap<string, readonly string[]>, model: ReadonlyMap<string, readonly string[]>, contract = false): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const system of systemsOf(model, contract)) {
    // The lemma's stem: each attested form of the system less the model's ending of the same cell; all must agree.
    let stem: string | undefined;
    let agree = true;
    for (const cell of system.cells) {
      const own = cells.get(cell.key)?.[0];
      if (!own) continue;
      const chars = [...own.normalize('NFC')];
      const endingLength = [...cell.bareEnding].length;
      const candidate = chars.length > endingLength && bareChars(own).join('').endsWith(cell.bareEnding)
        ? withoutAccent(chars.slice(0, chars.length - endingLength).join('')) : undefined;
      if (candidate === undefined || (stem !== undefined && stem !== candidate)) {
        agree = false;
        break;
      }
      stem = candidate;
    }
    if (!agree || stem === undefined) continue;
    // A consonant stem's perfect middle assimilates its endings (ἦργμαι, ἦρξαι, ἦρκται): not λύω's.
    if (system.name.endsWith('-mp') && !/[αεηιουω]$/.test(greekBareKey(stem))) continue;
    for (const cell of system.cells) {
      if (cells.has(cell.key)) continue;
      const mood = cell.key.split('.')[1] ?? '';
      const form = accentLike(`${stem}${cell.ending}`.normalize('NFC'), cell.form, cell.endingStart, FINITE.has(mood), mood === 'opt');
      if (form) out.set(cell.key, [form]);
    }
  }
  return out;
}
