import { describe, expect, test } from 'vitest';
import { createLessonLinks } from './lesson-links';
import type { LinkQuery } from './lesson-links';

const SECRET = 'versio-test-secret-versio-test-secret-0123456789';
const LESSON = { codice: 'la-ablativo-assoluto', video: 'la-ablativo-assoluto.mp4' };

function queryOf(link: string): LinkQuery {
  const params = new URL(link, 'http://localhost').searchParams;
  return { e: params.get('e') ?? undefined, u: params.get('u') ?? undefined, s: params.get('s') ?? undefined };
}

describe('signed lesson links', () => {
  let clock = 1_800_000_000_000;
  const links = createLessonLinks({ secret: SECRET, ttlSeconds: 60, now: () => clock });

  test('a free lesson\'s link names the lesson and its expiry, not a user', () => {
    const { link, expiresAt } = links.create({ ...LESSON, userId: null });
    expect(link).toMatch(/^\/api\/lessons\/la-ablativo-assoluto\/video\?e=1800000060&s=[\w-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2027-01-15T08:01:00.000Z');
    expect(links.check(LESSON, queryOf(link))).toEqual({ userId: null });
  });

  test('a premium lesson\'s link is bound to its user', () => {
    const { link } = links.create({ ...LESSON, userId: 'u-livia' });
    expect(links.check(LESSON, queryOf(link))).toEqual({ userId: 'u-livia' });
    expect(links.check(LESSON, { ...queryOf(link), u: 'u-marco' })).toBeNull();
    expect(links.check(LESSON, { ...queryOf(link), u: undefined })).toBeNull();
  });

  test.each<[string, (query: LinkQuery) => LinkQuery, typeof LESSON]>([
    ['another lesson', (q) => q, { ...LESSON, codice: 'la-perifrastica-passiva' }],
    ['a replaced video', (q) => q, { ...LESSON, video: 'la-ablativo-assoluto.a1b2c3.mp4' }],
    ['a later expiry', (q) => ({ ...q, e: String(Number(q.e) + 3600) }), LESSON],
    ['a guessed signature', (q) => ({ ...q, s: 'A'.repeat(43) }), LESSON],
    ['no signature', (q) => ({ ...q, s: undefined }), LESSON],
    ['a malformed expiry', (q) => ({ ...q, e: '1e12' }), LESSON],
  ])('is refused for %s', (_name, change, lesson) => {
    const { link } = links.create({ ...LESSON, userId: null });
    expect(links.check(lesson, change(queryOf(link)))).toBeNull();
  });

  test('stops working when it expires', () => {
    const { link } = links.create({ ...LESSON, userId: null });
    clock += 59_999;
    expect(links.check(LESSON, queryOf(link))).not.toBeNull();
    clock += 1;
    expect(links.check(LESSON, queryOf(link))).toBeNull();
  });

  test('a link signed with another secret is refused', () => {
    const other = createLessonLinks({ secret: `${SECRET}-altro`, ttlSeconds: 60, now: () => clock });
    expect(links.check(LESSON, queryOf(other.create({ ...LESSON, userId: null }).link))).toBeNull();
  });
});
