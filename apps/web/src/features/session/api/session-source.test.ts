import { describe, expect, test, vi } from 'vitest';
import { readSession, setDevUserType, subscribeToSession } from './session-source';

describe('readSession', () => {
  test.each([
    [null, null, { userType: 'anonymous', name: 'Studente' }],
    ['normal', 'Livia', { userType: 'normal', name: 'Livia' }],
    ['premium', '  ', { userType: 'premium', name: 'Studente' }],
    ['lifetime', 'Marco', { userType: 'lifetime', name: 'Marco' }],
    ['admin', 'Marco', { userType: 'anonymous', name: 'Marco' }],
  ])('type %s and name %s → %j', (type, name, expected) => {
    if (type !== null) localStorage.setItem('versio.devUserType', type);
    if (name !== null) localStorage.setItem('versio.devUserName', name);
    expect(readSession()).toEqual(expected);
  });

  test('returns the same object while nothing changed', () => {
    localStorage.setItem('versio.devUserType', 'normal');
    expect(readSession()).toBe(readSession());
  });
});

describe('setDevUserType', () => {
  test('stores the type and notifies subscribers', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToSession(onChange);
    setDevUserType('premium');
    expect(localStorage.getItem('versio.devUserType')).toBe('premium');
    expect(readSession().userType).toBe('premium');
    expect(onChange).toHaveBeenCalledTimes(1);
    setDevUserType('anonymous');
    expect(localStorage.getItem('versio.devUserType')).toBeNull();
    unsubscribe();
  });
});
