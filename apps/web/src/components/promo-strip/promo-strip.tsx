import { Link } from 'react-router';
import './promo-strip.css';

/** Thin banner advertising the lessons; anonymous users are sent to sign up first. */
export function PromoStrip({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Link className="promo-strip" to={loggedIn ? '/lezioni' : '/signup'}>
      Vieni a scoprire le nuove lezioni di Versio!
      <span className="promo-strip__arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
