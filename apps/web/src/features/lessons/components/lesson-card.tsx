import { Link } from 'react-router';
import type { LessonItem } from '../api/lessons-api';
import { THUMBNAILS, chooseThumbnail } from '../model/thumbnails';
import { CrownIcon } from './crown-icon';

/** Spec §2: thumbnail, title, description, the crown for premium lessons; a click opens the lesson. */
export function LessonCard({ lesson }: { lesson: LessonItem }) {
  return (
    <li className="lesson-card">
      <Link className="lesson-card__link" to={`/lezioni/${encodeURIComponent(lesson.codice)}`}>
        <span className="lesson-card__thumb">
          <img src={THUMBNAILS[chooseThumbnail(lesson.codice)]} alt="" width={320} height={180} loading="lazy" />
          {lesson.premium && <CrownIcon />}
        </span>
        <h2 className="lesson-card__title">{lesson.title}</h2>
        <p className="lesson-card__description">{lesson.description}</p>
      </Link>
    </li>
  );
}

/** One of the 21 placeholders shown while a page loads. */
export function LessonCardPlaceholder() {
  return (
    <li className="lesson-card lesson-card--placeholder" aria-hidden="true">
      <span className="lesson-card__spinner" />
    </li>
  );
}
