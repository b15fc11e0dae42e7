import { useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../../lib/error-messages';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import { resetPassword } from '../api/auth-api';
import { MIN_PASSWORD_LENGTH } from '../data/password';
import { FormError } from '../../../components/ui/form-error';

/** Where the reset link of the e-mail lands (/login?reset=<token>): the new password. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(VALIDATION_MESSAGES.weakPassword);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (failure) {
      setError(describeAuthError(failure, 'reset'));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>Scegli la nuova password del tuo account (almeno {MIN_PASSWORD_LENGTH} caratteri).</p>
      <label className="form__field" htmlFor={`${id}-password`}>
        Nuova password
        <input id={`${id}-password`} type="password" name="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <FormError message={error} />
      <button type="submit" className="button" disabled={busy}>
        Salva la nuova password
      </button>
    </form>
  );
}
