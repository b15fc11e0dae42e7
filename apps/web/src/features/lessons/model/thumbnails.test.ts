import { describe, expect, test } from 'vitest';
import { THUMBNAILS, chooseThumbnail } from './thumbnails';

describe('lesson thumbnails', () => {
  test('there are 7, all different', () => {
    expect(new Set(THUMBNAILS).size).toBe(7);
  });

  test('a lesson always gets the same one', () => {
    expect(chooseThumbnail('la-ablativo-assoluto')).toBe(chooseThumbnail('la-ablativo-assoluto'));
  });

  test('the catalogue\'s lessons spread over all seven', () => {
    const ids = ['la-prima-declinazione', 'la-seconda-declinazione', 'la-terza-declinazione', 'la-quarta-quinta-declinazione',
      'la-aggettivi-prima-classe', 'la-aggettivi-seconda-classe', 'la-comparativo-superlativo', 'la-pronomi-personali',
      'la-pronomi-dimostrativi', 'la-pronome-relativo', 'la-quattro-coniugazioni', 'la-presente-imperfetto-futuro',
      'la-sistema-perfetto', 'la-passivo-deponenti', 'la-sum-composti', 'la-verbi-anomali', 'la-congiuntivo', 'la-participio',
      'la-ablativo-assoluto', 'la-accusativo-infinito', 'gr-aoristo'];
    expect(new Set(ids.map(chooseThumbnail)).size).toBe(7);
  });
});
