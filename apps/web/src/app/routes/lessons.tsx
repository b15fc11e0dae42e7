import { useParams } from 'react-router';
import { LessonDetail, LessonsCatalogue } from '../../features/lessons';
import { useUserType } from '../../features/session';
import { usePageTitle } from '../../lib/page';
import { NotFoundPage } from './not-found';

export function LessonsPage() {
  usePageTitle('Lezioni');
  const { userType } = useUserType();
  return <LessonsCatalogue userType={userType} />;
}

export function LessonPage() {
  const { lessonId = '' } = useParams();
  const { userType } = useUserType();
  return <LessonDetail key={lessonId} lessonId={lessonId} userType={userType} notFound={<NotFoundPage />} />;
}
