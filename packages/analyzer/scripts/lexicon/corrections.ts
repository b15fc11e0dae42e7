/**
 * Corrections to Collatinus models, applied right after a model is parsed (before any child model
 * inherits from it). Each says why; keep the list short and prefer fixing data upstream.
 */
import type { ParsedModel } from './parse-models';

interface ModelCorrection {
  model: string;
  slots: number[];
  /** Endings that replace the slots' endings ([] removes the slots). */
  endings: { ending: string; radical: number }[];
  why: string;
}

export const MODEL_CORRECTIONS: readonly ModelCorrection[] = [
  {
    model: 'infans', slots: [37, 38, 39], endings: [{ ending: '', radical: 4 }],
    why: 'the neuter nominative is the headword (ingens), not the genitive stem + ns (ingentns)',
  },
  {
    model: 'fio', slots: [302], endings: [{ ending: 'ĭĕrī', radical: 3 }],
    why: 'the infinitive of fio is fieri, passive in form (UD: Voice=Pass); the model files it as a passive imperative',
  },
  { model: 'fio', slots: [187, 297], endings: [], why: 'fio has no infinitive in -ire (inherited from audio), and fieri is no imperative' },
  ...['imitor', 'uereor', 'sequor', 'patior', 'potior'].map((model) => ({
    model, slots: [183, 184, 185, 186], endings: [],
    why: 'deponents list two imperative endings for six slots, so the last (-mini) fills the future imperative; theirs is in 299–301 (-tor)',
  })),
];

/** Applies the corrections of one model in place. */
export function correctModel(model: ParsedModel): void {
  for (const c of MODEL_CORRECTIONS) {
    if (c.model !== model.name) continue;
    for (const slot of c.slots) {
      if (c.endings.length === 0) model.endings.delete(slot);
      else model.endings.set(slot, c.endings.map((e) => ({ ...e, rare: false })));
    }
  }
}
