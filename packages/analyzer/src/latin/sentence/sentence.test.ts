import { describe, expect, it } from 'vitest';
import { FeatureList } from './feature-sink';
import { ClauseIndex } from './clause-index';
import { contextFeatures, contextOf, tagParts, type SentenceView, type TagParts } from './features';
import { SentenceModel, trainSentenceModel } from './model';
import { rerankSentence } from './rerank';

const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
const ADJ_NOM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
const ADJ_ABL = 'ADJ|Case=Abl|Gender=Fem|Number=Sing';
const VERB = 'VERB|Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';

function view(keys: string[], tags: string[]): SentenceView {
  return { keys, tags: tags.map(tagParts) };
}

describe('contextFeatures', () => {
  it('reads whether the nearest noun agrees with a modifier, and the preposition before it', () => {
    const s = view(['ex', 'porta', 'decumana', 'eiecit'], ['ADP', ABL, ADJ_ABL, VERB]);
    const out = new FeatureList();
    contextFeatures(s, 2, tagParts(ADJ_ABL), out);
    expect(out.features).toContain('MA|-1|ADJ|cng|1');
    expect(out.features).toContain('PR|Abl|ex|2');
    out.features.length = 0;
    contextFeatures(s, 2, tagParts(ADJ_NOM), out);
    expect(out.features).toContain('MA|-1|ADJ|-|1');
    // A reading that leaves the gender open agrees less fully than the one with the noun's gender.
    out.features.length = 0;
    contextFeatures(s, 2, tagParts('DET|Case=Abl|Number=Sing'), out);
    expect(out.features).toContain('MA|-1|DET|cn0|1');
  });

  it('sums up the clause\'s other verbs in sorted order, the same with a context read once for every candidate', () => {
    const INF = 'VERB|Aspect=Imp|Tense=Pres|VerbForm=Inf|Voice=Act';
    const PLUR = 'VERB|Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
    const FIRST = 'VERB|Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act';
    const s = view(['dico', 'Gallos', 'fortes', 'esse', 'et', 'pugnant'], [FIRST, 'NOUN|Case=Acc|Gender=Masc|Number=Plur', 'ADJ|Case=Acc|Gender=Masc|Number=Plur', INF, 'CCONJ', PLUR]);
    const reading = tagParts('NOUN|Case=Acc|Gender=Masc|Number=Plur');
    const alone = new FeatureList();
    contextFeatures(s, 1, reading, alone);
    expect(alone.features).toContain('CV|Acc|Plur|1+3p+inf');
    expect(alone.features).toContain('ON|Acc|Plur|0|fin3');
    const shared = new FeatureList();
    contextFeatures(s, 1, reading, shared, contextOf(s, 1));
    expect(shared.features).toEqual(alone.features);
    const none = new FeatureList();
    contextFeatures(view(['Gallos'], ['NOUN|Case=Acc|Gender=Masc|Number=Plur']), 0, reading, none);
    expect(none.features).toContain('CV|Acc|Plur|none');
  });
});

describe('the sentence model', () => {
  it('learns agreement from gold sentences and re-ranks a modifier to agree with its noun', () => {
    const examples = Array.from({ length: 20 }, () => ({
      keys: ['ex', 'porta', 'decumana', 'eiecit'],
      tags: ['ADP', ABL, ADJ_ABL, VERB],
      candidates: [null, [NOM, ABL], [ADJ_NOM, ADJ_ABL], null],
    }));
    const model = trainSentenceModel(examples, { epochs: 2 });
    const names = ['ADP', ABL, ADJ_NOM, ADJ_ABL, VERB];
    const ids = Int32Array.from([0, 1, 2, 4]);
    const candidates = [Int32Array.from([0]), Int32Array.from([1]), Int32Array.from([2, 3]), Int32Array.from([4])];
    // The tagger prefers the nominative by 1; the context says ablative.
    const scores = [Float64Array.from([0]), Float64Array.from([0]), Float64Array.from([5, 4]), Float64Array.from([0])];
    const changed = rerankSentence(model, ['ex', 'porta', 'decumana', 'eiecit'], ids, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 });
    expect(changed).toBe(1);
    expect(ids[2]).toBe(3);
  });

  it('leaves the path alone when the candidate is further below than the margin', () => {
    const model = new SentenceModel(new Map([['MA|-1|ADJ|cng|1', 10]]));
    const names = [ABL, ADJ_NOM, ADJ_ABL];
    const ids = Int32Array.from([0, 1]);
    const candidates = [Int32Array.from([0]), Int32Array.from([1, 2])];
    const scores = [Float64Array.from([0]), Float64Array.from([50, 0])];
    expect(rerankSentence(model, ['porta', 'decumana'], ids, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 })).toBe(0);
    expect(rerankSentence(model, ['porta', 'decumana'], ids, candidates, scores, (id) => names[id]!, { weight: 10, margin: 60 })).toBe(1);
    expect(ids[1]).toBe(2);
  });

  it('keeps the reading of a word a grammar rule decided', () => {
    const model = new SentenceModel(new Map([['MA|-1|ADJ|cng|1', 10]]));
    const names = [ABL, ADJ_NOM, ADJ_ABL];
    const candidates = [Int32Array.from([0]), Int32Array.from([1, 2])];
    const scores = [Float64Array.from([0]), Float64Array.from([5, 4])];
    const ids = Int32Array.from([0, 1]);
    expect(rerankSentence(model, ['porta', 'decumana'], ids, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 }, new Set([1]))).toBe(0);
    expect(ids[1]).toBe(1);
    expect(rerankSentence(model, ['porta', 'decumana'], ids, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 }, new Set([0]))).toBe(1);
  });
});

describe('ClauseIndex', () => {
  const TAGS = [
    NOM, ABL, ADJ_NOM, ADJ_ABL, VERB, 'PUNCT', 'SCONJ', 'CCONJ', 'ADP',
    'NOUN|Case=Nom|Gender=Masc|Number=Plur', 'PRON|Case=Nom|Number=Plur',
    'VERB|Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act',
    'AUX|Mood=Sub|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin', 'VERB|Aspect=Imp|Tense=Pres|VerbForm=Inf|Voice=Act',
    'VERB|Mood=Imp|Number=Sing|Person=2|Tense=Pres|VerbForm=Fin', 'VERB|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part',
  ];
  const KEYS = ['cum', 'ut', 'qui', 'miles', 'urbs', 'et', 'in', 'venit', 'esse', ','];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  it('answers as the scans of the clause do, while words change their tags', () => {
    for (let round = 0; round < 40; round++) {
      const n = 1 + next(30);
      const tags: TagParts[] = Array.from({ length: n }, () => tagParts(TAGS[next(TAGS.length)]!));
      const s: SentenceView = { keys: Array.from({ length: n }, () => KEYS[next(KEYS.length)]!), tags };
      const index = new ClauseIndex(s);
      for (let move = 0; move < 10; move++) {
        for (let i = 0; i < n; i++) expect(contextOf(s, i, index)).toEqual(contextOf(s, i));
        const i = next(n);
        const was = tags[i]!;
        tags[i] = tagParts(TAGS[next(TAGS.length)]!);
        index.moved(i, was);
      }
    }
  });
});
