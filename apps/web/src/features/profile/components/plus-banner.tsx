import { Link } from 'react-router';
import type { Plans } from '../../plans';

/** The banner that invites free users to plus, its numbers from /api/plans. */
export function PlusBanner({ plans }: { plans: Plans }) {
  const plus = plans.premium;
  return (
    <aside className="plus-banner" aria-labelledby="plus-banner-title">
      <h2 id="plus-banner-title">Sblocca il piano plus</h2>
      <p>
        Fino a {plus.monthlyAnalyses} analisi di latino e greco al mese, scatta e traduci, la funzione dizionario e tutte le lezioni di latino.
      </p>
      <Link className="button" to="/pay">
        Sblocca plus
      </Link>
    </aside>
  );
}
