import { useState, type ReactNode } from 'react';
import { useAuth } from '../../session';
import { SignupPopup } from '../components/signup-popup';
import { TermsPopup } from '../components/terms-popup';

type Popup = 'signup' | 'terms' | null;

/**
 * The account checks that come first on translate (spec §4 "Translate flow"): anonymous → signup
 * popup; terms not accepted → terms popup. `check()` is true when the student may go on;
 * `popup` must be rendered by the caller.
 */
export function useRequireTerms(): { check: () => boolean; popup: ReactNode } {
  const auth = useAuth();
  const [open, setOpen] = useState<Popup>(null);

  const check = (): boolean => {
    if (auth.status !== 'signed-in') {
      setOpen('signup');
      return false;
    }
    if (auth.userData && !auth.userData.termsAccepted) {
      setOpen('terms');
      return false;
    }
    return true;
  };

  const close = () => setOpen(null);
  const popup = open === 'signup' ? <SignupPopup onClose={close} /> : open === 'terms' ? <TermsPopup onAccepted={close} onClose={close} /> : null;
  return { check, popup };
}
