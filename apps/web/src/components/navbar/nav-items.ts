import type { Session } from '../../lib/user-type';

export type NavItem = { label: string; to: string; emphasis?: boolean };

/** The navbar's links for each kind of user (spec §2 "Navbar and footer"). */
export function listNavItems({ userType, name }: Session): NavItem[] {
  const greeting: NavItem = { label: `Ave ${name}`, to: '/profilo', emphasis: true };
  switch (userType) {
    case 'anonymous':
      return [
        { label: 'Piani', to: '/pay' },
        // Lessons need an account, so anonymous users are invited to sign up first.
        { label: 'Lezioni', to: '/signup' },
        { label: 'Accedi', to: '/login' },
        { label: 'Iscriviti gratis', to: '/signup', emphasis: true },
      ];
    case 'normal':
      return [{ label: 'Piani', to: '/pay' }, { label: 'Lezioni', to: '/lezioni' }, greeting];
    case 'premium':
    case 'lifetime':
      return [{ label: 'Lezioni', to: '/lezioni' }, greeting];
  }
}
