import { describeServiceError } from '../../../lib/error-messages';
import { LESSON_MESSAGES } from '../../../lib/messages';
import { scrollToTop } from '../../../lib/page';
import type { UserType } from '../../../lib/user-type';
import { PlanBanner } from '../../plans-banner';
import { LESSONS_PAGE_SIZE, useLessons } from '../api/lessons-api';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { countPages } from '../model/pagination';
import { LessonCard, LessonCardPlaceholder } from './lesson-card';
import { LessonsPagination } from './lessons-pagination';
import { LessonsSearch } from './lessons-search';
import './lessons.css';

const PLACEHOLDERS = Array.from({ length: LESSONS_PAGE_SIZE }, (_, i) => i);

/** Spec §2 "/lezioni": search, a grid of 21 lessons a page, pagination, the upsell for normal users. */
export function LessonsCatalogue({ userType }: { userType: UserType }) {
  const { page, search, goToPage, searchFor } = useCatalogueParams();
  const lessons = useLessons(page, search);
  const loading = lessons.isPending || lessons.isPlaceholderData;
  const pages = countPages(lessons.data?.total ?? 0, LESSONS_PAGE_SIZE);
  const changePage = (next: number) => {
    goToPage(next);
    scrollToTop();
  };

  return (
    <section className="page lessons" aria-labelledby="lessons-title">
      <h1 id="lessons-title">Lezioni</h1>
      <LessonsSearch key={search} initial={search} onSearch={searchFor} />
      {loading && <p className="visually-hidden" role="status">{LESSON_MESSAGES.loading}</p>}
      {lessons.isError && !loading && <p className="lessons__message" role="alert">{describeServiceError(lessons.error)}</p>}
      {!loading && lessons.data?.lessons.length === 0 && <p className="lessons__message">{LESSON_MESSAGES.empty}</p>}
      <ul className="lessons__grid" aria-busy={loading}>
        {loading ? PLACEHOLDERS.map((i) => <LessonCardPlaceholder key={i} />) : lessons.data?.lessons.map((lesson) => <LessonCard key={lesson.codice} lesson={lesson} />)}
      </ul>
      {pages > 1 && <LessonsPagination page={page} pages={pages} onChange={changePage} />}
      {userType === 'normal' && <PlanBanner userType="normal" />}
    </section>
  );
}
