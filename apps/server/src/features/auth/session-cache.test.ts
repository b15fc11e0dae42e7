import { expect, test, vi } from 'vitest';
import { createSessionCache } from './session-cache';

const TTL = 5000;
const START = Date.parse('2025-03-01T10:00:00Z');

function setUp(ttlMs = TTL) {
  let clock = START;
  const cache = createSessionCache<string>(ttlMs, () => clock);
  const lookUp = vi.fn(async () => ({ value: 'livia', expiresAt: START + 60_000 }));
  return { cache, lookUp, advance: (ms: number) => { clock += ms; } };
}

const LIVIA = { cookie: 'session=livia' };

test('the same credentials within the time: looked up once; then again', async () => {
  const { cache, lookUp, advance } = setUp();
  expect(await cache.get(LIVIA, lookUp)).toBe('livia');
  advance(TTL - 1);
  expect(await cache.get(LIVIA, lookUp)).toBe('livia');
  expect(lookUp).toHaveBeenCalledTimes(1);
  advance(1);
  await cache.get(LIVIA, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(2);
});

test('requests arriving together share one lookup, even with no time to remember it', async () => {
  const { cache, lookUp } = setUp(0);
  const answers = await Promise.all([cache.get(LIVIA, lookUp), cache.get(LIVIA, lookUp), cache.get(LIVIA, lookUp)]);
  expect(answers).toEqual(['livia', 'livia', 'livia']);
  expect(lookUp).toHaveBeenCalledTimes(1);
  await cache.get(LIVIA, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(2);
});

test('other credentials, none, no session or a failed lookup are never answered from memory', async () => {
  const { cache, lookUp } = setUp();
  const none = vi.fn(async () => null);
  const failing = vi.fn(async () => { throw new Error('database down'); });
  for (let i = 0; i < 2; i++) {
    expect(await cache.get({ authorization: 'Bearer bruto' }, none)).toBeNull();
    expect(await cache.get({}, lookUp)).toBe('livia');
    await expect(cache.get({ cookie: 'session=other' }, failing)).rejects.toThrow('database down');
  }
  expect(none).toHaveBeenCalledTimes(2);
  expect(lookUp).toHaveBeenCalledTimes(2);
  expect(failing).toHaveBeenCalledTimes(2);
});

test('never past the session\'s own expiry', async () => {
  const { cache, advance } = setUp();
  const lookUp = vi.fn(async () => ({ value: 'livia', expiresAt: START + 1000 }));
  await cache.get(LIVIA, lookUp);
  advance(999);
  await cache.get(LIVIA, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(1);
  advance(1);
  await cache.get(LIVIA, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(2);
});

test('forgetAll forgets answers, and a lookup running meanwhile stores nothing', async () => {
  const { cache, lookUp } = setUp();
  await cache.get(LIVIA, lookUp);
  cache.forgetAll();
  await cache.get(LIVIA, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(2);

  const running = cache.get({ cookie: 'session=bruto' }, lookUp);
  cache.forgetAll();
  await running;
  await cache.get({ cookie: 'session=bruto' }, lookUp);
  expect(lookUp).toHaveBeenCalledTimes(4);
});
