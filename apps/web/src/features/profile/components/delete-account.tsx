import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { leaveNotice } from '../../../lib/notice';
import { deleteAccount, forgetSession } from '../../session';
import { FormError } from '../../../components/ui/form-error';

/**
 * Account deletion in two clicks (spec §4): ask, then POST /user/delete, sign out and go home, where
 * the home page tells the student it happened. Both deletion buttons look destructive; 'Annulla' does not.
 */
export function DeleteAccount({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!confirming) {
    return (
      <button type="button" className="button button--danger-outline" onClick={() => setConfirming(true)}>
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
          className="button button--danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError('');
            try {
              await deleteAccount(uid);
              leaveNotice(ACCOUNT_MESSAGES.deleted);
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
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(false)}>
          Annulla
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
