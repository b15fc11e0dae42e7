import { expect, test } from 'vitest';
import { italianizeName } from './transliterate';

test.each([
  ['Δαρεῖος', 'Dario'],
  ['Κέφαλος', 'Cefalo'],
  ['Σωκράτης', 'Socrate'],
  ['Πλάτων', 'Platone'],
  ['Θησεύς', 'Teseo'],
  ['Λεωνίδας', 'Leonida'],
  ['Ἀθήνη', 'Atena'],
  ['Φίλιππος', 'Filippo'],
])('%s → %s', (greek, italian) => {
  expect(italianizeName(greek)).toBe(italian);
});
