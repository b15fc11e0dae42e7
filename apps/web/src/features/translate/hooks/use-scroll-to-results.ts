// On a phone the results are below the text box, out of sight: when a request starts showing them,
// the page scrolls there (smoothly, unless the student asked for reduced motion). On a wide screen
// they are already in view and the page stays still.
import { useEffect, useRef, type RefObject } from 'react';

/** The layout's phone breakpoint (translate.css). */
export const PHONE_QUERY = '(max-width: 760px)';

export function useScrollToResults(target: RefObject<HTMLElement | null>, showing: boolean): void {
  const shown = useRef(showing);
  useEffect(() => {
    const appeared = showing && !shown.current;
    shown.current = showing;
    if (!appeared || !target.current || typeof window.matchMedia !== 'function') return;
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [showing, target]);
}
