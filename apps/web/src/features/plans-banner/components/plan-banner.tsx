import { Link } from 'react-router';
import type { UserType } from '../../../lib/user-type';
import { usePlans } from '../../plans';
import { ShareButton } from '../../share';
import './plan-banner.css';

/**
 * Spec §2: normal and anonymous students see the plus-plan banner; premium and lifetime see their
 * own; lifetime also sees the 'spread the word' banner. Numbers come from /api/plans.
 */
export function PlanBanner({ userType }: { userType: UserType }) {
  const plans = usePlans();
  if (userType === 'anonymous' || userType === 'normal') {
    return (
      <aside className="plan-banner" aria-labelledby="plan-banner-title">
        <h2 id="plan-banner-title">Passa a plus</h2>
        {plans && (
          <p>
            Fino a {plans.premium.monthlyAnalyses} analisi di latino e greco al mese, scatta e traduci, la funzione dizionario e tutte le
            lezioni di latino.
          </p>
        )}
        <Link className="button" to="/pay">
          Scopri plus
        </Link>
      </aside>
    );
  }
  return (
    <>
      <aside className="plan-banner plan-banner--member" aria-labelledby="plan-banner-title">
        <h2 id="plan-banner-title">{userType === 'lifetime' ? `Sei uno dei primi ${plans?.lifetime.seats ?? 1000}` : 'Sei nella community plus'}</h2>
        <p>Lemmi da cercare, declinazioni e paradigmi, scatta e traduci e tutte le lezioni sono tuoi.</p>
        <Link className="button button--ghost" to="/lezioni">
          Vai alle lezioni
        </Link>
      </aside>
      {userType === 'lifetime' && (
        <aside className="plan-banner plan-banner--spread" aria-labelledby="spread-title">
          <h2 id="spread-title">Spargi la voce</h2>
          <p>Conosci qualcuno che studia latino o greco? Fagli scoprire Versio.</p>
          <ShareButton title="Versio" text="Traduci e analizza le tue versioni di latino e greco con Versio!" label="Dillo a tutti" />
        </aside>
      )}
    </>
  );
}
