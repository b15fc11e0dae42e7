import { useLocation } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { LoginPanel, SignupWizard } from '../../features/auth';
import { ProfileView } from '../../features/profile';
import { useAuth } from '../../features/session';
import { usePageTitle } from '../../lib/page';
import './account-pages.css';

export function LoginPage() {
  return <LoginPanel />;
}

/** /signup: the wizard as a page, titled 'Registrati'. */
export function SignupPage() {
  usePageTitle('Registrati');
  return (
    <section className="page page--narrow account-page" aria-labelledby="signup-title">
      <div className="account-page__card">
        <h1 id="signup-title">Registrati</h1>
        <SignupWizard />
      </div>
    </section>
  );
}

/** /complete-signup: signed in (e.g. with Google) but not registered yet. */
export function CompleteSignupPage() {
  usePageTitle('Completa la registrazione');
  return (
    <section className="page page--narrow account-page" aria-labelledby="complete-title">
      <div className="account-page__card">
        <h1 id="complete-title">Registrati</h1>
        <p className="form__hint">Completa il tuo profilo per iniziare a usare Versio.</p>
        <SignupWizard mode="complete" />
      </div>
    </section>
  );
}

/** /profilo (the guard lets only registered students in). */
export function ProfilePage() {
  usePageTitle('Il tuo profilo');
  const auth = useAuth();
  const location = useLocation();
  const fromSignup = (location.state as { fromSignup?: unknown } | null)?.fromSignup === true;
  // A used or expired verification link comes back here as ?error=INVALID_TOKEN or TOKEN_EXPIRED.
  const linkFailed = new URLSearchParams(location.search).has('error');
  if (auth.status !== 'signed-in' || !auth.userData) return <PageStatus>Caricamento...</PageStatus>;
  return <ProfileView user={auth.user} data={auth.userData} fromSignup={fromSignup} linkFailed={linkFailed} />;
}
