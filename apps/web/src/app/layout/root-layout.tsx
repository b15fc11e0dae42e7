import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/footer/footer';
import { Navbar } from '../../components/navbar/navbar';
import { PromoStrip } from '../../components/promo-strip/promo-strip';
import { useGoogleReturn } from '../../features/auth';
import { useUserType } from '../../features/session';
import { scrollToTop } from '../../lib/page';
import { useSiteInfo } from '../../lib/site-info';
import { isLoggedIn } from '../../lib/user-type';

// The terms of sale read as a document: no navbar or promo there (spec §2).
const PAGES_WITHOUT_NAVBAR = new Set(['/terms']);

/** Frame of every page: navbar, promo strip, content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const session = useUserType();
  const site = useSiteInfo();
  const showNavbar = !PAGES_WITHOUT_NAVBAR.has(pathname);
  useGoogleReturn();

  useEffect(() => {
    scrollToTop();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      {showNavbar && <Navbar session={session} />}
      {showNavbar && <PromoStrip loggedIn={isLoggedIn(session)} />}
      <main id="contenuto" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
