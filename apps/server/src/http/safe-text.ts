// Text that people send and Versio stores or passes on is refused, never silently changed, when it
// holds a lone surrogate (half of a UTF-16 pair: no encoding can store it, so drivers and JSON
// writers swap it for U+FFFD or an escape) or a control character other than tab, line feed and
// carriage return (invisible, and meaningless in a name, a Latin text or a translation).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { withErrorCode } from './issue-code';

// With the u flag a well-formed surrogate pair is one code point, so \p{Cs} matches only lone halves.
const UNSAFE_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

/** The refusal: code invalid_text, with the Italian message. */
export const UNSAFE_TEXT_ERROR = withErrorCode('invalid_text', MESSAGES.invalidText);

/** A string schema that refuses unsafe text: `safeText().trim().max(100)`. */
export function safeText(): z.ZodString {
  return z.string().refine(isSafeText, UNSAFE_TEXT_ERROR);
}

/**
 * True when every string and every key inside a JSON value is safe text; walked without recursion,
 * so no nesting depth can overflow the stack. Refine nested data with it: `.refine(hasOnlySafeText, UNSAFE_TEXT_ERROR)`.
 */
export function hasOnlySafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isSafeText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isSafeText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

