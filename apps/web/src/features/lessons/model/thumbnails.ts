// Spec §2: each card shows one of 7 thumbnails chosen at random. The choice is random across lessons
// but fixed for each one (a hash of its id), so a card keeps its picture across pages, reloads and
// visits, and the grid does not reshuffle while the student looks at it.
import alloro from '../assets/alloro.svg';
import anfora from '../assets/anfora.svg';
import civetta from '../assets/civetta.svg';
import colonna from '../assets/colonna.svg';
import lucerna from '../assets/lucerna.svg';
import papiro from '../assets/papiro.svg';
import tavoletta from '../assets/tavoletta.svg';

export const THUMBNAILS: readonly string[] = [colonna, papiro, anfora, alloro, civetta, lucerna, tavoletta];

/** FNV-1a of the lesson id, reduced to one of the thumbnails. */
export function chooseThumbnail(codice: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < codice.length; i += 1) {
    hash ^= codice.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % THUMBNAILS.length;
}
