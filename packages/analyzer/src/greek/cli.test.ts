import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { taggingConvention } from './cli';
import { writeGreekTestData } from './test-data';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
let dataDir = '';

beforeAll(() => {
  dataDir = writeGreekTestData();
});

function run(args: string[], input: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, '--lang', 'grc', ...args], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, VERSIO_DATA_DIR: dataDir } });
}

const FIXTURE = [
  '# sent_id = 1',
  '# text = ὁ λόγος λέγει.',
  '1\tὁ\t_\t_\t_\t_\t2\tdet\t_\t_',
  '2\tλόγος\t_\t_\t_\t_\t3\tnsubj\t_\t_',
  '3\tλέγει\t_\t_\t_\t_\t0\troot\t_\tSpaceAfter=No',
  '4\t.\t_\t_\t_\t_\t3\tpunct\t_\t_',
  '',
  '',
].join('\n');

describe('analyze --lang grc', () => {
  test('CoNLL-U in, CoNLL-U out: lemma, UPOS, XPOS and features filled, every other byte kept', () => {
    const out = run(['--input', 'conllu', '--output', 'conllu'], FIXTURE);
    const lines = out.split('\n');
    expect(lines.slice(0, 2)).toEqual(['# sent_id = 1', '# text = ὁ λόγος λέγει.']);
    expect(lines[3]).toBe('2\tλόγος\tλόγος\tNOUN\tn-s---mn-\tCase=Nom|Gender=Masc|Number=Sing\t3\tnsubj\t_\t_');
    expect(lines[4]).toBe('3\tλέγει\tλέγω\tVERB\tv3spia---\tMood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act\t0\troot\t_\tSpaceAfter=No');
    expect(lines[5]!.split('\t').slice(0, 4)).toEqual(['4', '.', '.', 'PUNCT']);
    expect(out.endsWith('\n\n')).toBe(true);
  });

  test('text in, JSON out: reading and card fields', () => {
    const [first, second] = JSON.parse(run(['--input', 'text', '--output', 'json'], 'ὁ λογος λέγει.')) as Record<string, unknown>[];
    expect(first).toMatchObject({ form: 'ὁ', lemma: 'ὁ', upos: 'DET', pos: 'articolo' });
    expect(second).toMatchObject({ form: 'λογος', lemma: 'λόγος', upos: 'NOUN', pos: 'sostantivo', significato: expect.stringMatching(/^parola/), accentato: 'λόγος', incerto: false, persona: null });
    expect(second).toHaveProperty('paradigma');
    expect(second).toHaveProperty('alternatives');
  });

  test('the tagger follows PTNK and PROIEL for their own output, AGDT for the others', () => {
    expect(['perseus', 'versio', 'ptnk', 'proiel'].map((c) => taggingConvention(c as Parameters<typeof taggingConvention>[0]))).toEqual(['agdt', 'agdt', 'ptnk', 'proiel']);
  });

  test('an unknown convention is an error', () => {
    expect(() => run(['--input', 'conllu', '--convention', 'ittb'], FIXTURE)).toThrow();
  });
});
