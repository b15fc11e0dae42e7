import { describe, expect, test } from 'vitest';
import { isDatabaseConnectionFailure } from './database-errors';

function pgError(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isDatabaseConnectionFailure', () => {
  test.each<[string, unknown, boolean]>([
    ['a shutdown under a query (57P01)', pgError('57P01', 'terminating connection due to administrator command'), true],
    ['the server starting up (57P03)', pgError('57P03', 'the database system is starting up'), true],
    ['a connection failure (08006)', pgError('08006'), true],
    ['node-postgres losing the connection', new Error('Connection terminated unexpectedly'), true],
    ['wrapped by better-auth', new Error('Failed to get session', { cause: new Error('Connection terminated unexpectedly') }), true],
    ['a unique violation (23505)', pgError('23505', 'duplicate key'), false],
    ['a refused connection to another service', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }), false],
    ['a code without a severity (not PostgreSQL)', Object.assign(new Error('x'), { code: '08006' }), false],
    ['not an error', 'Connection terminated', false],
  ])('%s', (_name, error, expected) => {
    expect(isDatabaseConnectionFailure(error)).toBe(expected);
  });

  test('a cycle of causes ends', () => {
    const error = new Error('a');
    (error as { cause?: unknown }).cause = error;
    expect(isDatabaseConnectionFailure(error)).toBe(false);
  });
});
