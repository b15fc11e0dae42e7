/**
 * The arc-hybrid transition system (Kuhlmann, Gómez-Rodríguez and Satta 2011) of the dependency parser, with its
 * dynamic oracle (Goldberg and Nivre 2013). Words are 1..n, 0 is the root, which starts on the stack. SHIFT
 * pushes the buffer's first word; LEFT-l makes it the head of the stack's top (popped); RIGHT-l makes the word
 * below the top its head (popped). Every sequence ends in a projective tree: each word gets exactly one head.
 */

export const SHIFT = 0;
export const LEFT = 1;
export const RIGHT = 2;

/** A transition code: 0 SHIFT, 1 + 2k LEFT with label k, 2 + 2k RIGHT with label k. */
export function moveOf(code: number): number {
  return code === 0 ? SHIFT : code % 2 === 1 ? LEFT : RIGHT;
}

export function labelOf(code: number): number {
  return code === 0 ? -1 : (code - 1) >> 1;
}

export function codeOf(move: number, label: number): number {
  return move === SHIFT ? 0 : move === LEFT ? 1 + 2 * label : 2 + 2 * label;
}

/** A parser configuration over a sentence of n words: stack, buffer position, the arcs made so far. */
export class Configuration {
  readonly stack: number[] = [0];
  /** The buffer's first word (1-based); n + 1 when the buffer is empty. */
  next = 1;
  readonly heads: Int32Array;
  readonly labels: Int32Array;
  /** Leftmost and rightmost dependents of each word (−1 none), for the features. */
  readonly leftmost: Int32Array;
  readonly rightmost: Int32Array;
  readonly leftCount: Int32Array;
  readonly rightCount: Int32Array;

  constructor(readonly n: number) {
    this.heads = new Int32Array(n + 1).fill(-1);
    this.labels = new Int32Array(n + 1).fill(-1);
    this.leftmost = new Int32Array(n + 1).fill(-1);
    this.rightmost = new Int32Array(n + 1).fill(-1);
    this.leftCount = new Int32Array(n + 1);
    this.rightCount = new Int32Array(n + 1);
  }

  done(): boolean {
    return this.next > this.n && this.stack.length === 1;
  }

  /** The k-th word from the stack's top (0: the top), or −1. */
  s(k: number): number {
    const at = this.stack.length - 1 - k;
    return at >= 0 ? this.stack[at]! : -1;
  }

  /** The k-th word of the buffer (0: its first), or −1. */
  b(k: number): number {
    const w = this.next + k;
    return w <= this.n ? w : -1;
  }

  canDo(move: number): boolean {
    if (move === SHIFT) return this.next <= this.n;
    if (move === LEFT) return this.stack.length > 1 && this.next <= this.n;
    return this.stack.length > 2 || (this.stack.length === 2 && this.next > this.n);
  }

  apply(code: number): void {
    const move = moveOf(code);
    if (move === SHIFT) {
      this.stack.push(this.next++);
      return;
    }
    const dep = this.stack.pop()!;
    this.attach(move === LEFT ? this.next : this.stack[this.stack.length - 1]!, dep, labelOf(code));
  }

  private attach(head: number, dep: number, label: number): void {
    this.heads[dep] = head;
    this.labels[dep] = label;
    if (dep < head) {
      if (this.leftmost[head]! < 0 || dep < this.leftmost[head]!) this.leftmost[head] = dep;
      this.leftCount[head]!++;
    } else {
      if (dep > this.rightmost[head]!) this.rightmost[head] = dep;
      this.rightCount[head]!++;
    }
  }
}

/**
 * What a move costs against the gold tree (`heads`, 1-based, index 0 unused): how many gold arcs it makes
 * unreachable (Goldberg and Nivre 2013, arc-hybrid), ignoring labels. Non-projective gold trees get the
 * same counts, which then only approximate the best reachable tree.
 */
export function moveCost(c: Configuration, move: number, heads: ArrayLike<number>): number {
  const s0 = c.s(0);
  const b0 = c.b(0);
  let cost = 0;
  if (move === SHIFT) {
    // b0 can no longer take a head or a dependent below the top of the stack (nor the top as its dependent).
    for (let k = 0; k < c.stack.length; k++) {
      const w = c.stack[k]!;
      if (w > 0 && heads[w] === b0) cost++;
      if (k < c.stack.length - 1 && heads[b0] === w) cost++;
    }
    return cost;
  }
  // LEFT and RIGHT pop s0: it loses every dependent still in the buffer.
  for (let w = c.next; w <= c.n; w++) if (heads[w] === s0) cost++;
  const h = heads[s0]!;
  if (move === LEFT) {
    if (h !== b0 && (h === c.s(1) || h > b0)) cost++;
  } else if (h !== c.s(1) && h >= c.next) cost++;
  return cost;
}
