/**
 * Error analysis and rule ablation on the school-canon development set (decision 039), with the card measure and
 * the shipped models, on the students' path (`analyzeText`):
 *   node --import tsx packages/analyzer/scripts/eval/school-canon-errors.ts [--folds 0,1] [--commercial]
 *     [--dump FILE]          every wrong card, one line each: sentence, form, wrong fields, gold → predicted,
 *                            and where the gold reading stands among the word's alternatives
 *     [--ablate each|LIST]   cards right per fold with every rule, and with each rule (or each rule of LIST,
 *                            comma-separated) left out; a positive difference: the rule pays
 *     [--without a,b]        the whole run with these rules left out
 *     [--rerank W,M[,0]]     the sentence model's weight and margin (sentence/rerank.ts) instead of the defaults;
 *                            a third value 0 leaves its guards out (sentence/rerank-guards.ts)
 * The wrong fields are counted by construction too (`--dump` marks each word with the constructions it stands in).
 */
import { writeFileSync } from 'node:fs';
import type { AnalyzedToken } from '../../src/core/analyzed-token';
import { formatFeats } from '../../src/core/types';
import { loadLatinLexicon } from '../../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../../src/latin/pipeline';
import { RULE_NAMES, type RuleName } from '../../src/latin/rules/registry';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { cardErrors, hasCard } from './card-measure';
import { alignWords, readSchoolCanon, SCHOOL_CANON_FOLDS, type DevSentence } from './school-canon';
import { deponentTest } from './school-canon-report';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const lexicon = loadLatinLexicon();
const commercial = process.argv.includes('--commercial');
const folds = arg('--folds')?.split(',').map(Number) ?? [...Array(SCHOOL_CANON_FOLDS).keys()];
const sentences = readSchoolCanon().filter((s) => folds.includes(s.fold));
const isDeponent = deponentTest(lexicon);
const without = new Set((arg('--without')?.split(',').filter(Boolean) ?? []) as RuleName[]);

/** Cards right and cards per fold of an analyzer. */
function cardsPerFold(analyzeText: (t: string) => AnalyzedToken[], each?: (s: DevSentence, i: number, pred: AnalyzedToken | undefined, wrong: string[]) => void): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>(folds.map((f) => [f, [0, 0]]));
  for (const s of sentences) {
    const aligned = alignWords(s.words, analyzeText(s.text).filter((t) => t.form.trim() !== ''));
    const c = out.get(s.fold)!;
    s.words.forEach((g, i) => {
      if (!hasCard(g)) return;
      c[1]++;
      const p = aligned[i];
      const wrong = p ? cardErrors(g, p, isDeponent(g.lemma)) : ['tokenization'];
      if (wrong.length === 0) c[0]++;
      else each?.(s, i, p, wrong);
    });
  }
  return out;
}

const pct = (r: [number, number]) => ((100 * r[0]) / Math.max(1, r[1])).toFixed(2);
const total = (m: Map<number, [number, number]>): [number, number] => [...m.values()].reduce<[number, number]>((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);

const rerankArg = arg('--rerank')?.split(',').map(Number);
const rerank = rerankArg ? { weight: rerankArg[0]!, margin: rerankArg[1]!, sweeps: 2, sameUpos: true, guards: rerankArg[2] !== 0 } : undefined;
const base = createLatinAnalyzer({ lexicon, commercial, withoutRules: without, ...(rerank ? { rerank } : {}) });
const dump: string[] = [];
const byField = new Map<string, number>();
const baseline = cardsPerFold((t) => base.analyzeText(t), (s, i, p, wrong) => {
  for (const w of wrong) byField.set(w, (byField.get(w) ?? 0) + 1);
  const g = s.words[i]!;
  const context = s.words.slice(Math.max(0, i - 3), i + 4).map((w, k) => (k === Math.min(3, i) ? `[${w.form}]` : w.form)).join(' ');
  let rank = 'none';
  if (p) {
    const k = p.alternatives.findIndex((a) => a.analysis.upos === g.upos && lemmaMatchKey(a.analysis.lemma) === lemmaMatchKey(g.lemma) && cardErrors(g, { lemma: a.analysis.lemma, upos: a.analysis.upos, feats: formatFeats(a.analysis.feats) }, isDeponent(g.lemma)).length === 0);
    rank = k >= 0 ? `alt${k + 1}` : 'none';
  }
  dump.push([s.id, s.author, g.form, wrong.join(','), `${g.lemma} ${g.upos} ${g.feats}`, p ? `${p.lemma} ${p.upos} ${p.feats}` : '–', rank, context].join('\t'));
});
console.log(`cards ${pct(total(baseline))} (${total(baseline)[0]}/${total(baseline)[1]}); per fold ${[...baseline].map(([f, r]) => `${f}: ${pct(r)}`).join(', ')}`);
console.log(`wrong fields: ${[...byField].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
const dumpPath = arg('--dump');
if (dumpPath) writeFileSync(dumpPath, dump.join('\n') + '\n');

const ablate = arg('--ablate');
if (ablate) {
  const names = ablate === 'each' ? RULE_NAMES : (ablate.split(',') as RuleName[]);
  console.log(`| rule left out | ${folds.map((f) => `fold ${f}`).join(' | ')} | all |`);
  for (const name of names) {
    const analyzer = createLatinAnalyzer({ lexicon, commercial, withoutRules: new Set([...without, name]) });
    const run = cardsPerFold((t) => analyzer.analyzeText(t));
    const diff = (a: [number, number], b: [number, number]) => { const d = a[0] - b[0]; return d > 0 ? `+${d}` : String(d); };
    console.log(`| ${name} | ${folds.map((f) => diff(baseline.get(f)!, run.get(f)!)).join(' | ')} | ${diff(total(baseline), total(run))} |`);
  }
}
