/**
 * A small Greek data folder for tests: a lexicon of a few forms (in the generated file's format), its
 * accent-free index, meanings, and a tagger trained on a few AGDT-style sentences. Example:
 * `const dir = writeGreekTestData(); process.env.VERSIO_DATA_DIR = dir` (the files are in `<dir>/greek/`).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trainTagger } from '../core/tagger/train';
import { encodeEntry, LEXICON_HEADER } from './lexicon/format';
import { loadGreekLexicon } from './lexicon/index';
import { greekBareKey, greekKey } from './normalize';
import { learnGreekConventions, saveGreekConventions } from './tagger/conventions';
import { greekConventionsPath, greekModelBase } from './tagger/model';
import { readGreekTrainingSentences } from './ud/training';

/** form, lemma, UPOS, features, corpus count. */
const READINGS: [string, string, string, string, number][] = [
  ['ὁ', 'ὁ', 'DET', 'Case=Nom|Gender=Masc|Number=Sing', 900],
  ['τόν', 'ὁ', 'DET', 'Case=Acc|Gender=Masc|Number=Sing', 800],
  ['λόγος', 'λόγος', 'NOUN', 'Case=Nom|Gender=Masc|Number=Sing', 50],
  ['λόγον', 'λόγος', 'NOUN', 'Case=Acc|Gender=Masc|Number=Sing', 40],
  ['ἄνθρωπος', 'ἄνθρωπος', 'NOUN', 'Case=Nom|Gender=Masc|Number=Sing', 30],
  ['ἄνθρωπον', 'ἄνθρωπος', 'NOUN', 'Case=Acc|Gender=Masc|Number=Sing', 20],
  ['λέγει', 'λέγω', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 60],
  ['ὁρᾷ', 'ὁράω', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 30],
  ['καί', 'καί', 'CCONJ', '_', 1000],
  ['ἀλλά', 'ἀλλά', 'CCONJ', '_', 300],
  ['ἀλλ’', 'ἀλλά', 'CCONJ', '_', 200],
  ['ἄλλα', 'ἄλλος', 'ADJ', 'Case=Acc|Gender=Neut|Number=Plur', 40],
  ['ἄλλα', 'ἄλλος', 'ADJ', 'Case=Nom|Gender=Neut|Number=Plur', 30],
  ['ἔλυσε', 'λύω', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', 10],
];

/** AGDT-style training sentences (ID, FORM, LEMMA, _, XPOS). */
const TRAINING = [
  [['ὁ', 'ὁ', 'l-s---mn-'], ['λόγος', 'λόγος', 'n-s---mn-'], ['λέγει', 'λέγω1', 'v3spia---'], ['τὸν', 'ὁ', 'l-s---ma-'], ['ἄνθρωπον', 'ἄνθρωπος', 'n-s---ma-'], ['.', '.', 'u--------']],
  [['ὁ', 'ὁ', 'l-s---mn-'], ['ἄνθρωπος', 'ἄνθρωπος', 'n-s---mn-'], ['ὁρᾷ', 'ὁράω', 'v3spia---'], ['τὸν', 'ὁ', 'l-s---ma-'], ['λόγον', 'λόγος', 'n-s---ma-'], ['.', '.', 'u--------']],
  [['ὁ', 'ὁ', 'l-s---mn-'], ['ἵππος', 'ἵππος', 'n-s---mn-'], ['καὶ', 'καί', 'c--------'], ['ὁ', 'ὁ', 'l-s---mn-'], ['ποταμός', 'ποταμός', 'n-s---mn-'], ['.', '.', 'u--------']],
  [['ὁ', 'ὁ', 'l-s---mn-'], ['δοῦλος', 'δοῦλος', 'n-s---mn-'], ['ἔλυσε', 'λύω', 'v3saia---'], ['τὸν', 'ὁ', 'l-s---ma-'], ['ἵππον', 'ἵππος', 'n-s---ma-'], ['.', '.', 'u--------']],
  [['ἀλλ’', 'ἀλλά', 'c--------'], ['ὁ', 'ὁ', 'l-s---mn-'], ['νόμος', 'νόμος', 'n-s---mn-'], ['λέγει', 'λέγω1', 'v3spia---'], ['ἄλλα', 'ἄλλος', 'a-p---na-'], ['.', '.', 'u--------']],
];

function conllu(sentences: string[][][]): string {
  return sentences.map((s) => `${s.map(([form, lemma, xpos], i) => `${i + 1}\t${form}\t${lemma}\t_\t${xpos}\t_\t0\t_\t_\t_`).join('\n')}\n`).join('\n');
}

export function writeGreekTestData(): string {
  const root = mkdtempSync(join(tmpdir(), 'versio-greek-'));
  const dir = join(root, 'greek');
  mkdirSync(dir, { recursive: true });
  const lemmas: string[] = [];
  const tags: string[] = [];
  const index = (list: string[], value: string) => (list.includes(value) ? list.indexOf(value) : list.push(value) - 1);
  const byKey = new Map<string, { lemma: number; tag: number; score: number }[]>();
  for (const [form, lemma, upos, feats, count] of READINGS) {
    const key = greekKey(form);
    const list = byKey.get(key) ?? [];
    list.push({ lemma: index(lemmas, lemma), tag: index(tags, `${upos}|${feats}`), score: count });
    byKey.set(key, list);
  }
  const keys = [...byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = keys.map((k) => `${k}\t${encodeEntry(byKey.get(k)!.sort((a, b) => b.score - a.score))}`);
  writeFileSync(join(dir, 'grc-lexicon.tsv'), `${[LEXICON_HEADER, JSON.stringify(lemmas), JSON.stringify(tags), ...lines].join('\n')}\n`);
  const bare = new Map<string, string[]>();
  for (const k of keys) if (greekBareKey(k) !== k) bare.set(greekBareKey(k), [...(bare.get(greekBareKey(k)) ?? []), k]);
  const bareLines = [...bare].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([b, list]) => `${b}\t${list.sort((x, y) => byKey.get(y)![0]!.score - byKey.get(x)![0]!.score).join(',')}`);
  writeFileSync(join(dir, 'grc-bare.tsv'), `${bareLines.join('\n')}\n`);
  writeFileSync(join(dir, 'grc-meanings.tsv'), 'λόγος\tparola\tparola, discorso\tversio\nλέγω\tdire\tdire\tversio\n');
  const trainingPath = join(root, 'agdt.conllu');
  writeFileSync(trainingPath, conllu(TRAINING));
  const lexicon = loadGreekLexicon(join(dir, 'grc-lexicon.tsv'));
  const sentences = readGreekTrainingSentences(trainingPath, 'agdt', lexicon);
  const model = trainTagger(sentences, { epochs: 4 });
  const base = greekModelBase(dir);
  model.save(base);
  saveGreekConventions(learnGreekConventions(sentences), greekConventionsPath(base));
  return root;
}
