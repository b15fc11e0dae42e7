// Character error rate: edit distance between the recognised text and the ground truth, over the ground
// truth's length, after NFC, with every run of white space read as one space (line breaks and paragraph
// breaks are layout, not text) and every apostrophe of elision as one sign (δ᾽, δ’, δ' are the same
// word; the analyzer reads them alike).

const APOSTROPHES = /[\u0027\u02bc\u1fbd\u1fbf\u2019]/gu;

export function normalizeForCer(text: string): string {
  return text.normalize('NFC').replace(APOSTROPHES, '\u2019').replace(/\s+/gu, ' ').trim();
}

export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits and the reference's length, to be added up over a set before dividing. */
export function countErrors(hypothesis: string, reference: string): { edits: number; chars: number } {
  const ref = [...normalizeForCer(reference)];
  return { edits: editDistance([...normalizeForCer(hypothesis)], ref), chars: ref.length };
}
