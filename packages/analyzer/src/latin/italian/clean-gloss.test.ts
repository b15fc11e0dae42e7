import { describe, expect, test } from 'vitest';
import { cleanCollatinusGloss } from './clean-gloss';

// Real lines of Collatinus lemmes.it and what the card should show.
describe('cleanCollatinusGloss', () => {
  test.each([
    ['acervus', "il mucchio, il mucchio, l'ammasso,", 'mucchio, ammasso'],
    ['agito', '1. spingere vivamente2. mettere in movimento,3. muovere, agitare, tormentare, eccitare,4. sdebitarsi di, occuparsi di', 'spingere vivamente, mettere in movimento, muovere'],
    ['absida', "1 - l'arco, volta. - 2 - la corsa di un pianeta. - 3 - il coro, di una chiesa, l'abside.", 'arco, volta, corsa di un pianeta'],
    ['aconitum', "l'aconito (veleno violento)", 'aconito'],
    ['abhinc', "lontano da qui, d'ora in poi; prép. (+acc. o abl.)", "lontano da qui, d'ora in poi"],
    ['accusatio', "l'accusa portata per, portata contro + gén", 'accusa portata per, portata contro'],
    ['noxius', 'chi nuoce, colpevole, criminale', 'che nuoce, colpevole, criminale'],
    ['quis', 'chi? che cosa?', 'chi? che cosa?'],
    ['et', 'e. adv. perciò', 'e, perciò'],
    ['forma', 'forma, bellezza,', 'forma, bellezza'],
    ['putidiusculus', "un po' importuno", "un po' importuno"],
    ['Roma', 'Roma', 'Roma'],
    // French leftovers and Latin names repeated as they are are not Italian meanings
    ['Zetus', 'Zéthos', undefined],
    ['senariolus', 'iambe sénaire, piccolo sénaire,', undefined],
    ['Burrus', 'Burrus', undefined],
  ])('%s: %s → %s', (key, gloss, expected) => {
    expect(cleanCollatinusGloss(key, gloss)).toBe(expected);
  });
});
