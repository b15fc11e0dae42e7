import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../session';
import { SignupPopup } from '../components/signup-popup';
import { TermsPopup } from '../components/terms-popup';

type Popup = 'signup' | 'terms' | null;

/**
 * The account checks that come first on translate (spec §4 "Translate flow"): user data not ready
 * → nothing happens; anonymous → signup popup; signed in but not registered → /complete-signup;
 * terms not accepted → terms popup. `check()` is true when the student may go on; `popup` must be
 * rendered by the caller.
 */
export function useRequireTerms(): { check: () => boolean; popup: ReactNode } {
  const auth = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Popup>(null);

  const check = (): boolean => {
    if (auth.status === 'loading' || auth.status === 'error') return false;
    if (auth.status === 'anonymous') {
      setOpen('signup');
      return false;
    }
    if (!auth.userData) {
      navigate('/complete-signup');
      return false;
    }
    if (!auth.userData.termsAccepted) {
      setOpen('terms');
      return false;
    }
    return true;
  };

  const close = () => setOpen(null);
  const popup = open === 'signup' ? <SignupPopup onClose={close} /> : open === 'terms' ? <TermsPopup onAccepted={close} onClose={close} /> : null;
  return { check, popup };
}
