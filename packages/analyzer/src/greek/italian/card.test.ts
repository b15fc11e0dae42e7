import { describe, expect, test } from 'vitest';
import type { GreekAnalysis } from '../lexicon/index';
import { createGreekAnalyzer } from '../pipeline';
import { buildGreekCard } from './card';
import { diatesi, genere, tempo } from './terms';

const analyzer = createGreekAnalyzer();

function card(text: string, form: string) {
  const token = analyzer.analyzeText(text).find((t) => t.form === form);
  if (!token) throw new Error(`${form} non trovato`);
  return token.card;
}

describe('Greek word cards', () => {
  test('a noun: declension and gender, the dictionary line', () => {
    expect(card('τὸ δῶρον', 'δῶρον')).toMatchObject({
      pos: 'sostantivo', lemma: 'δῶρον', paradigma: '2ª declinazione (temi in -ο-), neutro', dizionario: 'δῶρον, -ου, τό',
      numero: 'singolare', genere: 'neutro', cercaCome: 'δῶρον', incerto: false,
    });
    expect(card('ἐν τῇ πόλει', 'πόλει')).toMatchObject({ caso: 'dativo', paradigma: '3ª declinazione (temi in vocale), femminile', dizionario: 'πόλις, -εως, ἡ' });
  });

  test('a sigmatic aorist: principal parts, tense, mood, voice, person and the kind of aorist', () => {
    expect(card('ὁ στρατηγὸς ἔπαυσε τὸν πόλεμον.', 'ἔπαυσε')).toMatchObject({
      pos: 'verbo', lemma: 'παύω', paradigma: 'verbo in -ω', dizionario: 'παύω, παύσω, ἔπαυσα, πέπαυκα, πέπαυμαι, ἐπαύθην',
      tempo: 'aoristo', modo: 'indicativo', diatesi: 'attiva', persona: '3ª', numero: 'singolare', altro: 'aoristo sigmatico',
    });
  });

  test('an aorist of another root: a second aorist, found under the present', () => {
    expect(card('οἱ παῖδες τὸν ἵππον εἶδον.', 'εἶδον')).toMatchObject({
      lemma: 'ὁράω', tempo: 'aoristo', altro: 'aoristo forte (2° aoristo)', cercaCome: 'ὁράω', cercaComeNota: "l'aoristo εἶδον si trova sotto ὁράω",
    });
  });

  test('a contract verb, an adjective, the article', () => {
    expect(card('τί ποιεῖ;', 'ποιεῖ')).toMatchObject({ paradigma: 'verbo contratto in -έω', tempo: 'presente', modo: 'indicativo', persona: '3ª' });
    expect(card('ὁ ἀγαθὸς ἀνήρ', 'ἀγαθὸς')).toMatchObject({ pos: 'aggettivo', paradigma: 'aggettivo della 1ª classe (a tre uscite)', dizionario: 'ἀγαθός, -ή, -όν' });
    expect(card('ὁ ἀγαθὸς ἀνήρ', 'ὁ')).toMatchObject({ pos: 'articolo', paradigma: 'articolo' });
  });

  test('a name without an Italian meaning reads as its Italian form; ἄν says its use', () => {
    expect(card('Λύσανδρος ἦλθεν.', 'Λύσανδρος').significato).toBe('Lisandro');
    const an = analyzer.analyzeText('οὐκ ἂν εἴη.').find((t) => t.form === 'ἂν')!;
    expect(an.card.significato).toMatch(/^particella modale/);
    expect(an.meaning).toBe('');
  });

  test('an English meaning is marked as English, with the LSJ link', () => {
    const analysis: GreekAnalysis = { lemma: 'ἀνόσιος', upos: 'ADJ', feats: 'Case=Nom|Gender=Masc|Number=Sing', score: 1 };
    const result = buildGreekCard(analysis, undefined, { meaning: 'unholy', senses: 'unholy, profane', source: 'lsj-en', language: 'en', lsjId: 'n9464' }, false);
    expect(result).toMatchObject({ significato: 'unholy, profane (inglese)', meaningLanguage: 'en' });
    expect(result.meaningLink).toMatch(/^https:\/\/www\.perseus\.tufts\.edu\/hopper\/text\?doc=Perseus:text:1999\.04\.0057:id=n9464$/);
    const italian = buildGreekCard(analysis, undefined, { meaning: 'empio', senses: 'empio', source: 'versio' }, false);
    expect(italian.significato).toBe('empio');
    expect(italian.meaningLanguage).toBeUndefined();
  });

  test('Italian terms of tense and voice', () => {
    expect([tempo('Past', 'Imp'), tempo('Past', undefined), tempo('Past', 'Perf'), tempo('Pqp', undefined), tempo('Fut', 'Perf')])
      .toEqual(['imperfetto', 'aoristo', 'perfetto', 'piuccheperfetto', 'futuro perfetto']);
    expect(diatesi('Mid', 'Pres', undefined, false)).toBe('medio-passiva');
    expect(diatesi('Mid', 'Past', undefined, false)).toBe('media');
    expect(diatesi('Pass', 'Past', undefined, false)).toBe('passiva');
    expect(diatesi('Mid', 'Pres', undefined, true)).toBe('deponente');
  });

  test('a form of several genders names them as school grammars do, in their order', () => {
    expect([genere('Fem,Masc,Neut'), genere('Fem,Masc'), genere('Masc,Neut'), genere('Fem')])
      .toEqual(['maschile, femminile e neutro', 'maschile e femminile', 'maschile e neutro', 'femminile']);
    expect(card('τῶν πολιτῶν', 'τῶν')?.genere).toBe('maschile e neutro');
  });

  test('a comparative is the comparative of its positive, as Italian grammars teach it (νεώτερος: νέος)', () => {
    const token = analyzer.analyzeText('νεώτερος δὲ Κῦρος.').find((t) => t.form === 'νεώτερος')!;
    expect([token.lemma, token.feats]).toEqual(['νέος', 'Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing']);
  });

  test('a superlative the lexicon files without a degree is shown as one (κάλλιστος: καλός, superlativo)', () => {
    expect(card('ὁ κάλλιστος ἀνήρ.', 'κάλλιστος')).toMatchObject({ lemma: 'καλός', grado: 'superlativo' });
  });

  test('αὐτόν is the pronoun of the third person; τῇ αὐτῇ ἡμέρᾳ is "the same"', () => {
    expect(card('ὁ στρατηγὸς αὐτὸν ἐπῄνεσεν.', 'αὐτὸν')).toMatchObject({ pos: 'pronome', persona: '3ª', caso: 'accusativo' });
    // The lexicon's reading it was made from is no alternative of it.
    const token = analyzer.analyzeText('ὁ στρατηγὸς αὐτὸν ἐπῄνεσεν.').find((t) => t.form === 'αὐτὸν')!;
    expect(token.alternatives.filter((a) => a.upos === 'PRON' && a.feats === 'Case=Acc|Gender=Masc|Number=Sing')).toEqual([]);
    expect(card('τῇ αὐτῇ ἡμέρᾳ ἦλθον.', 'αὐτῇ')?.persona).toBeUndefined();
  });

  test('a token keeps its Italian meaning for the translator; the English stays on the card', () => {
    // ἀγλαόκαρπος "bearing goodly fruit", an epic word no Italian glossary is likely to gloss.
    const token = analyzer.analyzeText('ἀγλαόκαρπος').find((t) => t.form === 'ἀγλαόκαρπος')!;
    expect(token.card.meaningLanguage).toBe('en');
    expect(token.card.significato).toMatch(/ \(inglese\)$/);
    expect(token.meaning).toBe('');
    expect(analyzer.meanings('ἀγλαόκαρπος')).toBeUndefined();
  });
});
