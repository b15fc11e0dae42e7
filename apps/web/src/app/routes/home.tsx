import { useState } from 'react';
import { NavLink } from 'react-router';
import { useRequireTerms } from '../../features/auth';
import { CommunityBanner, TestimonialCarousel } from '../../features/landing';
import { usePageTitle } from '../../lib/page';
import './home.css';

type Language = 'latin' | 'greek';

const COPY: Record<Language, { title: string; pageTitle: string }> = {
  latin: { title: 'Traduci e analizza la tua versione di latino', pageTitle: 'Latino' },
  greek: { title: 'Traduci e analizza la tua versione di greco', pageTitle: 'Greco' },
};

/** Home for / (Latin) and /greco (Greek): the translate box goes on top, the landing section below. */
export function HomePage({ language }: { language: Language }) {
  const copy = COPY[language];
  usePageTitle(copy.pageTitle);
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{copy.title}</h1>
        <p className="home-hero__lead">
          Traduzione del testo e analisi parola per parola: lemma, {language === 'latin' ? 'declinazione' : 'paradigma'},
          significato.
        </p>
        <nav className="home-hero__tabs" aria-label="Lingua">
          <NavLink to="/" end className="home-hero__tab">
            Latino
          </NavLink>
          <NavLink to="/greco" className="home-hero__tab">
            Greco <span className="home-hero__beta">beta</span>
          </NavLink>
        </nav>
        {language === 'greek' && (
          <p className="home-hero__notice" role="note">
            Il greco è in versione beta: l’analisi del greco antico è ancora in fase di perfezionamento e può contenere
            qualche imprecisione. Se trovi un errore, scrivici!
          </p>
        )}
        <AskBox />
      </section>
      <TestimonialCarousel />
      <CommunityBanner />
    </>
  );
}

/** Until the translate box arrives, 'Chiedi a Versio' runs the account checks of the translate flow. */
function AskBox() {
  const { check, popup } = useRequireTerms();
  const [ready, setReady] = useState(false);
  return (
    <div className="home-hero__box">
      <p>La casella per scrivere la tua versione è in arrivo.</p>
      <button type="button" className="button" onClick={() => setReady(check())}>
        Chiedi a Versio
      </button>
      <div aria-live="polite">{ready && <p>Sei pronto: la traduzione e l’analisi arrivano a breve.</p>}</div>
      {popup}
    </div>
  );
}
