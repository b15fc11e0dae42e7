// jsdom has no layout: give it the few browser calls the frame makes, and start every test clean.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '../features/session';

// findBy… and waitFor wait up to 5 s instead of 1 s: with a worker per core (decision 127) a file's first render
// of the whole app (session, then the page's query) took 1.6 s on a busy machine. Only a failing wait gets slower.
configure({ asyncUtilTimeout: 5000 });

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
