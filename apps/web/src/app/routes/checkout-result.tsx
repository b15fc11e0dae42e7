import { Link, useSearchParams } from 'react-router';
import { CheckoutConfirmation } from '../../features/plans';
import { usePageTitle } from '../../lib/page';
import './result-page.css';

/** /checkoutyes?session_id=…: where the payment provider sends the student back after paying. */
export function CheckoutSuccessPage() {
  usePageTitle('Pagamento');
  const [search] = useSearchParams();
  return <CheckoutConfirmation sessionId={search.get('session_id')} />;
}

// Served at /checkoutno and /checkoutno/:userid (the spec gives both readings of the route).
export function CheckoutFailedPage() {
  usePageTitle('Pagamento non riuscito');
  return (
    <section className="page page--narrow result-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Mmm, qualcosa non ha funzionato!</h1>
      <p>Il tuo pagamento non è andato a buon fine.</p>
      <Link className="button" to="/">
        Area personale
      </Link>
    </section>
  );
}
