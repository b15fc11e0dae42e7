import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { decideHidden, useHideOnScroll } from './use-hide-on-scroll';

describe('decideHidden', () => {
  test.each([
    ['scrolling down past the top hides', 100, 300, false, true],
    ['scrolling up shows', 600, 400, true, false],
    ['near the top always shows', 200, 40, true, false],
    ['a jitter of a few pixels keeps it hidden', 500, 503, true, true],
    ['a jitter of a few pixels keeps it shown', 500, 497, false, false],
  ])('%s', (_name, previousY, currentY, wasHidden, expected) => {
    expect(decideHidden(previousY, currentY, wasHidden)).toBe(expected);
  });
});

describe('useHideOnScroll', () => {
  beforeEach(() => {
    // Run animation frames at once so each scroll event is handled synchronously.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  // Regression: the previous position was read inside the state updater, after it had already been
  // overwritten, so every step looked like "no movement" and the bar never came back on scroll up.
  test('reappears on scroll up after hiding on scroll down', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(600);
    expect(result.current.hidden).toBe(true);
    scrollTo(400);
    expect(result.current.hidden).toBe(false);
  });

  test('reveal shows it again (keyboard focus)', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(600);
    act(() => result.current.reveal());
    expect(result.current.hidden).toBe(false);
  });
});
