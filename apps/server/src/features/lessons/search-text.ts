// Lesson search ignores accents and case (spec §2 "Cerca tra le lezioni..."): both the stored text and
// the query are reduced to lower-case words without diacritics, so "perifrastica" finds "Perifrastica",
// "cio" finds "ciò" and "λογος" finds "λόγος". Each query word must begin a word of the title or the
// description ("declinaz" finds "declinazione", "cio" does not find "sciolgo"). The reduced text is
// stored in lessons.search_text, because neither SQLite's lower() nor PostgreSQL without the unaccent
// extension can do it.

/** Lower case, no accents, breathings or macrons, final sigma as σ, words split at anything else. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a lesson is searched by: its title and description, with a space before every word. */
export function toSearchText(lesson: { title: string; description: string }): string {
  return ` ${normalizeForSearch(`${lesson.title} ${lesson.description}`)}`;
}

/** The words of a query, each of which a lesson must contain (at most 8; the rest narrow nothing useful). */
export function toSearchWords(query: string): string[] {
  return [...new Set(normalizeForSearch(query).split(' ').filter(Boolean))].slice(0, 8);
}

/** A LIKE pattern matching a word that begins with `word`, with % _ and \ taken literally (ESCAPE '\'). */
export function toWordStartPattern(word: string): string {
  return `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
