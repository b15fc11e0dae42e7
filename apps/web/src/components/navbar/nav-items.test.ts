import { describe, expect, test } from 'vitest';
import type { UserType } from '../../lib/user-type';
import { listNavItems } from './nav-items';

describe('listNavItems', () => {
  test.each<[UserType, string[]]>([
    ['anonymous', ['Piani → /pay', 'Lezioni → /signup', 'Accedi → /login', 'Iscriviti gratis → /signup']],
    ['normal', ['Piani → /pay', 'Lezioni → /lezioni', 'Ave Giulia → /profilo']],
    ['premium', ['Lezioni → /lezioni', 'Ave Giulia → /profilo']],
    ['lifetime', ['Lezioni → /lezioni', 'Ave Giulia → /profilo']],
  ])('%s users see %j', (userType, expected) => {
    const items = listNavItems({ userType, name: 'Giulia' });
    expect(items.map((item) => `${item.label} → ${item.to}`)).toEqual(expected);
  });
});
