// jsdom has no layout: give it the few browser calls the frame makes, and start every test clean.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '../features/session';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSession();
  vi.stubGlobal('scrollTo', vi.fn());
  // No server in component tests unless a test installs the fake one (testing/fake-server.ts).
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('rete non disponibile nei test'))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
