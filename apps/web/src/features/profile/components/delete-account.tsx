import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { deleteAccount, forgetSession } from '../../session';
import { FormError } from '../../../components/ui/form-error';

/** Account deletion in two clicks (spec §4): ask, then POST /user/delete, sign out and go home. */
export function DeleteAccount({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!confirming) {
    return (
      <button type="button" className="link-button profile__delete" onClick={() => setConfirming(true)}>
        Elimina account
      </button>
    );
  }
  return (
    <div className="profile__confirm" role="alertdialog" aria-labelledby="delete-question">
      <p id="delete-question">{ACCOUNT_MESSAGES.deleteConfirm}</p>
      <div className="profile__actions">
        <button
          type="button"
          className="button profile__danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError('');
            try {
              await deleteAccount(uid);
              forgetSession();
              navigate('/', { replace: true });
            } catch {
              setError(ACCOUNT_MESSAGES.deleteFailed);
              setBusy(false);
            }
          }}
        >
          Elimina definitivamente
        </button>
        <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
          Annulla
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
