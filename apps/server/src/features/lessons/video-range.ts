// The Range header of a video request (RFC 9110 §14): one range of bytes, so that a player can seek.
// Several ranges, other units and malformed headers are ignored (the whole video is sent, as the RFC
// allows); a range that starts past the end cannot be satisfied (416).
import type { ByteRange } from '../../integrations/storage/storage';

export type RangeAnswer = ByteRange | 'unsatisfiable' | null;

const SINGLE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/** The bytes to send of an object of `size` bytes: a range, 'unsatisfiable', or null for all of them. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return null;
  const match = SINGLE.exec(header.replace(/\s+/g, ''));
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix: the last `to` bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}
