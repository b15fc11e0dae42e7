import { describe, expect, test } from 'vitest';
import { loadLatinMeanings } from './meanings';

// The generated file (scripts/build-glosses.ts) gives an Italian meaning to the words of school texts.
describe('loadLatinMeanings', () => {
  const lookUp = loadLatinMeanings();
  test.each([
    ['terra', 'terra', 'terra, suolo, paese'],
    ['aro', 'aro', 'arare, coltivare'],
    ['hortor', 'hortor', 'esortare, incoraggiare'],
    ['expugno', 'expugno', 'espugnare, conquistare'],
    ['fero', 'fero', 'portare, sopportare, riferire'],
    ['fortis', 'fortis', 'forte, coraggioso'],
    ['arma', 'arma', 'armi'],
    ['sum', 'sum', 'essere, esserci, esistere'],
    ['ille', 'ille', 'quello, egli'],
    ['qui2', 'qui', 'che, il quale'],
    ['cum2', 'cum', 'quando, poiché, sebbene'],
    ['dico2', 'dico', 'dire, affermare, chiamare'],
    ['uideo', 'video', 'vedere, osservare'],
    [null, 'Metellus', 'Metello'],
    [null, 'Caesar', 'Cesare'],
    [null, 'Cicero', 'Cicerone'],
    // Collatinus's glosses without their French and Latin leftovers
    ['lex', 'lex', 'legge'], // "legge, condition(s) di un trattato"
    ['Lydius', 'Lydius', 'Lidio'], // "di Lydie": the name's Italian form instead
    ['contero', 'contero', 'consumare, passare la sua vita'], // "consumare, tempus, passare la sua vita"
    ['effemino', 'effemino', 'effeminare, rendere molle'], // only French in Collatinus ("efféminer")
    // Collatinus's machine translations that misread the French for frequent words
    ['nauta', 'nauta', 'marinaio, navigante'], // "marino" (marin)
    ['magister', 'magister', 'maestro, capo, comandante'], // "padrone, di scuola" (maître d'école)
    ['uicis', 'vicis', 'vicenda, volta, turno'], // "torre, ritorno" (tour)
    ['rogus', 'rogus', 'rogo, pira funebre'], // "studiare" (bûcher)
    ['dolus', 'dolus', 'inganno, astuzia, frode'], // "indirizzo, astuzia" (adresse)
    ['aestas', 'aestas', 'estate'], // "stato" (été)
    ['lignum', 'lignum', 'legno, legna'], // "bosco" (bois)
    ['nouerca', 'noverca', 'matrigna'], // "suocera" (belle-mère)
    ['doctor', 'doctor', 'maestro, insegnante'], // "padrone" (maître)
    ['septemtrio', 'septemtrio', 'settentrione, nord'], // "sette"
  ] as const)('%s / %s → %s', (key, lemma, expected) => {
    expect(lookUp(key, lemma)).toBe(expected);
  });

  test('a lemma nobody glosses has no meaning (never English or French)', () => {
    expect(lookUp(null, 'blityri')).toBeUndefined();
  });

  test('a missing file is an Italian error that says how to build it', () => {
    expect(() => loadLatinMeanings('/nonexistent/lat-glosses-it.json')).toThrow(/npm run setup/);
  });
});
