import { useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../../lib/error-messages';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import { requestPasswordReset } from '../api/auth-api';
import { FormError } from '../../../components/ui/form-error';

/** reset-pass-1: the e-mail to send the reset link to, and 'Recupera credenziali'. */
export function ResetRequest({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(VALIDATION_MESSAGES.missingEmail);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      onSent();
    } catch (failure) {
      setError(describeAuthError(failure, 'reset'));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>Scrivi l’email del tuo account: ti mandiamo un link per scegliere una nuova password.</p>
      <label className="form__field" htmlFor={`${id}-email`}>
        Email
        <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <FormError message={error} />
      <button type="submit" className="button" disabled={busy}>
        Recupera credenziali
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Torna al login
      </button>
    </form>
  );
}

/** reset-pass-2: the confirmation. */
export function ResetSent({ onBack }: { onBack: () => void }) {
  return (
    <div className="form">
      <p role="status">Se l’indirizzo appartiene a un account di Versio, riceverai a breve il link per reimpostare la password. Controlla anche la posta indesiderata.</p>
      <button type="button" className="button" onClick={onBack}>
        Torna al login
      </button>
    </div>
  );
}
