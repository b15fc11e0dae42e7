import { describe, expect, test } from 'vitest';
import type { ClauseReport } from '../../core/translate/report';
import { renderClause } from './clause';
import { markRelativeSuperlatives, subjectAgreement } from './roles';
import { words } from './test-words';

describe('roles of the words of a clause', () => {
  test('a superlative after longe, or with a partitive genitive beside it, is relative; longe is "di gran lunga"', () => {
    const clause = words('gens gens NOUN Case=Nom|Number=Sing|Gender=Fem popolo; est sum AUX VerbForm=Fin|Mood=Ind|Tense=Pres|Person=3|Number=Sing essere; longe longe ADV _ lontano; maxima magnus ADJ Case=Nom|Number=Sing|Gender=Fem|Degree=Sup grande; et et CCONJ _ e; bellicosissima bellicosus ADJ Case=Nom|Number=Sing|Gender=Fem|Degree=Sup bellicoso');
    const marked = markRelativeSuperlatives(clause);
    expect(marked.filter((w) => w.relativeSuperlative).map((w) => w.form)).toEqual(['maxima', 'bellicosissima']);
    expect(marked[2]!.meaning).toBe('di gran lunga');
    expect(renderClause(clause, { main: true })).toBe('il popolo è di gran lunga il più grande e il più bellicoso');
  });

  test('a superlative with a genitive plural beside it: "i più forti"', () => {
    const clause = words('Horum hic DET Case=Gen|Number=Plur|Gender=Masc questo; omnium omnis ADJ Case=Gen|Number=Plur|Gender=Masc tutto; fortissimi fortis ADJ Case=Nom|Number=Plur|Gender=Masc|Degree=Sup forte; sunt sum AUX VerbForm=Fin|Mood=Ind|Tense=Pres|Person=3|Number=Plur essere; Belgae Belgae PROPN Case=Nom|Number=Plur|Gender=Masc Belgi');
    expect(renderClause(clause, { main: true })).toMatch(/sono i più forti/);
  });

  test('a superlative alone stays absolute', () => {
    const clause = words('miles miles NOUN Case=Nom|Number=Sing|Gender=Masc soldato; fortissimus fortis ADJ Case=Nom|Number=Sing|Gender=Masc|Degree=Sup forte; pugnat pugno VERB VerbForm=Fin|Mood=Ind|Tense=Pres|Person=3|Number=Sing combattere');
    expect(renderClause(clause, { main: true })).toBe('il soldato fortissimo combatte');
  });

  test('a conjunction after the verb joins the words beside it, not the clause', () => {
    const clause = words('habemus habeo VERB VerbForm=Fin|Mood=Ind|Tense=Pres|Person=1|Number=Plur avere; consultum consultum NOUN Case=Acc|Number=Sing|Gender=Neut decreto; vehemens vehemens ADJ Case=Acc|Number=Sing|Gender=Neut veemente; et et CCONJ _ e; grave gravis ADJ Case=Acc|Number=Sing|Gender=Neut pesante');
    expect(renderClause(clause, { main: true })).toBe('abbiamo il decreto veemente e pesante');
  });

  test('a relative clause on a genitive follows it instead of being lost', () => {
    const clause = words('genera genus NOUN Case=Nom|Number=Plur|Gender=Neut stirpe; hominum homo NOUN Case=Gen|Number=Plur|Gender=Masc uomo; sunt sum AUX VerbForm=Fin|Mood=Ind|Tense=Pres|Person=3|Number=Plur essere; duo duo NUM _ due');
    expect(renderClause(clause, { main: true, attachments: new Map([[1, 'che sono stimati']]) })).toMatch(/degli uomini, che sono stimati/);
  });
});

describe('the subject and the person of the verb', () => {
  test('a future imperative with a noun in the nominative is the third person', () => {
    const clause = words('Salus salus NOUN Case=Nom|Gender=Fem|Number=Sing salvezza; lex lex NOUN Case=Nom|Gender=Fem|Number=Sing legge; esto sum AUX Mood=Imp|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin essere');
    expect(renderClause(clause, { main: true })).toMatch(/^la salvezza sia/);
  });

  test('a first-person verb has no noun for subject: a neuter read as nominative is its object', () => {
    const clause = words('Bellum bellum NOUN Case=Nom|Gender=Neut|Number=Sing guerra; narro narro VERB Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin narrare');
    const report: ClauseReport[] = [];
    expect(renderClause(clause, { main: true, report })).toBe('narro la guerra');
    expect(report[0]?.subject).toBeUndefined();
  });
});

describe('the person and number of a subject', () => {
  test('phrases joined by "o" may take the verb of one of them', () => {
    const head = words('corpus corpus NOUN Case=Nom|Number=Sing|Gender=Neut corpo; animus animus NOUN Case=Nom|Number=Sing|Gender=Masc animo');
    const phrase = (w: (typeof head)[number]) => ({ head: w, modifiers: [], genitives: [], coordinated: [] });
    expect(subjectAgreement({ ...phrase(head[0]!), coordinated: [{ conjunction: 'o', phrase: phrase(head[1]!) }] }).number).toBe('S');
    expect(subjectAgreement({ ...phrase(head[0]!), coordinated: [{ conjunction: 'e', phrase: phrase(head[1]!) }] }).number).toBe('P');
  });
});
