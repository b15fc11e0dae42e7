import { describe, expect, test } from 'vitest';
import { townNames } from './learn-town-names';

describe('the town names read from Collatinus (decision 082)', () => {
  test('a name whose first note calls it a town; not its inhabitants, nor a common noun', () => {
    const lines = [
      'Messana:Messine (ville de Sicile)',
      'Abydos:[ville de la Haute-Égypte]',
      'Aenus2:Aenos (ancienne ville de Thrace)',
      'Asculanus:habitant d\'Asculum (ville du Picenum)',
      'Gallia:Gaule',
      'decurio:décurion (officier … dans une ville d\'Italie)',
    ];
    expect(townNames(lines)).toEqual(['Abydos', 'Aenus', 'Messana']);
  });
});
