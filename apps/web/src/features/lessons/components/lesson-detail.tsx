import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { PageStatus } from '../../../components/ui/page-status';
import { LESSON_MESSAGES } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page';
import type { UserType } from '../../../lib/user-type';
import { PlanBanner } from '../../plans-banner';
import { useLesson } from '../api/lessons-api';
import lockImage from '../assets/lucchetto.svg';
import { LessonPlayer } from './lesson-player';
import './lessons.css';

type Props = { lessonId: string; userType: UserType; notFound: ReactNode };

/** Spec §2 "/lezioni/{lessonId}": back, title, description, logos, then the video or the locked state. */
export function LessonDetail({ lessonId, userType, notFound }: Props) {
  const lesson = useLesson(lessonId);
  const outcome = lesson.data;
  const data = outcome?.status === 'ready' ? outcome.detail.data : outcome?.status === 'locked' ? outcome.data : null;
  usePageTitle(data?.title ?? 'Lezione');
  if (lesson.isPending) return <PageStatus>{LESSON_MESSAGES.loading}</PageStatus>;
  if (outcome?.status === 'not-found') return notFound;

  return (
    <article className="page page--narrow lesson" aria-labelledby="lesson-title">
      <BackArrow />
      <h1 id="lesson-title">{data?.title ?? 'Lezione'}</h1>
      {data && <p className="lesson__description">{data.description}</p>}
      <p className="lesson__logos">
        <Logo size={28} />
        <span>Versio</span>
      </p>
      {outcome?.status === 'ready' ? (
        outcome.detail.link ? (
          <LessonPlayer link={outcome.detail.link} title={outcome.detail.data.title} onLinkExpired={() => void lesson.refetch()} />
        ) : (
          <p className="lesson__video-error" role="alert">{LESSON_MESSAGES.videoError}</p>
        )
      ) : (
        <LockedLesson />
      )}
      {userType === 'normal' && <PlanBanner userType="normal" />}
    </article>
  );
}

function BackArrow() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no page of Versio before it): back goes to the catalogue instead of leaving the site.
  const back = () => (location.key === 'default' ? navigate('/lezioni') : navigate(-1));
  return (
    <button type="button" className="lesson__back" onClick={back} aria-label="Torna indietro">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function LockedLesson() {
  return (
    <section className="lesson__locked" aria-labelledby="lesson-locked-title">
      <img src={lockImage} alt="" width={96} height={96} />
      <h2 id="lesson-locked-title">{LESSON_MESSAGES.lockedTitle}</h2>
      <p>{LESSON_MESSAGES.lockedText}</p>
      <Link className="button" to="/pay">{LESSON_MESSAGES.plans}</Link>
    </section>
  );
}
