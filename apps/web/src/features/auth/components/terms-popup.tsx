import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../lib/messages';
import { acceptTerms, updateUserData } from '../../session';
import { ConsentCheckboxes, hasBothConsents, type Consents } from './consent-checkboxes';
import { FormError } from '../../../components/ui/form-error';

/** The terms popup (spec §2, §4): both boxes, then POST /user/terms-accepted. */
export function TermsPopup({ onAccepted, onClose }: { onAccepted: () => void; onClose: () => void }) {
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasBothConsents(consents)) {
      setError(VALIDATION_MESSAGES.termsPopup);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await acceptTerms();
      updateUserData({ termsAccepted: true });
      onAccepted();
    } catch {
      setError(AUTH_MESSAGES.termsFailed);
      setBusy(false);
    }
  };

  return (
    <Modal title="Termini e condizioni" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p>Prima di chiedere a Versio, accetta i termini e condizioni e l’informativa sulla privacy.</p>
        <ConsentCheckboxes value={consents} onChange={setConsents} />
        <FormError message={error} />
        <button type="submit" className="button" disabled={busy}>
          Accetta e continua
        </button>
      </form>
    </Modal>
  );
}
