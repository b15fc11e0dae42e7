// Is this text Latin (or Greek)? Decided before any model call, from cheap signals: the script of the
// letters, Italian and English function words that Latin never writes, and for Latin the share of
// words the Latin lexicon knows (unknown words are only guessed from their ending).
import type { Lang, LatinAnalyzer } from '@versio/analyzer';

/** Italian and English words that are not Latin words (so `non`, `in`, `per`, `sono`, `come` are absent). */
const MODERN_WORDS = new Set([
  'il', 'lo', 'la', 'gli', 'le', 'della', 'delle', 'del', 'dei', 'degli', 'che', 'è', 'un', 'una', 'uno', 'questo', 'questa',
  'ciao', 'sei', 'ho', 'hai', 'ha', 'abbiamo', 'perché', 'però', 'anche', 'molto', 'mio', 'mia', 'tuo', 'sul', 'nel', 'nella',
  'alla', 'al', 'dal', 'dalla', 'con', 'più', 'io', 'tu', 'noi', 'voi', 'loro', 'essere', 'fare', 'cosa', 'oggi', 'domani',
  'the', 'and', 'of', 'is', 'are', 'to', 'with', 'this', 'that', 'you', 'it', 'was', 'for', 'on', 'be', 'have', 'not', 'what', 'my',
]);

const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/u;
const LATIN_LETTER = /[a-zà-ÿāēīōūȳăĕĭŏŭ]/iu;

function countLetters(text: string): { greek: number; latin: number } {
  let greek = 0;
  let latin = 0;
  for (const char of text) {
    if (GREEK_LETTER.test(char)) greek++;
    else if (LATIN_LETTER.test(char)) latin++;
  }
  return { greek, latin };
}

/** True when the text reads as the given language. */
export function isTextInLanguage(text: string, lang: Lang, analyzer: () => LatinAnalyzer): boolean {
  const letters = countLetters(text);
  const total = letters.greek + letters.latin;
  if (total === 0) return false;
  if (lang === 'grc') return letters.greek / total >= 0.6;
  if (letters.latin / total < 0.9) return false;
  const words = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const modern = words.filter((w) => MODERN_WORDS.has(w.replace(/['’]$/, ''))).length;
  if (modern / words.length >= 0.15) return false;
  const tokens = analyzer().analyzeText(text).filter((t) => t.kind === 'word');
  if (tokens.length === 0) return false;
  const known = tokens.filter((t) => !t.uncertain && t.analysis.source !== 'guess').length;
  return known / tokens.length >= 0.6;
}
