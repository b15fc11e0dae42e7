// The shapes of the analysis calls, as apps/server/src/features/analyze/analyze.schema.ts answers
// them. Kept here until the server exports them as types.

export type Lang = 'lat' | 'grc';

/** One word's Italian card (Italian keys, ready-to-show strings). */
export type WordCard = {
  pos: string;
  lemma: string;
  declinazione?: string;
  paradigma?: string;
  significato: string;
  persona?: string;
  caso?: string;
  numero?: string;
  genere?: string;
  tempo?: string;
  modo?: string;
  diatesi?: string;
  grado?: string;
  forma?: string;
  altro?: string;
  cercaCome: string;
  cercaComeNota?: string;
  dizionario: string;
  incerto: boolean;
};

type RichReading = { lemma: string; lemmaKey: string | null; upos: string; feats: string; source: string };

/** POST /api/analyze: every occurrence in order, the chosen reading and the alternatives. */
export type RichToken = {
  form: string;
  word: string;
  kind: 'word' | 'punct' | 'number';
  chosen: RichReading;
  card: WordCard | null;
  uncertain: boolean;
  alternatives: (RichReading & { score: number | null; card: WordCard })[];
};

export type RichAnalysis = { lang: Lang; tokens: RichToken[] };

/** POST /analyze/lemmas: the headword to look up, one entry per word. */
export type LemmaEntry = { lemma: string; text: string };

/** GET /api/paradigm/:lang/:key. */
export type Paradigm = {
  key: string;
  title: string;
  sections: { title: string; rows: { label: string; forms: string[] }[] }[];
};

/** What Versio keeps of one word: its card, its lemma key (for the paradigm) and the other readings. */
export type WordEntry = {
  word: string;
  card: WordCard;
  lemmaKey: string | null;
  uncertain: boolean;
  alternatives: { card: WordCard; lemmaKey: string | null }[];
};

/** The analysis result of spec §3: a map keyed by word. */
export type AnalysisMap = Record<string, WordEntry>;

/** POST /api/analysis/start: one credit spent, the grant every chunk carries. */
export type AnalysisGrant = { grant: string; lang: Lang; remaining: number; expiresAt: string };
