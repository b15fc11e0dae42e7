import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';

// Pages whose content arrives with later work; each already sits in the real frame and route.

export function LessonsPage() {
  return <ComingSoon title="Lezioni">Il catalogo delle video lezioni di latino e greco è in arrivo.</ComingSoon>;
}

export function LessonPage() {
  const { lessonId = '' } = useParams();
  return <ComingSoon title="Lezione">La lezione «{lessonId}» è in arrivo.</ComingSoon>;
}
