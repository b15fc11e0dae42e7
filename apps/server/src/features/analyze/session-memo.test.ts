import type { FastifyRequest } from 'fastify';
import { expect, test, vi } from 'vitest';
import { AppError } from '../../errors';
import { SESSION_MEMO_MS, createSessionMemo } from './session-memo';

const LIVIA = { id: 'u-livia', email: 'livia@example.org', name: 'Livia', emailVerified: true };
const BRUTO = { id: 'u-bruto', email: 'bruto@example.org', name: 'Bruto', emailVerified: true };
const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

function setUp() {
  let clock = Date.parse('2025-03-01T10:00:00Z');
  const lookUp = vi.fn(async (r: FastifyRequest) => {
    if (r.headers.cookie === 'session=livia') return LIVIA;
    if (r.headers.authorization === 'Bearer bruto') return BRUTO;
    throw new AppError('unauthenticated', 401, 'Accedi');
  });
  const memo = createSessionMemo(lookUp, () => clock);
  return { memo, lookUp, advance: (ms: number) => { clock += ms; } };
}

test('the same cookie within the memo\'s time: looked up once', async () => {
  const { memo, lookUp, advance } = setUp();
  expect(await memo.requireUser(request({ cookie: 'session=livia' }))).toBe(LIVIA);
  advance(SESSION_MEMO_MS - 1);
  expect(await memo.requireUser(request({ cookie: 'session=livia' }))).toBe(LIVIA);
  expect(lookUp).toHaveBeenCalledTimes(1);
  advance(1);
  await memo.requireUser(request({ cookie: 'session=livia' }));
  expect(lookUp).toHaveBeenCalledTimes(2);
});

test('other credentials are other sessions; none at all, or unknown ones, are never remembered', async () => {
  const { memo, lookUp } = setUp();
  expect(await memo.requireUser(request({ authorization: 'Bearer bruto' }))).toBe(BRUTO);
  expect(await memo.requireUser(request({ cookie: 'session=livia' }))).toBe(LIVIA);
  for (let i = 0; i < 2; i++) {
    await expect(memo.requireUser(request({}))).rejects.toMatchObject({ httpStatus: 401 });
    await expect(memo.requireUser(request({ cookie: 'session=forged' }))).rejects.toMatchObject({ httpStatus: 401 });
  }
  expect(lookUp).toHaveBeenCalledTimes(6);
});

test('a user checked by the start is remembered for the chunks', async () => {
  const { memo, lookUp } = setUp();
  memo.remember(request({ cookie: 'session=livia' }), LIVIA);
  expect(await memo.requireUser(request({ cookie: 'session=livia' }))).toBe(LIVIA);
  expect(lookUp).not.toHaveBeenCalled();
});
