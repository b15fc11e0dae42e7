// The evaluation set of photo recognition: which passage is typeset in which face, with which running head,
// and whether it is used to develop the pipeline (dev) or only to report its accuracy (test, held out:
// nothing in the pipeline was tuned on it). The passages are public-domain texts typed into texts/.
export type SetSplit = 'dev' | 'test';
export type Passage = { id: string; lang: 'lat' | 'grc'; head: string; split: SetSplit };

export const PASSAGES: readonly Passage[] = [
  { id: 'lat-caesar-bg-1-1', lang: 'lat', head: 'C. IULI CAESARIS DE BELLO GALLICO I', split: 'dev' },
  { id: 'lat-cicero-cat-1-1', lang: 'lat', head: 'M. TULLI CICERONIS IN CATILINAM I', split: 'dev' },
  { id: 'lat-sallust-cat-1', lang: 'lat', head: 'C. SALLUSTI CRISPI BELLUM CATILINAE', split: 'dev' },
  { id: 'lat-cicero-archia-1', lang: 'lat', head: 'PRO A. LICINIO ARCHIA POETA', split: 'dev' },
  { id: 'lat-caesar-bg-1-2', lang: 'lat', head: 'COMMENTARIUS PRIMUS', split: 'test' },
  { id: 'lat-cicero-cat-1-2', lang: 'lat', head: 'ORATIO IN CATILINAM PRIMA', split: 'test' },
  { id: 'lat-livy-praefatio', lang: 'lat', head: 'T. LIVI AB URBE CONDITA', split: 'test' },
  { id: 'lat-caesar-bg-6-13', lang: 'lat', head: 'DE BELLO GALLICO VI', split: 'test' },
  { id: 'grc-xenophon-anabasis-1-1-1', lang: 'grc', head: 'ΞΕΝΟΦΩΝΤΟΣ ΚΥΡΟΥ ΑΝΑΒΑΣΙΣ Α', split: 'dev' },
  { id: 'grc-plato-apology-17a', lang: 'grc', head: 'ΠΛΑΤΩΝΟΣ ΑΠΟΛΟΓΙΑ ΣΩΚΡΑΤΟΥΣ', split: 'dev' },
  { id: 'grc-herodotus-1-1', lang: 'grc', head: 'ΗΡΟΔΟΤΟΥ ΙΣΤΟΡΙΑΙ Α', split: 'dev' },
  { id: 'grc-xenophon-memorabilia-1-1-1', lang: 'grc', head: 'ΑΠΟΜΝΗΜΟΝΕΥΜΑΤΑ Α', split: 'dev' },
  { id: 'grc-xenophon-anabasis-1-1-3', lang: 'grc', head: 'ΚΥΡΟΥ ΑΝΑΒΑΣΕΩΣ Α', split: 'test' },
  { id: 'grc-plato-republic-327a', lang: 'grc', head: 'ΠΛΑΤΩΝΟΣ ΠΟΛΙΤΕΙΑ Α', split: 'test' },
  { id: 'grc-thucydides-1-1', lang: 'grc', head: 'ΘΟΥΚΥΔΙΔΟΥ ΙΣΤΟΡΙΑΙ Α', split: 'test' },
  { id: 'grc-lysias-1-1', lang: 'grc', head: 'ΛΥΣΙΟΥ ΥΠΕΡ ΤΟΥ ΕΡΑΤΟΣΘΕΝΟΥΣ ΦΟΝΟΥ', split: 'test' },
];

/** Book faces from Debian's font packages (fonts-linuxlibertine, -ebgaramond, -urw-base35, -gfs-*). */
const FONT_DIR = '/usr/share/fonts/opentype';
export type Face = { family: string; file: string };
export const FACES: Record<'lat' | 'grc', readonly Face[]> = {
  lat: [
    { family: 'Linux Libertine O', file: `${FONT_DIR}/linux-libertine/LinLibertine_R.otf` },
    { family: 'EB Garamond 12', file: `${FONT_DIR}/ebgaramond/EBGaramond12-Regular.otf` },
    { family: 'C059', file: `${FONT_DIR}/urw-base35/C059-Roman.otf` },
    { family: 'P052', file: `${FONT_DIR}/urw-base35/P052-Roman.otf` },
  ],
  grc: [
    { family: 'GFS Didot', file: `${FONT_DIR}/didot/GFSDidot.otf` },
    { family: 'GFS Porson', file: `${FONT_DIR}/porson/GFSPorson.otf` },
    { family: 'GFS Artemisia', file: `${FONT_DIR}/artemisia/GFSArtemisia.otf` },
    { family: 'GFS Neohellenic', file: `${FONT_DIR}/neohellenic/GFSNeohellenic.otf` },
  ],
};

/**
 * Faces of 19th-century editions, for the scans of `--editions` (decision 053): Greek in Porson's Greek (Oxford
 * and Cambridge texts) and Didot's; Latin in Didot's roman, Century (C059) and Bookman (URW Bookman). GFS Bodoni
 * Classic is left out: Bodoni's Greek of 1788, with its ligatures and curled ϑ, is no 19th-century edition's.
 */
export const EDITION_FACES: Record<'lat' | 'grc', readonly Face[]> = {
  lat: [
    { family: 'GFS Didot', file: `${FONT_DIR}/didot/GFSDidot.otf` },
    { family: 'C059', file: `${FONT_DIR}/urw-base35/C059-Roman.otf` },
    { family: 'URW Bookman Light', file: `${FONT_DIR}/urw-base35/URWBookman-Light.otf` },
  ],
  grc: [
    { family: 'GFS Porson', file: `${FONT_DIR}/porson/GFSPorson.otf` },
    { family: 'GFS Didot', file: `${FONT_DIR}/didot/GFSDidot.otf` },
  ],
};
