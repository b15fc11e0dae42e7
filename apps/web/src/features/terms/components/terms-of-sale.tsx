import { Link } from 'react-router';
import type { SiteInfo } from '../../../lib/site-info';
import { TERMS } from '../data/terms-constants';
import { buildTermsSections } from '../data/terms-sections';
import './terms-of-sale.css';

/** "Condizioni generali di vendita" as a document with a table of contents. */
export function TermsOfSale({ seller }: { seller: SiteInfo['seller'] }) {
  const sections = buildTermsSections(seller, TERMS);
  return (
    <article className="terms" aria-labelledby="terms-title">
      <header className="terms__header">
        {/* The navbar is hidden on this page, so it offers its own way back. */}
        <Link className="terms__back" to="/">
          ← Torna a Versio
        </Link>
        <h1 id="terms-title">Condizioni generali di vendita</h1>
        <p className="terms__meta">In vigore dal {TERMS.effectiveDate}</p>
        <address className="terms__seller">
          {seller.name} · {seller.address} · P. IVA {seller.vat} ·{' '}
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </address>
      </header>
      <nav className="terms__toc" aria-label="Indice delle condizioni">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="terms__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
