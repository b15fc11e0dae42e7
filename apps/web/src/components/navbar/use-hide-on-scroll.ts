import { useCallback, useEffect, useRef, useState } from 'react';

// Below this many pixels from the top the bar always shows; small jitters are ignored.
const NEAR_TOP_PX = 64;
const MIN_DELTA_PX = 6;

/** Decides visibility from one scroll step: hide going down, show going up or near the top. */
export function decideHidden(previousY: number, currentY: number, wasHidden: boolean): boolean {
  if (currentY <= NEAR_TOP_PX) return false;
  const delta = currentY - previousY;
  if (Math.abs(delta) < MIN_DELTA_PX) return wasHidden;
  return delta > 0;
}

/** Hidden state of a bar that gets out of the way while reading; `reveal` forces it back (e.g. on focus). */
export function useHideOnScroll(): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // Read the previous position now: React may run the updater after lastY has moved on.
        const previousY = lastY.current;
        lastY.current = y;
        setHidden((wasHidden) => decideHidden(previousY, y, wasHidden));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}
