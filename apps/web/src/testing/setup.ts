// jsdom has no layout: give it the few browser calls the frame makes, and start every test clean.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
  // No server in component tests: /api/site fails and the footer falls back to its defaults.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('rete non disponibile nei test'))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
