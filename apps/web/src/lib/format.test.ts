import { expect, test } from 'vitest';
import { formatPrice } from './format';

test.each([
  [3000, 'EUR', '30\u00a0€'],
  [299, 'EUR', '2,99\u00a0€'],
  [1050, 'EUR', '10,50\u00a0€'],
  [3600, 'CHF', '36\u00a0CHF'],
])('%i cents of %s read %s', (cents, currency, expected) => {
  expect(formatPrice(cents, currency)).toBe(expected);
});
