import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page';
import './result-page.css';

export function CheckoutSuccessPage() {
  usePageTitle('Pagamento completato');
  return (
    <section className="page page--narrow result-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Grazie per aver scelto Versio!</h1>
      <p>Il tuo piano plus è attivo: trovi tutti i dettagli del tuo abbonamento nell’area personale.</p>
      <Link className="button" to="/profilo">
        Area personale
      </Link>
    </section>
  );
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
