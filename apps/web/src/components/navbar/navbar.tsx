import { Link, NavLink } from 'react-router';
import type { Session } from '../../lib/user-type';
import { Logo } from '../ui/logo';
import { listNavItems } from './nav-items';
import { useHideOnScroll } from './use-hide-on-scroll';
import './navbar.css';

/** Top bar; it slides away while scrolling down and comes back on scroll up or keyboard focus. */
export function Navbar({ session }: { session: Session }) {
  const { hidden, reveal } = useHideOnScroll();
  return (
    <header className={hidden ? 'navbar is-hidden' : 'navbar'} data-hidden={hidden} onFocus={reveal}>
      <nav className="navbar__inner" aria-label="Navigazione principale">
        <Link to="/" className="navbar__brand" aria-label="Versio, pagina iniziale">
          <Logo />
          <span className="navbar__wordmark" aria-hidden="true">
            Versio
          </span>
        </Link>
        <ul className="navbar__links">
          {listNavItems(session).map((item) => (
            <li key={item.label}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  ['navbar__link', item.emphasis ? 'navbar__link--cta' : '', isActive ? 'is-active' : '']
                    .filter(Boolean)
                    .join(' ')
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
