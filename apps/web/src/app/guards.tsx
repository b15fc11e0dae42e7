// The access rules of the route table (spec §2 and §4). While the session loads nobody is sent
// anywhere, so a reload of a guarded page by a signed-in student stays on that page.
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageStatus } from '../components/ui/page-status';
import { useAuth, type AuthState } from '../features/session';

/** Where a visitor in `state` must go instead of the guarded page; null = they may stay. */
type Rule = (state: Exclude<AuthState, { status: 'loading' | 'error' }>) => string | null;

/** `once`: decide on arrival only, so that a page which signs the student in leads them on itself. */
function Guard({ rule, once = false }: { rule: Rule; once?: boolean }): ReactNode {
  const state = useAuth();
  const [arrival, setArrival] = useState<{ target: string | null } | null>(null);
  if (state.status === 'loading') return <PageStatus>Caricamento...</PageStatus>;
  if (state.status === 'error') return <PageStatus>Versio non risponde</PageStatus>;
  const target = once && arrival ? arrival.target : rule(state);
  if (once && !arrival) setArrival({ target });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** Logged-in, registered students only; anonymous visitors go to `redirectTo`. */
export function RequireLoggedIn({ redirectTo }: { redirectTo: string }) {
  return <Guard rule={(state) => (state.status === 'anonymous' ? redirectTo : state.userData ? null : '/complete-signup')} />;
}

/** Anonymous visitors only (login): a logged-in user goes to the profile. */
export function RequireAnonymous() {
  const { search } = useLocation();
  // The password-reset link from the e-mail must open the form whoever is signed in on this browser.
  const isResetLink = new URLSearchParams(search).has('reset');
  return <Guard once rule={(state) => (state.status === 'signed-in' && !isResetLink ? '/profilo' : null)} />;
}

/** Signed in but not registered (complete-signup): anonymous → /login, registered → /. */
export function RequireUnregistered() {
  return <Guard rule={(state) => (state.status === 'anonymous' ? '/login' : state.userData ? '/' : null)} />;
}
