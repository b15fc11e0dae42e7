import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { classifyId, formatConllu, parseConllu, wordRows } from './conllu';
import { join } from 'node:path';
import { analyzerConfig } from './config';

const SAMPLE = [
  '# sent_id = 1',
  '# text = Marcus rosas amat.',
  '1\tMarcus\tMarcus\tPROPN\t_\tCase=Nom|Gender=Masc|Number=Sing\t3\tnsubj\t_\t_',
  '2\trosas\trosa\tNOUN\t_\tCase=Acc|Gender=Fem|Number=Plur\t3\tobj\t_\t_',
  '3\tamat\tamo\tVERB\t_\tMood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act\t0\troot\t_\tSpaceAfter=No',
  '4\t.\t.\tPUNCT\t_\t_\t3\tpunct\t_\t_',
  '',
  '# sent_id = 2',
  '1-2\tpuellaque\t_\t_\t_\t_\t_\t_\t_\t_',
  '1\tpuella\tpuella\tNOUN\t_\tCase=Nom|Gender=Fem|Number=Sing\t3\tnsubj\t_\t_',
  '2\tque\tque\tCCONJ\t_\t_\t3\tcc\t_\t_',
  '2.1\tvenit\tvenio\tVERB\t_\t_\t_\t_\t0:root\t_',
  '3\tcantat\tcanto\tVERB\t_\t_\t0\troot\t_\t_',
  '',
].join('\n');

describe('parseConllu / formatConllu', () => {
  test.each([
    ['LF with final blank line', SAMPLE + '\n'],
    ['no final newline', SAMPLE.trimEnd()],
    ['CRLF line ends', SAMPLE.replace(/\n/g, '\r\n')],
    ['several blank lines between sentences', SAMPLE.replace('\n\n#', '\n\n\n#')],
    ['malformed row kept as is', SAMPLE.replace('4\t.\t.', '4\t.')],
  ])('round-trips byte for byte: %s', (_name, text) => {
    expect(formatConllu(parseConllu(text))).toBe(text);
  });

  test('splits sentences and exposes only word rows', () => {
    const sentences = parseConllu(SAMPLE);
    expect(sentences).toHaveLength(2);
    expect(wordRows(sentences[1]!).map((c) => c[1])).toEqual(['puella', 'que', 'cantat']);
  });

  test('writes edited columns back', () => {
    const sentences = parseConllu(SAMPLE);
    wordRows(sentences[0]!)[1]![2] = 'ROSA';
    expect(formatConllu(sentences)).toBe(SAMPLE.replace('rosas\trosa', 'rosas\tROSA'));
  });

  test('round-trips a real treebank file', () => {
    const path = join(analyzerConfig().udDir, 'UD_Latin-PROIEL/la_proiel-ud-dev.conllu');
    const text = readFileSync(path, 'utf8');
    expect(formatConllu(parseConllu(text)) === text).toBe(true);
  });
});

describe('classifyId', () => {
  test.each([
    ['1', 'word'], ['12', 'word'], ['1-2', 'range'], ['10-11', 'range'], ['3.1', 'empty'],
    ['', null], ['-1', null], ['1-', null], ['a', null], ['1.2.3', null],
  ])('%s → %s', (id, kind) => {
    expect(classifyId(id)).toBe(kind);
  });
});
