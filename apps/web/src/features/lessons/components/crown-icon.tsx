import { LESSON_MESSAGES } from '../../../lib/messages';

/** Spec §2: a premium lesson's card has a crown titled 'Contenuto Premium'. */
export function CrownIcon() {
  return (
    <span className="lesson-card__crown" title={LESSON_MESSAGES.premium} role="img" aria-label={LESSON_MESSAGES.premium}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" />
        <rect x="5" y="19.5" width="14" height="2" rx="1" fill="currentColor" />
      </svg>
    </span>
  );
}
