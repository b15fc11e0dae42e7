import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import { MIN_PASSWORD_LENGTH } from '../data/password';
import { ConsentCheckboxes, hasBothConsents, type Consents } from './consent-checkboxes';
import { GoogleButton } from './google-button';
import { StepDots } from './step-dots';
import { FormError } from '../../../components/ui/form-error';

export type AccountAnswers = { email: string; password: string };

type Props = {
  /** signup: e-mail, password and 'Continua'; complete: only the consents and 'Entra' (spec §2). */
  mode: 'signup' | 'complete';
  /** Sends the form; resolves to the error message to show, or null on success. */
  onSubmit: (answers: AccountAnswers) => Promise<string | null>;
  /** Leaves for Google; absent when the server has no Google client. */
  onGoogle?: () => Promise<void>;
};

/** Signup step 3 (dot 2 of 2). */
export function StepAccount({ mode, onSubmit, onGoogle }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Step 1's button is gone: keyboard and screen-reader users continue from the first field here.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validate(mode, { email, password }, consents);
    setError(message ?? '');
    if (message) return;
    setBusy(true);
    const failure = await onSubmit({ email: email.trim(), password });
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <StepDots current={2} />
      {mode === 'signup' && (
        <>
          <label className="form__field" htmlFor={`${id}-email`}>
            Email
            <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <label className="form__field" htmlFor={`${id}-password`}>
            Password
            <input
              id={`${id}-password`}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
        </>
      )}
      <ConsentCheckboxes value={consents} onChange={setConsents} />
      <FormError message={error} />
      <button type="submit" className="button" disabled={busy}>
        {mode === 'signup' ? 'Continua' : 'Entra'}
      </button>
      {mode === 'signup' && onGoogle && (
        <>
          <p className="form__separator">Oppure</p>
          <GoogleButton
            onStart={() => {
              if (!hasBothConsents(consents)) {
                setError(VALIDATION_MESSAGES.googleTerms);
                return 'blocked';
              }
              return onGoogle();
            }}
          />
        </>
      )}
    </form>
  );
}

/** The first failed rule of spec §5 for step 3, or null. */
export function validate(mode: 'signup' | 'complete', answers: AccountAnswers, consents: Consents): string | null {
  if (mode === 'complete') return hasBothConsents(consents) ? null : VALIDATION_MESSAGES.completeSignupTerms;
  if (!answers.email.trim() || !answers.password || !hasBothConsents(consents)) return VALIDATION_MESSAGES.incompleteFields;
  if (answers.password.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.weakPassword;
  return null;
}
