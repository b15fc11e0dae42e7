import { Navigate, Outlet } from 'react-router';
import { useUserType } from '../features/session';
import { isLoggedIn } from '../lib/user-type';

/** Routes for logged-in users only; anonymous visitors go to `redirectTo`. */
export function RequireLoggedIn({ redirectTo }: { redirectTo: string }) {
  const session = useUserType();
  return isLoggedIn(session) ? <Outlet /> : <Navigate to={redirectTo} replace />;
}

/** Routes for anonymous visitors only (login): a logged-in user goes to the profile. */
export function RequireAnonymous() {
  const session = useUserType();
  return isLoggedIn(session) ? <Navigate to="/profilo" replace /> : <Outlet />;
}
