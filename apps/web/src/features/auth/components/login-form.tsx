import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeAuthError } from '../../../lib/error-messages';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import { signInWithEmail } from '../api/auth-api';
import { goToGoogle, useGoogleEnabled } from '../api/google';
import { GoogleButton } from './google-button';
import { FormError } from '../../../components/ui/form-error';

/** The 'auth' step of /login: email, password, Google, the reset link and the signup link. */
export function LoginForm({ onSignedIn, onForgotPassword, initialError = '' }: {
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
  initialError?: string;
}) {
  const id = useId();
  const googleEnabled = useGoogleEnabled();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(VALIDATION_MESSAGES.loginMissing);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await signInWithEmail({ email: email.trim(), password });
      await onSignedIn();
    } catch (failure) {
      setError(describeAuthError(failure, 'login'));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="form__field" htmlFor={`${id}-email`}>
        Email
        <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label className="form__field" htmlFor={`${id}-password`}>
        Password
        <input id={`${id}-password`} type="password" name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <FormError message={error} />
      <button type="submit" className="button" disabled={busy}>
        Accedi
      </button>
      <button type="button" className="link-button" onClick={onForgotPassword}>
        Password dimenticata? Resettala qui
      </button>
      {googleEnabled && (
        <>
          <p className="form__separator">Oppure</p>
          <GoogleButton onStart={() => goToGoogle(null)} />
        </>
      )}
      <p className="form__hint">
        Non hai un account? <Link to="/signup">Registrati</Link>
      </p>
    </form>
  );
}
