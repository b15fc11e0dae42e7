import { describe, expect, it } from 'vitest';
import { meaningInContext } from './meaning-in-context';

describe('meaningInContext', () => {
  it('gives the passive of video its own meaning, in finite forms and the infinitive only', () => {
    expect(meaningInContext('uideo', { Voice: 'Pass', VerbForm: 'Fin', Mood: 'Ind' }, 'vedere, osservare')).toBe('sembrare, apparire; essere visto');
    expect(meaningInContext('uideo', { Voice: 'Pass', VerbForm: 'Inf' }, 'vedere, osservare')).toBe('sembrare, apparire; essere visto');
    expect(meaningInContext('uideo', { Voice: 'Pass', VerbForm: 'Part' }, 'vedere, osservare')).toBe('vedere, osservare');
    expect(meaningInContext('uideo', { Voice: 'Act', VerbForm: 'Fin' }, 'vedere, osservare')).toBe('vedere, osservare');
    expect(meaningInContext('amo', { Voice: 'Pass', VerbForm: 'Fin' }, 'amare')).toBe('amare');
  });
});
