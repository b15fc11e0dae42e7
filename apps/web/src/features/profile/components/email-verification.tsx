import { useEffect, useState } from 'react';
import { describeAuthError } from '../../../lib/error-messages';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { sendVerificationEmail } from '../../auth';
import { reloadSession } from '../../session';
import { FormError } from '../../../components/ui/form-error';

/** How long 'Email inviata…' stays on screen (spec §4, §9). */
export const VERIFICATION_NOTICE_MS = 6000;

/** 'Verificata', or the notice with 'Ho verificato' (re-reads the state) and a new e-mail. */
export function EmailVerification({ email, verified }: { email: string; verified: boolean }) {
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), VERIFICATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (verified) return <span className="profile__verified">Verificata</span>;
  return (
    <div className="profile__verify">
      <p className="profile__warning">*Devi verificare la tua email</p>
      <div className="profile__actions">
        <button type="button" className="button button--secondary" onClick={() => void reloadSession()}>
          Ho verificato
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            setError('');
            try {
              await sendVerificationEmail(email);
              setNotice(ACCOUNT_MESSAGES.verificationSent);
            } catch (failure) {
              setError(describeAuthError(failure, 'reset'));
            }
          }}
        >
          Invia nuova email di verifica
        </button>
      </div>
      <div aria-live="polite">{notice && <p className="form__success">{notice}</p>}</div>
      <FormError message={error} />
    </div>
  );
}
