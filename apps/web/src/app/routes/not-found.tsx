import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page';
import './result-page.css';

export function NotFoundPage() {
  usePageTitle('Pagina non trovata');
  return (
    <section className="page page--narrow result-page" aria-labelledby="not-found-title">
      <p className="result-page__eyebrow">Errore 404: pagina non trovata</p>
      <h1 id="not-found-title">Ti sei perso!</h1>
      <p>
        Anche Teseo, senza il filo di Arianna, si sarebbe smarrito nel labirinto del Minotauro. Questa pagina non
        esiste o è stata spostata: riavvolgi il gomitolo e torna all’ingresso, da lì ritroverai la strada.
      </p>
      <Link className="button" to="/">
        PAGINA INIZIALE
      </Link>
    </section>
  );
}
