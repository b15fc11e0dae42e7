import './result-page.css';

/** Shown when a page crashes while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  return (
    <main className="page page--narrow result-page">
      <h1>Qualcosa è andato storto</h1>
      <p>Si è verificato un errore imprevisto. Ricarica la pagina o torna alla pagina iniziale.</p>
      <a className="button" href="/">
        PAGINA INIZIALE
      </a>
    </main>
  );
}
