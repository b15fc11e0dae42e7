/**
 * Analysis of one written Latin word against the loaded lexicon: every reading that the
 * paradigms, the irregular forms, the contractions (amasse → amavisse) and the prefix
 * assimilations (affero ↔ adfero) allow.
 */
import { UPOS_TAGS, formatFeats, type Analysis, type AnalysisSource, type Feats, type MutableFeats, type Upos } from '../../core/types';
import { isCapitalized, stripQuantities, toLookupKey, toSchoolSpelling } from './normalize';
import { SLOTS, SLOT_COUNT, featuresOfSlot, type SlotGender } from './slots';
import { stemLemma, stemModel, stemRadical } from './data-format';
import { HEADWORD_OVERRIDES } from './dictionary-overrides';
import { CONTRACTED_GENITIVE_NOTE, listSpellingVariants } from './spelling-variants';
import { isPerfectSystemSlot, SYNCOPATED_NOTE, syncopatedPairs } from './syncopated-perfects';
import type { LexiconStore } from './store';
import { INVARIABLE_FEATURES, PRONOUN_FEATURES, isPluralOnlyLemma, readGender } from './word-classes';

const VERBAL_KINDS = new Set(['finite', 'inf', 'part', 'ger', 'gdv', 'sup']);
/** A noun's or adjective's genitive singular slot: the contracted genitive (consili for consilii) reads only these. */
const isGenitiveSingularSlot = (slot: number): boolean => SLOTS[slot]?.case === 'Gen' && SLOTS[slot]?.number === 'Sing' && !VERBAL_KINDS.has(SLOTS[slot]!.kind);
const GENDER_NAMES: ReadonlyMap<string, SlotGender> = new Map([['m', 'Masc'], ['f', 'Fem'], ['n', 'Neut']]);

interface Reading { lemma: number; slot: number; source?: AnalysisSource; note?: string }

/** Lemma headword as a student looks it up: first spelling, no marks, no homograph digit. */
export function headwordOf(quantities: string, key = ''): string {
  const override = HEADWORD_OVERRIDES.get(key);
  if (override) return override;
  return toSchoolSpelling(stripQuantities(quantities.split(',')[0] ?? '').replace(/\d+$/, ''));
}

/** Trie of the models' endings read backwards (`am` is reached by m, then a). */
interface EndingNode { isEnding: boolean; /** By letter, a = 0 … z = 25 (look-up keys are a–z only). */ next: (EndingNode | undefined)[] }

function buildEndingTrie(store: LexiconStore): EndingNode {
  const root: EndingNode = { isEnding: false, next: [] };
  for (const model of store.models) {
    for (const ending of model.byEnding.keys()) {
      let node = root;
      for (let i = ending.length - 1; i >= 0; i--) {
        const c = ending.charCodeAt(i) - 97;
        let child = node.next[c];
        if (!child) node.next[c] = child = { isEnding: false, next: [] };
        node = child;
      }
      node.isEnding = true;
    }
  }
  return root;
}

/** What the analyzer needs of a lemma, computed once per lemma. */
interface LemmaProfile {
  headword: string;
  key: string;
  upos: Upos[];
  /** [VERB] or [AUX]: the part of speech of the verbal forms (participles, infinitives…). */
  verbalUpos: Upos[];
  source: AnalysisSource;
  capitalized: boolean;
  frequency: number;
  deponent: boolean;
  pluralOnly: boolean;
  /** Indexes of the (deponent, gender, extra features) combinations: features depend on nothing else. */
  featureGroups: number[];
}

const UPOS_INDEX = new Map<Upos, number>(UPOS_TAGS.map((u, i) => [u, i]));

export function createAnalyzer(store: LexiconStore) {
  const profiles: (LemmaProfile | undefined)[] = [];
  const groups = new Map<string, number>();
  const groupOptions: { deponent: boolean; gender?: SlotGender; pronoun?: Feats }[] = [];
  /** Shared features objects by (group, slot, UPOS), each with an integer id of its content. */
  const featsCache: ({ feats: Feats; id: number } | undefined)[] = [];
  const featsIds = new Map<string, number>();

  const profileOf = (lemma: number): LemmaProfile => {
    let p = profiles[lemma];
    if (p) return p;
    const entry = store.lemmaAt(lemma);
    const model = store.models[entry[2]];
    // A noun of two genders (dies, m/f) reads once per gender, as treebanks annotate the one in use.
    const genders = (readGender(entry[4])?.split('/') ?? []).map((g) => GENDER_NAMES.get(g)).filter((g) => g !== undefined);
    const deponent = model?.deponent ?? false;
    const pronoun = PRONOUN_FEATURES.get(entry[0]) ?? INVARIABLE_FEATURES.get(entry[0]);
    const featureGroups = (genders.length > 0 ? genders : [undefined]).map((gender) => {
      const groupKey = `${deponent ? 1 : 0}|${gender ?? ''}|${pronoun ? entry[0] : ''}`;
      let group = groups.get(groupKey);
      if (group === undefined) {
        group = groupOptions.length;
        groups.set(groupKey, group);
        groupOptions.push({ deponent, gender, pronoun });
      }
      return group;
    });
    const upos = store.uposOf(lemma);
    p = {
      headword: headwordOf(entry[1], entry[0]),
      key: entry[0],
      upos,
      verbalUpos: [upos[0] === 'AUX' ? 'AUX' : 'VERB'],
      source: model?.data.name === 'inv' ? 'invariable' : entry[6] ? 'extended' : 'lexicon',
      capitalized: /^[A-Z]/.test(entry[0]),
      frequency: entry[5],
      deponent,
      pluralOnly: isPluralOnlyLemma(entry[0]),
      featureGroups,
    };
    profiles[lemma] = p;
    return p;
  };

  /** Features of a reading, shared between all analyses with the same slot, feature group and POS. */
  const featsOf = (slot: number, group: number, upos: Upos): { feats: Feats; id: number } => {
    const uposIndex = UPOS_INDEX.get(upos) ?? 0;
    const index = (group * (SLOT_COUNT + 1) + slot) * UPOS_TAGS.length + uposIndex;
    let cached = featsCache[index];
    if (!cached) {
      const options = groupOptions[group] ?? { deponent: false };
      const f: MutableFeats = { ...featuresOfSlot(slot, options) };
      // Pronouns and determiners use the adjective slots but have no degree.
      if (upos !== 'ADJ' && upos !== 'ADV' && SLOTS[slot]?.kind === 'adj') delete f.Degree;
      // sum as auxiliary has no voice in most UD Latin treebanks (Perseus, ITTB, LLCT, CIRCSE).
      if (upos === 'AUX') delete f.Voice;
      if (upos === 'PRON' || upos === 'DET' || upos === 'ADV') {
        for (const [name, value] of Object.entries(options.pronoun ?? {})) {
          if (value === '') delete f[name];
          else f[name] = value;
        }
      }
      const text = formatFeats(f);
      let id = featsIds.get(text);
      if (id === undefined) featsIds.set(text, (id = featsIds.size));
      cached = { feats: Object.freeze(f), id: (id << 5) | uposIndex };
      featsCache[index] = cached;
    }
    return cached;
  };

  const endings = buildEndingTrie(store);
  // One regular expression each instead of 40 endsWith/startsWith tests per word.
  const escape = (t: string) => t.replace(/[^a-z]/g, '');
  // Contractions only shorten perfect-system forms (amavisse, amaverunt, delevissem, noverat).
  const contractions = syncopatedPairs(store.models, store.data.contractions);
  const contractionRe = new RegExp(`(?:${contractions.map(([c]) => escape(c)).join('|')})$`);
  const contractionMap = new Map(contractions.map(([short, full, note]) => [toLookupKey(short), [toLookupKey(full), note] as const]));
  const prefixRe = new RegExp(`^(?:${store.data.assimilations.flat().map(escape).sort((a, b) => b.length - a.length).join('|')})`);

  /** Readings of a look-up key from stems + endings and from the irregular list. */
  const collect = (key: string, out: Reading[], note?: string, onlySlot?: (slot: number) => boolean): void => {
    // Walk the form backwards through the trie of reversed endings: only real endings are tried.
    let node: EndingNode | undefined = endings;
    for (let split = key.length; node; node = split > 0 ? node.next[key.charCodeAt(--split) - 97] : undefined) {
      if (!node.isEnding) continue;
      const row = store.stems.find(key, split);
      if (row < 0) continue;
      const ending = key.slice(split);
      const { start, values } = store.stems;
      for (let i = start[row]!; i < start[row + 1]!; i++) {
        const packed = values[i]!;
        const slots = store.models[stemModel(packed)]?.byEnding.get(ending);
        if (!slots) continue;
        const lemma = stemLemma(packed);
        const radical = stemRadical(packed);
        const replaced = store.replacedSlots[lemma];
        for (const s of slots) {
          if ((s & 15) !== radical) continue;
          const slot = s >> 4;
          if (replaced?.has(slot) || (onlySlot && !onlySlot(slot))) continue;
          out.push({ lemma, slot, note });
        }
      }
    }
    for (const irr of store.irregulars.get(key) ?? []) {
      for (const slot of irr.slots) if (!onlySlot || onlySlot(slot)) out.push({ lemma: irr.lemma, slot, source: 'irregular', note });
    }
  };

  const seen = new Set<number>();
  const toAnalyses = (readings: Reading[]): Analysis[] => {
    const out: Analysis[] = [];
    // Readings that differ only by slot give the same analysis (ego as masculine or feminine).
    seen.clear();
    for (const r of readings) {
      const p = profileOf(r.lemma);
      const slotInfo = SLOTS[r.slot];
      if (p.pluralOnly && slotInfo?.number === 'Sing') continue;
      const verbal = slotInfo !== undefined && VERBAL_KINDS.has(slotInfo.kind);
      const source = r.source ?? p.source;
      for (const upos of verbal ? p.verbalUpos : p.upos) {
        for (const group of p.featureGroups) {
          const { feats, id } = featsOf(r.slot, group, upos);
          const seenId = r.lemma * 0x100000 + id;
          if (seen.has(seenId)) continue;
          seen.add(seenId);
          const analysis: Analysis = { lemma: p.headword, lemmaKey: p.key, upos, feats, source };
          if (r.note) analysis.note = r.note;
          out.push(analysis);
        }
      }
    }
    return out;
  };

  /** Every analysis of a single written word (no enclitic split). */
  const analyze = (form: string, options: { spellingVariants?: boolean } = {}): Analysis[] => {
    const key = toLookupKey(form);
    if (key === '' || !/^[a-z]+$/.test(key)) return [];
    const readings: Reading[] = [];
    // The syncopated perfects Collatinus's list lacks come last and leave the other ways of reading the form as
    // they were (audisse: the spelling variant's reading first), so that the readings the tagger learns from are.
    const syncopated: Reading[] = [];
    collect(key, readings);
    if (contractionRe.test(key)) {
      for (const [short, [full, note]] of contractionMap) {
        if (key.length > short.length && key.endsWith(short)) collect(key.slice(0, -short.length) + full, note === SYNCOPATED_NOTE ? syncopated : readings, `${note} di -${full}`, isPerfectSystemSlot);
      }
    }
    // Assimilated prefixes (affero ↔ adfero) and spelling variants only for forms unknown as written:
    // Collatinus lists each compound under one spelling, so the other never adds a reading.
    if (readings.length === 0 && prefixRe.test(key)) {
      for (const [plain, assimilated] of store.data.assimilations) {
        if (key.startsWith(assimilated)) collect(plain + key.slice(assimilated.length), readings, `prefisso assimilato (${plain}-)`);
        else if (key.startsWith(plain)) collect(assimilated + key.slice(plain.length), readings, `prefisso non assimilato (${assimilated}-)`);
      }
    }
    if (readings.length === 0 && options.spellingVariants !== false) {
      for (const variant of listSpellingVariants(key)) {
        collect(variant.key, readings, variant.note);
        if (readings.length > 0) break;
      }
      // consili, imperi, negoti: the classical genitive of the nouns in -ius and -ium, one i for two.
      if (readings.length === 0 && key.endsWith('i') && !key.endsWith('ii')) collect(`${key}i`, readings, CONTRACTED_GENITIVE_NOTE, isGenitiveSingularSlot);
    }
    // A lower-case word is not a proper noun when a common word fits (roma is rare; cicero never).
    let chosen = readings;
    if (readings.some((r) => profileOf(r.lemma).capitalized) && !isCapitalized(stripQuantities(form))) {
      const common = readings.filter((r) => !profileOf(r.lemma).capitalized);
      if (common.length > 0) chosen = common;
    }
    if (syncopated.length > 0) chosen = [...chosen, ...syncopated];
    if (chosen.length > 1) chosen.sort((a, b) => profileOf(b.lemma).frequency - profileOf(a.lemma).frequency);
    return toAnalyses(chosen);
  };

  return { analyze };
}
