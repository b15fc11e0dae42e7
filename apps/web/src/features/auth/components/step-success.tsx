import { useEffect, useRef } from 'react';
import { Confetti } from './confetti';

/** Signup step 4: confetti, the spec's text and 'Continua'. */
/** `emailNotice`: the server could not send the verification e-mail; the account exists all the same. */
export function StepSuccess({ onContinue, emailNotice = null }: { onContinue: () => void; emailNotice?: string | null }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="form signup-success">
      <Confetti />
      <p role="status">Account creato con successo, controlla la tua posta in arrivo per verificare l'indirizzo email.</p>
      {emailNotice && <p role="alert" className="signup-success__notice">{emailNotice}</p>}
      <button ref={button} type="button" className="button" onClick={onContinue}>
        Continua
      </button>
    </div>
  );
}
