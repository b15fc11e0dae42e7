import { useState } from 'react';
import { Link } from 'react-router';
import type { Plans } from '../../plans';
import type { PaidUserType } from '../../session';
import { openCustomerPortal } from '../api/customer-portal';
import { FormError } from '../../../components/ui/form-error';

/** 'Gestisci abbonamento': the row for each user type (spec §2 "Subscription row"). */
export function SubscriptionRow({ type, plans }: { type: PaidUserType; plans: Plans }) {
  const [error, setError] = useState('');
  if (type === 'normal') {
    return (
      <div className="subscription">
        <p>
          Hai il piano <strong>{plans.normal.name}</strong>: {plans.normal.monthlyAnalyses} analisi di latino e {plans.normal.monthlyAnalyses} di greco al mese.
        </p>
        <Link className="button" to="/pay">
          Scopri plus
        </Link>
      </div>
    );
  }
  if (type === 'lifetime') {
    return (
      <div className="subscription">
        <p>
          <strong>Sei uno di primi {plans.lifetime.seats ?? 1000}</strong>
        </p>
        <p>Hai accesso a vita a tutte le funzioni di Versio: non hai bisogno di nessun abbonamento.</p>
      </div>
    );
  }
  return (
    <div className="subscription">
      <p>
        Hai il piano <strong>{plans.premium.name}</strong>. Dal portale di fatturazione puoi cambiare metodo di pagamento, scaricare le fatture o
        disdire l’abbonamento.
      </p>
      <button
        type="button"
        className="button"
        onClick={async () => {
          setError('');
          setError(await openCustomerPortal());
        }}
      >
        Vai al portale di fatturazione
      </button>
      <FormError message={error} />
    </div>
  );
}
