import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page';
import { AUTH_MESSAGES } from '../../../lib/messages';
import { reloadSession } from '../../session';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { ResetRequest, ResetSent } from './reset-request';
import './login.css';

type Step = 'auth' | 'reset-pass-1' | 'reset-pass-2' | 'new-password';

const TITLES: Record<Step, string> = {
  auth: 'Accedi',
  'reset-pass-1': 'Recupera la password',
  'reset-pass-2': 'Email inviata',
  'new-password': 'Scegli una nuova password',
};

/** /login: sign-in, the three-step reset flow, and the page the reset link opens. */
export function LoginPanel() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const resetToken = params.get('reset');
  const [step, setStep] = useState<Step>(resetToken ? 'new-password' : 'auth');
  const [notice, setNotice] = useState('');
  usePageTitle(TITLES[step]);

  const backToLogin = () => {
    setStep('auth');
    if (resetToken) navigate('/login', { replace: true });
  };

  return (
    <section className="page page--narrow login" aria-labelledby="login-title">
      <div className="login__card">
        <h1 id="login-title">{TITLES[step]}</h1>
        {notice && step === 'auth' && (
          <p className="form__success" role="status">
            {notice}
          </p>
        )}
        {step === 'auth' && (
          <LoginForm
            initialError={params.get('errore') === 'google' ? AUTH_MESSAGES.googleFailed : ''}
            onForgotPassword={() => setStep('reset-pass-1')}
            onSignedIn={async () => {
              // Spec §4: after login the student lands on the home page. Leave /login first: read
              // while still here, the new session would make its guard send them to /profilo.
              await navigate('/', { replace: true });
              await reloadSession();
            }}
          />
        )}
        {step === 'reset-pass-1' && <ResetRequest onSent={() => setStep('reset-pass-2')} onBack={backToLogin} />}
        {step === 'reset-pass-2' && <ResetSent onBack={backToLogin} />}
        {step === 'new-password' && resetToken && (
          <NewPasswordForm
            token={resetToken}
            onDone={() => {
              setNotice('Password aggiornata: ora puoi accedere con la nuova password.');
              backToLogin();
            }}
          />
        )}
      </div>
    </section>
  );
}
