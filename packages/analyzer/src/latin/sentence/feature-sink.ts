/**
 * Where the sentence model's features go (decision 093). A feature is a template's name and up to four parts,
 * written as one string with `|` between them (`MA|-1|ADJ|cng|1`): the saved model's keys, what training learns.
 * features.ts and arc-features.ts give each feature as its parts to a sink, so that the one definition of the
 * templates serves both ways of using them: `FeatureList` writes the strings (training, tests), `FeatureWeights`
 * sums their weights without building a string for a feature it has met before (the re-ranking).
 * Example: `const list = new FeatureList(); contextFeatures(s, i, p, list); list.features` → `['MA|-1|ADJ|cng|1', …]`.
 */

export interface FeatureSink {
  /** One feature: the template `t` and its parts (those after the last given one left undefined). */
  add(t: string, a: string, b?: string, c?: string, d?: string): void;
}

/** The feature as a string: its template and parts joined by `|`. */
export function featureString(t: string, a: string, b?: string, c?: string, d?: string): string {
  let f = `${t}|${a}`;
  if (b !== undefined) f += `|${b}`;
  if (c !== undefined) f += `|${c}`;
  if (d !== undefined) f += `|${d}`;
  return f;
}

/** The features as strings, in the order given. */
export class FeatureList implements FeatureSink {
  readonly features: string[] = [];

  add(t: string, a: string, b?: string, c?: string, d?: string): void {
    this.features.push(featureString(t, a, b, c, d));
  }
}

/** A feature's parts met so far, one level per part; `weight` is NaN until the feature ending here is looked up. */
class Node {
  weight = Number.NaN;
  next: Map<string, Node> | null = null;
}

/**
 * Nodes kept before the tree starts again: a long-running process meets new words' keys without end (75,000
 * tokens of UD dev text make about 2,000 nodes).
 */
const MAX_NODES = 1 << 16;

/**
 * The sum of the features' weights (`total`, set to 0 by the caller before a word's features), in the order they
 * come: each feature's weight is looked up by its string the first time its parts are met, and kept in a tree of
 * its parts (the template's name, then each part), where the next time finds it without building the string.
 */
export class FeatureWeights implements FeatureSink {
  total = 0;
  private root = new Node();
  private nodes = 0;

  /** `maxNodes`: the nodes kept before the tree starts again. */
  constructor(
    private readonly weights: ReadonlyMap<string, number>,
    private readonly maxNodes = MAX_NODES,
  ) {}

  add(t: string, a: string, b?: string, c?: string, d?: string): void {
    // Each level written out: a call per part costs on every feature in a CLI run without inlining (decision 074).
    let n = this.root.next?.get(t) ?? this.grow(this.root, t);
    n = n.next?.get(a) ?? this.grow(n, a);
    if (b !== undefined) {
      n = n.next?.get(b) ?? this.grow(n, b);
      if (c !== undefined) {
        n = n.next?.get(c) ?? this.grow(n, c);
        if (d !== undefined) n = n.next?.get(d) ?? this.grow(n, d);
      }
    }
    let w = n.weight;
    if (Number.isNaN(w)) n.weight = w = this.weights.get(featureString(t, a, b, c, d)) ?? 0;
    this.total += w;
  }

  private grow(parent: Node, part: string): Node {
    if (this.nodes >= this.maxNodes) {
      // Start again (parent is then cut off, and the feature's own node is made below it all the same).
      this.root = new Node();
      this.nodes = 0;
    }
    const node = new Node();
    (parent.next ??= new Map()).set(part, node);
    this.nodes++;
    return node;
  }
}
