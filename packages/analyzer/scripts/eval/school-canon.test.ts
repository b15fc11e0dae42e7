import { describe, expect, it } from 'vitest';
import type { AnalyzedToken } from '../../src/core/analyzed-token';
import { formatFeats, parseFeats } from '../../src/core/types';
import { normalizeLatinFeats } from '../../src/latin/ud/normalize';
import { cardErrors } from './card-measure';
import { foldOfIndex, parseSchoolCanon, readSchoolCanon, scoreSchoolCanon, SCHOOL_CANON_FOLDS } from './school-canon';
import { loadTrainingIndex, OverlapIndex, trainingFiles, wordsOfText } from './training-overlap';

const UPOS = new Set(['ADJ', 'ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NOUN', 'NUM', 'PART', 'PRON', 'PROPN', 'PUNCT', 'SCONJ', 'SYM', 'VERB', 'X']);
/** The UD Latin values of each feature Versio keeps (normalize.ts). */
const VALUES = new Map<string, Set<string>>([
  ['Case', new Set(['Nom', 'Gen', 'Dat', 'Acc', 'Voc', 'Abl', 'Loc'])],
  ['Number', new Set(['Sing', 'Plur'])],
  ['Gender', new Set(['Masc', 'Fem', 'Neut', 'Fem,Masc', 'Masc,Neut', 'Fem,Neut', 'Fem,Masc,Neut'])],
  ['Person', new Set(['1', '2', '3'])],
  ['Mood', new Set(['Ind', 'Sub', 'Imp'])],
  ['Tense', new Set(['Pres', 'Past', 'Fut', 'Pqp'])],
  ['Aspect', new Set(['Imp', 'Perf'])],
  ['VerbForm', new Set(['Fin', 'Inf', 'Part', 'Ger', 'Gdv', 'Sup'])],
  ['Voice', new Set(['Act', 'Pass'])],
  ['Degree', new Set(['Cmp', 'Sup'])],
  ['PronType', new Set(['Prs', 'Dem', 'Rel', 'Int', 'Ind', 'Tot', 'Neg', 'Emp', 'Rcp', 'Exc'])],
  ['Poss', new Set(['Yes'])],
  ['Reflex', new Set(['Yes'])],
  ['NumType', new Set(['Card', 'Ord', 'Dist', 'Mult'])],
  ['Polarity', new Set(['Neg'])],
]);
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON']);
const INFLECTED = new Set([...NOMINAL, 'NUM', 'VERB', 'AUX']);
const VERBAL = ['VerbForm', 'Mood', 'Tense', 'Aspect', 'Voice', 'Person'];
/** Words the inventories leave without case or number: the reflexive (no number) and indeclinables. */
const NO_NUMBER = new Set(['sui']);
const INDECLINABLE = new Set(['tot', 'quot', 'totidem', 'aliquot', 'fas', 'nefas']);
/** The copula has no voice in Versio's convention. */
const VOICELESS = new Set(['sum']);
const AUTHORS = ['Caesar', 'Cicero', 'Nepos', 'Livius', 'Sallustius', 'Phaedrus', 'Eutropius', 'Vergilius', 'Ovidius'];

/** Problems of one gold word against the UD inventories and Versio's conventions; empty when it is well formed. */
function problems(w: { form: string; lemma: string; upos: string; feats: string }): string[] {
  const out: string[] = [];
  const f = parseFeats(w.feats);
  if (!UPOS.has(w.upos)) out.push(`UPOS ${w.upos}`);
  if (!w.lemma || /\s/.test(w.lemma) || w.lemma === '_') out.push('lemma');
  for (const [k, v] of Object.entries(f)) if (!VALUES.get(k)?.has(v!)) out.push(`${k}=${v}`);
  if (formatFeats(normalizeLatinFeats(f, 'versio')) !== formatFeats(f)) out.push('not canonical');
  if (!INFLECTED.has(w.upos) && (f.Case || f.Gender || f.VerbForm)) out.push('inflection on an invariable word');
  if (NOMINAL.has(w.upos) && !INDECLINABLE.has(w.lemma) && (!f.Case || (!f.Number && !NO_NUMBER.has(w.lemma)))) out.push('nominal without case or number');
  if (NOMINAL.has(w.upos) && VERBAL.some((k) => f[k as keyof typeof f])) out.push('verbal features on a nominal word');
  if (w.upos === 'VERB' || w.upos === 'AUX') {
    if (!f.VerbForm) out.push('verb without VerbForm');
    if (f.VerbForm === 'Fin' && (!f.Mood || !f.Person || !f.Number || !f.Tense)) out.push('finite verb incomplete');
    if (f.VerbForm === 'Fin' && !f.Voice && !VOICELESS.has(w.lemma)) out.push('finite verb without voice');
    if ((f.VerbForm === 'Part' || f.VerbForm === 'Gdv') && (!f.Case || !f.Number || !f.Gender)) out.push('participle without case, number or gender');
  }
  return out;
}

describe('the school-canon development set', () => {
  const sentences = readSchoolCanon();

  it('has at least 300 sentences of the school authors, each with source, text and fold', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(300);
    sentences.forEach((s, k) => {
      expect(AUTHORS, s.id).toContain(s.author);
      expect(s.source, s.id).toMatch(/^[A-Z][a-z]+, .+ [0-9]/);
      expect(s.fold, s.id).toBe(foldOfIndex(k));
    });
    expect(new Set(sentences.map((s) => s.id)).size).toBe(sentences.length);
    for (let fold = 0; fold < SCHOOL_CANON_FOLDS; fold++) expect(sentences.filter((s) => s.fold === fold).length).toBeGreaterThanOrEqual(60);
  });

  it('has the words of each text, in order', () => {
    for (const s of sentences) {
      let at = 0;
      for (const w of s.words) {
        const i = s.text.indexOf(w.form, at);
        expect(i, `${s.id} ${w.form}`).toBeGreaterThanOrEqual(0);
        at = i + w.form.length;
      }
    }
  });

  it('gives every word a lemma, UPOS and features consistent with the UD inventories', () => {
    const bad = sentences.flatMap((s) => s.words.map((w) => [s.id, w.form, ...problems(w)]).filter((p) => p.length > 2));
    expect(bad).toEqual([]);
  });

  const files = trainingFiles();
  it.skipIf(files.length === 0)('shares no sentence with the training data', () => {
    const index = loadTrainingIndex(files);
    const overlapping = sentences.map((s) => [s.id, index.find(wordsOfText(s.text))]).filter(([, hit]) => hit !== undefined);
    expect(overlapping).toEqual([]);
  });
});

describe('the overlap test', () => {
  it('finds a shared run of words, a sentence inside a longer one, and a longer one inside it', () => {
    const index = new OverlapIndex();
    index.add(wordsOfText('Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae.'));
    index.add(wordsOfText('senatus haec intellegit, consul videt;'));
    expect(index.find(wordsOfText('Nam Gallia est omnis divisa in partes quattuor.'))).toBe('gallia est omnis diuisa in partes');
    expect(index.find(wordsOfText('Omnis divisa in partes.'))).toBe('omnis diuisa in partes');
    expect(index.find(wordsOfText('Senatus haec intellegit, consul videt; hic tamen vivit.'))).toBe('senatus haec intellegit consul uidet');
    expect(index.find(wordsOfText('Arma virumque cano.'))).toBeUndefined();
  });
});

describe('the card measure', () => {
  const w = (lemma: string, upos: string, feats: string) => ({ lemma, upos, feats });

  it('counts what the card shows and nothing else', () => {
    expect(cardErrors(w('hic', 'DET', 'Case=Nom|Gender=Masc|Number=Sing|PronType=Dem'), w('hic', 'PRON', 'Case=Nom|Gender=Masc|Number=Sing|PronType=Dem'))).toEqual([]);
    expect(cardErrors(w('sum', 'AUX', 'Mood=Ind|Number=Sing|Person=3|Tense=Past|Aspect=Imp|VerbForm=Fin|Voice=Act'), w('sum', 'VERB', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'))).toEqual([]);
    expect(cardErrors(w('noster', 'DET', 'Case=Abl|Gender=Fem|Number=Sing|Poss=Yes'), w('noster', 'DET', 'Case=Nom|Gender=Fem|Number=Sing|Poss=Yes'))).toEqual(['caso']);
    expect(cardErrors(w('tertius', 'ADJ', 'Case=Acc|Gender=Fem|Number=Sing|NumType=Ord'), w('Tertia', 'PROPN', 'Case=Acc|Gender=Fem|Number=Sing'))).toEqual(['pos', 'lemma']);
    expect(cardErrors(w('qui', 'PRON', 'Case=Nom|Gender=Masc|Number=Plur|PronType=Rel'), w('qui', 'PRON', 'Case=Nom|Gender=Masc|Number=Sing|PronType=Rel'))).toEqual(['numero']);
    const hortatur = 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=';
    expect(cardErrors(w('hortor', 'VERB', `${hortatur}Pass`), w('hortor', 'VERB', `${hortatur}Act`), true)).toEqual([]);
    expect(cardErrors(w('hortor', 'VERB', `${hortatur}Pass`), w('hortor', 'VERB', `${hortatur}Act`), false)).toEqual(['diatesi']);
  });

  it('scores a tiny set per author, with unmatched words wrong', () => {
    const fixture = [
      '# sent_id = t1', '# source = Caesar, De bello Gallico 7.89.4', '# text = Vercingetorix deditur.',
      '1\tVercingetorix\tVercingetorix\tPROPN\t_\tCase=Nom|Gender=Masc|Number=Sing\t_\t_\t_\t_',
      '2\tdeditur\tdedo\tVERB\t_\tMood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass\t_\t_\t_\t_',
      '3\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_', '',
      '# sent_id = t2', '# source = Ovidius, Metamorphoses 8.186', '# text = Ibimus illac.',
      '1\tIbimus\teo\tVERB\t_\tMood=Ind|Number=Plur|Person=1|Tense=Fut|VerbForm=Fin|Voice=Act\t_\t_\t_\t_',
      '2\tillac\tillac\tADV\t_\t_\t_\t_\t_\t_',
      '3\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_', '',
    ].join('\n');
    const set = parseSchoolCanon(fixture);
    expect(set.map((s) => [s.author, s.fold])).toEqual([['Caesar', 0], ['Ovidius', 1]]);
    const token = (form: string, lemma: string, upos: string, feats: string) => ({ form, lemma, upos, feats }) as AnalyzedToken;
    const predictions = new Map<string, AnalyzedToken[]>([
      ['Vercingetorix deditur.', [token('Vercingetorix', 'Vercingetorix', 'PROPN', 'Case=Nom|Gender=Masc|Number=Sing'), token('deditur', 'dedo', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'), token('.', '.', 'PUNCT', '')]],
      ['Ibimus illac.', [token('Ibimus', 'eo', 'VERB', 'Mood=Ind|Number=Plur|Person=1|Tense=Fut|VerbForm=Fin|Voice=Act'), token('illa', 'ille', 'DET', 'Case=Nom|Gender=Fem|Number=Sing|PronType=Dem'), token('c.', 'c.', 'X', '')]],
    ]);
    const result = scoreSchoolCanon(set, { analyzeText: (t) => predictions.get(t)! });
    expect(result.total.row()).toEqual(['6', '66.67', '66.67', '50.00', '50.00', '50.00', '2']);
    expect(result.byAuthor.get('Caesar')!.row()).toEqual(['3', '100.00', '100.00', '66.67', '66.67', '50.00', '0']);
    expect(result.errors.get('diatesi')).toBe(1);
    expect(result.errors.get('diatesi: passiva → attiva')).toBe(1);
    expect(result.errors.get('tokenization')).toBe(1);
    expect(scoreSchoolCanon(set, { analyzeText: (t) => predictions.get(t)!, folds: [1] }).total.tokens).toBe(3);
  });
});
