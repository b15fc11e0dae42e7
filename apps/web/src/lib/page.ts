import { useEffect } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls smoothly to the top (instantly when the user asked for less motion). */
export function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } catch {
    // Environments without layout (jsdom) have no scrolling to do.
  }
}

/** Sets the tab title to "<title> · Versio" so every page is told apart by screen readers and history. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Versio` : 'Versio — traduzione e analisi di latino e greco';
  }, [title]);
}
