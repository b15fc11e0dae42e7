/**
 * The small averaged perceptron of the parts of speech by context (learn.ts): one per split lemma of an annotation,
 * over string features a language computes. Example: `predictContext(c, ['b', 'n1=N'])` → `CCONJ`.
 */

/** Passes over the examples. */
export const CONTEXT_EPOCHS = 8;

export interface ContextClassifier {
  /** The classes, the most frequent first. */
  classes: string[];
  weights: Map<string, number[]>;
}

/** A training example: its features and the index of its class. */
export interface ContextExample {
  features: string[];
  gold: number;
}

function score(c: ContextClassifier, features: readonly string[]): number[] {
  const s = c.classes.map(() => 0);
  for (const f of features) c.weights.get(f)?.forEach((w, i) => (s[i]! += w));
  return s;
}

/** The class the classifier gives the features (ties: the most frequent). */
export function predictContext(c: ContextClassifier, features: readonly string[]): string {
  const s = score(c, features);
  let best = 0;
  s.forEach((v, i) => { if (v > s[best]!) best = i; });
  return c.classes[best]!;
}

/** An averaged perceptron over the examples, in their order. */
export function trainPerceptron(classes: string[], examples: readonly ContextExample[], epochs = CONTEXT_EPOCHS): ContextClassifier {
  const weights = new Map<string, number[]>();
  const totals = new Map<string, number[]>();
  const stamps = new Map<string, number[]>();
  let t = 0;
  const update = (f: string, i: number, delta: number) => {
    if (!weights.has(f)) [weights, totals, stamps].forEach((m) => m.set(f, classes.map(() => 0)));
    const w = weights.get(f)!;
    totals.get(f)![i]! += (t - stamps.get(f)![i]!) * w[i]!;
    stamps.get(f)![i] = t;
    w[i]! += delta;
  };
  const c: ContextClassifier = { classes, weights };
  for (let e = 0; e < epochs; e++) {
    for (const ex of examples) {
      t++;
      const guess = classes.indexOf(predictContext(c, ex.features));
      if (guess === ex.gold) continue;
      for (const f of ex.features) {
        update(f, ex.gold, 1);
        update(f, guess, -1);
      }
    }
  }
  const averaged = new Map<string, number[]>();
  for (const [f, w] of weights) {
    const avg = w.map((v, i) => Math.round((1000 * (totals.get(f)![i]! + (t - stamps.get(f)![i]!) * v)) / t) / 1000);
    if (avg.some((v) => v !== 0)) averaged.set(f, avg);
  }
  return { classes, weights: averaged };
}

/** The JSON form of the classifiers (saved with a language's models). */
export type ContextJson = [string, { classes: string[]; weights: [string, number[]][] }][];

export function contextClassifiersToJson(m: ReadonlyMap<string, ContextClassifier>): ContextJson {
  return [...m].map(([k, c]) => [k, { classes: c.classes, weights: [...c.weights] }]);
}

export function contextClassifiersFromJson(json: ContextJson | undefined): Map<string, ContextClassifier> {
  return new Map((json ?? []).map(([k, c]) => [k, { classes: c.classes, weights: new Map(c.weights) }]));
}
