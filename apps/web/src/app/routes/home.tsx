import { useEffect, useState } from 'react';
import { CommunityBanner, TestimonialCarousel } from '../../features/landing';
import { TranslateHome } from '../../features/translate';
import { usePageTitle } from '../../lib/page';
import { clearNotice, readNotice } from '../../lib/notice';
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
  // A notice left by the page before (the profile, after deleting the account), shown once.
  const [notice] = useState(readNotice);
  useEffect(() => clearNotice(), []);
  return (
    <>
      {notice && (
        <p className="form__success home-notice" role="status">
          {notice}
        </p>
      )}
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{copy.title}</h1>
        <p className="home-hero__lead">
          Traduzione del testo e analisi parola per parola: lemma, {language === 'latin' ? 'declinazione' : 'paradigma'},
          significato.
        </p>
        <TranslateHome key={language} lang={language === 'latin' ? 'lat' : 'grc'} />
      </section>
      <TestimonialCarousel />
      <CommunityBanner />
    </>
  );
}
