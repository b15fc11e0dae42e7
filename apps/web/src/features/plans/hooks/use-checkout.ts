// Spec §4 "Checkout": click, clear the message, disable the button, ask for a session, go to the
// provider's hosted checkout. A refusal shows its message; a visitor who is not signed in is then
// taken to /login, after a moment to read why.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browser } from '../../../lib/browser';
import { useAuth } from '../../session';
import { createCheckoutSession } from '../api/checkout-api';
import { checkCheckout, describeCheckoutError, type Refusal } from '../model/checkout-precondition';

/** How long the reason stays on screen before the student is taken elsewhere. */
export const REDIRECT_DELAY_MS = 1500;

export function useCheckout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refuse = (refusal: Refusal) => {
    setMessage(refusal.message);
    const target = refusal.goTo;
    if (target) timer.current = setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
  };

  const start = async (isAnnual: boolean) => {
    setMessage('');
    const refusal = checkCheckout(auth);
    if (refusal === undefined) return;
    if (refusal) {
      refuse(refusal);
      return;
    }
    setPending(true);
    try {
      const session = await createCheckoutSession(isAnnual);
      browser.assign(session.url);
    } catch (error) {
      refuse(describeCheckoutError(error));
      setPending(false);
    }
  };

  return {
    start,
    message,
    dismiss: () => setMessage(''),
    // Spec §2: 'Scelta giusta...' while the button is busy or the student's data is still loading.
    busy: pending || auth.status === 'loading',
  };
}
