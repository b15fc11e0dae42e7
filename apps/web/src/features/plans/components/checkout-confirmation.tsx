import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { reloadSession } from '../../session';
import { fetchCheckoutSession } from '../api/checkout-api';

/** How often, and how many times, an open payment is asked about again (a webhook may lag). */
export const CONFIRMATION_POLL_MS = 1500;
export const CONFIRMATION_POLLS = 8;

/**
 * /checkoutyes: thanks the student only once the server says their payment completed (spec §2
 * "Payment result pages"); the provider's redirect alone proves nothing.
 */
export function CheckoutConfirmation({ sessionId }: { sessionId: string | null }) {
  const query = useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: ({ signal }) => fetchCheckoutSession(sessionId ?? '', signal),
    enabled: sessionId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (current) =>
      current.state.data?.status === 'open' && current.state.dataUpdateCount < CONFIRMATION_POLLS ? CONFIRMATION_POLL_MS : false,
  });
  const status = query.data?.status;
  useEffect(() => {
    // The plan changed on the server: the navbar, the banners and the profile read it again.
    if (status === 'complete') void reloadSession();
  }, [status]);

  if (sessionId !== null && query.isPending) {
    return <Result title="Un attimo..." text="Stiamo confermando il tuo pagamento." busy />;
  }
  if (status === 'complete') {
    return (
      <Result title="Grazie per aver scelto Versio!" text="Il tuo piano plus è attivo: trovi tutti i dettagli del tuo abbonamento nell’area personale.">
        <Link className="button" to="/profilo">
          Area personale
        </Link>
      </Result>
    );
  }
  if (status === 'open') {
    return (
      <Result
        title="Pagamento in attesa di conferma"
        text="Non abbiamo ancora la conferma del pagamento: ricarica questa pagina tra qualche istante."
        busy={query.isFetching}
      />
    );
  }
  return (
    <Result title="Nessun pagamento completato" text="Non risulta un pagamento completato con questo link: se hai appena pagato, contattaci.">
      <Link className="button" to="/pay">
        Scopri i piani
      </Link>
    </Result>
  );
}

function Result({ title, text, busy = false, children }: { title: string; text: string; busy?: boolean; children?: ReactNode }) {
  return (
    <section className="page page--narrow result-page" aria-labelledby="checkout-title" aria-busy={busy}>
      <h1 id="checkout-title">{title}</h1>
      <p role={busy ? 'status' : undefined}>{text}</p>
      {children}
    </section>
  );
}
