import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatFeats } from '../../core/types';
import { resolveCollatinusDir } from './paths';
import { SLOTS, SLOT_COUNT, featuresOfSlot } from './slots';

/** Words of the English morpho labels that each description must contain (morphos.en). */
function expectedWords(label: string): string[] {
  return label.toLowerCase().replace(/future perfect/, 'futperf').split(/\s+/).filter((w) => w !== '');
}

function describeInWords(slot: number): string {
  const s = SLOTS[slot];
  if (!s) return '';
  const tense = { Pres: 'present', Impf: 'imperfect', Fut: 'future', Perf: 'perfect', Pqp: 'pluperfect', FutPerf: 'futperf' };
  const cases = { Nom: 'nominative', Voc: 'vocative', Acc: 'accusative', Gen: 'genitive', Dat: 'dative', Abl: 'ablative', Loc: 'locative' };
  return [s.case && cases[s.case], s.gender?.toLowerCase().replace('masc', 'masculine').replace('fem', 'feminine').replace('neut', 'neuter'),
    s.number === 'Sing' ? 'singular' : s.number === 'Plur' ? 'plural' : undefined,
    s.tense && tense[s.tense], s.mood && { Ind: 'indicative', Sub: 'subjunctive', Imp: 'imperative' }[s.mood],
    s.voice?.toLowerCase().replace('act', 'active').replace('pass', 'passive'),
    s.person && ['1st', '2nd', '3rd'][s.person - 1], s.degree && { Pos: 'positive', Cmp: 'comparative', Sup: 'superlative' }[s.degree],
    { part: 'participle', ger: 'gerund', gdv: 'gerundive', sup: 'supine', inf: 'infinitive' }[s.kind as string]]
    .filter(Boolean).join(' ');
}

const morphosPath = join(resolveCollatinusDir(), 'morphos.en');

describe('the 416 Collatinus slots', () => {
  test.runIf(existsSync(morphosPath))('every slot description agrees with the label of morphos.en', () => {
    const labels = new Map<number, string>();
    for (const line of readFileSync(morphosPath, 'utf8').split('\n')) {
      const m = /^(\d+):(.*)$/.exec(line.trim());
      if (m) labels.set(Number(m[1]), m[2] ?? '');
    }
    const disagreements: string[] = [];
    for (let slot = 1; slot < SLOT_COUNT; slot++) {
      const described = describeInWords(slot);
      // morphos.en leaves out what is implied (positive degree of adjectives, voice of gerunds).
      const missing = expectedWords(labels.get(slot) ?? '').filter((w) => !described.includes(w) && !['in', '-um', '-u'].includes(w));
      if (missing.length > 0) disagreements.push(`${slot}: ${labels.get(slot)} / ${described}`);
    }
    expect(disagreements).toEqual([]);
  });

  test.each([
    [1, 'Case=Nom|Number=Sing'],
    [123, 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    [129, 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    [153, 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Fut|VerbForm=Fin|Voice=Act'],
    [177, 'Aspect=Perf|Mood=Sub|Number=Sing|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act'],
    [188, 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act'],
    [262, 'Case=Gen|VerbForm=Ger'],
    [265, 'Case=Acc|VerbForm=Sup'],
    [303, 'Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'],
    [339, 'Case=Nom|Gender=Masc|Number=Sing|VerbForm=Gdv'],
    [411, 'Degree=Cmp'],
    [413, 'Case=Loc|Number=Sing'],
    [416, '_'],
  ])('slot %i → %s', (slot, feats) => {
    expect(formatFeats(featuresOfSlot(slot))).toBe(feats);
  });

  test('a deponent\'s active-numbered forms are passive in form (hortatur: Voice=Pass)', () => {
    expect(featuresOfSlot(123, { deponent: true }).Voice).toBe('Pass');
    expect(featuresOfSlot(189, { deponent: true }).Voice).toBe('Act');
  });
});
