/**
 * The Italian word card of a Latin analysis, in the terms of Italian school grammars
 * (docs ANALYSIS-STYLE.md): part of speech, dictionary line, class, features, meaning, headword to look up.
 */
import type { WordCard } from '../../core/card';
import type { Analysis, Feats } from '../../core/types';
import type { LatinLemmaInfo } from '../types';
import { describeAdjectiveClass, describeOtherRoot } from './dictionary-line';
import {
  CASO, DIATESI, FORMA_DEPONENTE, GENERE, GRADO, MODO, NUMERO, PARTICIPIO, PERSONA, PLURALE_TANTUM, POS,
  POS_AGGETTIVO_POSSESSIVO, POS_CONGIUNZIONE_ENCLITICA, POS_PARTICELLA_INTERROGATIVA, POS_VERBO_ANOMALO,
  POS_VERBO_DEPONENTE, PREPOSIZIONE_POSPOSTA, SIGNIFICATO_ENCLITICO, SIGNIFICATO_MANCANTE, TIPO_NUMERALE, TIPO_PRONOME, labelLatinTense,
} from './labels';

/** What the sentence adds to a word's card. */
export interface DescribeContext {
  /** The form as written, for the "Cerca come" note on suppletive forms (`tulit`). */
  form?: string;
  /** True for the clitic part of a split word (`que` of `armaque`, `cum` of `mecum`). */
  isEnclitic?: boolean;
  /** The word this one agrees with (`oppido` for `expugnato`). */
  agreesWith?: string;
  /** The construction it belongs to (`ablativo assoluto`). */
  construction?: string;
}

const ENCLITIC_CONJUNCTIONS = new Set(['que', 've', 'ue']);

/** What Italian school grammars call the pronominal words the treebanks leave without a PronType. */
const PRONOMINAL_KIND: ReadonlyMap<string, string> = new Map([
  ...['omnis', 'multus', 'alius', 'nullus', 'ullus', 'totus', 'ceterus', 'solus', 'alter', 'uter', 'neuter', 'uterque', 'quisque',
    'quidam', 'aliquis', 'nonnullus', 'plerique', 'plerusque', 'paucus', 'pauci', 'cunctus', 'universus', 'reliquus', 'quisquam',
    'quilibet', 'quivis', 'nemo', 'nihil', 'aliqui'].map((l) => [l, 'indefinito'] as const),
  ...['tantus', 'talis', 'tot', 'quantus', 'qualis', 'quot', 'totidem', 'tantundem'].map((l) => [l, 'correlativo'] as const),
  ...['ipse', 'idem'].map((l) => [l, 'determinativo'] as const),
  ...['hic', 'ille', 'iste'].map((l) => [l, 'dimostrativo'] as const),
]);

function stripDigits(lemma: string): string {
  const last = lemma.charCodeAt(lemma.length - 1);
  return last >= 0x30 && last <= 0x39 ? lemma.replace(/[0-9]+$/, '') : lemma;
}

/** One feature value, several values (`Fem,Masc`) joined with "o". */
function label(table: ReadonlyMap<string, string>, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const labels = value.split(',').map((v) => table.get(v)).filter((v): v is string => v !== undefined);
  return labels.length > 0 ? labels.join(' o ') : undefined;
}

/** `que`, `ve`, `ne` split off a word: their card names the clitic (`-que`), not a free word. */
function isCliticParticle(lemma: string, context: DescribeContext | undefined): boolean {
  return context?.isEnclitic === true && (ENCLITIC_CONJUNCTIONS.has(lemma) || lemma === 'ne');
}

function describePos(analysis: Analysis, info: LatinLemmaInfo | undefined, context: DescribeContext | undefined): string {
  const { upos, feats } = analysis;
  const lemma = stripDigits(analysis.lemma).toLowerCase();
  if (isCliticParticle(lemma, context)) return lemma === 'ne' ? POS_PARTICELLA_INTERROGATIVA : POS_CONGIUNZIONE_ENCLITICA;
  if (upos === 'VERB' || upos === 'AUX') {
    const verbForm = feats.VerbForm;
    if (verbForm === 'Part') return PARTICIPIO.get(feats.Tense ?? '') ?? MODO.get(verbForm)!;
    if (verbForm === 'Ger' || verbForm === 'Gdv' || verbForm === 'Sup') return MODO.get(verbForm)!;
    if (info?.deponent) return POS_VERBO_DEPONENTE;
    if (info?.anomalous) return POS_VERBO_ANOMALO;
    return POS.VERB;
  }
  if (upos === 'PRON' || upos === 'DET') {
    if (feats.Poss === 'Yes') return POS_AGGETTIVO_POSSESSIVO;
    if (feats.Reflex === 'Yes') return 'pronome riflessivo';
    // Beside a noun it agrees with, a demonstrative, indefinite or relative word is an adjective (`hic liber`,
    // `omnes milites`, `quem locum`); alone it is a pronoun (`hunc video`, `omnes venerunt`).
    const word = context?.agreesWith && feats.PronType !== 'Prs' ? POS.ADJ : POS.PRON;
    // Italian grammars call is, ea, id determinativo, also where it stands for "egli, ella" (UD: PronType=Prs).
    const kind = lemma === 'is' ? 'determinativo' : label(TIPO_PRONOME, feats.PronType) ?? PRONOMINAL_KIND.get(lemma);
    return kind ? `${word} ${kind}` : word;
  }
  if (upos === 'NUM' || feats.NumType !== undefined && (upos === 'ADJ' || upos === 'ADV')) {
    const kind = label(TIPO_NUMERALE, feats.NumType);
    if (upos === 'ADV') return kind ? `avverbio numerale ${kind}` : POS.ADV;
    return kind ? `numerale ${kind}` : POS.NUM;
  }
  if (upos === 'ADV' && feats.PronType) {
    const kind = label(TIPO_PRONOME, feats.PronType);
    if (kind) return `avverbio ${kind}`;
  }
  return POS[upos];
}

function describeTense(feats: Feats): string | undefined {
  if (isNominalVerbForm(feats)) return undefined;
  const finite = feats.VerbForm === undefined || feats.VerbForm === 'Fin';
  return labelLatinTense(feats.Tense, feats.Aspect, finite);
}

/** Participles, gerunds, gerundives and supines carry mood and tense in their `pos` already. */
function isNominalVerbForm(feats: Feats): boolean {
  return feats.VerbForm === 'Part' || feats.VerbForm === 'Ger' || feats.VerbForm === 'Gdv' || feats.VerbForm === 'Sup';
}

function describeMood(feats: Feats): string | undefined {
  if (isNominalVerbForm(feats)) return undefined;
  if (feats.VerbForm === 'Inf') return MODO.get(feats.VerbForm);
  return label(MODO, feats.Mood);
}

function describeOther(analysis: Analysis, info: LatinLemmaInfo | undefined, context: DescribeContext | undefined): string | undefined {
  const other: string[] = [];
  if (info?.pluraleTantum) other.push(PLURALE_TANTUM);
  if (analysis.feats.Polarity === 'Neg') other.push('negativo');
  if (analysis.upos === 'ADP' && (analysis.feats.AdpType === 'Post' || context?.isEnclitic)) other.push(PREPOSIZIONE_POSPOSTA);
  if (context?.agreesWith) {
    const agreement = `concordato con ${context.agreesWith}`;
    other.push(context.construction ? `${agreement} (${context.construction})` : agreement);
  } else if (context?.construction) {
    other.push(context.construction);
  }
  return other.length > 0 ? other.join(', ') : undefined;
}

function describeClass(info: LatinLemmaInfo | undefined): string | undefined {
  if (!info?.inflectionClass) return undefined;
  if (info.upos === 'ADJ') return describeAdjectiveClass(info.inflectionClass, info.dictionaryLine);
  return info.inflectionClass;
}

/** The card's labels that depend on the features alone. */
type Grammar = Pick<WordCard, 'caso' | 'numero' | 'genere' | 'modo' | 'tempo' | 'persona' | 'grado' | 'diatesi'>;

/** Labels per features object: the analyzer shares one object among all readings with the same features. */
const grammarByFeats = new WeakMap<Feats, Grammar>();

function grammarOf(feats: Feats): Grammar {
  let grammar = grammarByFeats.get(feats);
  if (!grammar) {
    grammar = {
      caso: label(CASO, feats.Case),
      numero: label(NUMERO, feats.Number),
      genere: label(GENERE, feats.Gender),
      modo: describeMood(feats),
      tempo: describeTense(feats),
      persona: label(PERSONA, feats.Person),
      grado: feats.Degree && feats.Degree !== 'Pos' ? label(GRADO, feats.Degree) : undefined,
      diatesi: label(DIATESI, feats.Voice),
    };
    grammarByFeats.set(feats, grammar);
  }
  return grammar;
}

/** The indefinite quis (`si quis`, `ne quis tumultus`), as a school dictionary gives it. */
const QUIS_INDEFINITO = { dizionario: 'quis, qua (quae), quid (quod)', significato: 'qualcuno, qualcosa; (aggettivo) qualche' };

/**
 * Builds the Italian card of one Latin analysis.
 * Example: `terram` (terra, Case=Acc|Gender=Fem|Number=Sing) → `{ pos: 'sostantivo', caso: 'accusativo',
 * declinazione: '1ª declinazione', dizionario: 'terra, terrae, f.', cercaCome: 'terra', … }`.
 */
export function describeLatin(
  analysis: Analysis,
  info: LatinLemmaInfo | undefined,
  meaning: string | undefined,
  context?: DescribeContext,
): WordCard {
  const { feats } = analysis;
  const lemma = stripDigits(info?.lemma ?? analysis.lemma);
  const clitic = isCliticParticle(lemma.toLowerCase(), context);
  const headword = clitic ? `-${lemma}` : lemma;
  // After si, nisi, ne, num, quis is the indefinite (pipeline.ts): its own dictionary line and meaning, not
  // the interrogative's "quis, quae, quid" and "chi?".
  const indefinite = lemma === 'quis' && feats.PronType === 'Ind';
  const italian = clitic ? SIGNIFICATO_ENCLITICO.get(lemma.toLowerCase()) : indefinite ? QUIS_INDEFINITO.significato : meaning;
  const dictionaryLine = indefinite ? QUIS_INDEFINITO.dizionario : info?.dictionaryLine ?? headword;
  const isVerb = analysis.upos === 'VERB' || analysis.upos === 'AUX';
  const note = isVerb && context?.form && info ? describeOtherRoot(context.form, lemma, dictionaryLine) : undefined;
  const card: WordCard = {
    pos: describePos(analysis, info, context),
    lemma,
    significato: analysis.upos === 'PUNCT' ? '' : italian && italian.trim() !== '' ? italian : SIGNIFICATO_MANCANTE,
    cercaCome: headword,
    dizionario: dictionaryLine,
    incerto: analysis.source === 'guess',
  };
  // The optional keys set one by one in their order, only when defined (the card has no `undefined` keys).
  const declinazione = describeClass(info);
  if (declinazione !== undefined) card.declinazione = declinazione;
  const grammar = grammarOf(feats);
  if (grammar.caso !== undefined) card.caso = grammar.caso;
  if (grammar.numero !== undefined) card.numero = grammar.numero;
  if (grammar.genere !== undefined) card.genere = grammar.genere;
  if (grammar.modo !== undefined) card.modo = grammar.modo;
  if (grammar.tempo !== undefined) card.tempo = grammar.tempo;
  if (grammar.persona !== undefined) card.persona = grammar.persona;
  if (grammar.grado !== undefined) card.grado = grammar.grado;
  if (info?.deponent && isVerb) card.forma = FORMA_DEPONENTE;
  else if (grammar.diatesi) card.diatesi = grammar.diatesi;
  const altro = describeOther(analysis, info, context);
  if (altro !== undefined) card.altro = altro;
  if (note !== undefined) card.cercaComeNota = note;
  return card;
}
