import { useState } from 'react';
import { describeAuthError } from '../../../lib/error-messages';
import { FormError } from '../../../components/ui/form-error';

/** 'Accedi con Google' (spec §2): `onStart` leaves for Google or throws; errors show below. */
export function GoogleButton({ onStart, label = 'Accedi con Google' }: { onStart: () => Promise<void> | 'blocked'; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={async () => {
          setError('');
          const started = onStart();
          if (started === 'blocked') return;
          setBusy(true);
          try {
            await started;
          } catch (failure) {
            setError(describeAuthError(failure, 'google'));
            setBusy(false);
          }
        }}
      >
        <GoogleMark />
        {label}
      </button>
      <FormError message={error} />
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.8 6C12.3 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.4 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.8-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
