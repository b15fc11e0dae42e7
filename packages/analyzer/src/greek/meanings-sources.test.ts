import { describe, expect, test } from 'vitest';
import { parseCaseGlosses, parseGlossFile, parseLsjDat, pickItalianSense, readItalianCandidates } from './meanings-sources';

describe('sources of Italian meanings', () => {
  test('the gloss file gives meanings, comments and case lines apart', () => {
    const text = '# comment\nλέγω\tdire, parlare\nἐν\tin\nἐν:Dat\tin\nπρός:Acc\tverso, contro\n';
    expect([...parseGlossFile(text)]).toEqual([['λέγω', ['dire', 'parlare']], ['ἐν', ['in']]]);
    expect([...parseCaseGlosses(text)]).toEqual([['ἐν:Dat', 'in'], ['πρός:Acc', 'verso']]);
  });

  test('GLAUx senses: the most frequent sense that has Italian words, GAP! skipped', () => {
    const rows = [
      'ἄνθρωπος\tman.n.03\t1398\t10289039-n\tman\tGAP!\t',
      'ἄνθρωπος\tman.n.01\t9068\t10287213-n\tman, adult male\tmaschio, uomo\tuomo, maschio',
      'λόγος\tnarrative.n.01\t5000\t07221094-n\tnarrative\t\t',
      'λόγος\tword.n.01\t3522\t06286395-n\tword\tparola, termine\t',
    ];
    expect([...pickItalianSense(rows)]).toEqual([['ἄνθρωπος', ['maschio', 'uomo', 'uomo', 'maschio']], ['λόγος', ['parola', 'termine']]]);
  });

  test('LSJ candidates: Italian of each English sense, in order', () => {
    expect(readItalianCandidates('city→città/metropoli | town→borgo')).toEqual(['città', 'metropoli', 'borgo']);
  });
});

describe('Italian meanings at run time', () => {
  test('a compound verb without a meaning of its own takes its base verb’s, marked as such', async () => {
    const { loadGreekMeanings } = await import('./meanings');
    const meanings = loadGreekMeanings();
    expect(meanings('εἰσπέμπω')).toMatchObject({ meaning: 'mandare', source: 'composto' });
    expect(meanings('πέμπω')).toMatchObject({ meaning: 'mandare', source: 'versio' });
  });

  test('LSJ .dat files: plain lines, homographs on @ lines (the first for the bare lemma), prefixes skipped', () => {
    const text = '@λέγω1|lay\n@λέγω2|pick up\n@λέγω|lay\nλέγω1|@\nλέγω|@\nλόγος|computation, reckoning; account\n<ανά>γνωστος|hard to read\n';
    expect([...parseLsjDat(text)]).toEqual([['λέγω1', 'lay'], ['λέγω2', 'pick up'], ['λέγω', 'lay'], ['λόγος', 'computation, reckoning; account']]);
  });
});
