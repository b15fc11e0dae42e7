import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';

// Pages whose content arrives with later work; each already sits in the real frame and route.

export function LoginPage() {
  return <ComingSoon title="Accedi">Il modulo di accesso con email e password è in arrivo.</ComingSoon>;
}

export function SignupPage() {
  return <ComingSoon title="Registrati">La registrazione a Versio è in arrivo.</ComingSoon>;
}

export function CompleteSignupPage() {
  return <ComingSoon title="Completa la registrazione">Il completamento del profilo è in arrivo.</ComingSoon>;
}

export function ProfilePage() {
  return <ComingSoon title="Il tuo profilo">L’area personale con credito residuo e abbonamento è in arrivo.</ComingSoon>;
}

export function LessonsPage() {
  return <ComingSoon title="Lezioni">Il catalogo delle video lezioni di latino e greco è in arrivo.</ComingSoon>;
}

export function LessonPage() {
  const { lessonId = '' } = useParams();
  return <ComingSoon title="Lezione">La lezione «{lessonId}» è in arrivo.</ComingSoon>;
}

export function PlansPage() {
  return <ComingSoon title="Scegli il tuo piano">I piani Gratis e plus sono in arrivo.</ComingSoon>;
}
