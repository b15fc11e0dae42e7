import { Link } from 'react-router';
import type { SiteInfo } from '../../lib/site-info';
import { Logo } from '../ui/logo';
import { InstagramIcon, TikTokIcon } from './social-icons';
import './footer.css';

/** Site footer: collaboration contact, legal links and social profiles, all from GET /api/site. */
export function Footer({ site }: { site: SiteInfo }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo size={28} />
          <span>{site.product}</span>
        </div>
        <p className="footer__contact">
          Vuoi collaborare con noi? Scrivici a{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
        <nav aria-label="Informazioni legali" className="footer__legal">
          <a href={site.privacyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
          <a href={site.cookieUrl} target="_blank" rel="noopener noreferrer">
            Cookie Policy
          </a>
          <Link to="/terms">Termini e condizioni</Link>
        </nav>
        <ul className="footer__social" aria-label="Versio sui social">
          <li>
            <a href={site.social.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
              <InstagramIcon />
            </a>
          </li>
          <li>
            <a href={site.social.tiktok} target="_blank" rel="noopener noreferrer" aria-label="TikTok">
              <TikTokIcon />
            </a>
          </li>
        </ul>
        <p className="footer__copy">© {new Date().getFullYear()} {site.seller.name}</p>
      </div>
    </footer>
  );
}
