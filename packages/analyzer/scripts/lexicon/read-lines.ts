import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lines of a Collatinus data file without comments (`!`) and blank lines; a missing optional file gives []. */
export function readDataLines(dir: string, name: string, optional = false): string[] {
  let text: string;
  try {
    text = readFileSync(join(dir, name), 'utf8');
  } catch (error) {
    if (optional) return [];
    throw error;
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('!'));
}
