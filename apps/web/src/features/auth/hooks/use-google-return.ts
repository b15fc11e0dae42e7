import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { postCompleteSignup, useAuth } from '../../session';
import { takePendingRegistration } from '../api/google';
import { registerProfile } from '../api/register';

/**
 * Back from Google at /?accesso=google (spec §4 "Google path"): registered → home;
 * step 1 answered before leaving → register ('registration_complete') → profile;
 * otherwise 'needs_registration' → /complete-signup.
 */
export function useGoogleReturn(): void {
  const auth = useAuth();
  const { search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const returning = new URLSearchParams(search).get('accesso') === 'google';

  useEffect(() => {
    if (!returning || handled.current || auth.status === 'loading') return;
    handled.current = true;
    if (auth.status !== 'signed-in') {
      navigate('/login?errore=google', { replace: true });
      return;
    }
    // Taken whatever happens next, so a later return never registers with stale answers.
    const pending = takePendingRegistration();
    if (auth.userData) {
      navigate('/', { replace: true });
      return;
    }
    const user = auth.user;
    void (async () => {
      if (pending && (await registerProfile(user, pending)) === null) {
        navigate('/profilo', { replace: true, state: { fromSignup: true } });
        return;
      }
      await postCompleteSignup(user.id).catch(() => null);
      navigate('/complete-signup', { replace: true });
    })();
  }, [returning, auth, navigate]);
}
