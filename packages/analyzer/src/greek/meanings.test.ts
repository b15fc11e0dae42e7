import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadGreekMeanings, lsjEntryUrl } from './meanings';

function lookupOf(rows: string[]) {
  const path = join(mkdtempSync(join(tmpdir(), 'versio-grc-meanings-')), 'grc-meanings.tsv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return loadGreekMeanings(path);
}

describe('Greek meanings', () => {
  const meanings = lookupOf([
    'λαμβάνω\tprendere\tprendere, ricevere\tversio\tn61498',
    'λόγος\tparola\tparola, discorso\tversio\tn63772',
    // Sorted by lemma as the build writes them (σ before ἀ in code-point order).
    'συλλαμβάνω\tcollect\tcollect, gather\tlsj-en\tn98001',
    'ἀγλαόκαρπος\tbearing beautiful or goodly fruit\tbearing beautiful or goodly fruit\tlsj-en\tn643',
    'ἐν:Dat\tin\tin\tversio\t',
  ]);

  test('Italian meanings carry their LSJ id; case lines stay', () => {
    expect(meanings('λόγος')).toEqual({ meaning: 'parola', senses: 'parola, discorso', source: 'versio', lsjId: 'n63772' });
    expect(meanings('ἐν:Dat')?.meaning).toBe('in');
  });

  test('English only when asked for, marked as English', () => {
    expect(meanings('ἀγλαόκαρπος')).toBeUndefined();
    expect(meanings('ἀγλαόκαρπος', { english: true })).toMatchObject({ meaning: 'bearing beautiful or goodly fruit', language: 'en', lsjId: 'n643' });
  });

  test('a compound verb takes its base verb\'s Italian before its own English', () => {
    expect(meanings('συλλαμβάνω', { english: true })).toMatchObject({ meaning: 'prendere', source: 'composto', lsjId: 'n98001' });
  });

  test('the LSJ link', () => {
    expect(lsjEntryUrl('n63772')).toBe('https://www.perseus.tufts.edu/hopper/text?doc=Perseus:text:1999.04.0057:id=n63772');
  });
});
