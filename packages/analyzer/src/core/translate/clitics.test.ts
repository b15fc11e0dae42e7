import { describe, expect, test } from 'vitest';
import { withClitic } from './clitics';

describe('a clitic before its finite verb', () => {
  test('after the negation, elided before a vowel', () => {
    expect(withClitic('non lodava', 'lo')).toBe('non lo lodava');
    expect(withClitic('amava', 'la')).toBe("l'amava");
    expect(withClitic('disse', 'gli')).toBe('gli disse');
    expect(withClitic('disse', undefined)).toBe('disse');
  });
});
